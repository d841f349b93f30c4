import { useSession } from '../../session/session-context';
import { PageTitle } from '../../ui/page-title';
import { SentSection } from './sent/sent-section';
import { WaitingSection } from './waiting/waiting-section';

/**
 * /riwayat-survei (issue 15): what the signed-in collector sent, as the server holds it, next to
 * what still waits on this phone. The route lets only Admin and Surveyor in; the waiting part
 * reads the device alone, so the page is of use at a venue with no signal.
 */
export function SurveyHistoryPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageTitle>Riwayat Survei Saya</PageTitle>
        <p className="mt-1 text-sm text-slate-700">
          Survei yang Anda isi: yang masih menunggu di perangkat ini dan yang sudah diterima server.
        </p>
      </div>
      <WaitingSection user={user} />
      <SentSection />
    </div>
  );
}
