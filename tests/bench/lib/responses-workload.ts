import type { Kysely } from 'kysely';
import { insertResponses } from '../../../src/server/answers/answers.repo';
import type { NewResponse } from '../../../src/server/answers/bulk-rows';
import { searchTextOf } from '../../../src/server/answers/search-text';
import { hashPassword } from '../../../src/server/accounts/password';
import type { DatabaseHandle } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';
import { listQuestions } from '../../../src/server/questionnaires/questionnaires.repo';
import { createQuestion } from '../../../src/server/questionnaires/questionnaires.service';
import { changeStatus } from '../../../src/server/responses/responses.repo';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { seededRandom } from '../../../src/shared/random/random-source';
import { type EconomicEvent, economicAnswers, economicRespondent, seedEconomicEvent } from './economic-workload';
import { BENCH_PASSWORD } from './seed-direct';
import { respondentKey } from './workload';

/**
 * The Data Survei bench's data (issue 15): two events, each with the three segments of the
 * economic-impact bench (Penonton, Atlet, Ofisial: 70/20/10%) carrying the ready-made economic
 * question set plus one free-text question, so a response has role answers (profil_ekonomi), a
 * region, numbers, choices and a sentence to search. Respondent n (0..count-1) belongs to the
 * second event when n % 5 = 4 (a fifth of them), else to the first; it was collected by one of
 * the first event's SURVEYORS_A surveyors (or the second's SURVEYORS_B) on one of DAYS days,
 * between 07:00 and 21:00 in Jakarta, the days following n (so a day holds a tenth of the
 * responses). Three of the first event's respondents write RARE_WORD; about one in nine writes
 * COMMON_WORD. Everything depends on n alone, so the bench knows what every filter must find.
 */

export const DATA_SURVEI_SEED = 20261125;
export const SURVEYORS_A = 6;
export const SURVEYORS_B = 2;
export const DAYS = 10;
/** The first collection day (UTC date = Jakarta date for 00:00–14:00 UTC). */
const FIRST_DAY_MS = Date.UTC(2026, 10, 16);
const DAY_MS = 86_400_000;
const WORKDAY_MS = 14 * 3_600_000;

export const RARE_WORD = 'barongsai';
export const COMMON_WORD = 'parkir';

const ADVICE_START = ['Tambah', 'Perbaiki', 'Perbanyak', 'Sediakan', 'Jaga', 'Atur'];
const ADVICE_OBJECT = ['tempat parkir', 'toilet umum', 'tempat sampah', 'papan petunjuk', 'area teduh', 'stan makanan', 'jadwal acara', 'antrean masuk', 'air minum'];

export interface SurveiQuestion {
  id: number;
  tipe_jawaban: TipeJawaban;
  numeric: boolean;
}

export interface SurveiForm {
  kuesionerId: number;
  tipe: string;
  questions: SurveiQuestion[];
  saranId: number;
}

export interface SurveiEvent {
  eventId: number;
  economic: EconomicEvent;
  /** In segment order. */
  forms: SurveiForm[];
}

export interface SurveiUsers {
  adminEmail: string;
  admin: { id: number; nama: string };
  /** The first event's surveyors, then the second's. */
  surveyors: { id: number; email: string }[];
}

/** Where respondent n went, who collected it and when: what the response table filters on. */
export interface SurveiRespondent {
  event: 0 | 1;
  segment: number;
  surveyor: number;
  day: number;
  diisiPada: string;
}

export function surveiRespondent(n: number, count: number): SurveiRespondent {
  const random = seededRandom(DATA_SURVEI_SEED ^ Math.imul(n + 1, 0x165667b1));
  const event = n % 5 === 4 ? 1 : 0;
  const surveyor = event === 0 ? Math.floor(random() * SURVEYORS_A) : SURVEYORS_A + Math.floor(random() * SURVEYORS_B);
  const day = Math.min(DAYS - 1, Math.floor((n * DAYS) / count));
  const diisiPada = new Date(FIRST_DAY_MS + day * DAY_MS + Math.floor(random() * WORKDAY_MS)).toISOString();
  return { event, segment: economicRespondent(n).segment, surveyor, day, diisiPada };
}

/** The Jakarta date of collection day `day` (YYYY-MM-DD). */
export const dayDate = (day: number) => new Date(FIRST_DAY_MS + day * DAY_MS).toISOString().slice(0, 10);

/** The three respondents (of the first event) that write RARE_WORD. */
export function rareRespondents(count: number): number[] {
  return [1, 2, 3].map((quarter) => 5 * Math.floor((quarter * count) / 20) + 1);
}

function saranOf(n: number, count: number): string {
  const random = seededRandom(DATA_SURVEI_SEED ^ Math.imul(n + 1, 0x27d4eb2f));
  if (rareRespondents(count).includes(n)) return `Tambah pertunjukan ${RARE_WORD} di panggung utama`;
  return `${ADVICE_START[Math.floor(random() * ADVICE_START.length)]} ${ADVICE_OBJECT[Math.floor(random() * ADVICE_OBJECT.length)]}`;
}

