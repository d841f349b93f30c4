import { clientsClaim } from 'workbox-core';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isAppRoute } from '../src/shared/app-routes';
import { answerSchemas } from '../src/client/offline/answer-schemas';
import { drainForBackgroundSync } from '../src/client/offline/background-sync';
import { openOfflineDb } from '../src/client/offline/offline-db';
import { BACKGROUND_SYNC_TAG } from '../src/client/offline/sync-tag';
import { createSyncEngine } from '../src/client/offline/sync-engine';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// A new version takes over only when the user presses "Muat ulang": switching by itself could
// reload the page in the middle of a survey.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const API = /^\/api(\/|$)/;

// Every app route is the same index.html, so a reload offline still opens the app; /api never is.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppRoute(url.pathname),
  createHandlerBoundToURL('index.html'),
);

// Any other path is asked of the server, which answers it 404 (with the app's not-found page);
// offline, the stored app shows that page itself.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('index.html');
        if (!shell) throw error;
        return shell;
      }
    },
    { denylist: [API] },
  ),
);

// Background Sync: the browser wakes the worker when the network returns, even with the page
// closed, and the same engine sends the outbox (only ever with each item's own user's token). The
// event fails while surveys could not be sent, so the browser tries again later by itself.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === BACKGROUND_SYNC_TAG) {
    const engine = createSyncEngine({ db: openOfflineDb(), answerSchemas: async () => answerSchemas });
    event.waitUntil(drainForBackgroundSync(engine));
  }
}) as EventListener);

clientsClaim();
