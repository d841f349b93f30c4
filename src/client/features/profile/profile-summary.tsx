import type { User } from '../../../shared/schemas/auth';
import { RoleBadge } from '../../components/role-badge';
import { WorkAreaName } from '../../components/work-area/area-name';

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
        {/* A session saved on the device before work areas has none: such accounts stayed national. */}
        <p className="mt-1 text-sm text-slate-700">
          Wilayah kerja: <WorkAreaName area={user.wilayah_kerja ?? null} />
        </p>
      </div>
    </section>
  );
}
