import type { TipeJawaban } from '../../shared/schemas/questionnaires';
import { wilayahList } from '../wilayah/wilayah';

/**
 * What the response table's search (`q`) reads: a response's answers in lower case, one per line,
 * a region answer with its name ("52.02 kabupaten lombok tengah"). Made once as the response is
 * stored (respons.teks_cari), so a search reads one short text per response instead of every
 * answer of the event.
 */
export function searchTextOf(
  answers: readonly { pertanyaan_id: number; isi_jawaban: string }[],
  questions: readonly { id: number; tipe_jawaban: TipeJawaban }[],
): string {
  const regions = wilayahList().byCode;
  const typeOf = new Map(questions.map((question) => [question.id, question.tipe_jawaban]));
  return answers
    .map(({ pertanyaan_id, isi_jawaban }) => {
      const region = typeOf.get(pertanyaan_id) === 'wilayah' ? regions.get(isi_jawaban) : undefined;
      return region ? `${isi_jawaban} ${region.nama}` : isi_jawaban;
    })
    .join('\n')
    .toLowerCase();
}

/** A LIKE pattern that finds `query` anywhere in a search text; `\` escapes the wildcards. */
export function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
