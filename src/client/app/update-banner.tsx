import { useState } from 'react';
import { usePendingUpdate } from '../lib/service-worker';
import { Button } from '../ui/button';

/**
 * Offers a new version of the app. It never switches by itself (a survey may be half filled in),
 * says that a draft is kept across the reload (drafts live on the device), and can be closed
 * until the next version.
 */
export function UpdateBanner() {
  const applyUpdate = usePendingUpdate();
  const [closedFor, setClosedFor] = useState<typeof applyUpdate>(null);
  if (!applyUpdate || closedFor === applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm">
        Versi baru tersedia. <span className="text-slate-200">Draf survei yang sedang diisi tetap tersimpan.</span>
      </p>
      <div className="flex shrink-0 items-center gap-2">
        <Button onClick={applyUpdate}>Muat ulang</Button>
        <button
          type="button"
          aria-label="Tutup pemberitahuan versi baru"
          onClick={() => setClosedFor(() => applyUpdate)}
          className="flex size-11 items-center justify-center rounded-lg text-xl text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
