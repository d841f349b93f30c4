import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes, preloadFirstPage } from './app/router';
import { nextTask } from './lib/idle';
import { registerServiceWorker } from './lib/service-worker';
import { warmUpFormatters } from './lib/warm-up-formatters';
import './styles.css';

// The first page's code downloads while the stored session is checked, and the page then shows
// without a "Memuat halaman..." pause.
const firstPage = preloadFirstPage(window.location.pathname);
warmUpFormatters();

// React starts in a task after the one that evaluated the app's code, and its first render is a
// transition, which React renders in slices of a few milliseconds: evaluating and starting were
// one task of 20 ms here and the first render one of 13 ms, each blocking a tap on a phone
// (docs/architecture.md, "The phone's main thread").
void nextTask().then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App firstPage={firstPage}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
  });
});

// The development server has no sw.js: a worker there would only serve stale files.
if (import.meta.env.PROD) void registerServiceWorker();
