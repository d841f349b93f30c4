import { queryOptions } from '@tanstack/react-query';
import type { ProgresEventAktif } from '../../../shared/schemas/progress';
import { apiRequest } from '../../lib/api-client';
import { EVENTS_KEY, retryServerFailureOnce } from '../../lib/api/event-queries';

/**
 * GET /api/progres?aktif=1 (Admin, Instansi): every active event's field progress in one call, for
 * the Admin dashboard's cards. Under the events key, so a void, a restore or a new target reads it
 * again, as it does each event's own progress.
 */
export const activeProgressQuery = queryOptions({
  queryKey: [...EVENTS_KEY, 'progres', 'aktif'],
  queryFn: ({ signal }) => apiRequest<ProgresEventAktif>('/api/progres?aktif=1', { signal }),
  retry: retryServerFailureOnce,
});
