import { useEffect, useState } from 'react';

type Persistence = 'checking' | 'persistent' | 'best-effort' | 'unsupported';

const TEXTS: Record<Exclude<Persistence, 'checking'>, string> = {
  persistent: 'Penyimpanan perangkat: permanen. Data survei tidak akan dihapus browser.',
  'best-effort':
    'Penyimpanan perangkat: sementara. Browser dapat menghapus data bila ruang penuh; kirim data secepatnya.',
  unsupported: 'Browser ini tidak memberi tahu apakah penyimpanan permanen tersedia; kirim data secepatnya.',
};

/** Asks the browser to keep the surveys it stores, and says whether it agreed. */
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
  return <p className={`text-sm ${state === 'persistent' ? 'text-green-800' : 'text-amber-900'}`}>{TEXTS[state]}</p>;
}
