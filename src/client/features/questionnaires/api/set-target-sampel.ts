import { useMutation, useQueryClient } from '@tanstack/react-query';
import { targetSampelResponseSchema } from '../../../../shared/schemas/responses';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PUT /api/kuesioner/{id}/target-sampel: a number sets the segment's sample target, null clears it. */
export function useSetTargetSampel(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | null) =>
      apiRequest(`/api/kuesioner/${kuesionerId}/target-sampel`, targetSampelResponseSchema, {
        method: 'PUT',
        body: { target_sampel: target },
      }),
    // The list of types, the progress bars and Data Survei all read the target.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
