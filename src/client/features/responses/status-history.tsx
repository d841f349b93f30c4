import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { responsesQueries } from '../../lib/api/responses-queries';
import { formatZoneTime } from '../../lib/format-date-time';
import { InlineLoading } from '../../ui/loading-state';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';
import { ReviewerName } from './reviewer-name';

/** Every void and restore of one response, oldest first, as the server logged them. */
export function StatusHistory({ responsId, zone }: { responsId: number; zone: string }) {
  const history = useQuery(responsesQueries.history(responsId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Riwayat status
      </h3>
      {history.isPending && (
        <InlineLoading className="text-sm">Memuat riwayat...</InlineLoading>
      )}
      {history.isError && (
        <Failure className="text-sm">
          {errorMessage(history.error, 'Gagal mengambil data survei.')}
        </Failure>
      )}
      {history.data &&
        (history.data.data.length === 0 ? (
          <p className="text-sm">Status data ini belum pernah diubah.</p>
        ) : (
          <ol aria-labelledby={headingId} className="flex flex-col gap-2">
            {history.data.data.map((entry, index) => (
              <li key={index} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <p>
                  <span className="font-semibold text-slate-900">
                    {entry.status === 'dibatalkan' ? 'Dibatalkan' : 'Dipulihkan'}
                  </span>{' '}
                  oleh <ReviewerName entry={entry} />, {formatZoneTime(entry.pada, zone)}
                </p>
                {entry.alasan && (
                  <p className="mt-1 break-words">
                    {entry.status === 'dibatalkan' ? 'Alasan' : 'Catatan'}: {entry.alasan}
                  </p>
                )}
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
