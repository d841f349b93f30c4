import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long a link to a part of a page waits for that part to appear. A part that never comes (not
 * shown to this role, the data failed) must not make the page jump when something else changes
 * later, while the user reads.
 */
const WAIT_MS = 5000;

/**
 * Takes an in-app link to a part of a page (/input-survei#antrean) to that part: the router
 * changes the address but, unlike a page load, does not scroll. The part often appears only once
 * the page's code and data are in, so it is waited for.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const reach = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (reach()) return;
    const observer = new MutationObserver(() => {
      if (reach()) stop();
    });
    const timer = setTimeout(stop, WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);
}
