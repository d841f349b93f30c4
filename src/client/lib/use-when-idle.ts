import { useEffect, useState } from 'react';

/**
 * False until, after `after` turned true, the browser first has nothing to do (or `timeoutMs` has
 * passed): for work a screen does not need to show itself, which then stays out of the way of its
 * first render.
 */
export function useWhenIdle(after: boolean, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after) return;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [after, timeoutMs]);
  return idle;
}
