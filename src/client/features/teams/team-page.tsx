import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EventPageHeader } from '../../components/event-page-header';
import type { Invite } from '../../../shared/schemas/teams';
import { EventNotFound, isNotFound } from '../../components/event-not-found';
import { OnlineOnly } from '../../components/online-only';
import { eventQueries } from '../../lib/api/event-queries';
import { errorMessage } from '../../lib/error-message';
import { parseIdParam } from '../../lib/parse-id-param';
import { Failure } from '../../ui/failure';
import { LoadingState } from '../../ui/loading-state';
import { useTeam } from './api/get-team';
import { ImportSection } from './import-section';
import { InvitePrintSheet } from './invite-print-sheet';
import { InvitesSection } from './invites-section';
import { TeamEditor } from './team-editor';

/** /kelola-event/{eventId}/tim, for Admins (docs/screens.md#event-team). */
export function TeamPage() {
  const eventId = parseIdParam(useParams().eventId);
  return eventId === null ? <NotFound /> : <TeamScreen eventId={eventId} />;
}

function NotFound() {
  return <EventNotFound action={{ to: '/kelola-event', label: 'Kembali ke daftar event' }} />;
}

/** An invite on its way to the printer; `nth` draws a fresh sheet when the same one prints again. */
interface Printing {
  invite: Invite;
  nth: number;
}

function TeamScreen({ eventId }: { eventId: number }) {
  const event = useQuery(eventQueries.detail(eventId));
  const team = useTeam(eventId);
  const [printing, setPrinting] = useState<Printing | null>(null);

  useEffect(() => {
    if (!printing) return;
    // Back to the screen's own page once the print dialog closes.
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (isNotFound(event.error) || isNotFound(team.error)) return <NotFound />;
  const name = event.data?.nama_event;

  function body() {
    if (event.isPending || team.isPending) return <LoadingState>Memuat tim survei...</LoadingState>;
    if (event.isError) return <Failure boxed>Gagal mengambil detail event.</Failure>;
    if (team.isError) return <Failure boxed>{errorMessage(team.error, 'Gagal mengambil data tim survei.')}</Failure>;
    return (
      <div className="flex flex-col gap-6">
        <TeamEditor eventId={eventId} place={event.data.wilayah} team={team.data} />
        <InvitesSection
          eventId={eventId}
          eventName={event.data.nama_event}
          onPrint={(invite) => setPrinting((current) => ({ invite, nth: (current?.nth ?? 0) + 1 }))}
        />
        <ImportSection eventId={eventId} />
      </div>
    );
  }

  return (
    <>
      <div className={`flex flex-col gap-6 ${printing ? 'print:hidden' : ''}`}>
        <EventPageHeader eventId={eventId} title="Tim Survei" eventName={name} />
        <OnlineOnly>{body()}</OnlineOnly>
      </div>
      {printing && name && (
        <InvitePrintSheet key={printing.nth} invite={printing.invite} eventName={name} onReady={() => window.print()} />
      )}
    </>
  );
}
