import { queryOptions } from '@tanstack/react-query';
import type { EconomicSetStatus } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/**
 * GET /api/kuesioner/{id}/pertanyaan-ekonomi: the host area the ready-made set names, its
 * default segment kind, and the role questions worded otherwise. Under EVENTS_KEY, so adding
 * or changing questions reads it again.
 */
export const economicSetStatusQuery = (kuesionerId: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'kuesioner', kuesionerId, 'pertanyaan-ekonomi'],
    queryFn: ({ signal }) => apiRequest<EconomicSetStatus>(`/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, { signal }),
  });
