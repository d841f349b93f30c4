import type { Kysely } from 'kysely';
import { checkAnswerFor } from '../../shared/answer-rules';
import { visibleQuestionIds } from '../../shared/question-visibility';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { DatabaseKind } from '../../shared/database-kind';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/app-error';
import {
  createFormsLookup,
  findResponsIdsByKeys,
  type FormForCheck,
  type FormsLookup,
  type InsertOutcome,
  insertResponses,
} from './answers.repo';
import type { NewResponse } from './bulk-rows';
import { searchTextOf } from './search-text';
import { wilayahList } from '../wilayah/wilayah';
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
 * The server's rules for one submission: each answer for a question of its questionnaire, once,
 * valid for its type and the question's limits, options and region list; every required question
 * that is shown answered; no answer for a question its show-if hides. An optional question left
 * empty is simply not stored.
 *
 * A form can change while a surveyor is offline. When the questionnaire changed after the answers
 * were collected (diubah_pada later than diisiPada), the answers are judged by what they can still
 * be judged by: each must fit its question's type (a whole number, a known region code...), but
 * the rules an edit can change (required, limits, options, show-if) are not applied, so what was
 * valid on the form the surveyor saw is kept as it was collected. README.md states this rule.
 */
function checkSubmission(form: FormForCheck, submission: ParsedSubmitJawaban, diisiPada: string): NewResponse['answers'] {
  const lenient = form.diubah_pada > diisiPada;
  const byId = new Map(form.questions.map((question) => [question.id, question]));
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
      if (question.wajib && !lenient) blanks.push({ question, field, raw: item.isi_jawaban });
      continue;
    }
    // Lenient: the limits and options of the form as it is now do not apply (null: none to check).
    const rules = lenient ? { ...question, min: null, maks: null, pilihan: null } : question;
    const checked = checkAnswerFor(rules, item.isi_jawaban, { wilayah: wilayahList().byCode, named: true });
    if (!checked.ok) throw badRequest(checked.message, { [field]: checked.message });
    given.set(question.id, checked.value);
    answers.push({ pertanyaan_id: question.id, isi_jawaban: checked.value, nilai_angka: checked.number });
  }
  if (lenient) return answers;
  const shown = visibleQuestionIds(form.questions, (id) => given.get(id));
  const hidden = form.questions.find((question) => given.has(question.id) && !shown.has(question.id));
  if (hidden) {
    throw badRequest(`Pertanyaan "${hidden.teks_pertanyaan}" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.`);
  }
  for (const blank of blanks.filter(({ question }) => shown.has(question.id))) {
    // The type's own word for an empty answer ("... wajib diisi.").
    const checked = checkAnswerFor(blank.question, blank.raw, { named: true });
    if (!checked.ok) throw badRequest(checked.message, { [blank.field]: checked.message });
  }
  const missing = form.questions.find((question) => question.wajib && shown.has(question.id) && !seen.has(question.id));
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
  forms: FormsLookup;
  writer: ResponseWriter;
}

export function createAnswerStore(db: Kysely<Database>, kind: DatabaseKind): AnswerStore {
  const writer = createWriteCoalescer({
    writeBatch: (responses: NewResponse[]) => insertResponses(db, kind, responses),
    weightOf: (response) => response.answers.length,
    maxBatchWeight: MAX_ANSWERS_PER_TRANSACTION,
  });
  return { db, kind, forms: createFormsLookup(db, kind), writer };
}

export interface KeyedSubmission {
  submission: ParsedSubmitJawaban;
  idempotencyKey: string;
}

/** Checks one submission against its questionnaire: what to store, or why it is refused. */
function prepare(
  form: FormForCheck | undefined,
  surveyor: User,
  { submission, idempotencyKey }: KeyedSubmission,
): NewResponse {
  if (!form) throw notFound(KUESIONER_GONE);
  const diisiPada = collectedAt(submission.diisiPada, new Date());
  const answers = checkSubmission(form, submission, diisiPada);
  return {
    kuesioner_id: submission.kuesionerId,
    surveyor_id: surveyor.id,
    idempotency_key: idempotencyKey,
    diisi_pada: diisiPada,
    teks_cari: searchTextOf(answers, form.questions),
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

type FormsByKuesioner = Map<number, FormForCheck | undefined>;

/** The form of each questionnaire named (undefined: it does not exist), read in this turn's query. */
async function readForms({ forms }: AnswerStore, kuesionerIds: number[]): Promise<FormsByKuesioner> {
  const distinct = [...new Set(kuesionerIds)];
  const found = await forms.loadMany(distinct);
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
  const formOf = await readForms(store, items.map((item) => item.submission.kuesionerId));
  const checked = items.map((item) => {
    try {
      return { submission: prepare(formOf.get(item.submission.kuesionerId), surveyor, item) };
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
