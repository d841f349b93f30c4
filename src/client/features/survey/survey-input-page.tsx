import { useSession } from '../../session/session-context';
import { useLogout } from '../../session/use-logout';
import { PageTitle } from '../../ui/page-title';
import { useBundleRefresh } from './api/use-bundle-refresh';
import { ConnectionStatus } from './connection-status';
import { LoginRequiredBanner } from './login-required-banner';
import { OfflineReadiness } from './offline-readiness';
import { QueuePanel } from './queue/queue-panel';
import { formatDateTime } from '../../lib/format-date-time';
import { useOutbox } from './queue/use-outbox';
import { StorageStatus } from './storage-status';
import { SurveyForm } from './survey-form';

const BUNDLE_TEXT = {
  refreshing: 'Memperbarui formulir...',
  updated: 'Formulir terbaru sudah diunduh.',
  unchanged: 'Formulir sudah yang terbaru.',
  offline: 'Offline: memakai formulir yang tersimpan di perangkat.',
  unauthorized: 'Formulir tidak dapat diperbarui: silakan login kembali.',
} as const;

/** /input-survei for the Surveyor: needs no network (docs/architecture.md#offline-on-the-phone). */
export function SurveyInputPage() {
  const { user } = useSession();
  const logout = useLogout();
  const bundle = useBundleRefresh();
  const outbox = useOutbox(user?.id ?? 0);
  if (!user) return null;
  const waiting = outbox.pending;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageTitle>Input Survei</PageTitle>
        <ConnectionStatus />
        <OfflineReadiness formsStored={bundle.updatedAt !== undefined} />
        {/* Two lines held from the start: the date arriving later would push the form down. */}
        <p className="mt-1 min-h-10 text-sm text-slate-700" role="status">
          {BUNDLE_TEXT[bundle.status]}
          {bundle.updatedAt && ` Terakhir diperbarui ${formatDateTime(bundle.updatedAt)}.`}
        </p>
      </div>
      {outbox.loginRequired && <LoginRequiredBanner waiting={waiting} onLogin={logout} />}
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <SurveyForm user={user} refreshing={bundle.status === 'refreshing'} />
      </div>
      <QueuePanel userId={user.id} outbox={outbox} />
      {/* Below the queue it speaks of (and not above the form, which it pushed down on arrival). */}
      <StorageStatus />
    </div>
  );
}
