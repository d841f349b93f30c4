import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Event } from '../../../shared/schemas/events';
import { useSession } from '../../session/session-context';
import { Button } from '../../ui/button';
import { buttonClass } from '../../ui/button-class';
import { DownloadButton } from '../../components/download-button';
import { EconomicImpactLink } from '../../components/economic-impact-link';
import { ChartIcon, PencilIcon } from '../../ui/icons';

interface EventActionsPanelProps {
  event: Event;
  onEdit: () => void;
}

/**
 * The "Aksi" panel. Edit is the Admin's; "Input Survey" goes to the Admin's designer or the
 * Surveyor's form, a page Instansi has no use for. Analytics, the economic impact and download are for every role
 * (docs/screens.md#event-detail).
 */
export function EventActionsPanel({ event, onEdit }: EventActionsPanelProps) {
  const { user } = useSession();
  const peran = user?.peran;
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="flex h-fit flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Aksi
      </h2>
      {peran === 'Admin' && (
        <Button onClick={onEdit}>
          <PencilIcon />
          Edit Event
        </Button>
      )}
      {peran === 'Admin' && (
        <Link to={`/kelola-event/${event.id}/tim`} className={buttonClass('secondary')}>
          Tim Survei
        </Link>
      )}
      {(peran === 'Admin' || peran === 'Surveyor') && (
        <Link to="/input-survei" className={buttonClass('secondary')}>
          Input Survey
        </Link>
      )}
      <Link to={`/hasil-analisis/${event.id}`} className={buttonClass('secondary')}>
        <ChartIcon />
        Lihat Analitik
      </Link>
      <EconomicImpactLink eventId={event.id} />
      <DownloadButton eventId={event.id} eventName={event.nama_event} />
    </aside>
  );
}
