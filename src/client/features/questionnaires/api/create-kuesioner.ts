import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Kuesioner, kuesionerNameFor } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/kuesioner (docs/api.md#questionnaires), named "Kuesioner untuk {tipe}". */
export function useCreateKuesioner(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tipeResponden: string) =>
      apiRequest<Kuesioner>('/api/kuesioner', {
        method: 'POST',
        body: {
          event_id: eventId,
          tipe_responden: tipeResponden,
          nama_kuesioner: kuesionerNameFor(tipeResponden),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