/** Respondent n's answers to its form, as the form sends them (text). */
export function surveiAnswers(event: SurveiEvent, n: number, count: number) {
  const economic = economicRespondent(n);
  const form = event.forms[economic.segment];
  return [
    ...economicAnswers(event.economic, economic).map(({ question, isi_jawaban }) => ({ pertanyaan_id: question.id, isi_jawaban })),
    { pertanyaan_id: form.saranId, isi_jawaban: saranOf(n, count) },
  ];
}

/** Respondent n as the rows the answers API stores, its search text made by the API's own function. */
export function surveiResponse(events: SurveiEvent[], users: SurveiUsers, runId: string, n: number, count: number): NewResponse {
  const who = surveiRespondent(n, count);
  const event = events[who.event];
  const form = event.forms[who.segment];
  const numeric = new Set(form.questions.filter((question) => question.numeric).map((question) => question.id));
  const answers = surveiAnswers(event, n, count).map((answer) => ({
    ...answer,
    nilai_angka: numeric.has(answer.pertanyaan_id) ? Number(answer.isi_jawaban) : null,
  }));
  return {
    kuesioner_id: form.kuesionerId,
    surveyor_id: users.surveyors[who.surveyor].id,
    idempotency_key: respondentKey(runId, n),
    diisi_pada: who.diisiPada,
    teks_cari: searchTextOf(answers, form.questions),
    answers,
  };
}

/** An Admin (who voids and restores) and the surveyors, all able to log in. */
export async function seedSurveiUsers(db: Kysely<Database>): Promise<SurveiUsers> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const adminEmail = `admin-survei-${process.pid}@bench.id`;
  const admin = await insertUser(db, { nama: 'Admin Data Survei', email: adminEmail, peran: 'Admin', passwordHash });
  const surveyors: SurveiUsers['surveyors'] = [];
  for (let s = 0; s < SURVEYORS_A + SURVEYORS_B; s += 1) {
    const email = `surveyor-survei-${process.pid}-${s}@bench.id`;
    const user = await insertUser(db, { nama: `Surveyor Lapangan ${s + 1}`, email, peran: 'Surveyor', passwordHash });
    surveyors.push({ id: user.id, email });
  }
  return { adminEmail, admin: { id: admin.id, nama: admin.nama }, surveyors };
}

/** An event of three segments: the economic set, then an optional free-text question. */
export async function seedSurveiEvent(db: Kysely<Database>, namaEvent: string): Promise<SurveiEvent> {
  const economic = await seedEconomicEvent(db, namaEvent);
  const forms: SurveiForm[] = [];
  for (const segment of economic.segments) {
    const saran = await createQuestion(db, {
      kuesioner_id: segment.kuesionerId,
      teks_pertanyaan: 'Saran untuk penyelenggara',
      tipe_jawaban: 'teks',
      wajib: false,
      min: null,
      maks: null,
      pilihan: null,
      tampil_jika: null,
      peran_ekonomi: null,
      batas_wajar: null,
    });
    const questions = (await listQuestions(db, segment.kuesionerId)).map((question) => ({
      id: question.id,
      tipe_jawaban: question.tipe_jawaban,
      numeric: question.tipe_jawaban === 'angka' || question.tipe_jawaban === 'nominal',
    }));
    forms.push({ kuesionerId: segment.kuesionerId, tipe: segment.tipe, questions, saranId: saran.id });
  }
  return { eventId: economic.eventId, economic, forms };
}

const SEED_CHUNK = 1000;

/**
 * Respondents 0..count-1 stored through the answers repo (the rows the API stores), 1000 to a
 * transaction, the two events interleaved as they would arrive; answers each respondent's id.
 */
export async function seedSurveiRespondents(
  handle: DatabaseHandle,
  events: SurveiEvent[],
  users: SurveiUsers,
  runId: string,
  count: number,
): Promise<Int32Array> {
  const ids = new Int32Array(count);
  for (let start = 0; start < count; start += SEED_CHUNK) {
    const chunk = Array.from({ length: Math.min(SEED_CHUNK, count - start) }, (_, i) => surveiResponse(events, users, runId, start + i, count));
    const outcomes = await insertResponses(handle.db, handle.kind, chunk);
    outcomes.forEach((outcome, i) => {
      ids[start + i] = outcome.id;
    });
  }
  return ids;
}

/** `howMany` of the first event's respondents, drawn from the seed, distinct. */
export function respondentsToVoid(count: number, howMany: number): number[] {
  const random = seededRandom(DATA_SURVEI_SEED ^ 0x5bd1e995);
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < howMany && tries < howMany * 20; tries += 1) {
    const n = Math.floor(random() * count);
    if (n % 5 !== 4) chosen.add(n);
  }
  return [...chosen];
}

/** Voids the responses as an Admin does (the repo's changeStatus: the triggers run, the log is kept). */
export async function voidResponses(db: Kysely<Database>, users: SurveiUsers, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const outcome = await changeStatus(db, { id, status: 'dibatalkan', alasan: 'Responden mengisi dua kali (data uji)', oleh: users.admin });
    if (outcome !== 'changed') throw new Error(`void of response ${id}: ${outcome}`);
  }
}
