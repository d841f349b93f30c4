import type { Kysely } from 'kysely';
import { checkAnswer } from '../../shared/answer-rules';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import type { DatabaseKind } from '../../shared/database-kind';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/app-error';
import {
  createQuestionsLookup,
  findResponsIdsByKeys,
  type InsertOutcome,
  insertResponses,
  type QuestionForCheck,
  type QuestionsLookup,
} from './answers.repo';
import type { NewResponse } from './bulk-rows';
import { createWriteCoalescer, type WriteCoalescer } from './write-coalescer';

export type SubmitOutcome = InsertOutcome;
export type ItemOutcome = SubmitOutcome | { status: 'rejected'; error: AppError };
type ResponseWriter = WriteCoalescer<NewResponse, InsertOutcome>;

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
): NewResponse['answers'] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
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
  kind: DatabaseKind;
  questions: QuestionsLookup;
  writer: ResponseWriter;
}

export function createAnswerStore(db: Kysely<Database>, kind: DatabaseKind): AnswerStore {
  const writer = createWriteCoalescer({
    writeBatch: (responses: NewResponse[]) => insertResponses(db, kind, responses),
    weightOf: (response) => response.answers.length,
    maxBatchWeight: MAX_ANSWERS_PER_TRANSACTION,
  });
  return { db, kind, questions: createQuestionsLookup(db, kind), writer };
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
): NewResponse {
  if (!questions) throw notFound(KUESIONER_GONE);
  const diisiPada = collectedAt(submission.diisiPada, new Date());
  const answers = checkSubmission(questions, submission, diisiPada);
  return {
    kuesioner_id: submission.kuesionerId,
    surveyor_id: surveyor.id,
    idempotency_key: idempotencyKey,
    diisi_pada: diisiPada,
    answers,
  };
}

/** Stores one checked submission through the writer; the questionnaire gone meanwhile is a 404. */
async function storeOne(writer: ResponseWriter, response: NewResponse): Promise<ItemOutcome> {
  try {
    return await writer.write(response);
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
 * Stores submissions exactly once per idempotency key, each on its own: a refused one never
 * holds back the others. A key stored before answers with the original id, whatever the body
 * says now; a key repeated in the list, or racing in another request, stores one response and
 * answers the others with its id. One read, shared with the requests of the same turn, checks the
 * whole list against its questionnaires; every valid submission goes to the writer, which commits
 * it with whatever else arrived and finds a key stored before by itself (ON CONFLICT). Only
 * refused submissions cost a second read: a refused body with a stored key is a resend of answers
 * already taken, not an error.
 */
export async function submitAll(store: AnswerStore, surveyor: User, items: KeyedSubmission[]): Promise<ItemOutcome[]> {
  const { db, kind, writer } = store;
  const questionsOf = await readQuestions(store, items.map((item) => item.submission.kuesionerId));
  const checked = items.map((item) => {
    try {
      return { submission: prepare(questionsOf.get(item.submission.kuesionerId), surveyor, item) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { error };
    }
  });
  const refusedKeys = items.filter((_, index) => checked[index].error).map((item) => item.idempotencyKey);
  const storedIds = await findResponsIdsByKeys(db, kind, [...new Set(refusedKeys)]);
  return Promise.all(
    checked.map(({ submission, error }, index): ItemOutcome | Promise<ItemOutcome> => {
      if (submission) return storeOne(writer, submission);
      const stored = storedIds.get(items[index].idempotencyKey);
      return stored === undefined ? { status: 'rejected', error } : { status: 'duplicate', id: stored };
    }),
  );
}

/** One submission, as POST /api/jawaban takes it: a refusal is thrown as its HTTP error. */
export async function submitAnswers(store: AnswerStore, surveyor: User, item: KeyedSubmission): Promise<SubmitOutcome> {
  const [outcome] = await submitAll(store, surveyor, [item]);
  if (outcome.status === 'rejected') throw outcome.error;
  return outcome;
}
