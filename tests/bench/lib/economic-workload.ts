import type { Kysely } from 'kysely';
import { insertResponses } from '../../../src/server/answers/answers.repo';
import type { NewResponse } from '../../../src/server/answers/bulk-rows';
import { hashPassword } from '../../../src/server/accounts/password';
import type { DatabaseHandle } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';
import { writeParameters } from '../../../src/server/economic-parameters/economic-parameters.repo';
import { insertQuestionnaire, listQuestions } from '../../../src/server/questionnaires/questionnaires.repo';
import { addEconomicQuestions } from '../../../src/server/questionnaires/questionnaires.service';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { Respondent } from '../../../src/shared/economic-impact/method';
import { type PeranEkonomi, SPENDING_ROLES } from '../../../src/shared/economic-impact/economic-roles';
import { type ParameterEkonomiInput, parameterEkonomiRequestSchema } from '../../../src/shared/schemas/economic-impact';
import { kuesionerNameFor } from '../../../src/shared/schemas/questionnaires';
import { seededRandom } from '../../../src/shared/random/random-source';
import { LUAR_NEGERI } from '../../../src/shared/wilayah/wilayah-list';
import { insertEvent } from '../../server/helpers/seed-survey';
import { BENCH_PASSWORD } from './seed-direct';
import { REGIONS, respondentDiisiPada, respondentKey } from './workload';

/**
 * The economic-impact bench's event and respondents: an event in Bandung with three segments
 * (Penonton, Atlet, Ofisial), each questionnaire holding the ready-made economic question set
 * (added as the designer's one action adds it), and respondents answering it as visitors do:
 * about 30% living in the host area, some coming routinely, most there for the event, 1 to 3 days,
 * spending in round amounts for 1 to 4 people, with a few outliers. Respondent k's segment and
 * answers depend only on the seed and k, so the bench can rebuild every report's input.
 */

export const ECONOMIC_SEED = 20261124;

/** The host area: Kota Bandung and Kabupaten Bandung (the event's lokasi is Bandung). */
export const HOST_AREA = ['32.73', '32.04'];
/** The event's length in days: insertEvent's dates, 20 to 22 November. */
export const EVENT_DAYS = 3;
const VISITOR_REGIONS = REGIONS.filter((kode) => !HOST_AREA.includes(kode));

/** The segments in questionnaire order, with their share of the respondents. */
export const SEGMENTS = [
  { tipe: 'Penonton', share: 0.7 },
  { tipe: 'Atlet', share: 0.2 },
  { tipe: 'Ofisial', share: 0.1 },
] as const;

const LOCAL_SHARE = 0.3;
const FROM_ABROAD = 0.02;
const OUTLIER_SHARE = 0.004;
/** Admissions per respondent, and the range either side, of the parameters the bench sets. */
const ADMISSIONS_PER_RESPONDENT = 4;
const ADMISSIONS_RANGE = 0.15;

export interface EconomicRespondent {
  segment: number;
  asal: string;
  rutin: 'Ya' | 'Tidak';
  alasan_utama: 'Ya' | 'Tidak';
  tetap_datang: 'Ya' | 'Tidak';
  hari_hadir: number;
  malam_menginap: number;
  jenis_akomodasi: string;
  jumlah_ditanggung: number;
  /** In SPENDING_ROLES order: for everyone the respondent paid for, whole Rupiah. */
  belanja: number[];
}

const pick = <T>(random: () => number, values: readonly T[]) => values[Math.floor(random() * values.length)];
// Squared draws favour the first entries: a few cities bring most visitors.
const skewed = <T>(random: () => number, values: readonly T[]) => values[Math.floor(random() * random() * values.length)];
const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const yes = (random: () => number, share: number) => (random() < share ? 'Ya' : 'Tidak');

/** An amount as people say it: to the 5,000 under Rp 100.000, the 25,000 under a million, then the 100,000 and the 500,000. */
function round(amount: number): number {
  const step = amount < 100_000 ? 5_000 : amount < 1_000_000 ? 25_000 : amount < 10_000_000 ? 100_000 : 500_000;
  return Math.max(step, Math.round(amount / step) * step);
}

/** From `low` to `high`, most of them near `low`. */
const spread = (random: () => number, low: number, high: number) => round(low * (high / low) ** (random() ** 1.5));

const ACCOMMODATION = ['Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'] as const;
const ACCOMMODATION_WEIGHTS = [0.45, 0.2, 0.05, 0.25, 0.05];
/** Per room and night, by type (relatives and friends: nothing). */
const ROOM_RATE: Record<(typeof ACCOMMODATION)[number], [number, number]> = {
  Hotel: [350_000, 1_200_000],
  'Homestay atau penginapan': [150_000, 400_000],
  Villa: [800_000, 3_000_000],
  'Rumah kerabat atau teman': [0, 0],
  Lainnya: [100_000, 300_000],
};

