import { queryOptions } from '@tanstack/react-query';
import type { Progres } from '../../../shared/schemas/progress';
import type { ResponsList, RiwayatStatus, StatusRespons } from '../../../shared/schemas/responses';
import type { ResponsDetail } from '../../../shared/schemas/review';
import { apiRequest } from '../api-client';
import { EVENTS_KEY, retryServerFailureOnce } from './event-queries';

/** The filters of the response table, as the screen holds them; empty ones are left out of the call. */
export interface ResponseFilter {
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
export function filterQueryString(filter: ResponseFilter & { event_id?: number }): string {
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
  list: (eventId: number, filter: ResponseFilter) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', eventId, 'respons', filterQueryString(filter)],
      queryFn: ({ signal }) => apiRequest<ResponsList>(`/api/events/${eventId}/respons${filterQueryString(filter)}`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/me/respons: what the signed-in surveyor sent, across events or of one. */
  mine: (filter: ResponseFilter & { event_id?: number }) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'me', 'respons', filterQueryString(filter)],
      queryFn: ({ signal }) => apiRequest<ResponsList>(`/api/me/respons${filterQueryString(filter)}`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/progres (Admin, Instansi). */
  progress: (eventId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', eventId, 'progres'],
      queryFn: ({ signal }) => apiRequest<Progres>(`/api/events/${eventId}/progres`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/respons/{id}: the response as it is now, its review state, corrections and confirmations. */
  detail: (responsId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'respons', responsId, 'detail'],
      queryFn: ({ signal }) => apiRequest<ResponsDetail>(`/api/respons/${responsId}`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/respons/{id}/riwayat: every change of a response's status. */
  history: (responsId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'respons', responsId, 'riwayat'],
      queryFn: ({ signal }) => apiRequest<RiwayatStatus>(`/api/respons/${responsId}/riwayat`, { signal }),
      retry: retryServerFailureOnce,
    }),
};
