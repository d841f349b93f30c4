import type { User } from '../../../shared/schemas/auth';
import { Button } from '../../ui/button';
import { RoleBadge } from '../../ui/role-badge';

interface UsersTableProps {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

const CELL = 'px-4 py-3 align-middle';

/** On a phone the email moves under the name, so the table fits 360 px without scrolling sideways. */
export function UsersTable({ users, onEdit, onDelete }: UsersTableProps) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Daftar pengguna</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              Nama
            </th>
            <th scope="col" className={`${CELL} hidden md:table-cell`}>
              Email
            </th>
            <th scope="col" className={`${CELL} w-24 sm:w-28`}>
              Peran
            </th>
            <th scope="col" className={`${CELL} w-28 text-right sm:w-44`}>
              Aksi
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={CELL}>
                <span className="block font-medium break-words text-slate-900">{user.nama}</span>
                <span className="block break-all text-slate-600 md:hidden">{user.email}</span>
              </td>
              <td className={`${CELL} hidden break-all text-slate-700 md:table-cell`}>{user.email}</td>
              <td className={CELL}>
                <RoleBadge peran={user.peran} />
              </td>
              <td className={CELL}>
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={() => onEdit(user)} aria-label={`Edit ${user.nama}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" onClick={() => onDelete(user)} aria-label={`Hapus ${user.nama}`}>
                    Hapus
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