function weighted<T>(random: () => number, values: readonly T[], weights: number[]): T {
  let u = random();
  for (let i = 0; i < values.length - 1; i += 1) {
    if (u < weights[i]) return values[i];
    u -= weights[i];
  }
  return values[values.length - 1];
}

/** Respondent k of the bench's event. */
export function economicRespondent(k: number, seed = ECONOMIC_SEED): EconomicRespondent {
  const random = seededRandom(seed ^ Math.imul(k + 1, 0x27d4eb2f));
  const u = random();
  const segment = u < SEGMENTS[0].share ? 0 : u < SEGMENTS[0].share + SEGMENTS[1].share ? 1 : 2;
  const spectator = segment === 0;
  const local = random() < LOCAL_SHARE;
  const asal = local ? pick(random, HOST_AREA) : random() < FROM_ABROAD ? LUAR_NEGERI : skewed(random, VISITOR_REGIONS);
  const hari_hadir = spectator ? pick(random, [1, 1, 1, 2, 2, 3]) : pick(random, [2, 3, 3]);
  const malam_menginap = local ? 0 : spectator && random() < 0.45 ? 0 : between(random, Math.max(1, hari_hadir - 1), hari_hadir + 1);
  const jenis_akomodasi = malam_menginap === 0 ? 'Tidak menginap' : weighted(random, ACCOMMODATION, ACCOMMODATION_WEIGHTS);
  const jumlah_ditanggung = spectator ? between(random, 1, 4) : random() < 0.7 ? 1 : 2;
  const [rateLow, rateHigh] = ROOM_RATE[jenis_akomodasi as keyof typeof ROOM_RATE] ?? [0, 0];
  const rooms = Math.ceil(jumlah_ditanggung / 2);
  const belanja = [
    malam_menginap > 0 && rateHigh > 0 ? round(malam_menginap * rooms * spread(random, rateLow, rateHigh)) : 0,
    round(jumlah_ditanggung * hari_hadir * spread(random, 40_000, 150_000)),
    random() < 0.3 ? 0 : spread(random, 20_000, 400_000),
    random() < 0.4 ? 0 : spread(random, 50_000, 2_000_000),
    random() < 0.65 ? 0 : spread(random, 50_000, 1_000_000),
    random() < 0.8 ? 0 : spread(random, 25_000, 500_000),
  ];
  // A few outliers: a big purchase or a long stay answered in full, 10 to 40 times the usual.
  if (random() < OUTLIER_SHARE) {
    const category = pick(random, [0, 1, 3]);
    belanja[category] = round(Math.max(belanja[category], 500_000) * between(random, 10, 40));
  }
  return {
    segment,
    asal,
    rutin: yes(random, local ? 0.45 : 0.06),
    alasan_utama: yes(random, spectator ? 0.78 : 0.97),
    tetap_datang: yes(random, local ? 0.6 : spectator ? 0.15 : 0.03),
    hari_hadir,
    malam_menginap,
    jenis_akomodasi,
    jumlah_ditanggung,
    belanja,
  };
}

/** Respondent k's answer to each role, as the form sends it (text). */
function answerOf(respondent: EconomicRespondent, role: PeranEkonomi): string {
  const belanja = SPENDING_ROLES.indexOf(role as (typeof SPENDING_ROLES)[number]);
  if (belanja >= 0) return String(respondent.belanja[belanja]);
  return String(respondent[role as Exclude<PeranEkonomi, (typeof SPENDING_ROLES)[number]>]);
}

/** What the calculation reads of the respondent (method.ts's Respondent). */
export function asCalculated(respondent: EconomicRespondent): Respondent {
  return {
    asal: respondent.asal,
    rutin: respondent.rutin,
    alasan_utama: respondent.alasan_utama,
    tetap_datang: respondent.tetap_datang,
    hari_hadir: respondent.hari_hadir,
    jumlah_ditanggung: respondent.jumlah_ditanggung,
    belanja: respondent.belanja,
  };
}

export interface EconomicSegment {
  kuesionerId: number;
  tipe: string;
  /** Each question of the set: its id, its role and whether its answer is a number. */
  questions: { id: number; role: PeranEkonomi; numeric: boolean }[];
}

export interface EconomicEvent {
  eventId: number;
  segments: EconomicSegment[];
}

export interface EconomicUsers {
  adminEmail: string;
  surveyorEmail: string;
  surveyorId: number;
}

