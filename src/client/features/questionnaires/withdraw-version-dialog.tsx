import { formatNumber } from '../../../shared/format-number';
import type { VersiFormulir } from '../../../shared/schemas/form-versions';
import { formatDateTime } from '../../lib/format-date-time';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface WithdrawVersionDialogProps {
  version: VersiFormulir | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What withdrawing does, in the server's terms (docs/api.md, "Form versions"): surveys still to
 * come on the version are judged by today's rules without requiring what it did not ask; one that
 * breaks today's rules is refused and kept on the phone as "Gagal"; stored responses stay as they
 * are; there is no call to undo it.
 */
export function WithdrawVersionDialog({ version, busy, onConfirm, onCancel }: WithdrawVersionDialogProps) {
  return (
    <ConfirmDialog
      open={version !== null}
      title="Tarik Versi Formulir?"
      confirmLabel="Tarik versi"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        version && (
          <div className="flex flex-col gap-2 text-sm text-slate-800">
            <p>
              Versi <code className="rounded bg-slate-100 px-1 break-all">{version.versi}</code> (pertama dibagikan{' '}
              {formatDateTime(version.pertama_dibagikan)}) tidak akan lagi menilai survei dengan aturannya sendiri. Tarik versi bila
              aturannya keliru, misalnya batas nilai yang terlalu longgar.
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              <li>
                Survei yang diisi dengan versi ini dan dikirim sesudah ini dinilai dengan aturan formulir sekarang: batas nilai dan pilihan
                jawaban yang berlaku sekarang. Pertanyaan yang tidak ada atau tidak wajib di versi ini tetap tidak diwajibkan, karena
                surveyor tidak pernah melihatnya sebagai pertanyaan wajib.
              </li>
              <li>
                Survei yang jawabannya melanggar aturan sekarang ditolak beserta alasannya. Perangkat surveyor menyimpannya sebagai
                &ldquo;Gagal&rdquo; dengan alasan itu, dan datanya masih dapat diekspor dari perangkat.
              </li>
              <li>
                Data yang sudah diterima tidak berubah: {formatNumber(version.jumlah_respons)} data yang dinilai dengan versi ini tetap
                tersimpan dengan tanda &ldquo;Versi formulir lama&rdquo; di Data Survei.
              </li>
              <li>Penarikan tidak dapat dibatalkan.</li>
            </ul>
          </div>
        )
      }
    />
  );
}
