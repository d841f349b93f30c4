import { Dialog } from '../../ui/dialog';
import type { SubmitResult } from './api/submit-survey';

const TEXTS: Record<SubmitResult['kind'], { title: string; message: string }> = {
  sent: { title: 'Berhasil!', message: 'Jawaban terkirim ke server.' },
  queued: {
    title: 'Tersimpan di perangkat',
    message: 'Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.',
  },
  rejected: { title: 'Oops...', message: '' },
};

/** Tells at once where the answers are: on the server, or safe on the device waiting to be sent. */
export function SubmitResultDialog({ result, onClose }: { result: SubmitResult | null; onClose: () => void }) {
  if (!result) return null;
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
