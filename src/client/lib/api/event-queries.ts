import { queryOptions } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../shared/schemas/analysis';
import type { Event, EventStatus } from '../../../shared/schemas/events';
import type { Kuesioner, PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import { ApiError, apiRequest } from '../api-client';

/**
 * Every read of an event and of what hangs from it (its analysis, questionnaires and questions),
 * as TanStack Query options under one key prefix: the event screens, the Instansi dashboard, the
 * analysis report and the designer share one cache entry per call, and a change made on any
 * screen invalidates `EVENTS_KEY`, so no screen shows it stale.
 */
export const EVENTS_KEY = ['events'] as const;

/** A refusal (4xx) will not change on a second try; a server failure may. */
export function retryServerFailureOnce(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 1;
}

export const eventQueries = {
  /** GET /api/events, of one status, or (no status) active and archived together. */
  list: (status?: EventStatus) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'list', status ?? 'semua'],
      queryFn: ({ signal }) => apiRequest<Event[]>(status ? `/api/events?status=${status}` : '/api/events', { signal }),
    }),
  /** GET /api/events/{id}. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiRequest<Event>(`/api/events/${id}`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/analisis. */
  analysis: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id, 'analisis'],
      queryFn: ({ signal }) => apiRequest<AnalysisResult>(`/api/events/${id}/analisis`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/kuesioner: the event's respondent types. */
  kuesioner: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id, 'kuesioner'],
      queryFn: ({ signal }) => apiRequest<Kuesioner[]>(`/api/events/${id}/kuesioner`, { signal }),
    }),
  /** GET /api/kuesioner/{id}/pertanyaan: the questions with their answer counts. */
  pertanyaan: (kuesionerId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'kuesioner', kuesionerId, 'pertanyaan'],
      queryFn: ({ signal }) => apiRequest<PertanyaanDesigner[]>(`/api/kuesioner/${kuesionerId}/pertanyaan`, { signal }),
    }),
};
