import { useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

/**
 * GET /api/events?status=aktif. Only active events: surveyors can pick nothing else, so a
 * questionnaire designed for an archived event would never be filled in.
 */
export function useActiveEvents() {
  return useQuery({
    queryKey: questionnaireKeys.activeEvents,
    queryFn: ({ signal }) => apiRequest<Event[]>('/api/events?status=aktif', { signal }),
  });
}
