import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { SuccessDialog } from '../../ui/success-dialog';
import { useDeleteEvent } from './api/use-delete-event';
import { useSetEventStatus } from './api/use-set-event-status';
import { confirmationOf, type EventAction } from './event-action';
import { errorMessage } from '../../lib/error-message';

interface EventActionConfirmProps {
  action: EventAction | null;
  onDone: () => void;
}

type Outcome = { title: string; message: string; failed: boolean };

/** Asks before archiving, activating or deleting, does it, then tells how it went. */
export function EventActionConfirm({ action, onDone }: EventActionConfirmProps) {
  const setStatus = useSetEventStatus();
  const remove = useDeleteEvent();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = setStatus.isPending || remove.isPending;

  function finish(next: Outcome) {
    onDone();
    setOutcome(next);
  }

  function confirm() {
    if (!action) return;
    const { kind, event } = action;
    const failed = (error: unknown, fallback: string) =>
      finish({ title: 'Oops...', message: errorMessage(error, fallback), failed: true });
    if (kind === 'hapus') {
      remove.mutate(event.id, {
        onSuccess: (answer) => finish({ title: 'Terhapus!', message: answer.message, failed: false }),
        onError: (error) => failed(error, 'Gagal menghapus event.'),
      });
    } else {
      setStatus.mutate(
        { id: event.id, status: kind === 'arsipkan' ? 'diarsipkan' : 'aktif' },
        {
          onSuccess: (answer) => finish({ title: 'Berhasil!', message: answer.message, failed: false }),
          onError: (error) => failed(error, 'Gagal mengubah status event.'),
        },
      );
    }
  }

  const words = action ? confirmationOf(action) : null;
  return (
    <>
      <ConfirmDialog
        open={action !== null}
        title={words?.title ?? ''}
        message={<p>{words?.message}</p>}
        confirmLabel={busy ? 'Memproses...' : (words?.confirmLabel ?? '')}
        tone={words?.tone}
        busy={busy}
        onConfirm={confirm}
        onCancel={onDone}
      />
      <SuccessDialog
        open={outcome !== null && !outcome.failed}
        title={outcome?.title}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
      />
      <Dialog open={outcome?.failed === true} title="Oops..." onClose={() => setOutcome(null)}>
        <p>{outcome?.message}</p>
      </Dialog>
    </>
  );
}
