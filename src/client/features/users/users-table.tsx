import type { ReactNode } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { RoleBadge } from '../../ui/role-badge';

interface UsersTableProps {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

const CELL = 'px-4 py-3 align-middle';

/**
 * On a phone the email and the role move under the name, so the table fits 360 px without
 * scrolling sideways; the hidden copies are display:none and so not read twice.
 */
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
            <th scope="col" className={`${CELL} hidden w-28 sm:table-cell`}>
              Peran
            </th>
            <th scope="col" className={`${CELL} w-32 text-right`}>
              Aksi
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={CELL}>
                <span className="block font-medium break-words text-slate-900">{user.nama}</span>
                <span className="block break-words text-slate-600 md:hidden">{user.email}</span>
                <span className="mt-1 block sm:hidden">
                  <RoleBadge peran={user.peran} />
                </span>
              </td>
              <td className={`${CELL} hidden break-words text-slate-700 md:table-cell`}>{user.email}</td>
              <td className={`${CELL} hidden sm:table-cell`}>
                <RoleBadge peran={user.peran} />
              </td>
              <td className={CELL}>
                <div className="flex justify-end gap-2">
                  <ActionButton label={`Edit ${user.nama}`} onClick={() => onEdit(user)}>
                    <PencilIcon />
                  </ActionButton>
                  <ActionButton label={`Hapus ${user.nama}`} onClick={() => onDelete(user)} danger>
                    <TrashIcon />
                  </ActionButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ActionButtonProps {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}

function ActionButton({ label, onClick, danger = false, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}
