import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pendingCountOf } from '../../offline/device-queue';
import { buttonClass } from '../../ui/button-class';
import { InlineLoading } from '../../ui/loading-state';

/**
 * How many of the surveyor's surveys still wait on this phone. Read from the device, so it is
 * right with no signal too, and redrawn as the queue drains.
 */
export function DeviceQueueCard({ userId }: { userId: number }) {
  const headingId = useId();
  const pending = useLiveQuery(() => pendingCountOf(userId), [userId]);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Survei di perangkat ini
      </h2>
      {pending === undefined && (
        <InlineLoading className="mt-2">Memuat data di perangkat...</InlineLoading>
      )}
      {pending === 0 && <p className="mt-2 text-slate-700">Semua survei sudah terkirim.</p>}
      {pending !== undefined && pending > 0 && (
        <>
          <p className="mt-2 flex items-baseline gap-2 text-slate-900">
            <span className="text-3xl font-bold text-amber-800 tabular-nums">{pending}</span>{' '}
            <span>survei menunggu dikirim</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">Survei dikirim otomatis saat koneksi tersedia.</p>
          <Link to="/input-survei#antrean" className={buttonClass('secondary', 'mt-4')}>
            Lihat antrean
          </Link>
        </>
      )}
    </section>
  );
}
