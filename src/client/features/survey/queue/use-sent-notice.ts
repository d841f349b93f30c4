import { useEffect, useState } from 'react';
import { syncEngine } from '../../../offline/runtime';

/**
 * "3 survei terkirim" after a drain of this page's engine that sent something, whether the
 * surveyor pressed "Kirim sekarang" or the network came back; a drain that sent nothing says
 * nothing and leaves the last notice. The count is the device's: a shared phone sends every
 * signed-in user's surveys in the same drain.
 */
export function useSentNotice(): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(
    () =>
      syncEngine().onDrained((report) => {
        if (report.sent > 0) setNotice(`${report.sent} survei terkirim`);
      }),
    [],
  );
  return notice;
}
