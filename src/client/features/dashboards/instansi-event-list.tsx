import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { eventQueries } from '../../lib/api/event-queries';
import { SEARCH_KEY } from '../../lib/list-params';
import { useListAddress } from '../../lib/use-list-params';
import { SkeletonRows } from '../../ui/loading-state';
import { PagedRows } from '../../ui/paged-rows';
import { filterInstansiEvents, INSTANSI_FILTER_KEYS, readInstansiFilter } from './filter-instansi-events';
import { InstansiEventCard } from './instansi-event-card';
import { InstansiFilters } from './instansi-filters';
import { Failure } from '../../ui/failure';

/** Eighteen cards fill whole rows of one, two or three columns. */
const CARDS_PER_PAGE = 18;

/**
 * The filters and the event cards that match them, a page at a time. The filters live in the
 * address, so Back from an event's report returns to the same cards.
 */
export function InstansiEventList() {
  const list = useListAddress();
  const filter = useMemo(() => readInstansiFilter(list.params), [list.params]);
  const events = useQuery(eventQueries.list());
  const shown = useMemo(() => events.data && filterInstansiEvents(events.data, filter), [events.data, filter]);

  function content() {
    if (events.isPending) return <SkeletonRows label="Memuat data event..." />;
    if (events.isError || !shown) {
      return (
        <Failure>
          Gagal mengambil data event.
        </Failure>
      );
    }
    if (events.data.length === 0) return <p className="text-slate-700">Belum ada event.</p>;
    return (
      <PagedRows
        items={shown}
        page={list.page}
        size={CARDS_PER_PAGE}
        noun="event"
        empty="Tidak ada event yang cocok dengan pencarian Anda."
        pagerLabel="Halaman event"
        onPage={list.setPage}
      >
        {(rows) => (
          <ul aria-label="Daftar event" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((event) => (
              <InstansiEventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
      </PagedRows>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <InstansiFilters
        filter={filter}
        onSearch={list.setSearch}
        onChange={list.setFilter}
        onClear={() => list.change(Object.fromEntries([SEARCH_KEY, ...INSTANSI_FILTER_KEYS].map((key) => [key, ''])))}
      />
      {content()}
    </div>
  );
}
