import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import type { TipeJawaban } from '../../../src/shared/schemas/questionnaires';

/**
 * Survey data written straight through Kysely, so the read-side suites (analysis, exports, stats)
 * do not depend on the write-side API. Every value is deterministic.
 */

const CREATED_AT = '2026-11-01T00:00:00.000Z';
// The database caps bound parameters (SQLite: 32766); 500 rows of at most 5 columns stay far below.
const INSERT_BATCH = 500;
let keyCounter = 0;

export async function insertEvent(
  db: Kysely<Database>,
  fields: Partial<{ nama_event: string; status: 'aktif' | 'diarsipkan' }> = {},
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      nama_event: fields.nama_event ?? 'Festival Lari Nusantara',
      lokasi: 'Bandung',
      tanggal_mulai: '2026-11-20',
      tanggal_selesai: '2026-11-22',
      deskripsi: null,
      jumlah_peserta: 1000,
      skala_event: 'Nasional',
      kategori_olahraga_id: null,
      status: fields.status ?? 'aktif',
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertQuestionnaire(db: Kysely<Database>, eventId: number, tipeResponden: string): Promise<number> {
  const row = await db
    .insertInto('kuesioner')
    .values({
      event_id: eventId,
      tipe_responden: tipeResponden,
      nama_kuesioner: `Kuesioner untuk ${tipeResponden}`,
      created_at: CREATED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface QuestionSeed {
  teks: string;
  tipe: TipeJawaban;
  /** Defaults to the question's position in the list, counted from 1. */
  urutan?: number;
  /** The options of a pilihan question. */
  pilihan?: string[];
}

/** Inserts the questions in the given order and returns their ids in that order. */
export async function insertQuestion(
  db: Kysely<Database>,
  kuesionerId: number,
  questions: QuestionSeed[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, question] of questions.entries()) {
    const row = await db
      .insertInto('pertanyaan')
      .values({
        kuesioner_id: kuesionerId,
        teks_pertanyaan: question.teks,
        tipe_jawaban: question.tipe,
        urutan: question.urutan ?? index + 1,
        // Only when given: the migration tests seed databases made before the column existed.
        ...(question.pilihan ? { pilihan: JSON.stringify(question.pilihan) } : {}),
        created_at: CREATED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export interface ResponseSeed {
  surveyorId: number | null;
  diisiPada: string;
  /** Question id -> the answer as text; numbers of angka and nominal answers are derived from it. */
  answers: Map<number, string>;
}

/** Ids of the questionnaire's angka and nominal questions: their answers also get nilai_angka. */
async function numericQuestionIds(db: Kysely<Database>, kuesionerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('pertanyaan')
    .select('id')
    .where('kuesioner_id', '=', kuesionerId)
    .where('tipe_jawaban', 'in', ['angka', 'nominal'])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Inserts responses with their answers in batches and returns the response ids in order. */
export async function insertResponses(
  db: Kysely<Database>,
  kuesionerId: number,
  responses: ResponseSeed[],
): Promise<number[]> {
  const numericQuestions = await numericQuestionIds(db, kuesionerId);
  const ids: number[] = [];
  for (let start = 0; start < responses.length; start += INSERT_BATCH) {
    const batch = responses.slice(start, start + INSERT_BATCH);
    const rows = await db
      .insertInto('respons')
      .values(
        batch.map((response) => ({
          kuesioner_id: kuesionerId,
          surveyor_id: response.surveyorId,
          idempotency_key: `seed-${process.pid}-${++keyCounter}`,
          diisi_pada: response.diisiPada,
          diterima_pada: response.diisiPada,
        })),
      )
      .returning('id')
      .execute();
    const answers = batch.flatMap((response, index) =>
      [...response.answers].map(([pertanyaanId, isi]) => ({
        respons_id: rows[index].id,
        pertanyaan_id: pertanyaanId,
        isi_jawaban: isi,
        nilai_angka: numericQuestions.has(pertanyaanId) ? Number(isi) : null,
      })),
    );
    for (let offset = 0; offset < answers.length; offset += INSERT_BATCH) {
      await db
        .insertInto('jawaban')
        .values(answers.slice(offset, offset + INSERT_BATCH))
        .execute();
    }
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export const SEED_QUESTIONS: QuestionSeed[] = [
  { teks: 'Asal kota', tipe: 'teks' },
  { teks: 'Jumlah rombongan', tipe: 'angka' },
  { teks: 'Pengeluaran makan', tipe: 'nominal' },
  { teks: 'Apakah Anda puas?', tipe: 'ya_tidak' },
];

const CITIES = ['Bandung', 'Jakarta', 'Surabaya', 'Medan', 'Makassar'];

/** The answers of seeded response number `index` (from 0), in SEED_QUESTIONS order. */
export function seedAnswers(index: number): [string, string, string, string] {
  return [
    CITIES[index % CITIES.length],
    String((index % 4) + 1),
    String(25_000 + (index % 10) * 5_000),
    index % 3 === 0 ? 'Tidak' : 'Ya',
  ];
}

/** diisi_pada of seeded response number `index`: one minute apart from 20 Nov 2026 08:00 UTC. */
export function seedDiisiPada(index: number): string {
  return new Date(Date.UTC(2026, 10, 20, 8, 0) + index * 60_000).toISOString();
}

export interface SeededSurvey {
  eventId: number;
  kuesionerId: number;
  /** Ids of SEED_QUESTIONS, in that order. */
  pertanyaanIds: number[];
  responsIds: number[];
}

/** An event with one questionnaire of the four SEED_QUESTIONS and `responses` answered copies. */
export async function seedSurvey(
  db: Kysely<Database>,
  options: { responses: number; surveyorId: number | null; namaEvent?: string; tipeResponden?: string },
): Promise<SeededSurvey> {
  const eventId = await insertEvent(db, { nama_event: options.namaEvent });
  const kuesionerId = await insertQuestionnaire(db, eventId, options.tipeResponden ?? 'Pengunjung');
  const pertanyaanIds = await insertQuestion(db, kuesionerId, SEED_QUESTIONS);
  const responses = Array.from({ length: options.responses }, (_, index) => ({
    surveyorId: options.surveyorId,
    diisiPada: seedDiisiPada(index),
    answers: new Map(seedAnswers(index).map((isi, i) => [pertanyaanIds[i], isi])),
  }));
  const responsIds = await insertResponses(db, kuesionerId, responses);
  return { eventId, kuesionerId, pertanyaanIds, responsIds };
}
