import { useQuery } from '@tanstack/react-query';
import type { ResponsItem } from '../../../shared/schemas/responses';
import { responsesQueries } from '../../lib/api/responses-queries';

/**
 * What a reviewer scanning the queue needs in the row: why it waits (one line, read with the
 * response's review state) and which amounts the surveyor already confirmed at entry.
 */
export function RowReviewNote({ row }: { row: ResponsItem }) {
  const confirmed = row.jawaban.filter((answer) => answer.dikonfirmasi_surveyor);
  if (!row.perlu_diperiksa && confirmed.length === 0) return null;
  return (
    <span className="mb-1 block text-sm">
      {row.perlu_diperiksa && <FlagReason responsId={row.id} />}
      {confirmed.length > 0 && (
        <span className="block text-blue-900">
          Dikonfirmasi surveyor saat input: {confirmed.map((answer) => answer.teks_pertanyaan).join(', ')}
        </span>
      )}
    </span>
  );
}

function FlagReason({ responsId }: { responsId: number }) {
  const detail = useQuery(responsesQueries.detail(responsId));
  const reason = detail.data?.pemeriksaan.alasan;
  return <span className="block font-medium text-amber-900">{reason ?? 'Jumlah belanja di atas batas wajar segmen.'}</span>;
}
