import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pertanyaan, TipeJawaban } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

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
    onSuccess: (_created, { kuesioner_id }) =>
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.pertanyaan(kuesioner_id) }),
  });
}
