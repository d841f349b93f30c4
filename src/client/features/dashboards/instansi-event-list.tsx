import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventQueries } from '../../lib/api/event-queries';
import { changeParams, normalizeSearch, PAGE_KEY, readPage, SEARCH_KEY } from '../../lib/list-params';
import { paginate } from '../../lib/paginate';
import { ListCount } from '../../ui/list-count';
import { SkeletonRows } from '../../ui/loading-state';
import { Pager } from '../../ui/pager';
import { filterInstansiEvents, INSTANSI_FILTER_KEYS, readInstansiFilter } from './filter-instansi-events';
import { InstansiEventCard } from './instansi-event-card';
import { InstansiFilters } from './instansi-filters';

/** Eighteen cards fill whole rows of one, two or three columns. */
const CARDS_PER_PAGE = 18;

/**
 * The filters and the event cards that match them, a page at a time. The filters live in the
 * address, so Back from an event's report returns to the same cards.
 */
export function InstansiEventList() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readInstansiFilter(params), [params]);
  const change = (changes: Record<string, string>) =>
    setParams((current) => changeParams(current, changes), { replace: true });
  const events = useQuery(eventQueries.list());
  const shown = useMemo(() => events.data && filterInstansiEvents(events.data, filter), [events.data, filter]);
  const countRef = useRef<HTMLParagraphElement>(null);

  function content() {
    if (events.isPending) return <SkeletonRows label="Memuat data event..." />;
    if (events.isError || !shown) {
      return (
        <p role="alert" className="text-red-700">
          Gagal mengambil data event.
        </p>
      );
    }
    if (events.data.length === 0) return <p className="text-slate-700">Belum ada event.</p>;
    const page = paginate(shown, readPage(params), CARDS_PER_PAGE);
    return (
      <>
        <ListCount ref={countRef} page={page} noun="event" empty="Tidak ada event yang cocok dengan pencarian Anda." />
        {page.rows.length > 0 && (
          <ul aria-label="Daftar event" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.rows.map((event) => (
              <InstansiEventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
        <Pager
          page={page.page}
          pages={page.pages}
          label="Halaman event"
          onPage={(next) => {
            change({ [PAGE_KEY]: next <= 1 ? '' : String(next) });
            countRef.current?.focus();
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <InstansiFilters
        filter={filter}
        onSearch={(text) => change({ [SEARCH_KEY]: normalizeSearch(text) })}
        onChange={(key, value) => change({ [key]: value })}
        onClear={() => change(Object.fromEntries([SEARCH_KEY, ...INSTANSI_FILTER_KEYS].map((key) => [key, ''])))}
      />
      {content()}
    </div>
  );
}
