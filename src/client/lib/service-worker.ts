import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

type ApplyUpdate = () => void;

let pendingUpdate: ApplyUpdate | null = null;
let workbox: Workbox | undefined;

const listeners = new Set<() => void>();

function setPendingUpdate(update: ApplyUpdate) {
  pendingUpdate = update;
  for (const listener of listeners) listener();
}

/**
 * Registers sw.js (workbox-window does so once the page has loaded). A new version waits until
 * the user asks for it, because reloading on its own could throw away a survey being filled in
 * (docs/architecture.md#offline-on-the-phone).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const registered = new Workbox('/sw.js');
  registered.addEventListener('waiting', () => {
    setPendingUpdate(() => {
      registered.addEventListener('controlling', () => window.location.reload());
      registered.messageSkipWaiting();
    });
  });
  await registered.register();
  workbox = registered;
}

/**
 * The server speaks another contract than this build (contract-version.ts): the banner offers the
 * new version. The service worker is asked to fetch it, and its own offer then takes the banner's
 * button; until then, the button reloads the page.
 */
export function offerUpdate(): void {
  if (!pendingUpdate) setPendingUpdate(() => window.location.reload());
  workbox?.update().catch((error: unknown) => console.warn('Versi baru tidak dapat diperiksa.', error));
}

/** The function that switches to the new version, or null while there is none. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => pendingUpdate);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
