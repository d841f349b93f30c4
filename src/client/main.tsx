import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes, preloadFirstPage } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import { warmUpFormatters } from './lib/warm-up-formatters';
import './styles.css';

// The first page's code downloads while the stored session is checked, and the page then shows
// without a "Memuat halaman..." pause.
const firstPage = preloadFirstPage(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App firstPage={firstPage}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);

warmUpFormatters();

// The development server has no sw.js: a worker there would only serve stale files.
if (import.meta.env.PROD) void registerServiceWorker();
