import type { ManagedUser } from '../../../shared/schemas/users';
import { Button } from '../../ui/button';
import { EmailText } from '../../ui/email-text';
import { RoleBadge } from '../../components/role-badge';
import { WorkAreaName } from '../../components/work-area/area-name';
import { useUsers } from './api/get-users';

interface PendingRegistrationsProps {
  busy: boolean;
  onApprove: (user: ManagedUser) => void;
  onReject: (user: ManagedUser) => void;
}

/**
 * The self-registered accounts that wait for an Admin, above the user list; nothing when none
 * waits. Until approved they cannot sign in (SELF_REGISTRATION=approval).
 */
export function PendingRegistrations({ busy, onApprove, onReject }: PendingRegistrationsProps) {
  const users = useUsers();
  const waiting = users.data?.filter((user) => user.status_akun === 'menunggu') ?? [];
  if (waiting.length === 0) return null;

  return (
    <section aria-labelledby="menunggu-persetujuan" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="menunggu-persetujuan" className="text-lg font-semibold text-slate-900">
        Menunggu Persetujuan ({waiting.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Akun ini mendaftar sendiri dan belum dapat login sampai Anda menyetujuinya. Menolak akan menghapus akun.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {waiting.map((user) => (
          <li
            key={user.id}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{user.nama}</p>
              <p className="text-sm text-slate-700">
                <EmailText email={user.email} />
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <RoleBadge peran={user.peran} />
                <span>
                  Wilayah kerja: <WorkAreaName area={user.wilayah_kerja} />
                </span>
              </p>
            </div>
            <div className="flex gap-2">
              <Button onClick={() => onApprove(user)} disabled={busy} aria-label={`Setujui ${user.nama}`}>
                Setujui
              </Button>
              <Button variant="secondary" onClick={() => onReject(user)} disabled={busy} aria-label={`Tolak ${user.nama}`}>
                Tolak
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
