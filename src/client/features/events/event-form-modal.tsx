import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useState } from 'react';
import { Failure } from '../../ui/failure';
import { LoadingState } from '../../ui/loading-state';
import { Modal } from '../../ui/modal';
import { SuccessDialog } from '../../ui/success-dialog';
import { formValuesOf, newEventForm } from './event-form-values';
import { useSession } from '../../session/session-context';
import { EventForm } from './event-form';

/** Which event the form is open for: null eventId adds a new one. */
export interface EventFormTarget {
  eventId: number | null;
}

interface EventFormModalProps {
  target: EventFormTarget | null;
  onClose: () => void;
}

/** The add/edit event window, then "Berhasil!" for 2 seconds once the event is saved. */
export function EventFormModal({ target, onClose }: EventFormModalProps) {
  const adminArea = useSession().user?.wilayah_kerja ?? null;
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const saved = (message: string) => {
    onClose();
    setSavedMessage(message);
  };

  return (
    <>
      {target?.eventId === null && <EventForm eventId={null} initial={newEventForm(adminArea)} onCancel={onClose} onSaved={saved} />}
      {typeof target?.eventId === 'number' && <EditEventForm eventId={target.eventId} onCancel={onClose} onSaved={saved} />}
      <SuccessDialog
        open={savedMessage !== null}
        message={savedMessage ?? ''}
        autoCloseMs={2000}
        onClose={() => setSavedMessage(null)}
      />
    </>
  );
}

interface EditEventFormProps {
  eventId: number;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** The event is read first; the form's window then takes the place of the waiting one, in the same frame. */
function EditEventForm({ eventId, onCancel, onSaved }: EditEventFormProps) {
  const event = useQuery(eventQueries.detail(eventId));
  if (event.isPending || event.isError) {
    return (
      <Modal open title="Edit Event" onClose={onCancel} wide>
        {event.isPending ? (
          <LoadingState>Memuat detail event...</LoadingState>
        ) : (
          <Failure>Gagal memuat detail event untuk diedit.</Failure>
        )}
      </Modal>
    );
  }
  return (
    <EventForm key={eventId} eventId={eventId} initial={formValuesOf(event.data)} onCancel={onCancel} onSaved={onSaved} />
  );
}
