import { useQuery } from '@tanstack/react-query';
import type { Kuesioner } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

/** GET /api/events/{id}/kuesioner: the event's respondent types; reloads when the event changes. */
export function useKuesionerList(eventId: number) {
  return useQuery({
    queryKey: questionnaireKeys.kuesioner(eventId),
    queryFn: ({ signal }) => apiRequest<Kuesioner[]>(`/api/events/${eventId}/kuesioner`, { signal }),
  });
}
