import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let requested = false;
const listeners = new Set<() => void>();

function request(): void {
  if (requested) return;
  requested = true;
  // The browser lays the pages out as soon as "beforeprint" returns: what was kept back (a chart
  // not yet near the screen) must be on the page by then, not a render later.
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', request);
  // Print emulation (a PDF made by a headless browser) switches the media without "beforeprint".
  window.matchMedia?.('print').addEventListener('change', (event) => {
    if (event.matches) request();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the page has been printed or shown as print, and from then on: a page keeps what it
 * drew for paper. Work kept back for the screen's sake (charts drawn as they near it) is done at
 * once then.
 */
export function usePrintRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
