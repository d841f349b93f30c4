import { Link } from 'react-router-dom';
import { waitingLine } from '../../../../shared/economic-impact/headline';

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
      {waitingLine(count)}
      {/* A link is no use on paper. */}
      {canOpenResponses && (
        <span className="print:hidden">
          {' '}
          <Link to={`/data-survei/${eventId}?pemeriksaan=perlu`} className="font-medium text-blue-800 underline">
            Periksa di Data Survei
          </Link>
        </span>
      )}
    </p>
  );
}
