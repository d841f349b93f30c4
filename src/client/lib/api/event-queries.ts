import { queryOptions } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../shared/schemas/analysis';
import type { EventStatus } from '../../../shared/schemas/events';
import { schemaRef } from '../answer-check/schema-ref';
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
      queryFn: ({ signal }) => apiRequest(status ? `/api/events?status=${status}` : '/api/events', schemaRef('events', 'eventListSchema'), { signal }),
    }),
  /** GET /api/events/{id}. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiRequest(`/api/events/${id}`, schemaRef('events', 'eventSchema'), { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/analisis. */
  analysis: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id, 'analisis'],
      // Typed as the server declares it: the report draws an answer type it does not know as
      // "not available", which is all the wider read schema lets through.
      queryFn: ({ signal }) => apiRequest(`/api/events/${id}/analisis`, schemaRef('analysis', 'analysisResultReadSchema'), { signal }) as Promise<AnalysisResult>,
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/kuesioner: the event's respondent types. */
  kuesioner: (id: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'detail', id, 'kuesioner'],
      queryFn: ({ signal }) => apiRequest(`/api/events/${id}/kuesioner`, schemaRef('questionnaires', 'kuesionerListSchema'), { signal }),
    }),
  /** GET /api/kuesioner/{id}/pertanyaan: the questions with their answer counts. */
  pertanyaan: (kuesionerId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'kuesioner', kuesionerId, 'pertanyaan'],
      queryFn: ({ signal }) => apiRequest(`/api/kuesioner/${kuesionerId}/pertanyaan`, schemaRef('questionnaires', 'pertanyaanDesignerListSchema'), { signal }),
    }),
};
