import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Event, EventStatus } from '../../../shared/schemas/events';
import { eventQueries } from '../../lib/api/event-queries';
import type { ListParams } from '../../lib/use-list-params';
import { FilterBar } from '../../ui/filter-bar';
import { ListSearch } from '../../ui/list-search';
import { SkeletonRows } from '../../ui/loading-state';
import { PagedRows } from '../../ui/paged-rows';
import { SortSelect } from '../../ui/sort-select';
import { LIST_TOOLBAR } from '../../ui/table-style';
import type { EventAction } from './event-action';
import { EVENT_SORT_OPTIONS, type EventSortKey, viewEvents } from './event-sort';
import { EventsTable } from './events-table';
import { Failure } from '../../ui/failure';

interface EventListProps {
  status: EventStatus;
  list: ListParams<EventSortKey>;
  canManage: boolean;
  canReview: boolean;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

/**
 * One tab's events, searched, sorted and paged on the device: the server sends the whole list,
 * and a few hundred events are quick to sort here.
 */
export function EventList({ status, list, canManage, canReview, onEdit, onAction }: EventListProps) {
  const events = useQuery(eventQueries.list(status));
  const { search, sort } = list;
  const shown = useMemo(() => events.data && viewEvents(events.data, search, sort), [events.data, search, sort]);

  function content() {
    if (events.isPending) {
      return (
        <div className="px-4 pb-4">
          <SkeletonRows label="Memuat data event..." />
        </div>
      );
    }
    if (events.isError || !shown) {
      return (
        <Failure className="px-4 pb-4">
          Gagal mengambil data event.
        </Failure>
      );
    }
    return (
      <PagedRows
        items={shown}
        page={list.page}
        noun="event"
        empty={
          events.data.length === 0
            ? `Tidak ada event untuk kategori '${status}'.`
            : 'Tidak ada event yang cocok dengan pencarian Anda.'
        }
        pagerLabel="Halaman event"
        onPage={list.setPage}
        countClassName="px-4 pb-3"
        pagerClassName="border-t border-slate-200 p-4"
      >
        {(rows) => (
          <EventsTable
            events={rows}
            sort={sort}
            onSort={list.toggleSort}
            canManage={canManage}
            canReview={canReview}
            onEdit={onEdit}
            onAction={onAction}
          />
        )}
      </PagedRows>
    );
  }

  return (
    <>
      <FilterBar label="Filter daftar event" className={LIST_TOOLBAR}>
        <ListSearch
          label="Cari event"
          value={search}
          onSearch={list.setSearch}
          placeholder="Nama event atau lokasi"
          className="sm:min-w-64 sm:flex-1 md:max-w-md"
        />
        <SortSelect options={EVENT_SORT_OPTIONS} sort={sort} onSort={list.setSort} />
      </FilterBar>
      {content()}
    </>
  );
}
