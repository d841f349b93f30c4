import { useEffect, useState } from 'react';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { loadedWilayahList, loadWilayahList } from './load-wilayah-list';

/**
 * The regency list once loaded; nothing is loaded while `needed` is false. A load that failed
 * (no signal) is tried again by itself when the network comes back: no screen asks for a reload.
 */
export function useWilayahList(needed: boolean): { list: WilayahList | undefined; failed: boolean } {
  const [list, setList] = useState<WilayahList | undefined>(loadedWilayahList);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || list) return;
    let cancelled = false;
    const load = () =>
      loadWilayahList().then(
        (loaded) => {
          if (cancelled) return;
          setFailed(false);
          setList(loaded);
        },
        () => !cancelled && setFailed(true),
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [needed, list]);
  return { list, failed };
}
