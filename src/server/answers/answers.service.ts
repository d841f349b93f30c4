import type { Kysely } from 'kysely';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { DatabaseKind } from '../../shared/database-kind';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { readVersionQuestions, readVersionTimes, type VersionTimes } from '../form-versions/form-versions.repo';
import { AppError, conflict, notFound } from '../http/app-error';
import {
  createFormsLookup,
  findResponseIdsByKeys,
  type FormForCheck,
  type FormsLookup,
  type InsertOutcome,
  insertResponses,
} from './answers.repo';
import { checkSubmission } from './check-submission';
import { type CollectionTime, collectionTime } from './collection-time';
import { namedVersion, rulesAsFilled, versionAt } from './form-as-filled';
import type { NewResponse } from './bulk-rows';
import { searchTextOf } from './search-text';
import { createWriteCoalescer, type WriteCoalescer } from './write-coalescer';

export type SubmitOutcome = { status: 'created' | 'duplicate'; id: number };
export type ItemOutcome = SubmitOutcome | { status: 'rejected'; error: AppError };
type ResponseWriter = WriteCoalescer<NewResponse, InsertOutcome>;

const QUESTIONNAIRE_GONE = 'Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.';
const FOREIGN_KEY = 'Idempotency-Key ini sudah dipakai untuk data survei lain. Kirim ulang dengan kunci baru.';
/** How long after an event is archived the answers collected before it may still arrive. */
const ARCHIVE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const ARCHIVED_LATE =
  'Event ini sudah diarsipkan lebih dari 7 hari yang lalu, jadi jawaban tidak diterima lagi. ' +
  'Data tetap tersimpan di perangkat: ekspor dan serahkan ke Admin.';
const ARCHIVED_BEFORE =
  'Event ini sudah diarsipkan, dan jawaban ini diisi setelahnya (atau waktu pengisiannya tidak dapat dipastikan), ' +
  'jadi tidak diterima. Data tetap tersimpan di perangkat.';

/**
 * An archived event takes the answers collected before it was archived (by a believed device
 * time) that arrive within ARCHIVE_GRACE_MS of it: a phone that was offline. Anything else is a 409.
 */
function checkArchive(form: FormForCheck, time: CollectionTime, now: Date): void {
  if (form.diarsipkan_pada === null) return;
  if (now.getTime() - Date.parse(form.diarsipkan_pada) > ARCHIVE_GRACE_MS) throw conflict(ARCHIVED_LATE);
  if (!time.believed || time.diisiPada >= form.diarsipkan_pada) throw conflict(ARCHIVED_BEFORE);
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
  /** The report time zone: an event's first day begins in it. */
  zone: string;
  forms: FormsLookup;
  writer: ResponseWriter;
  /** Questions of older form versions, by "kuesioner:versi": a version's content never changes. */
  olderForms: Map<string, Pertanyaan[]>;
}

// Older versions kept in memory; the cache starts over when full.
const MAX_CACHED_VERSIONS = 200;

export function createAnswerStore(db: Kysely<Database>, kind: DatabaseKind, zone: string): AnswerStore {
  const writer = createWriteCoalescer({
    writeBatch: (responses: NewResponse[]) => insertResponses(db, kind, responses),
    weightOf: (response) => response.answers.length,
    maxBatchWeight: MAX_ANSWERS_PER_TRANSACTION,
  });
  return { db, kind, zone, forms: createFormsLookup(db, kind), writer, olderForms: new Map() };
}

export interface KeyedSubmission {
  submission: ParsedSubmitJawaban;
  idempotencyKey: string;
}

/** What a submission is judged by: its questionnaire, when it was collected, and which form was filled. */
interface Plan {
  kuesionerId: number;
  form: FormForCheck;
  time: CollectionTime;
  /** The older version filled, when not the form as it is now. */
  olderVersion: string | undefined;
}

function plan(form: FormForCheck | undefined, versions: readonly VersionTimes[], submission: ParsedSubmitJawaban, zone: string, now: Date): Plan {
  if (!form) throw notFound(QUESTIONNAIRE_GONE);
  const state = { versi: form.versi, diubah_pada: form.diubah_pada, versions };
  const named = namedVersion(state, submission.versiFormulir, now);
  const time = collectionTime(submission.diisiPada, {
    now,
    kuesionerCreatedAt: form.created_at,
    tanggalMulai: form.tanggal_mulai,
    zone,
    versionHandedOutAt: named?.dicatat_pada,
  });
  const filled = named ?? (time.believed ? versionAt(state, time.diisiPada) : undefined);
  const olderVersion = filled && filled.versi !== form.versi ? filled.versi : undefined;
  return { kuesionerId: submission.kuesionerId, form, time, olderVersion };
}

const olderFormKey = (kuesionerId: number, versi: string) => `${kuesionerId}:${versi}`;

type OlderForms = Map<string, Pertanyaan[]>;

