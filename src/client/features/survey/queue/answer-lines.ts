import { formatThousands } from '../../../../shared/format-rupiah';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { wilayahLabel, type WilayahList } from '../../../../shared/wilayah/wilayah-list';
import type { UnsentItem } from '../../../offline/offline-db';

export interface AnswerLine {
  pertanyaanId: number;
  question: string;
  answer: string;
}

/**
 * A queued survey's answers as the surveyor typed them: each with its question's text, a nominal
 * in Rupiah, a region by name once the list is loaded. A question no longer cached reads by its id.
 */
export function answerLines(
  item: UnsentItem,
  questions: ReadonlyMap<number, Pertanyaan> | undefined,
  wilayah: WilayahList | undefined,
): AnswerLine[] {
  return item.jawaban.map(({ pertanyaan_id, isi_jawaban }) => {
    const question = questions?.get(pertanyaan_id);
    // The request schema takes a number too, though the form always stores text.
    const typed = String(isi_jawaban);
    let answer = typed;
    if (question?.tipe_jawaban === 'nominal') answer = `Rp ${formatThousands(typed)}`;
    if (question?.tipe_jawaban === 'wilayah' && wilayah) answer = wilayahLabel(wilayah, typed);
    return { pertanyaanId: pertanyaan_id, question: question?.teks_pertanyaan ?? `Pertanyaan #${pertanyaan_id}`, answer };
  });
}

/** Whether any of these surveys has a region answer, so the region list is worth loading. */
export function hasRegionAnswer(items: readonly UnsentItem[], questions: ReadonlyMap<number, Pertanyaan> | undefined): boolean {
  return items.some((item) => item.jawaban.some(({ pertanyaan_id }) => questions?.get(pertanyaan_id)?.tipe_jawaban === 'wilayah'));
}
