import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UbahStatusResponsRequest, UbahStatusResponsResponse } from '../../../../shared/schemas/responses';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';
import { MY_STATS_KEY } from '../../../lib/api/my-stats-query';

/**
 * PATCH /api/respons/{id} (Admin): void with a reason, or restore. Every total hangs from the
 * event, so everything under the events key is read again, and the Admin's figures with it.
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UbahStatusResponsRequest & { id: number }) =>
      apiRequest<UbahStatusResponsResponse>(`/api/respons/${id}`, { method: 'PATCH', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_STATS_KEY }),
      ]),
  });
}
