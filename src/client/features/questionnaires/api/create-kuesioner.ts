import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kuesionerNameFor, kuesionerSchema } from '../../../../shared/schemas/questionnaires';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/kuesioner, named "Kuesioner untuk {tipe}" (spec section 3). */
export function useCreateKuesioner(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tipeResponden: string) =>
      apiRequest('/api/kuesioner', kuesionerSchema, {
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

/** A repeated type is refused with a message that names it (409); anything else has one text. */
export function createKuesionerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.serverMessage) return error.serverMessage;
  return 'Terjadi kesalahan saat menambah kuesioner.';
}