/** The questions of the older versions these plans name, from the cache or read once each. */
async function loadOlderForms(store: AnswerStore, plans: readonly (Plan | undefined)[]): Promise<OlderForms> {
  const found: OlderForms = new Map();
  for (const entry of plans) {
    if (!entry?.olderVersion) continue;
    const key = olderFormKey(entry.kuesionerId, entry.olderVersion);
    if (found.has(key)) continue;
    let questions = store.olderForms.get(key);
    if (!questions) {
      questions = await readVersionQuestions(store.db, entry.kuesionerId, entry.olderVersion);
      if (!questions) continue;
      if (store.olderForms.size >= MAX_CACHED_VERSIONS) store.olderForms.clear();
      store.olderForms.set(key, questions);
    }
    found.set(key, questions);
  }
  return found;
}

/** Checks one planned submission: what to store, or why it is refused. */
function prepare(olderForms: OlderForms, entry: Plan, surveyor: User, { submission, idempotencyKey }: KeyedSubmission, now: Date): NewResponse {
  const { form, time, olderVersion } = entry;
  checkArchive(form, time, now);
  const older = olderVersion === undefined ? undefined : olderForms.get(olderFormKey(entry.kuesionerId, olderVersion));
  const answers = checkSubmission(older ? rulesAsFilled(form.questions, older) : form.questions, submission);
  return {
    kuesioner_id: submission.kuesionerId,
    surveyor_id: surveyor.id,
    idempotency_key: idempotencyKey,
    diisi_pada: time.diisiPada,
    waktu_perangkat_diragukan: time.doubted,
    teks_cari: searchTextOf(answers, form.questions),
    answers,
  };
}

/** Stores one checked submission through the writer; the questionnaire gone meanwhile is a 404. */
async function storeOne(writer: ResponseWriter, response: NewResponse): Promise<ItemOutcome> {
  try {
    const { status, id, surveyorId } = await writer.write(response);
    // Another surveyor's key (or a deleted account's): refused, and their response's id not told.
    if (surveyorId === null || surveyorId !== response.surveyor_id) return { status: 'rejected', error: conflict(FOREIGN_KEY) };
    return { status, id };
  } catch (error) {
    // The questionnaire or a question was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) return { status: 'rejected', error: notFound(QUESTIONNAIRE_GONE) };
    throw error;
  }
}

type FormsByQuestionnaire = Map<number, FormForCheck | undefined>;

/** The form of each questionnaire named (undefined: it does not exist), read in this turn's query. */
async function readForms({ forms }: AnswerStore, kuesionerIds: number[]): Promise<FormsByQuestionnaire> {
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

type Checked = { submission: NewResponse; error?: undefined } | { submission?: undefined; error: AppError };

function attempt(check: () => NewResponse): Checked {
  try {
    return { submission: check() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error };
  }
}

/**
 * Stores submissions exactly once per idempotency key, each on its own: a refused one never
 * holds back the others. A key this surveyor stored before answers with the original id, whatever
 * the body says now; a key repeated in the list, or racing in another request, stores one response
 * and answers the others with its id; another surveyor's key is refused (409) without its id. One
 * read, shared with the requests of the same turn, checks the whole list against its
 * questionnaires, and one more reads their recorded versions; every valid submission goes to the
 * writer, which commits it with whatever else arrived and finds a key stored before by itself (ON
 * CONFLICT). Only refused submissions cost another read: a refused body with a stored key is a
 * resend of answers already taken, not an error.
 */
export async function submitAll(store: AnswerStore, surveyor: User, items: KeyedSubmission[]): Promise<ItemOutcome[]> {
  const { db, kind, writer } = store;
  const now = new Date();
  const formOf = await readForms(store, items.map((item) => item.submission.kuesionerId));
  const versionsOf = await readVersionTimes(db, kind, [...formOf].filter(([, form]) => form).map(([id]) => id));
  const planned = items.map(({ submission }) => {
    try {
      return plan(formOf.get(submission.kuesionerId), versionsOf.get(submission.kuesionerId) ?? [], submission, store.zone, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error;
    }
  });
  const plans = planned.map((entry) => (entry instanceof AppError ? undefined : entry));
  const olderForms = await loadOlderForms(store, plans);
  const checked = items.map((item, index): Checked => {
    const entry = planned[index];
    return entry instanceof AppError ? { error: entry } : attempt(() => prepare(olderForms, entry, surveyor, item, now));
  });
  const refusedKeys = items.filter((_, index) => checked[index].error).map((item) => item.idempotencyKey);
  const stored = await findResponseIdsByKeys(db, kind, [...new Set(refusedKeys)]);
  return Promise.all(
    checked.map(({ submission, error }, index): ItemOutcome | Promise<ItemOutcome> => {
      if (submission) return storeOne(writer, submission);
      const before = stored.get(items[index].idempotencyKey);
      if (before === undefined) return { status: 'rejected', error };
      if (before.surveyor_id !== surveyor.id) return { status: 'rejected', error: conflict(FOREIGN_KEY) };
      return { status: 'duplicate', id: before.id };
    }),
  );
}

/** One submission, as POST /api/jawaban takes it: a refusal is thrown as its HTTP error. */
export async function submitAnswers(store: AnswerStore, surveyor: User, item: KeyedSubmission): Promise<SubmitOutcome> {
  const [outcome] = await submitAll(store, surveyor, [item]);
  if (outcome.status === 'rejected') throw outcome.error;
  return outcome;
}
