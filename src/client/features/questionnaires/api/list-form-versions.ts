import { queryOptions } from '@tanstack/react-query';
import type { VersiFormulir } from '../../../../shared/schemas/form-versions';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY, retryServerFailureOnce } from '../../../lib/api/event-queries';

/**
 * GET /api/kuesioner/{id}/versi: the form versions the offline bundle handed out, newest first.
 * Under EVENTS_KEY, so a change of the questions reads it again: which version is the form now
 * follows the questions at once.
 */
export const formVersionsQuery = (kuesionerId: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'kuesioner', kuesionerId, 'versi'],
    queryFn: ({ signal }) => apiRequest<{ data: VersiFormulir[] }>(`/api/kuesioner/${kuesionerId}/versi`, { signal }),
    retry: retryServerFailureOnce,
  });
