import { usePendingUpdate } from '../lib/service-worker';
import { Button } from '../ui/button';

export function UpdateBanner() {
  const applyUpdate = usePendingUpdate();
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm">Versi baru tersedia</p>
      <Button onClick={applyUpdate}>Muat ulang</Button>
    </div>
  );
}
