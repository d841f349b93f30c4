import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { checkContractVersion } from '../lib/contract-version';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import { AppRoutes, preloadFirstPage } from './router';

/**
 * What happens when the app starts, in order. This is the one place that says it; main.tsx only
 * calls it.
 *
 * Before any script: index.html draws the loading screen ("Memuat Aplikasi..."), so the first
 * paint does not wait for the app's code. The start-up bundle holds React, the router, TanStack
 * Query and the app's frame; every page is a chunk of its own, loaded when it is opened
 * (router.tsx, lib/lazy-component.ts). A first visit to the landing page, the login, the sign-up
 * or the credits gets that page's chunks announced in its HTML (server/http/page-preloads.ts).
 */
export function startApp(rootElement: HTMLElement): void {
  // 1. The code of the page the tab opens at starts downloading now, beside the session check,
  //    for the pages people open directly: the login, and a surveyor's form (often offline).
  const firstPage = preloadFirstPage(window.location.pathname);

  // 2. React renders the app. The session provider checks the token kept on the device
  //    (client/session/); the loading screen stays until that is done and the first page's code
  //    is there (app.tsx, SessionGate). Then the page renders, and for the roles that collect
  //    (Surveyor, Admin) the outbox starts draining (offline-sync.tsx opens the device database).
  //    Pages read their data with TanStack Query and render it through useDeferredValue, so a
  //    long list or report renders in the background while the loading line stays. Charts load
  //    Chart.js with their page and draw as they come near the screen, or all at once for print
  //    (components/charts/delayed-chart.tsx). Formatters are made on their first use and kept
  //    (shared/made-once.ts).
  createRoot(rootElement).render(
    <StrictMode>
      <App firstPage={firstPage}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );

  // 3. The service worker, which keeps the app's files for offline use and offers a new version
  //    (lib/service-worker.ts). The development server has no sw.js: a worker there would only
  //    serve stale files.
  if (import.meta.env.PROD) void registerServiceWorker();

  // 4. Once, when online, the server says which version of the API's contract it speaks; another
  //    one than this build's offers the update banner (lib/contract-version.ts).
  void checkContractVersion();
}
