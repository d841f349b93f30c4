import { Dialog } from '../../ui/dialog';
import { type SubmitResult, useSubmitResult } from './api/submit-survey';

const TEXTS: Record<SubmitResult['kind'], { title: string; message: string }> = {
  sent: { title: 'Berhasil!', message: 'Jawaban terkirim ke server.' },
  queued: {
    title: 'Tersimpan di perangkat',
    message: 'Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.',
  },
  rejected: { title: 'Oops...', message: '' },
};

/**
 * Tells where the answers of the survey with this outbox key are, and follows them: "queued" while
 * the item waits on the device, "sent" as soon as the server's confirmation is recorded.
 */
export function SubmitResultDialog({ itemKey, onClose }: { itemKey: string | null; onClose: () => void }) {
  const result = useSubmitResult(itemKey);
  if (itemKey === null || !result) return null;
  const text = TEXTS[result.kind];
  return (
    <Dialog open title={text.title} onClose={onClose} closeLabel="OK">
      {result.kind === 'rejected' ? (
        <p>
          Jawaban ditolak server: {result.message} Data tetap tersimpan di antrean perangkat dan dapat diekspor.
        </p>
      ) : (
        <p>{text.message}</p>
      )}
    </Dialog>
  );
}
