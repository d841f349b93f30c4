import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { OnlineOnly } from '../../components/online-only';
import { errorMessage } from '../../lib/error-message';
import { datesInOrder } from '../../lib/list-params';
import { useListAddress } from '../../lib/use-list-params';
import { PastLastPage } from '../../ui/past-last-page';
import { Failure } from '../../ui/failure';
import { SkeletonRows } from '../../ui/loading-state';
import { PageTitle } from '../../ui/page-title';
import { Pager } from '../../ui/pager';
import { LIST_PANEL } from '../../ui/table-style';
import { ActivityLogFilters } from './activity-log-filters';
import { FILTER_KEYS, readFilter } from './activity-log-params';
import { ActivityLogTable } from './activity-log-table';
import { activityLogQueries } from './api/activity-log-queries';
import { XlsxDownloadButton } from '../../ui/xlsx-download-button';
import { downloadActivityLog } from './api/download-activity-log';
import { PageSummary } from '../../ui/page-summary';

/**
 * /log-aktivitas, for Admins: every change made in the Admin's work area, newest first, filtered
 * and paged on the server with the filters in the address (docs/activity-log.md).
 */
export function ActivityLogPage() {
  const address = useListAddress();
  const filter = useMemo(() => readFilter(address.params), [address.params]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle>Log Aktivitas</PageTitle>
          <p className="mt-1 max-w-3xl text-slate-700">
            Siapa mengubah apa, kapan, dan dari alamat mana di wilayah kerja Anda. Catatan hanya bertambah: tidak ada yang dapat mengubah atau
            menghapusnya.
          </p>
        </div>
        <XlsxDownloadButton download={() => downloadActivityLog(filter)} />
      </header>
      <OnlineOnly>
        <ActivityLogList />
      </OnlineOnly>
    </div>
  );
}

function ActivityLogList() {
  const address = useListAddress();
  const filter = useMemo(() => readFilter(address.params), [address.params]);
  const inOrder = datesInOrder(filter);
  const list = useQuery({ ...activityLogQueries.list(filter, address.page), placeholderData: keepPreviousData, enabled: inOrder });
  // A page of entries is drawn in the background while the last one stays (as Data Survei's list).
  const page = useDeferredValue(list.data);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function goToPage(halaman: number) {
    address.setPage(halaman);
    headingRef.current?.focus();
  }

  function content() {
    if (!inOrder) return <p className={`${LIST_PANEL} p-4 text-slate-700`}>Perbaiki rentang tanggal untuk menampilkan log.</p>;
    if (list.isError) return <Failure className={`${LIST_PANEL} p-4`}>{errorMessage(list.error, 'Gagal mengambil log aktivitas.')}</Failure>;
    if (!page) return <SkeletonRows rows={6} label="Memuat log aktivitas..." />;
    if (page.total === 0) {
      const filtered = FILTER_KEYS.some((key) => filter[key] !== undefined);
      return <p className={`${LIST_PANEL} p-4 text-slate-700`}>{filtered ? 'Tidak ada aktivitas yang cocok dengan filter ini.' : 'Belum ada aktivitas yang tercatat.'}</p>;
    }
    if (page.data.length === 0) return <PastLastPage page={page.halaman} onFirstPage={() => goToPage(1)} className={LIST_PANEL} />;
    const pages = Math.max(Math.ceil(page.total / page.per_halaman), 1);
    return (
      <>
        <div aria-busy={list.isPlaceholderData || page !== list.data || undefined} className={`${LIST_PANEL} overflow-hidden ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ActivityLogTable rows={page.data} zone={page.zona_waktu} />
        </div>
        <Pager page={page.halaman} pages={pages} label="Halaman log aktivitas" busy={list.isPlaceholderData} onPage={goToPage}>
          <PageSummary page={page} pages={pages} noun="entri" />
        </Pager>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="sr-only">
        Daftar aktivitas
      </h2>
      <div className={`${LIST_PANEL} p-4 sm:p-5`}>
        <ActivityLogFilters filter={filter} onChange={address.setFilter} onClear={() => address.change(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))} />
      </div>
      {content()}
    </section>
  );
}
