import { useQuery } from '@tanstack/react-query';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

/** GET /api/kuesioner/{id}/pertanyaan; nothing is asked while no respondent type is chosen. */
export function usePertanyaanList(kuesionerId: number | null) {
  return useQuery({
    queryKey: questionnaireKeys.pertanyaan(kuesionerId ?? 0),
    queryFn: ({ signal }) => apiRequest<Pertanyaan[]>(`/api/kuesioner/${kuesionerId}/pertanyaan`, { signal }),
    enabled: kuesionerId !== null,
  });
}
