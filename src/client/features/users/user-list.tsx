import { useMemo } from 'react';
import { PERAN } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/auth';
import { useListParams } from '../../lib/use-list-params';
import { FilterBar } from '../../ui/filter-bar';
import { FilterSelect } from '../../ui/filter-select';
import { ListSearch } from '../../ui/list-search';
import { SkeletonRows } from '../../ui/loading-state';
import { PagedRows } from '../../ui/paged-rows';
import { SortSelect } from '../../ui/sort-select';
import { LIST_PANEL, LIST_TOOLBAR } from '../../ui/table-style';
import { useUsers } from './api/get-users';
import { readRoleFilter, ROLE_FILTER_KEY, USER_SORT, USER_SORT_OPTIONS, viewUsers } from './user-sort';
import { UsersTable } from './users-table';
import { Failure } from '../../ui/failure';

const ROLE_OPTIONS = [{ value: '', label: 'Semua peran' }, ...PERAN.map((peran) => ({ value: peran, label: peran }))];

interface UserListProps {
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * Every user, searched, filtered by role, sorted and paged on the device; the search, role, order
 * and page live in the address like the event list's.
 */
export function UserList({ onEdit, onDelete }: UserListProps) {
  const users = useUsers();
  const list = useListParams(USER_SORT);
  const peran = readRoleFilter(list.params);
  const { search, sort } = list;
  const shown = useMemo(() => users.data && viewUsers(users.data, search, peran, sort), [users.data, search, peran, sort]);

  function content() {
    if (users.isPending) {
      return (
        <div className="px-4 pb-4">
          <SkeletonRows label="Memuat data pengguna..." />
        </div>
      );
    }
    if (users.isError || !shown) {
      return (
        <div className="px-4 pb-4">
          <Failure boxed>
            Gagal mengambil data pengguna.
          </Failure>
        </div>
      );
    }
    return (
      <PagedRows
        items={shown}
        page={list.page}
        noun="pengguna"
        empty={users.data.length === 0 ? 'Belum ada pengguna.' : 'Tidak ada pengguna yang cocok dengan pencarian Anda.'}
        pagerLabel="Halaman pengguna"
        onPage={list.setPage}
        countClassName="px-4 pb-3"
        pagerClassName="border-t border-slate-200 p-4"
      >
        {(rows) => <UsersTable users={rows} sort={sort} onSort={list.toggleSort} onEdit={onEdit} onDelete={onDelete} />}
      </PagedRows>
    );
  }

  return (
    <div className={LIST_PANEL}>
      <FilterBar label="Filter pengguna" className={LIST_TOOLBAR}>
        <ListSearch
          label="Cari pengguna"
          value={search}
          onSearch={list.setSearch}
          placeholder="Nama atau email"
          className="sm:min-w-64 sm:flex-1 md:max-w-md"
        />
        <div className="sm:min-w-44">
          <FilterSelect
            label="Filter peran"
            value={peran ?? ''}
            options={ROLE_OPTIONS}
            onChange={(value) => list.setFilter(ROLE_FILTER_KEY, value)}
          />
        </div>
        <SortSelect options={USER_SORT_OPTIONS} sort={sort} onSort={list.setSort} />
      </FilterBar>
      {content()}
    </div>
  );
}
