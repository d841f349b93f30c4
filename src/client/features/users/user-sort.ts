import { PERAN, type Peran } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/auth';
import { compareText, matchesSearch } from '../../lib/fold-text';
import type { ListSort, SortSpec } from '../../lib/list-params';
import { type Compare, sortRows } from '../../lib/sort-rows';
import { sortOptions } from '../../ui/sort-select';

export type UserSortKey = 'nama' | 'email' | 'peran';

/** By name, as the server sends the list: people look a colleague up by name. */
export const USER_SORT: SortSpec<UserSortKey> = {
  keys: { nama: 'asc', email: 'asc', peran: 'asc' },
  fallback: { key: 'nama', dir: 'asc' },
};

export const USER_SORT_OPTIONS = sortOptions(USER_SORT, {
  nama: ['Nama', 'A–Z', 'Z–A'],
  email: ['Email', 'A–Z', 'Z–A'],
  peran: ['Peran', 'A–Z', 'Z–A'],
});

/** The address's key of the role filter. */
export const ROLE_FILTER_KEY = 'peran';

export function readRoleFilter(params: URLSearchParams): Peran | null {
  return PERAN.find((peran) => peran === params.get(ROLE_FILTER_KEY)) ?? null;
}

const byName = (a: User, b: User) => compareText(a.nama, b.nama) || a.id - b.id;

const ASCENDING: Record<UserSortKey, Compare<User>> = {
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
  const found = users.filter((user) => (peran === null || user.peran === peran) && matchesSearch(search, [user.nama, user.email]));
  return sortRows(found, sort, ASCENDING);
}
