import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StatusScreen } from '../ui/status-screen';
import { PageErrorBoundary } from './page-error-boundary';
import { UpdateBanner } from './update-banner';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <PageErrorBoundary pathname={pathname}>
        <Suspense fallback={<StatusScreen>Memuat halaman...</StatusScreen>}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <UpdateBanner />
    </>
  );
}
