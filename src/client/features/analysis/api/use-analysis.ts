import { useQuery } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../../shared/schemas/analysis';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** GET /api/events/{id}/analisis. */
export function useAnalysis(eventId: number) {
  return useQuery({
    queryKey: analysisKeys.result(eventId),
    queryFn: ({ signal }) => apiRequest<AnalysisResult>(`/api/events/${eventId}/analisis`, { signal }),
    retry: retryServerFailureOnce,
  });
}

/** A refusal (4xx) will not change on a second try; a server failure may. */
export function retryServerFailureOnce(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 1;
}

/** Spec section 8: the server's message, else "Gagal mengambil data analisis.". */
export function analysisErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Gagal mengambil data analisis.';
}
