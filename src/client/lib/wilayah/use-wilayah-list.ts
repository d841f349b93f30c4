import { useEffect, useState } from 'react';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { loadWilayahList } from './load-wilayah-list';

/** The regency list once loaded; nothing is loaded while `needed` is false. */
export function useWilayahList(needed: boolean): { list: WilayahList | undefined; failed: boolean } {
  const [list, setList] = useState<WilayahList>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || list) return;
    let cancelled = false;
    loadWilayahList().then(
      (loaded) => !cancelled && setList(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [needed, list]);
  return { list, failed };
}
