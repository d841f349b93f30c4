import type { Event } from '../../../shared/schemas/events';
import { IconButton } from '../../ui/icon-button';
import { ArchiveIcon, PencilIcon, RestoreIcon, TrashIcon } from '../../ui/icons';
import type { EventAction } from './event-action';

interface EventRowActionsProps {
  event: Event;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

/** Edit, archive or activate, delete: the Admin's icon buttons of one table row. */
export function EventRowActions({ event, onEdit, onAction }: EventRowActionsProps) {
  const archived = event.status === 'diarsipkan';
  return (
    <div className="flex gap-1">
      <IconButton label={`Edit ${event.nama_event}`} onClick={() => onEdit(event)}>
        <PencilIcon />
      </IconButton>
      {archived ? (
        <IconButton label={`Aktifkan ${event.nama_event}`} onClick={() => onAction({ kind: 'aktifkan', event })}>
          <RestoreIcon />
        </IconButton>
      ) : (
        <IconButton label={`Arsipkan ${event.nama_event}`} onClick={() => onAction({ kind: 'arsipkan', event })}>
          <ArchiveIcon />
        </IconButton>
      )}
      <IconButton label={`Hapus ${event.nama_event}`} onClick={() => onAction({ kind: 'hapus', event })} tone="danger">
        <TrashIcon />
      </IconButton>
    </div>
  );
}
