import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useState } from 'react';
import { LoadingState } from '../../ui/loading-state';
import { Modal } from '../../ui/modal';
import { SuccessDialog } from '../../ui/success-dialog';
import { EMPTY_EVENT_FORM, formValuesOf } from './event-form-values';
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
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const eventId = target?.eventId ?? null;
  const saved = (message: string) => {
    onClose();
    setSavedMessage(message);
  };

  return (
    <>
      <Modal open={target !== null} title={eventId === null ? 'Tambah Event' : 'Edit Event'} onClose={onClose} wide>
        {eventId === null ? (
          <EventForm
            eventId={null}
            initial={EMPTY_EVENT_FORM}
            onCancel={onClose}
            onSaved={saved}
          />
        ) : (
          <EditEventForm
            eventId={eventId}
            onCancel={onClose}
            onSaved={saved}
          />
        )}
      </Modal>
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

function EditEventForm({ eventId, onCancel, onSaved }: EditEventFormProps) {
  const event = useQuery(eventQueries.detail(eventId));
  if (event.isPending) return <LoadingState>Memuat detail event...</LoadingState>;
  if (event.isError) {
    return (
      <p role="alert" className="text-red-700">
        Gagal memuat detail event untuk diedit.
      </p>
    );
  }
  return (
    <EventForm key={eventId} eventId={eventId} initial={formValuesOf(event.data)} onCancel={onCancel} onSaved={onSaved} />
  );
}
