import type { Kysely } from 'kysely';
import type { ParsedSubmitJawaban } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { DatabaseKind } from '../../shared/database-kind';
import { isInsideArea } from '../../shared/work-area';
import { checkTeamMembership } from '../membership/submission-rule';
import { membershipIn, teamRowsOf } from '../membership/team.repo';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { readRecordedVersions, readVersionQuestions, type RecordedVersion } from '../form-versions/form-versions.repo';
import { readHandedToReceiver } from '../form-versions/handouts.repo';
import { AppError, conflict, forbidden, notFound } from '../http/app-error';
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
import { type Basis, basisFor, type FormState, handedOutAt, rulesAsAsked, rulesAsFilled, versionAt } from './form-as-filled';
import type { NewResponse } from './bulk-rows';
import { searchTextOf } from './search-text';
import { createWriteCoalescer, type WriteCoalescer } from './write-coalescer';

export type SubmitOutcome = { status: 'created' | 'duplicate'; id: number };
export type ItemOutcome = SubmitOutcome | { status: 'rejected'; error: AppError };
type ResponseWriter = WriteCoalescer<NewResponse, InsertOutcome>;

const QUESTIONNAIRE_GONE = 'Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.';
const OUTSIDE_AREA = 'Event ini berada di luar wilayah kerja Anda, jadi jawaban tidak diterima. Data tetap tersimpan di perangkat.';
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

/** Who submits: the user, and the sign-in session the request came with (form versions are handed to sessions). */
export interface Submitter {
  user: User;
  sessionId: string;
}

/** What a submission is judged by: its questionnaire, when it was collected, and which form (form-as-filled.ts). */
interface Plan {
  kuesionerId: number;
  form: FormForCheck;
  time: CollectionTime;
  basis: Basis;
}

/** What the server knows of one questionnaire's older forms, for this submitter. */
interface History {
  versions: readonly RecordedVersion[];
  /** Versions handed to the submitter's session: version -> first hand-out; empty when not read (not needed). */
  handedOut: ReadonlyMap<string, string>;
}

function plan(form: FormForCheck | undefined, history: History, submitter: Submitter, submission: ParsedSubmitJawaban, zone: string, now: Date): Plan {
  if (!form) throw notFound(QUESTIONNAIRE_GONE);
  if (!isInsideArea(submitter.user.wilayah_kerja, form.wilayah)) throw forbidden(OUTSIDE_AREA);
  const state: FormState = { versi: form.versi, diubah_pada: form.diubah_pada, ...history };
  const named = submission.versiFormulir;
  const time = collectionTime(submission.diisiPada, {
    now,
    kuesionerCreatedAt: form.created_at,
    tanggalMulai: form.tanggal_mulai,
    zone,
    versionHandedOutAt: named === undefined ? undefined : handedOutAt(state, named),
  });
  const filled = named ?? (time.believed ? versionAt(state, time.diisiPada) : undefined);
  return { kuesionerId: submission.kuesionerId, form, time, basis: basisFor(state, filled, now) };
}

/** Whether judging the submission may need an older form: it names one, or names none but a time. */
function mayNeedOlderForm(form: FormForCheck | undefined, submission: ParsedSubmitJawaban): boolean {
  if (!form) return false;
  return submission.versiFormulir === undefined ? submission.diisiPada !== undefined : submission.versiFormulir !== form.versi;
}

const olderFormKey = (kuesionerId: number, versi: string) => `${kuesionerId}:${versi}`;

type OlderForms = Map<string, Pertanyaan[]>;

/** The questions of the older versions these plans name, from the cache or read once each. */
async function loadOlderForms(store: AnswerStore, plans: readonly (Plan | undefined)[]): Promise<OlderForms> {
  const found: OlderForms = new Map();
  for (const entry of plans) {
    if (!entry || entry.basis.kind === 'current') continue;
    const key = olderFormKey(entry.kuesionerId, entry.basis.versi);
    if (found.has(key)) continue;
    let questions = store.olderForms.get(key);
    if (!questions) {
      questions = await readVersionQuestions(store.db, entry.kuesionerId, entry.basis.versi);
      if (!questions) continue;
      if (store.olderForms.size >= MAX_CACHED_VERSIONS) store.olderForms.clear();
      store.olderForms.set(key, questions);
    }
    found.set(key, questions);
  }
  return found;
}

