import type { Pemeriksaan } from '../../../shared/schemas/review';
import { formatZoneTime } from '../../lib/format-date-time';
import { ReviewerName } from './reviewer-name';

/**
 * Why a response waits for review (its spending per person against the segment's fence), or the
 * confirmation that lets it count in full; nothing when neither applies.
 */
export function ReviewState({ pemeriksaan, zone }: { pemeriksaan: Pemeriksaan; zone: string }) {
  const { perlu_diperiksa, alasan, dikonfirmasi } = pemeriksaan;
  if (perlu_diperiksa) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">Perlu diperiksa</p>
        {alasan && <p className="break-words">{alasan}</p>}
        <p className="mt-1">Sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.</p>
      </div>
    );
  }
  if (!dikonfirmasi) return null;
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
      <p>
        <span className="font-semibold">Jumlah dikonfirmasi benar</span> oleh <ReviewerName entry={dikonfirmasi} />, {formatZoneTime(dikonfirmasi.pada, zone)}
      </p>
      {dikonfirmasi.catatan && <p className="break-words">Catatan: {dikonfirmasi.catatan}</p>}
    </div>
  );
}
