import { Link } from 'react-router-dom';
import type { User } from '../../../../shared/schemas/auth';
import { useUnsentSurveys } from '../../../components/unsent-surveys/use-unsent-surveys';
import { WaitingItem } from './waiting-item';
import { InlineLoading } from '../../../ui/loading-state';

/** What is still on this phone: read from the device only, so it is there with no signal. */
export function WaitingSection({ user }: { user: User }) {
  // Newest first, like the sent list below it.
  const surveys = useUnsentSurveys(user.id, 'newest-first');
  const failed = surveys?.some((survey) => survey.item.status === 'failed') ?? false;
  return (
    <section aria-labelledby="menunggu-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="menunggu-title" className="text-lg font-bold text-slate-900">
        Menunggu di perangkat ini
      </h2>
      {surveys === undefined && (
        <InlineLoading className="mt-2">Memuat data di perangkat...</InlineLoading>
      )}
      {surveys?.length === 0 && <p className="mt-2 text-slate-700">Tidak ada survei yang menunggu dikirim.</p>}
      {surveys && surveys.length > 0 && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {surveys.length} survei belum sampai di server. Survei yang menunggu dikirim otomatis saat koneksi tersedia.
          </p>
          {/* Sending, retrying and deleting stay with the survey screen's queue, the one place that acts
              on it; an Admin's /input-survei is the designer, with no queue. */}
          {user.peran === 'Surveyor' && (
            <p className="mt-1 text-sm">
              <Link to="/input-survei#antrean" className="font-medium text-blue-700 underline">
                {failed ? 'Kirim ulang atau hapus di Antrean Data' : 'Buka Antrean Data'}
              </Link>
            </p>
          )}
          <ul className="mt-2">
            {surveys.map((survey) => (
              <WaitingItem key={survey.item.idempotencyKey} survey={survey} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
