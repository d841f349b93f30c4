import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersiFormulir } from '../../../../shared/schemas/form-versions';
import { apiRequest } from '../../../lib/api-client';
import { formVersionsQuery } from './list-form-versions';

/** POST /api/kuesioner/{id}/versi/{versi}/tarik: an older version stops judging by its own rules. */
export function useWithdrawFormVersion(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versi: string) =>
      apiRequest<{ message: string; versi: VersiFormulir }>(`/api/kuesioner/${kuesionerId}/versi/${encodeURIComponent(versi)}/tarik`, {
        method: 'POST',
      }),
    // A refusal too: a 409 means the list was out of date (the questions changed back meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: formVersionsQuery(kuesionerId).queryKey }),
  });
}
