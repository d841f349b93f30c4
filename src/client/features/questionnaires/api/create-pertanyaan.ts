import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPertanyaanRequestSchema, Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

type NewPertanyaan = z.output<typeof createPertanyaanRequestSchema>;

/** POST /api/pertanyaan. */
export function useCreatePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pertanyaan: NewPertanyaan) =>
      apiRequest<Pertanyaan>('/api/pertanyaan', { method: 'POST', body: pertanyaan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
