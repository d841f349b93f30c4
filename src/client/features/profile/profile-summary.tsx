import type { User } from '../../../shared/schemas/auth';
import { RoleBadge } from '../../components/role-badge';

/** Who is signed in; read from the session, so it shows offline too. */
export function ProfileSummary({ user }: { user: User }) {
  return (
    <section aria-label="Data akun" className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-blue-700 text-2xl font-bold text-white uppercase"
      >
        {user.nama.trim().charAt(0)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-lg font-bold text-slate-900">{user.nama}</p>
        <p className="truncate text-slate-700">{user.email}</p>
        <p className="mt-1">
          <RoleBadge peran={user.peran} />
        </p>
      </div>
    </section>
  );
}
