import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import type { ResponsItem, ResponsList } from '../../../shared/schemas/responses';
import { PastLastPage } from '../../ui/past-last-page';
import { responsesQueries } from '../../lib/api/responses-queries';
import { ResponseFilterBar } from './response-filter-bar';
import { Pager } from '../../ui/pager';
import { PageSummary } from '../../ui/page-summary';
import { datesInOrder } from '../../lib/list-params';
import { ResponsesTable } from './responses-table';
import { useResponseFilter } from './use-response-filter';
import { InlineLoading } from '../../ui/loading-state';
import { errorMessage } from '../../lib/error-message';
import { lazyComponent } from '../../lib/lazy-component';
import { Failure } from '../../ui/failure';

// The detail, its review actions and their forms' schemas (with zod) load at the first opening,
// not with the list (docs/architecture.md, "The phone's main thread").
const ResponseDetailDialog = lazyComponent(() => import('./response-detail-dialog'), 'ResponseDetailDialog');

interface Opened {
  item: ResponsItem;
  zone: string;
}

/** The filters, the paged table and the dialog of one response. */
export function ResponsesSection({ eventId, isAdmin }: { eventId: number; isAdmin: boolean }) {
  const { filter, setFilter, clear, setPage } = useResponseFilter();
  const inOrder = datesInOrder(filter);
  const list = useQuery({
    ...responsesQueries.list(eventId, filter),
    // The old page stays, dimmed, while the next one loads: the table does not jump to a blank.
    placeholderData: keepPreviousData,
    enabled: inOrder,
  });
  // The table of a new page is rendered in the background, in slices, while the old page (or the
  // loading line) stays: 50 rows rendered at once held a phone's main thread too long.
  const shownPage = useDeferredValue(list.data);
  const [opened, setOpened] = useState<Opened | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list is read again after a void or restore: the dialog shows the row as it is now, or the
  // server's answer when the row has left this page (a status filter).
  const shown = opened && { ...opened, item: list.data?.data.find((row) => row.id === opened.item.id) ?? opened.item };

  function goToPage(halaman: number) {
    setPage(halaman);
    // The buttons sit under 50 rows: bring the reader back to the top of the list.
    headingRef.current?.focus();
  }

  function content() {
    if (!inOrder) return <Note>Perbaiki rentang tanggal untuk menampilkan data.</Note>;
    if (list.isError) {
      return (
        <Failure className="p-4">
          {errorMessage(list.error, 'Gagal mengambil data survei.')}
        </Failure>
      );
    }
    if (!shownPage) {
      return (
        <InlineLoading className="p-4">Memuat data survei...</InlineLoading>
      );
    }
    const { data, total, halaman, zona_waktu } = shownPage;
    if (total === 0) {
      return <Note>{filter.pemeriksaan ? 'Tidak ada data yang menunggu pemeriksaan untuk filter ini.' : 'Belum ada data survei untuk filter ini.'}</Note>;
    }
    if (data.length === 0) return <PastLastPage page={halaman} onFirstPage={() => goToPage(1)} />;
    return (
      <div aria-busy={list.isPlaceholderData || shownPage !== list.data || undefined} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
        <ResponsesTable rows={data} zone={zona_waktu} onOpen={(item) => setOpened({ item, zone: zona_waktu })} />
      </div>
    );
  }

  const page = inOrder && !list.isError ? shownPage : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        Daftar Data Survei
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <ResponseFilterBar
          eventId={eventId}
          filter={filter}
          waitingForReview={page?.jumlah_perlu_diperiksa}
          onChange={setFilter}
          onClear={clear}
        />
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">{content()}</div>
      {page && page.data.length > 0 && (
        <Pager
          page={page.halaman}
          pages={pagesOf(page)}
          label="Halaman data survei"
          busy={list.isPlaceholderData}
          onPage={goToPage}
        >
          <PageSummary page={page} pages={pagesOf(page)} noun="data" />
        </Pager>
      )}
      {shown && (
        <Suspense fallback={null}>
          <ResponseDetailDialog
            item={shown.item}
            zone={shown.zone}
            isAdmin={isAdmin}
            onChanged={(item) => setOpened({ item, zone: shown.zone })}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

const pagesOf = (page: ResponsList) => Math.max(Math.ceil(page.total / page.per_halaman), 1);

function Note({ children }: { children: string }) {
  return <p className="p-4 text-slate-700">{children}</p>;
}
