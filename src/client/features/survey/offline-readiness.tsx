import { useOnlineStatus } from '../../lib/use-online-status';
import { useWorkerControls } from '../../lib/service-worker';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';

interface OfflineReadinessProps {
  /** The forms are stored on the device (the offline bundle was downloaded at least once). */
  formsStored: boolean;
}

/**
 * Whether this phone can take surveys without signal yet: only once everything a survey needs is
 * on it (the service worker controls the page, so its precache of the app is complete; the forms
 * are stored; the region list is loaded). Until then it asks the surveyor to stay in signal, and
 * offline it says the preparation goes on by itself, never to reload (a reload without the worker
 * would open the browser's own offline page).
 */
export function OfflineReadiness({ formsStored }: OfflineReadinessProps) {
  const online = useOnlineStatus();
  const workerControls = useWorkerControls();
  // Loaded here, with the forms: the region question must work after the signal is gone.
  const regions = useWilayahList(true).list !== undefined;
  const ready = workerControls && formsStored && regions;

  let text: string;
  if (ready) text = 'Siap dipakai tanpa sinyal.';
  else if (online) text = 'Menyiapkan mode tanpa sinyal. Tetap di area bersinyal sampai muncul "Siap dipakai tanpa sinyal".';
  else text = 'Belum siap dipakai tanpa sinyal. Persiapan berlanjut otomatis saat sinyal kembali.';
  return (
    <p role="status" aria-label="Kesiapan tanpa sinyal" className={`mt-2 rounded-lg px-3 py-2 text-sm ${ready ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}>
      {text}
    </p>
  );
}
