import { queryOptions } from '@tanstack/react-query';
import type { StatusRespons } from '../../../shared/schemas/responses';
import { apiRequest } from '../api-client';
import { EVENTS_KEY, retryServerFailureOnce } from './event-queries';

// Each schema module loads with the first request that needs it (api-client.ts says why).
const responseSchemas = () => import('../../../shared/schemas/responses');
const reviewSchemas = () => import('../../../shared/schemas/review');
const progressSchemas = () => import('../../../shared/schemas/progress');

/** The filters of the response table, as the screen holds them; empty ones are left out of the call. */
export interface ResponsFilter {
  halaman: number;
  per_halaman?: number;
  kuesioner_id?: number;
  surveyor_id?: number;
  /** YYYY-MM-DD in the report time zone. */
  dari?: string;
  sampai?: string;
  status?: StatusRespons;
  q?: string;
  /** `perlu`: only the responses waiting for review. */
  pemeriksaan?: 'perlu';
}

/** "?halaman=2&q=tes": only the filters that are set, in a fixed order (one cache entry per filter). */
export function filterQueryString(filter: ResponsFilter & { event_id?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Under the events key: a void or restore invalidates `EVENTS_KEY`, so the table, the progress,
 * the counts of the event lists, the analysis and the economic impact are all read again.
 */
export const responsesQueries = {
  /** GET /api/events/{id}/respons (Admin, Instansi). */
  list: (eventId: number, filter: ResponsFilter) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', eventId, 'respons', filterQueryString(filter)],
      queryFn: ({ signal }) => apiRequest(`/api/events/${eventId}/respons${filterQueryString(filter)}`, responseSchemas().then((m) => m.responsListSchema), { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/me/respons: what the signed-in surveyor sent, across events or of one. */
  mine: (filter: ResponsFilter & { event_id?: number }) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'me', 'respons', filterQueryString(filter)],
      queryFn: ({ signal }) => apiRequest(`/api/me/respons${filterQueryString(filter)}`, responseSchemas().then((m) => m.responsListSchema), { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/progres (Admin, Instansi). */
  progress: (eventId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', eventId, 'progres'],
      queryFn: ({ signal }) => apiRequest(`/api/events/${eventId}/progres`, progressSchemas().then((m) => m.progresSchema), { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/respons/{id}: the response as it is now, its review state, corrections and confirmations. */
  detail: (responsId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'respons', responsId, 'detail'],
      queryFn: ({ signal }) => apiRequest(`/api/respons/${responsId}`, reviewSchemas().then((m) => m.responsDetailSchema), { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/respons/{id}/riwayat: every change of a response's status. */
  history: (responsId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'respons', responsId, 'riwayat'],
      queryFn: ({ signal }) => apiRequest(`/api/respons/${responsId}/riwayat`, responseSchemas().then((m) => m.riwayatStatusSchema), { signal }),
      retry: retryServerFailureOnce,
    }),
};
