import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TargetSampelResponse } from '../../../../shared/schemas/responses';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PUT /api/kuesioner/{id}/target-sampel: a number sets the segment's sample target, null clears it. */
export function useSetTargetSampel(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | null) =>
      apiRequest<TargetSampelResponse>(`/api/kuesioner/${kuesionerId}/target-sampel`, {
        method: 'PUT',
        body: { target_sampel: target },
      }),
    // The list of types, the progress bars and Data Survei all read the target.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
