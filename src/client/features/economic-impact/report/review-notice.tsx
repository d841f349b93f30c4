import { Link } from 'react-router-dom';
import { formatNumber } from '../../../../shared/format-number';

interface ReviewNoticeProps {
  count: number;
  eventId: number;
  canOpenResponses: boolean;
}

/**
 * Flagged answers (above the segment's fence, not yet confirmed) count at most the fence until a
 * reviewer looks at them: the reader is told, and who may review is sent to them.
 */
export function ReviewNotice({ count, eventId, canOpenResponses }: ReviewNoticeProps) {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {`${formatNumber(count)} jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.`}
      {canOpenResponses && (
        <>
          {' '}
          <Link to={`/data-survei/${eventId}?pemeriksaan=perlu`} className="font-medium text-blue-800 underline">
            Periksa di Data Survei
          </Link>
        </>
      )}
    </p>
  );
}
