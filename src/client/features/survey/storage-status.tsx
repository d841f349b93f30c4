import { useEffect, useState } from 'react';

type Persistence = 'checking' | 'persistent' | 'best-effort' | 'unsupported';

const TEXTS: Record<Exclude<Persistence, 'checking'>, string> = {
  persistent: 'Penyimpanan perangkat: permanen. Data survei tidak akan dihapus browser.',
  'best-effort':
    'Penyimpanan perangkat: sementara. Browser dapat menghapus data bila ruang penuh; kirim data secepatnya.',
  unsupported: 'Browser ini tidak memberi tahu apakah penyimpanan permanen tersedia; kirim data secepatnya.',
};

/**
 * What keeps the surveys safe where the browser may delete them, each a step the surveyor can take.
 * An app opened from the home screen is installed already: it is not told to install itself.
 */
function steps(): string[] {
  const installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return [
    'Kirim data setiap ada koneksi: tekan "Kirim sekarang" di Antrean Data.',
    'Jangan hapus data browser selama masih ada survei di antrean.',
    ...(installed ? [] : ['Pasang aplikasi ini ke layar utama (menu browser, "Tambahkan ke layar utama") agar browser menyimpan datanya.']),
    'Tidak bisa mengirim? Tekan "Ekspor JSON" di Antrean Data dan serahkan berkasnya ke admin.',
  ];
}

/** Asks the browser to keep the surveys it stores, says whether it agreed, and what to do if not. */
export function StorageStatus() {
  const [state, setState] = useState<Persistence>('checking');
  useEffect(() => {
    const storage = navigator.storage;
    if (!storage?.persist) {
      setState('unsupported');
      return;
    }
    void (async () => {
      const granted = (await storage.persisted()) || (await storage.persist());
      setState(granted ? 'persistent' : 'best-effort');
    })().catch(() => setState('unsupported'));
  }, []);
  if (state === 'checking') return null;
  if (state === 'persistent') return <p className="mt-2 text-sm text-green-800">{TEXTS.persistent}</p>;
  return (
    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">{TEXTS[state]}</p>
      <p className="mt-1">Agar data survei tidak hilang:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {steps().map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}
