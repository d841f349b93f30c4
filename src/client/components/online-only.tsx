import type { ReactNode } from 'react';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * Admin and Instansi screens read live server data and keep none on the device (docs/architecture.md,
 * "Offline, on the phone"): offline they say so instead of waiting for an answer that cannot come.
 */
export function OnlineOnly({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  if (online) return children;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
      <p className="font-semibold">Anda sedang offline. Halaman ini memerlukan koneksi internet.</p>
      <p className="mt-2 text-sm">
        Surveyor tetap dapat mengisi survei tanpa koneksi melalui menu Input Survei; jawaban dikirim
        otomatis saat koneksi kembali.
      </p>
    </div>
  );
}
