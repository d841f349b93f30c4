import { seededRandom } from '../../../src/shared/seeded-random';
import type { TipeJawaban } from '../../../src/shared/schemas/questionnaires';

/**
 * The benchmarks' questionnaire (10 questions: 4 teks, 3 angka, 3 ya_tidak) and its respondents.
 * Respondent n's answers depend only on the seed and n, so any process (the load generator, the
 * seeder, the checker) makes the same ones, and a stored idempotency key tells which were sent.
 */

export const WORKLOAD_SEED = 20261121;

export interface WorkloadQuestion {
  teks: string;
  tipe: TipeJawaban;
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
  /** In QUESTIONS order. */
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
