import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { PrintButton } from '../../components/print/print-button';
import { OnlineOnly } from '../../components/online-only';
import { errorMessage } from '../../lib/error-message';
import { SEARCH_PAUSE_MS } from '../../lib/list-params';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListParams } from '../../lib/use-list-params';
import { PastLastPage } from '../../ui/past-last-page';
import { SkeletonRows } from '../../ui/loading-state';
import { PageTitle } from '../../ui/page-title';
import { LIST_PANEL } from '../../ui/table-style';
import { impactRegisterQueries } from './api/impact-register-queries';
import { XlsxDownloadButton } from '../../ui/xlsx-download-button';
import { downloadImpactRegister } from './api/download-impact-register';
import { ImpactRegisterFilters } from './impact-register-filters';
import { FILTER_KEYS, IMPACT_REGISTER_SORT, impactRegisterFilters, pageQuery, readFilter } from './impact-register-params';
import { ImpactRegisterResults } from './impact-register-results';
import { IMPACT_REGISTER_TITLE } from './impact-register-title';
import { Failure } from '../../ui/failure';

/**
 * /dampak-ekonomi: every event's economic impact measured one way, filtered, sorted and paged on
 * the server, with the list's whole state in the address. Every role reads it; nobody edits here.
 */
export function ImpactRegisterPage() {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle>{IMPACT_REGISTER_TITLE}</PageTitle>
          <p className="mt-1 text-slate-700">
            Dampak ekonomi setiap event, dihitung dengan metode yang sama sehingga dapat dibandingkan.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <ImpactRegisterDownload />
          <PrintButton />
        </div>
      </header>
      <OnlineOnly>
        <ImpactRegisterList />
      </OnlineOnly>
    </div>
  );
}

/** The download takes the list's filters and order from the address, as the list does. */
function ImpactRegisterDownload() {
  const list = useListParams(IMPACT_REGISTER_SORT);
  const filters = impactRegisterFilters(readFilter(list.params), list.search, list.sort);
  return <XlsxDownloadButton download={() => downloadImpactRegister(filters)} className="print:hidden" />;
}

function ImpactRegisterList() {
  const list = useListParams(IMPACT_REGISTER_SORT);
  const filter = useMemo(() => readFilter(list.params), [list.params]);
  // The address follows each keystroke; the server is asked once the typing pauses.
  const search = useDebouncedValue(list.search, SEARCH_PAUSE_MS);
  const query = pageQuery(impactRegisterFilters(filter, search, list.sort), list.page);
  const result = useQuery({ ...impactRegisterQueries.list(query), placeholderData: keepPreviousData });
  // A page of rows and its chart are drawn in the background, in slices (as Data Survei's list).
  const page = useDeferredValue(result.data);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const categories = useMemo(() => (page?.kategori_tersedia ?? []).map((kategori) => ({ value: String(kategori.id), label: kategori.nama })), [page]);

  function goToPage(halaman: number) {
    list.setPage(halaman);
    headingRef.current?.focus();
  }

  function content() {
    if (result.isError) {
      return (
        <Failure className={`${LIST_PANEL} p-4`}>
          {errorMessage(result.error, 'Gagal mengambil daftar dampak ekonomi.')}
        </Failure>
      );
    }
    if (!page) return <SkeletonRows rows={8} label="Memuat daftar dampak ekonomi..." />;
    if (page.total === 0) {
      const filtered = FILTER_KEYS.some((key) => filter[key]) || search;
      return <p className={`${LIST_PANEL} p-4 text-slate-700`}>{filtered ? 'Tidak ada event yang cocok dengan filter ini.' : 'Belum ada event.'}</p>;
    }
    if (page.data.length === 0) return <PastLastPage page={page.halaman} onFirstPage={() => goToPage(1)} className={LIST_PANEL} />;
    return <ImpactRegisterResults page={page} busy={result.isPlaceholderData} sort={list.sort} onSort={list.toggleSort} onPage={goToPage} />;
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="sr-only">
        Event dan angka dampaknya
      </h2>
      <ImpactRegisterFilters
        filter={filter}
        search={list.search}
        sort={list.sort}
        years={page?.tahun_tersedia ?? []}
        categories={categories}
        onFilter={list.setFilter}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClear={() => list.change({ tahun: '', provinsi: '', kategori: '', q: '' })}
      />
      {content()}
    </section>
  );
}
