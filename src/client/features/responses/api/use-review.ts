import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KonfirmasiRequest, KoreksiRequest, ReviewResponse } from '../../../../shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';
import { responsesQueries } from '../../../lib/api/responses-queries';

/**
 * A confirmation or a correction moves the flags, the counts, the analysis and the economic
 * report, which all hang from the event: everything under the events key is read again. The
 * response itself is the server's answer, shown at once.
 */
function useReviewMutation<Variables>(mutationFn: (variables: Variables) => Promise<ReviewResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ respons }) => {
      queryClient.setQueryData(responsesQueries.detail(respons.id).queryKey, respons);
      return queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}

/** POST /api/respons/{id}/konfirmasi (Admin): the amounts, as last read (versi), are right and count in full. */
export function useConfirmResponse() {
  return useReviewMutation(({ id, ...body }: KonfirmasiRequest & { id: number }) =>
    apiRequest<ReviewResponse>(`/api/respons/${id}/konfirmasi`, { method: 'POST', body }),
  );
}

/** PUT /api/respons/{id}/jawaban/{pertanyaanId} (Admin): one answer, with its reason and the version last read. */
export function useCorrectAnswer() {
  return useReviewMutation(({ id, pertanyaanId, ...body }: KoreksiRequest & { id: number; pertanyaanId: number }) =>
    apiRequest<ReviewResponse>(`/api/respons/${id}/jawaban/${pertanyaanId}`, { method: 'PUT', body }),
  );
}