/** An Admin (who sets the parameters) and a Surveyor (who collects), both able to log in. */
export async function seedEconomicUsers(db: Kysely<Database>): Promise<EconomicUsers> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const adminEmail = `admin-dampak-${process.pid}@bench.id`;
  const surveyorEmail = `surveyor-dampak-${process.pid}@bench.id`;
  await insertUser(db, { nama: 'Admin Bench', email: adminEmail, peran: 'Admin', passwordHash });
  const surveyor = await insertUser(db, { nama: 'Surveyor Dampak Bench', email: surveyorEmail, peran: 'Surveyor', passwordHash });
  return { adminEmail, surveyorEmail, surveyorId: surveyor.id };
}

/**
 * The event with its host area, its three questionnaires, and on each the ready-made set added as
 * the designer adds it (the set names the host area, so it comes first).
 */
export async function seedEconomicEvent(db: Kysely<Database>, namaEvent: string): Promise<EconomicEvent> {
  const eventId = await insertEvent(db, { nama_event: namaEvent });
  await writeParameters(db, eventId, parameterEkonomiRequestSchema.parse({ wilayah_tuan_rumah: HOST_AREA }));
  const segments: EconomicSegment[] = [];
  for (const { tipe } of SEGMENTS) {
    const kuesioner = await insertQuestionnaire(db, { event_id: eventId, tipe_responden: tipe, nama_kuesioner: kuesionerNameFor(tipe) });
    await addEconomicQuestions(db, kuesioner.id);
    const questions = (await listQuestions(db, kuesioner.id)).map((question) => ({
      id: question.id,
      role: question.peran_ekonomi as PeranEkonomi,
      numeric: question.tipe_jawaban === 'angka' || question.tipe_jawaban === 'nominal',
    }));
    segments.push({ kuesionerId: kuesioner.id, tipe, questions });
  }
  return { eventId, segments };
}

/** Respondent k's answers to its segment's questionnaire, in the form's order. */
export function economicAnswers(event: EconomicEvent, respondent: EconomicRespondent) {
  return event.segments[respondent.segment].questions.map((question) => ({ question, isi_jawaban: answerOf(respondent, question.role) }));
}

/** The body of POST /api/jawaban for respondent k. */
export function economicSubmission(event: EconomicEvent, k: number) {
  const respondent = economicRespondent(k);
  return {
    kuesionerId: event.segments[respondent.segment].kuesionerId,
    diisiPada: new Date().toISOString(),
    jawaban: economicAnswers(event, respondent).map(({ question, isi_jawaban }) => ({ pertanyaan_id: question.id, isi_jawaban })),
  };
}

const SEED_CHUNK = 1000;

/** Respondents 0..count-1 stored through the answers repo (the rows the API stores), 1000 to a transaction. */
export async function seedEconomicRespondents(handle: DatabaseHandle, event: EconomicEvent, surveyorId: number, runId: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += SEED_CHUNK) {
    const chunk = Array.from({ length: Math.min(SEED_CHUNK, count - start) }, (_, i): NewResponse => {
      const k = start + i;
      const respondent = economicRespondent(k);
      const answers = economicAnswers(event, respondent).map(({ question, isi_jawaban }) => ({
        pertanyaan_id: question.id,
        isi_jawaban,
        nilai_angka: question.numeric ? Number(isi_jawaban) : null,
      }));
      return {
        kuesioner_id: event.segments[respondent.segment].kuesionerId,
        surveyor_id: surveyorId,
        idempotency_key: respondentKey(runId, k),
        diisi_pada: respondentDiisiPada(k),
        teks_cari: answers.map((answer) => answer.isi_jawaban).join('\n').toLowerCase(),
        answers,
      };
    });
    await insertResponses(handle.db, handle.kind, chunk);
  }
}

/** How many of respondents 0..count-1 are in each segment. */
export function segmentCounts(count: number): number[] {
  const counts = SEGMENTS.map(() => 0);
  for (let k = 0; k < count; k += 1) counts[economicRespondent(k).segment] += 1;
  return counts;
}

/**
 * The parameters the Admin sets: the host area, and each segment's admissions (4 per respondent
 * seeded, so the sample is a quarter of the attendance) with a range of 15% either side.
 */
export function economicParameters(event: EconomicEvent, counts: number[]): ParameterEkonomiInput {
  return {
    wilayah_tuan_rumah: HOST_AREA,
    segmen: event.segments.map((segment, s) => {
      const kunjungan = counts[s] * ADMISSIONS_PER_RESPONDENT;
      return {
        kuesioner_id: segment.kuesionerId,
        kunjungan,
        kunjungan_min: Math.round(kunjungan * (1 - ADMISSIONS_RANGE)),
        kunjungan_maks: Math.round(kunjungan * (1 + ADMISSIONS_RANGE)),
      };
    }),
  };
}
