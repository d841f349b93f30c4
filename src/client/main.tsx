import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadInputSurvey } from './app/input-survey-route';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// A surveyor's phone opening the app at the form, often offline: the form's code downloads while
// the stored session is checked, and the form then shows without a "Memuat halaman..." pause. An
// Admin's designer, an online page, loads once the role is known.
const firstPage = window.location.pathname === '/input-survei' ? preloadInputSurvey('Surveyor') : undefined;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App firstPage={firstPage}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);

// The development server has no sw.js: a worker there would only serve stale files.
if (import.meta.env.PROD) void registerServiceWorker();
