import type { Kysely } from 'kysely';
import { checkAnswer } from '../../shared/answer-rules';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/app-error';
import {
  createQuestionsLookup,
  findResponsIdsByKeys,
  type InsertOutcome,
  insertSubmissions,
  type NewSubmission,
  type QuestionForCheck,
  type QuestionsLookup,
} from './answers.repo';
import { createWriteCoalescer, type WriteCoalescer } from './write-coalescer';

export type SubmitOutcome = InsertOutcome;
export type ItemOutcome = SubmitOutcome | { status: 'rejected'; error: AppError };
type SubmissionWriter = WriteCoalescer<NewSubmission, InsertOutcome>;

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

// A transaction of at most this many answers: big enough that a batch of 100 surveys is one
// commit, small enough that no request waits long behind another's.
const MAX_ANSWERS_PER_TRANSACTION = 10_000;

/**
 * What stores submissions for a database: concurrent requests share its reads of the
 * questionnaires and its commits (one writer per server, for single and batched submissions).
 */
export interface AnswerStore {
  db: Kysely<Database>;
  questions: QuestionsLookup;
  writer: SubmissionWriter;
}

export function createAnswerStore(db: Kysely<Database>): AnswerStore {
  const writer = createWriteCoalescer({
    writeBatch: (submissions: NewSubmission[]) => insertSubmissions(db, submissions),
    weightOf: (submission) => submission.answers.length,
    maxBatchWeight: MAX_ANSWERS_PER_TRANSACTION,
  });
  return { db, questions: createQuestionsLookup(db), writer };
}

export interface KeyedSubmission {
  submission: ParsedSubmitJawaban;
  idempotencyKey: string;
}

/** Checks one submission against its questionnaire: what to store, or why it is refused. */
function prepare(
  questions: QuestionForCheck[] | undefined,
  surveyor: User,
  { submission, idempotencyKey }: KeyedSubmission,
): NewSubmission {
  if (!questions) throw notFound(KUESIONER_GONE);
  const diisiPada = collectedAt(submission.diisiPada, new Date());
  const answers = checkSubmission(questions, submission, diisiPada);
  return { kuesionerId: submission.kuesionerId, surveyorId: surveyor.id, idempotencyKey, diisiPada, answers };
}

/** Stores one checked submission through the writer; the questionnaire gone meanwhile is a 404. */
async function storeOne(writer: SubmissionWriter, submission: NewSubmission): Promise<ItemOutcome> {
  try {
    return await writer.write(submission);
  } catch (error) {
    // The questionnaire or a question was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) return { status: 'rejected', error: notFound(KUESIONER_GONE) };
    throw error;
  }
}

type QuestionsByKuesioner = Map<number, QuestionForCheck[] | undefined>;

/** The questions of each questionnaire named (undefined: it does not exist), read in this turn's query. */
async function readQuestions({ questions }: AnswerStore, kuesionerIds: number[]): Promise<QuestionsByKuesioner> {
  const distinct = [...new Set(kuesionerIds)];
  const found = await questions.loadMany(distinct);
  return new Map(
    distinct.map((id, index) => {
      const result = found[index];
      if (result instanceof Error) throw result;
      return [id, result];
    }),
  );
}

/**
 * The questionnaire a request's body names, read before the body is validated (while the token's
 * user is read), so that the checks need not wait for a read of their own. Anything but a positive
 * integer is left to validation. A failed read is read again by the checks.
 */
export function prefetchQuestions(store: AnswerStore, kuesionerId: unknown): Promise<QuestionsByKuesioner | undefined> | undefined {
  if (!Number.isSafeInteger(kuesionerId) || (kuesionerId as number) <= 0) return undefined;
  return readQuestions(store, [kuesionerId as number]).catch(() => undefined);
}

export interface SubmitOptions {
  /** Called once every valid submission is with the writer. */
  queued?: () => void;
  /** From prefetchQuestions; a questionnaire it lacks is read then. */
  prefetched?: Promise<QuestionsByKuesioner | undefined>;
}

/**
 * Stores submissions exactly once per idempotency key, each on its own: a refused one never
 * holds back the others. A key stored before answers with the original id, whatever the body
 * says now; a key repeated in the list, or racing in another request, stores one response and
 * answers the others with its id. One read, shared with the requests of the same turn, checks the
 * whole list against its questionnaires; every valid submission goes to the writer, which commits
 * it with whatever else arrived and finds a key stored before by itself (ON CONFLICT). Only
 * refused submissions cost a second read: a refused body with a stored key is a resend of answers
 * already taken, not an error.
 */
export async function submitAll(
  store: AnswerStore,
  surveyor: User,
  items: KeyedSubmission[],
  { queued = () => {}, prefetched }: SubmitOptions = {},
): Promise<ItemOutcome[]> {
  const { db, writer } = store;
  const ids = items.map((item) => item.submission.kuesionerId);
  const known = await prefetched;
  const questionsOf = known && ids.every((id) => known.has(id)) ? known : await readQuestions(store, ids);
  const checked = items.map((item) => {
    try {
      return { submission: prepare(questionsOf.get(item.submission.kuesionerId), surveyor, item) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { error };
    }
  });
  const refusedKeys = items.filter((_, index) => checked[index].error).map((item) => item.idempotencyKey);
  const storedIds = await findResponsIdsByKeys(db, [...new Set(refusedKeys)]);
  const outcomes = Promise.all(
    checked.map(({ submission, error }, index): ItemOutcome | Promise<ItemOutcome> => {
      if (submission) return storeOne(writer, submission);
      const stored = storedIds.get(items[index].idempotencyKey);
      return stored === undefined ? { status: 'rejected', error } : { status: 'duplicate', id: stored };
    }),
  );
  queued();
  return outcomes;
}

/** One submission, as POST /api/jawaban takes it: a refusal is thrown as its HTTP error. */
export async function submitAnswers(store: AnswerStore, surveyor: User, item: KeyedSubmission, options?: SubmitOptions): Promise<SubmitOutcome> {
  const [outcome] = await submitAll(store, surveyor, [item], options);
  if (outcome.status === 'rejected') throw outcome.error;
  return outcome;
}
