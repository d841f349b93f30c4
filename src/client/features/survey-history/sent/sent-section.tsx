import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_PAUSE_MS } from '../../../lib/list-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { Failure } from '../../../ui/failure';
import { responsesQueries } from '../../../lib/api/responses-queries';
import { HISTORY_PAGE_SIZE } from '../api/history-page';
import { Pager } from '../../../ui/pager';
import { SentFilters, type SentFilterValues } from './sent-filters';
import { SentItem } from './sent-item';
import { SkeletonRows } from '../../../ui/loading-state';
import { errorMessage } from '../../../lib/error-message';

const NO_FILTER: SentFilterValues = { eventId: undefined, status: undefined, search: '' };

/** What the server holds of this user's surveys: live data, so only with a connection. */
export function SentSection() {
  const online = useOnlineStatus();
  return (
    <section aria-labelledby="terkirim-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="terkirim-title" className="text-lg font-bold text-slate-900">
        Sudah terkirim
      </h2>
      {online ? (
        <SentList />
      ) : (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
          Anda sedang offline. Daftar survei yang sudah terkirim memerlukan koneksi internet; survei yang menunggu di
          perangkat ini tetap tersimpan dan dikirim otomatis saat koneksi kembali.
        </p>
      )}
    </section>
  );
}

function SentList() {
  const [filter, setFilter] = useState<SentFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filter.search.trim(), SEARCH_PAUSE_MS);
  const list = useQuery({
    ...responsesQueries.mine({ halaman: page, per_halaman: HISTORY_PAGE_SIZE, event_id: filter.eventId, status: filter.status, q: search || undefined }),
    // The page being left stays on screen until the next one arrives, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.per_halaman || HISTORY_PAGE_SIZE))) : 1;

  return (
    <div className="mt-3 flex flex-col gap-3">
      <SentFilters
        values={filter}
        onChange={(values) => {
          setFilter(values);
          setPage(1);
        }}
      />
      {list.isPending && <SkeletonRows rows={3} label="Memuat riwayat survei..." />}
      {list.isError && (
        <Failure boxed className="flex flex-wrap items-center gap-3">
          <p>{errorMessage(list.error, 'Gagal mengambil riwayat survei dari server.')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Coba lagi
          </Button>
        </Failure>
      )}
      {list.data && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {list.data.total === 0
              ? filter.eventId || filter.status || search
                ? 'Tidak ada survei terkirim yang cocok dengan filter ini.'
                : 'Belum ada survei yang terkirim.'
              : `${list.data.total} survei terkirim, terbaru di atas.`}
          </p>
          {list.data.data.length > 0 && (
            <ul aria-busy={list.isPlaceholderData}>
              {list.data.data.map((respons) => (
                <SentItem key={respons.id} respons={respons} zone={list.data.zona_waktu} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <div className="mt-3">
              <Pager page={page} pages={pages} label="Halaman riwayat" onPage={setPage} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
