import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

type ApplyUpdate = () => void;

let pendingUpdate: ApplyUpdate | null = null;
/** The registered worker, once registration has begun (none in development or without support). */
let registration: Promise<Workbox> | undefined;

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
  // Checked again whenever the network returns or the app comes back into view: an app left open
  // for days learns of a new version without a reload, and a first install that lost the signal
  // halfway (dropped by the browser, not tried again until the next page load) is tried again.
  const recheck = () => {
    if (!navigator.onLine) return;
    const checked = navigator.serviceWorker.controller ? registration?.then((workbox) => workbox.update()) : navigator.serviceWorker.register('/sw.js');
    checked?.catch((error: unknown) => console.warn('Versi aplikasi belum dapat diperiksa.', error));
  };
  window.addEventListener('online', recheck);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recheck();
  });
  registration = import('workbox-window').then(async ({ Workbox }) => {
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      setPendingUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
    return workbox;
  });
  await registration;
}

/**
 * Whether a service worker controls this page. It does once its install stored every file of the
 * app (the precache) and it activated: from then on the app opens, and each of its screens loads,
 * without signal.
 */
export function useWorkerControls(): boolean {
  return useSyncExternalStore(subscribeToController, workerControls, () => false);
}

const workerControls = () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

function subscribeToController(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}

/**
 * The server speaks another contract than this build (contract-version.ts): the banner offers the
 * new version. The service worker is asked to fetch it, and its own offer then takes the banner's
 * button; until then, the button reloads the page.
 */
export function offerUpdate(): void {
  if (!pendingUpdate) setPendingUpdate(() => window.location.reload());
  // Asked at start, the registration may still wait for the page's load: the check follows it.
  registration
    ?.then((workbox) => workbox.update())
    .catch((error: unknown) => console.warn('Versi baru tidak dapat diperiksa.', error));
}

/** The function that switches to the new version, or null while there is none. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => pendingUpdate);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
