import { useSyncExternalStore } from 'react';
import { whenIdle } from './idle';

type ApplyUpdate = () => void;

let pendingUpdate: ApplyUpdate | null = null;

const REGISTER_WAIT_MS = 3000;
const listeners = new Set<() => void>();

function setPendingUpdate(update: ApplyUpdate) {
  pendingUpdate = update;
  for (const listener of listeners) listener();
}

/**
 * Registers sw.js. A new version waits until the user asks for it, because reloading on its own
 * could throw away a survey being filled in (docs/architecture.md#offline-on-the-phone).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Loaded once the first screen is up and the browser idle: registering can wait, showing the
  // app cannot.
  await whenIdle(REGISTER_WAIT_MS);
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    setPendingUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}

/** The function that switches to the waiting version, or null while there is none. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => pendingUpdate);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
