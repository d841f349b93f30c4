import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { RefreshResult } from '../../../offline/bundle-store';
import { formsUpdatedAt, refreshForms } from '../../../offline/device-forms';
import { readToken } from '../../../session/stored-token';

export type BundleStatus = RefreshResult | 'refreshing';

/**
 * Fetches the newest forms whenever the page opens online and whenever the network returns; the
 * form keeps showing the cached ones meanwhile.
 */
export function useBundleRefresh(): { status: BundleStatus; updatedAt: string | undefined } {
  const [status, setStatus] = useState<BundleStatus>('refreshing');
  const updatedAt = useLiveQuery(formsUpdatedAt, []);

  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      const token = readToken();
      if (!token || !navigator.onLine) {
        setStatus('offline');
        return;
      }
      setStatus('refreshing');
      const result = await refreshForms(token).catch((): RefreshResult => 'offline');
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
