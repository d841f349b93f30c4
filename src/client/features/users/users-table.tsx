import type { User } from '../../../shared/schemas/auth';
import type { ManagedUser } from '../../../shared/schemas/users';
import type { ListSort } from '../../lib/list-params';
import { Badge } from '../../ui/badge';
import { EmailText } from '../../ui/email-text';
import { IconButton } from '../../ui/icon-button';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { RoleBadge } from '../../components/role-badge';
import { SortHeader } from '../../ui/sort-header';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import { WorkAreaName } from '../../components/work-area/area-name';
import type { UserSortKey } from './user-sort';

interface UsersTableProps {
  users: readonly ManagedUser[];
  sort: ListSort<UserSortKey>;
  onSort: (key: UserSortKey) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** A fixed layout from lg up, so a long email wraps inside its column instead of widening it. */
export function UsersTable({ users, sort, onSort, onEdit, onDelete }: UsersTableProps) {
  return (
    <table className={`${TABLE} lg:table-fixed`}>
      <caption className="sr-only">Daftar pengguna</caption>
      <thead className={THEAD}>
        <tr>
          <SortHeader label="Nama" sortKey="nama" sort={sort} onSort={onSort} />
          <SortHeader label="Email" sortKey="email" sort={sort} onSort={onSort} />
          <SortHeader label="Peran" sortKey="peran" sort={sort} onSort={onSort} className="w-36" />
          <th scope="col" className={`${TH} w-44`}>
            Wilayah Kerja
          </th>
          <th scope="col" className={`${TH} w-32 text-right`}>
            Aksi
          </th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {users.map((user) => (
          <tr key={user.id} className={TR}>
            <td className={`order-1 min-w-0 flex-1 ${TD}`}>
              <span className="font-semibold break-words text-slate-900">{user.nama}</span>
              {user.status_akun === 'menunggu' && (
                <span className="ml-2">
                  <Badge tone="amber">Menunggu persetujuan</Badge>
                </span>
              )}
            </td>
            <td className={`order-3 w-full min-w-0 text-slate-700 lg:w-auto ${TD}`}>
              <EmailText email={user.email} />
            </td>
            <td className={`order-4 ${TD}`}>
              <RoleBadge peran={user.peran} />
            </td>
            <td className={`order-5 text-slate-700 ${TD}`}>
              <span className={CARD_LABEL}>Wilayah kerja: </span>
              <WorkAreaName area={user.wilayah_kerja} />
            </td>
            <td className={`order-2 ${TD}`}>
              <div className="flex justify-end gap-2">
                <IconButton label={`Edit ${user.nama}`} onClick={() => onEdit(user)}>
                  <PencilIcon />
                </IconButton>
                <IconButton label={`Hapus ${user.nama}`} onClick={() => onDelete(user)} tone="danger">
                  <TrashIcon />
                </IconButton>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
