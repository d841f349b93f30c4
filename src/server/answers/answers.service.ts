import type { Kysely } from 'kysely';
import { checkAnswer } from '../../shared/answer-rules';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/app-error';
import { findResponsIdByKey, insertSubmission, type NewSubmission, type QuestionForCheck, questionsOfKuesioner } from './answers.repo';

export type SubmitOutcome = { status: 'created' | 'duplicate'; id: number };

const KUESIONER_GONE = 'Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.';
// A device clock a little ahead is normal; one far ahead is wrong, and the server's time is used.
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

function collectedAt(diisiPada: string | undefined, now: Date): string {
  if (!diisiPada) return now.toISOString();
  const time = new Date(diisiPada);
  return time.getTime() - now.getTime() > MAX_CLOCK_AHEAD_MS ? now.toISOString() : time.toISOString();
}

/**
 * The server's rules for one submission: each question of the questionnaire answered once, none
 * from elsewhere, every value valid for its type. A question added after the answers were collected
 * may be missing: a form changed while a surveyor was offline must not cost the answers.
 */
function checkSubmission(
  questions: QuestionForCheck[],
  submission: ParsedSubmitJawaban,
  diisiPada: string,
): NewSubmission['answers'] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const answers: NewSubmission['answers'] = [];
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
    const checked = checkAnswer(question.tipe_jawaban, item.isi_jawaban, question.teks_pertanyaan);
    if (!checked.ok) throw badRequest(checked.message, { [field]: checked.message });
    answers.push({ pertanyaan_id: question.id, isi_jawaban: checked.value, nilai_angka: checked.number });
  }
  const missing = questions.find((question) => !seen.has(question.id) && question.created_at <= diisiPada);
  if (missing) throw badRequest(`Pertanyaan "${missing.teks_pertanyaan}" wajib dijawab.`);
  return answers;
}

/**
 * Stores a submission exactly once per idempotency key. A key seen before answers with the
 * original id; two requests racing with one key meet at the unique index, and the loser answers
 * with the winner's id.
 */
export async function submitAnswers(
  db: Kysely<Database>,
  surveyor: User,
  submission: ParsedSubmitJawaban,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const earlier = await findResponsIdByKey(db, idempotencyKey);
  if (earlier) return { status: 'duplicate', id: earlier.id };

  const questions = await questionsOfKuesioner(db, submission.kuesionerId);
  if (!questions) throw notFound(KUESIONER_GONE);
  const diisiPada = collectedAt(submission.diisiPada, new Date());
  const answers = checkSubmission(questions, submission, diisiPada);
  try {
    const id = await insertSubmission(db, {
      kuesionerId: submission.kuesionerId,
      surveyorId: surveyor.id,
      idempotencyKey,
      diisiPada,
      answers,
    });
    return { status: 'created', id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findResponsIdByKey(db, idempotencyKey);
      if (winner) return { status: 'duplicate', id: winner.id };
    }
    // The questionnaire or a question was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(KUESIONER_GONE);
    throw error;
  }
}
