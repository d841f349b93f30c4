import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pertanyaan, TipeJawaban } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

export interface NewPertanyaan {
  kuesioner_id: number;
  teks_pertanyaan: string;
  tipe_jawaban: TipeJawaban;
  urutan: number;
}

/** POST /api/pertanyaan. */
export function useCreatePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pertanyaan: NewPertanyaan) =>
      apiRequest<Pertanyaan>('/api/pertanyaan', { method: 'POST', body: pertanyaan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
