import { PERAN, type Peran } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/auth';
import { compareText, matchesSearch } from '../../lib/fold-text';
import type { ListSort, SortSpec } from '../../lib/list-params';
import type { SortOption } from '../../ui/sort-select';

export type UserSortKey = 'nama' | 'email' | 'peran';

/** By name, as the server sends the list: people look a colleague up by name. */
export const USER_SORT: SortSpec<UserSortKey> = {
  keys: { nama: 'asc', email: 'asc', peran: 'asc' },
  fallback: { key: 'nama', dir: 'asc' },
};

export const USER_SORT_OPTIONS: readonly SortOption<UserSortKey>[] = [
  { key: 'nama', dir: 'asc', label: 'Nama: A–Z' },
  { key: 'nama', dir: 'desc', label: 'Nama: Z–A' },
  { key: 'email', dir: 'asc', label: 'Email: A–Z' },
  { key: 'email', dir: 'desc', label: 'Email: Z–A' },
  { key: 'peran', dir: 'asc', label: 'Peran: A–Z' },
  { key: 'peran', dir: 'desc', label: 'Peran: Z–A' },
];

/** The address's key of the role filter. */
export const ROLE_FILTER_KEY = 'peran';

export function readRoleFilter(params: URLSearchParams): Peran | null {
  return PERAN.find((peran) => peran === params.get(ROLE_FILTER_KEY)) ?? null;
}

const byName = (a: User, b: User) => compareText(a.nama, b.nama) || a.id - b.id;

const ASCENDING: Record<UserSortKey, (a: User, b: User) => number> = {
  nama: byName,
  email: (a, b) => compareText(a.email, b.email) || byName(a, b),
  peran: (a, b) => compareText(a.peran, b.peran) || byName(a, b),
};

/** The users of the role (or all) whose name or email matches the search, in the chosen order. */
export function viewUsers<U extends User>(
  users: readonly U[],
  search: string,
  peran: Peran | null,
  sort: ListSort<UserSortKey>,
): U[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return users
    .filter((user) => (peran === null || user.peran === peran) && matchesSearch(search, [user.nama, user.email]))
    .sort((a, b) => sign * ASCENDING[sort.key](a, b));
}
