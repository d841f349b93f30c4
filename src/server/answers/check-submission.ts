import { checkAnswerFor } from '../../shared/answer-rules';
import { visibleQuestionIds } from '../../shared/question-visibility';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { badRequest } from '../http/app-error';
import { wilayahList } from '../wilayah/wilayah';
import type { NewResponse } from './bulk-rows';

/**
 * The server's rules for one submission, on the questions of the form that was filled
 * (form-as-filled.ts): each answer for a question of its questionnaire, once, valid for its type
 * and the question's limits, options and region list; every required question that is shown
 * answered; no answer for a question its show-if hides. An optional question left empty is simply
 * not stored.
 */
export function checkSubmission(questions: readonly Pertanyaan[], submission: ParsedSubmitJawaban): NewResponse['answers'] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const given = new Map<number, string>();
  // Left empty where an answer is required: refused below only if the question is shown.
  const blanks: { question: Pertanyaan; field: string; raw: string | number }[] = [];
  const answers: NewResponse['answers'] = [];
  for (const [index, item] of submission.jawaban.entries()) {
    const question = byId.get(item.pertanyaan_id);
    const field = `jawaban.${index}`;
    if (!question) {
      throw badRequest(`Pertanyaan ${item.pertanyaan_id} bukan bagian dari kuesioner ini.`, {
        [field]: 'Pertanyaan tidak dikenal.',
      });
    }
    if (seen.has(question.id)) {
      throw badRequest(`Pertanyaan "${question.teks_pertanyaan}" dijawab lebih dari sekali.`, {
        [field]: 'Jawaban ganda.',
      });
    }
    seen.add(question.id);
    if (String(item.isi_jawaban).trim() === '') {
      if (question.wajib) blanks.push({ question, field, raw: item.isi_jawaban });
      continue;
    }
    const checked = checkAnswerFor(question, item.isi_jawaban, { wilayah: wilayahList().byCode, named: true });
    if (!checked.ok) throw badRequest(checked.message, { [field]: checked.message });
    given.set(question.id, checked.value);
    answers.push({
      pertanyaan_id: question.id,
      isi_jawaban: checked.value,
      nilai_angka: checked.number,
      // Kept as the surveyor sent it: the soft limit is advice, not a rule the server enforces.
      ...(item.dikonfirmasi_surveyor ? { dikonfirmasi_surveyor: true } : {}),
    });
  }
  const shown = visibleQuestionIds(questions, (id) => given.get(id));
  const hidden = questions.find((question) => given.has(question.id) && !shown.has(question.id));
  if (hidden) {
    throw badRequest(`Pertanyaan "${hidden.teks_pertanyaan}" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.`);
  }
  for (const blank of blanks.filter(({ question }) => shown.has(question.id))) {
    // The type's own word for an empty answer ("... wajib diisi.").
    const checked = checkAnswerFor(blank.question, blank.raw, { named: true });
    if (!checked.ok) throw badRequest(checked.message, { [blank.field]: checked.message });
  }
  const missing = questions.find((question) => question.wajib && shown.has(question.id) && !seen.has(question.id));
  if (missing) throw badRequest(`Pertanyaan "${missing.teks_pertanyaan}" wajib dijawab.`);
  return answers;
}
