import { seededRandom } from '../../../src/shared/random/random-source';
import type { TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { LUAR_NEGERI } from '../../../src/shared/wilayah/wilayah-list';

/**
 * The benchmarks' questionnaires and their respondents. The ingest and batch benches send the
 * 10 questions of QUESTIONS (4 teks, 3 angka, 3 ya_tidak); the reports bench seeds REPORT_WORKLOAD,
 * those 10 and one of each other type (nominal, pilihan, wilayah), so its analysis has every type.
 * Respondent n's answers depend only on the seed and n, so any process (the load generator, the
 * seeder, the checker) makes the same ones, and a stored idempotency key tells which were sent.
 */

export const WORKLOAD_SEED = 20261121;

export interface WorkloadQuestion {
  teks: string;
  tipe: TipeJawaban;
  /** The options of a pilihan question, in the form's order. */
  pilihan?: string[];
}

/** A questionnaire and the answers of its respondent n, as text in question order. */
export interface Workload {
  questions: WorkloadQuestion[];
  answers: (n: number) => string[];
}

export const QUESTIONS: WorkloadQuestion[] = [
  { teks: 'Dari kota mana Anda datang?', tipe: 'teks' },
  { teks: 'Transportasi utama ke lokasi', tipe: 'teks' },
  { teks: 'Tempat menginap', tipe: 'teks' },
  { teks: 'Saran untuk penyelenggara', tipe: 'teks' },
  { teks: 'Usia', tipe: 'angka' },
  { teks: 'Jumlah anggota rombongan', tipe: 'angka' },
  { teks: 'Berapa malam menginap?', tipe: 'angka' },
  { teks: 'Apakah ini kunjungan pertama Anda?', tipe: 'ya_tidak' },
  { teks: 'Apakah Anda puas dengan acara ini?', tipe: 'ya_tidak' },
  { teks: 'Apakah Anda akan datang lagi?', tipe: 'ya_tidak' },
];

const CITIES = [
  'Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Semarang', 'Makassar', 'Palembang', 'Denpasar',
  'Yogyakarta', 'Malang', 'Bogor', 'Depok', 'Tangerang', 'Bekasi', 'Padang', 'Pekanbaru',
  'Balikpapan', 'Banjarmasin', 'Pontianak', 'Manado', 'Solo', 'Cirebon', 'Kupang', 'Mataram',
  'Ambon', 'Jayapura', 'Kendari', 'Palu', 'Jambi', 'Bengkulu',
];
const TRANSPORT = ['Mobil pribadi', 'Sepeda motor', 'Bus', 'Kereta api', 'Pesawat', 'Ojek daring', 'Kapal', 'Jalan kaki'];
const LODGING_PREFIX = ['Hotel', 'Wisma', 'Penginapan', 'Homestay', 'Guest House'];
const LODGING_NAME = ['Melati', 'Mawar', 'Kenanga', 'Cempaka', 'Anggrek', 'Nusantara', 'Merdeka', 'Sentosa', 'Harapan', 'Bahagia', 'Indah', 'Permata'];
const ADVICE_START = ['Tambah', 'Perbaiki', 'Perbanyak', 'Sediakan', 'Jaga', 'Atur'];
const ADVICE_OBJECT = ['tempat parkir', 'toilet umum', 'tempat sampah', 'papan petunjuk', 'area teduh', 'stan makanan', 'jadwal acara', 'antrean masuk', 'air minum'];

// Squared draws favour the first entries, as a few cities and hotels bring most visitors.
const skewed = <T>(random: () => number, values: T[]) => values[Math.floor(random() * random() * values.length)];
const pick = <T>(random: () => number, values: T[]) => values[Math.floor(random() * values.length)];
const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Respondent n's answers as text, in QUESTIONS order. */
export function respondentAnswers(n: number, seed = WORKLOAD_SEED): string[] {
  const random = seededRandom(seed ^ Math.imul(n + 1, 0x9e3779b1));
  return [
    skewed(random, CITIES),
    pick(random, TRANSPORT),
    `${pick(random, LODGING_PREFIX)} ${skewed(random, LODGING_NAME)}`,
    `${pick(random, ADVICE_START)} ${pick(random, ADVICE_OBJECT)}`,
    String(between(random, 15, 70)),
    String(between(random, 1, 10)),
    String(between(random, 0, 7)),
    random() < 0.4 ? 'Ya' : 'Tidak',
    random() < 0.82 ? 'Ya' : 'Tidak',
    random() < 0.65 ? 'Ya' : 'Tidak',
  ];
}

/** The ingest and batch benches' workload: QUESTIONS and respondentAnswers. */
export const WORKLOAD: Workload = { questions: QUESTIONS, answers: (n) => respondentAnswers(n) };

const HEARD_FROM = ['Media sosial', 'Teman atau keluarga', 'Spanduk atau baliho', 'Situs web resmi', 'Televisi atau radio', 'Lainnya'];

/**
 * Where visitors come from: real regency codes of idn-area-data's regencies.csv, the host city
 * first, then the big cities and the nearby regencies (abroad, LN, is drawn on its own).
 */
export const REGIONS = [
  '32.73', '32.04', '31.71', '31.72', '31.73', '31.74', '31.75', '32.71', '32.01', '32.75',
  '32.76', '36.71', '36.74', '35.78', '35.73', '33.74', '33.72', '34.71', '34.04', '51.71',
  '51.03', '12.71', '73.71', '16.71', '52.71', '52.01', '52.02', '52.03', '52.04', '53.71',
  '64.71', '61.71', '71.71', '13.71', '14.71', '63.71', '91.71', '81.71', '72.71', '17.71',
];
const FROM_ABROAD = 0.02;

/**
 * What a visitor says they spent, as people answer it: round amounts, to the 5,000 under
 * Rp 100.000, to the 25,000 under Rp 1.000.000, to the 100,000 above; from Rp 50.000 to
 * Rp 5.000.000, half under about Rp 250.000.
 */
function spending(random: () => number): number {
  const amount = 50_000 * 100 ** (random() ** 1.5);
  const step = amount < 100_000 ? 5_000 : amount < 1_000_000 ? 25_000 : 100_000;
  return Math.round(amount / step) * step;
}

/** The reports bench's questionnaire: QUESTIONS, then one question of each other type. */
export const REPORT_QUESTIONS: WorkloadQuestion[] = [
  ...QUESTIONS,
  { teks: 'Total pengeluaran selama acara', tipe: 'nominal' },
  { teks: 'Dari mana Anda mengetahui acara ini?', tipe: 'pilihan', pilihan: HEARD_FROM },
  { teks: 'Kabupaten/kota asal', tipe: 'wilayah' },
];

/** Respondent n's answers to REPORT_QUESTIONS: those of respondentAnswers, then the other types'. */
export function reportRespondentAnswers(n: number, seed = WORKLOAD_SEED): string[] {
  const random = seededRandom(seed ^ Math.imul(n + 1, 0x85ebca6b));
  return [
    ...respondentAnswers(n, seed),
    String(spending(random)),
    skewed(random, HEARD_FROM),
    random() < FROM_ABROAD ? LUAR_NEGERI : skewed(random, REGIONS),
  ];
}

export const REPORT_WORKLOAD: Workload = { questions: REPORT_QUESTIONS, answers: (n) => reportRespondentAnswers(n) };

/** When respondent n answered: one every 20 seconds from the first morning of the event. */
export function respondentDiisiPada(n: number): string {
  return new Date(Date.UTC(2026, 10, 20, 1, 0) + n * 20_000).toISOString();
}

/** The idempotency key the load generator sends for respondent n of a run. */
export function respondentKey(runId: string, n: number): string {
  return `${runId}-${n}`;
}

/** Respondent n from a stored key of this run, or undefined for a key of another run. */
export function respondentOfKey(runId: string, key: string): number | undefined {
  if (!key.startsWith(`${runId}-`)) return undefined;
  const n = Number(key.slice(runId.length + 1));
  return Number.isSafeInteger(n) ? n : undefined;
}

export interface SurveyIds {
  kuesionerId: number;
  /** In the workload's question order. */
  questionIds: number[];
}

/** The body of POST /api/jawaban for respondent n (numbers sent as text, as the app's form does). */
export function submissionBody(ids: SurveyIds, n: number) {
  return {
    kuesionerId: ids.kuesionerId,
    diisiPada: respondentDiisiPada(n),
    jawaban: respondentAnswers(n).map((isi_jawaban, index) => ({ pertanyaan_id: ids.questionIds[index], isi_jawaban })),
  };
}
