import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * Online or offline, in words and not by colour alone, changing as the network comes and goes. A
 * live region, so a surveyor who cannot look at the screen hears the change too.
 */
export function ConnectionStatus() {
  const online = useOnlineStatus();
  return (
    <p
      role="status"
      aria-label="Status koneksi"
      className={`mt-2 flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${online ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${online ? 'bg-green-700' : 'bg-amber-600'}`} />
      {online ? (
        <span className="font-semibold">Online</span>
      ) : (
        <span>
          <span className="font-semibold">Offline:</span> survei disimpan di perangkat dan dikirim otomatis saat koneksi kembali.
        </span>
      )}
    </p>
  );
}
