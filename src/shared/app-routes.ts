/**
 * The client router's paths (src/client/app/router.tsx), written once for the server and the
 * service worker too: a path none of them matches is not a page of the app, and the server
 * answers it 404 (with the app, which shows its not-found page) instead of a 200 that tells
 * crawlers and scanners such a page exists. `:name` stands for one path segment.
 */
export const APP_ROUTE_PATHS = [
  '/',
  '/aplikasi',
  '/login',
  '/register',
  '/unauthorized',
  '/credits',
  '/gabung/:kode',
  '/dashboard-admin',
  '/dashboard-surveyor',
  '/dashboard-instansi',
  '/profile',
  '/kelola-event',
  '/kelola-event/:eventId',
  '/kelola-event/:eventId/tim',
  '/kelola-pengguna',
  '/input-survei',
  '/riwayat-survei',
  '/hasil-analisis/:eventId',
  '/dampak-ekonomi',
  '/dampak-ekonomi/:eventId',
  '/data-survei/:eventId',
  '/log-aktivitas',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const PATTERNS = APP_ROUTE_PATHS.map(segmentsOf);

/** Whether the client router shows a page of its own at `pathname` (a trailing slash allowed). */
export function isAppRoute(pathname: string): boolean {
  // The router matches without regard to case, as React Router does by default.
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
