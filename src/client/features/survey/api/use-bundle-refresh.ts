import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { refreshBundle, type RefreshResult } from '../../../offline/bundle-store';
import { META_KEYS, readMeta } from '../../../offline/meta';
import { deviceDb } from '../../../offline/runtime';
import { readToken } from '../../../lib/session/stored-session';

export type BundleStatus = RefreshResult | 'refreshing';

/**
 * Fetches the newest forms whenever the page opens online and whenever the network returns; the
 * form keeps showing the cached ones meanwhile.
 */
export function useBundleRefresh(): { status: BundleStatus; updatedAt: string | undefined } {
  const [status, setStatus] = useState<BundleStatus>('refreshing');
  const updatedAt = useLiveQuery(() => readMeta<string>(deviceDb(), META_KEYS.bundleUpdatedAt), []);

  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      const token = readToken();
      if (!token || !navigator.onLine) {
        setStatus('offline');
        return;
      }
      setStatus('refreshing');
      const result = await refreshBundle(deviceDb(), token).catch((): RefreshResult => 'offline');
      if (!cancelled) setStatus(result);
    };
    void refresh();
    window.addEventListener('online', refresh);
    return () => {
      cancelled = true;
      window.removeEventListener('online', refresh);
    };
  }, []);

  return { status, updatedAt };
}
