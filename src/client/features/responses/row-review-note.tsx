import type { ResponsItem } from '../../../shared/schemas/responses';

/**
 * What a reviewer scanning the queue needs in the row: why it waits (one line, sent with the row)
 * and which amounts the surveyor already confirmed at entry.
 */
export function RowReviewNote({ row }: { row: ResponsItem }) {
  const confirmed = row.jawaban.filter((answer) => answer.dikonfirmasi_surveyor);
  if (!row.perlu_diperiksa && confirmed.length === 0) return null;
  return (
    <span className="mb-1 block text-sm">
      {row.perlu_diperiksa && (
        <span className="block font-medium text-amber-900">{row.alasan_pemeriksaan ?? 'Jumlah belanja di atas batas wajar segmen.'}</span>
      )}
      {confirmed.length > 0 && (
        <span className="block text-blue-900">
          Dikonfirmasi surveyor saat input: {confirmed.map((answer) => answer.teks_pertanyaan).join(', ')}
        </span>
      )}
    </span>
  );
}
