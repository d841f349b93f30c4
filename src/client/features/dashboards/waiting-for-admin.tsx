import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../shared/format-number';
import { eventQueries } from '../../lib/api/event-queries';
import { usersQuery } from '../../lib/api/user-queries';
import { Failure } from '../../ui/failure';
import { SkeletonRows } from '../../ui/loading-state';
import { activeProgressQuery } from './active-progress-query';

const LINK = 'font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700';

/**
 * "Menunggu Tindakan Anda": the registrations that wait for an Admin's approval and, per active
 * event, the responses that wait for review, each linked to where it is done (Kelola Pengguna; the
 * event's Data Survei filtered to "perlu diperiksa").
 */
export function WaitingForAdmin() {
  const headingId = useId();
  const users = useQuery(usersQuery);
  const events = useQuery(eventQueries.list('aktif'));
  const progress = useQuery(activeProgressQuery);

  const registrations = users.data?.filter((user) => user.status_akun === 'menunggu').length ?? 0;
  const reviews = (progress.data?.events ?? [])
    .map((entry) => ({
      eventId: entry.event_id,
      name: events.data?.find((event) => event.id === entry.event_id)?.nama_event ?? `Event #${entry.event_id}`,
      count: entry.segmen.reduce((sum, segment) => sum + segment.perlu_diperiksa, 0),
    }))
    .filter((review) => review.count > 0);
  const loading = users.isPending || progress.isPending || events.isPending;
  const failed = users.isError || progress.isError || events.isError;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Menunggu Tindakan Anda
      </h2>
      {loading && <SkeletonRows rows={2} label="Memuat yang menunggu tindakan..." />}
      {!loading && failed && <Failure>Gagal mengambil data yang menunggu tindakan.</Failure>}
      {!loading && !failed && registrations === 0 && reviews.length === 0 && (
        <p className="text-slate-700">Tidak ada pendaftaran atau data survei yang menunggu.</p>
      )}
      {!loading && !failed && (registrations > 0 || reviews.length > 0) && (
        <ul className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
          {registrations > 0 && (
            <li>
              <Link to="/kelola-pengguna" className={LINK}>
                {formatNumber(registrations)} pendaftaran menunggu persetujuan
              </Link>
            </li>
          )}
          {reviews.map((review) => (
            <li key={review.eventId}>
              <Link to={`/data-survei/${review.eventId}?pemeriksaan=perlu`} className={LINK}>
                {formatNumber(review.count)} data survei perlu diperiksa
              </Link>{' '}
              di {review.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