/** Checks one planned submission: what to store, or why it is refused. */
function prepare(olderForms: OlderForms, teams: TeamRows, entry: Plan, surveyor: User, { submission, idempotencyKey }: KeyedSubmission, now: Date): NewResponse {
  const { form, time, basis } = entry;
  checkArchive(form, time, now);
  checkTeamMembership(membershipIn(form.tim_wajib === 1, teams, form.event_id), time, now);
  const older = basis.kind === 'current' ? undefined : olderForms.get(olderFormKey(entry.kuesionerId, basis.versi));
  const judgedBy = basis.kind === 'older' ? rulesAsFilled : rulesAsAsked;
  const rules = !older || basis.kind === 'current' ? form.questions : judgedBy(form.questions, older);
  const answers = checkSubmission(rules, submission);
  return {
    kuesioner_id: submission.kuesionerId,
    surveyor_id: surveyor.id,
    idempotency_key: idempotencyKey,
    diisi_pada: time.diisiPada,
    waktu_perangkat_diragukan: time.doubted,
    teks_cari: searchTextOf(answers, form.questions),
    versi_lama: older && basis.kind !== 'current' ? basis.versi : null,
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

/** The submitter's rows of the required teams in play (membership/team.repo.ts teamRowsOf). */
type TeamRows = ReadonlyMap<number, string | null>;

type Checked = { submission: NewResponse; error?: undefined } | { submission?: undefined; error: AppError };

function attempt(check: () => NewResponse): Checked {
  try {
    return { submission: check() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error };
  }
}

/** The versions handed to the submitter's session, for the questionnaires of the submissions that may need an older form. */
function readHandedOut(store: AnswerStore, submitter: Submitter, needing: readonly KeyedSubmission[], now: Date): Promise<Map<number, Map<string, string>>> {
  const kuesionerIds = [...new Set(needing.map(({ submission }) => submission.kuesionerId))];
  return readHandedToReceiver(store.db, store.kind, { sessionId: submitter.sessionId, userId: submitter.user.id }, kuesionerIds, now);
}

/**
 * Stores submissions exactly once per idempotency key, each on its own: a refused one never
 * holds back the others. A key this surveyor stored before answers with the original id, whatever
 * the body says now; a key repeated in the list, or racing in another request, stores one response
 * and answers the others with its id; another surveyor's key is refused (409) without its id. One
 * read, shared with the requests of the same turn, checks the whole list against its
 * questionnaires, one more reads their recorded versions, and only when a submission names an
 * older form (or a time and no form) one more reads what was handed to this session; every valid
 * submission goes to the writer, which commits it with whatever else arrived and finds a key
 * stored before by itself (ON CONFLICT). Only refused submissions cost another read: a refused body
 * with a stored key is a resend of answers already taken, not an error.
 */
export async function submitAll(store: AnswerStore, submitter: Submitter, items: KeyedSubmission[]): Promise<ItemOutcome[]> {
  const { db, kind, writer } = store;
  const surveyor = submitter.user;
  const now = new Date();
  const formOf = await readForms(store, items.map((item) => item.submission.kuesionerId));
  const versionsOf = await readRecordedVersions(db, kind, [...formOf].filter(([, form]) => form).map(([id]) => id));
  const needingOlder = items.filter(({ submission }) => mayNeedOlderForm(formOf.get(submission.kuesionerId), submission));
  const handedOutOf = needingOlder.length === 0 ? new Map<number, Map<string, string>>() : await readHandedOut(store, submitter, needingOlder, now);
  const planned = items.map(({ submission }) => {
    try {
      const id = submission.kuesionerId;
      const history: History = { versions: versionsOf.get(id) ?? [], handedOut: handedOutOf.get(id) ?? new Map<string, string>() };
      return plan(formOf.get(id), history, submitter, submission, store.zone, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error;
    }
  });
  const plans = planned.map((entry) => (entry instanceof AppError ? undefined : entry));
  const olderForms = await loadOlderForms(store, plans);
  const teamEvents = [...new Set(plans.flatMap((entry) => (entry?.form.tim_wajib === 1 ? [entry.form.event_id] : [])))];
  const teams = await teamRowsOf(db, kind, surveyor.id, teamEvents);
  const checked = items.map((item, index): Checked => {
    const entry = planned[index];
    return entry instanceof AppError ? { error: entry } : attempt(() => prepare(olderForms, teams, entry, surveyor, item, now));
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
export async function submitAnswers(store: AnswerStore, submitter: Submitter, item: KeyedSubmission): Promise<SubmitOutcome> {
  const [outcome] = await submitAll(store, submitter, [item]);
  if (outcome.status === 'rejected') throw outcome.error;
  return outcome;
}
