import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../../src/shared/random/random-source';
import type { TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { insertEvent, insertQuestionnaire, insertQuestion, insertResponses, type QuestionSeed } from '../helpers/seed-survey';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { analysisByScan } from './reference-scan';

/**
 * The analysis reads running totals kept by triggers; these tests hold it to the grouped scan of
 * every answer it replaced, on random data full of ties, written both through the API (the group
 * commit) and straight into the tables.
 */

const OPTIONS = ['Mobil pribadi', 'Motor', 'Bus', 'Kereta', 'Pesawat'];
const REGIONS = ['52.02', '52.01', '32.73', '31.71', '11.01', 'LN', '52.71'];

const QUESTIONS: QuestionSeed[] = [
  { teks: 'Asal kota', tipe: 'teks' },
  { teks: 'Catatan', tipe: 'teks' },
  { teks: 'Usia', tipe: 'angka' },
  { teks: 'Malam menginap', tipe: 'angka' },
  { teks: 'Pengeluaran', tipe: 'nominal' },
  { teks: 'Oleh-oleh', tipe: 'nominal' },
  { teks: 'Puas?', tipe: 'ya_tidak' },
  { teks: 'Transportasi', tipe: 'pilihan', pilihan: OPTIONS },
  { teks: 'Asal daerah', tipe: 'wilayah' },
];
// Case, accents and digits make ties that only the byte order breaks.
const TEXTS = ['Bandung', 'bandung', 'Bändung', 'Jakarta', 'Medan', 'medan', 'Solo', 'Aceh', '10', '9', 'Zebra', 'éclair', 'Ambon'];

type Answers = Map<number, string>;

function randomAnswer(random: () => number, tipe: TipeJawaban): string {
  const pick = <T,>(values: T[]) => values[Math.floor(random() * values.length)];
  switch (tipe) {
    case 'teks':
      return pick(TEXTS);
    case 'angka':
      return String(Math.floor(random() * 25) - 5);
    case 'nominal':
      return String(Math.floor(random() * 40) * 25_000);
    case 'ya_tidak':
      return random() < 0.7 ? 'Ya' : 'Tidak';
    // Never "Pesawat": an option nobody chose still appears, with 0.
    case 'pilihan':
      return pick(OPTIONS.slice(0, 4));
    case 'wilayah':
      return pick(REGIONS);
  }
}

/** `count` random responses; now and then a question is left out, as a form changed later. */
function randomResponses(seed: number, questionIds: number[], count: number): Answers[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const answers: Answers = new Map();
    QUESTIONS.forEach((question, index) => {
      if (random() < 0.98) answers.set(questionIds[index], randomAnswer(random, question.tipe));
    });
    return answers;
  });
}

interface RandomEvent {
  eventId: number;
  kuesionerId: number;
  questionIds: number[];
}

async function randomEvent(db: TestContext['db']): Promise<RandomEvent> {
  const eventId = await insertEvent(db, { nama_event: `Acak ${randomUUID().slice(0, 8)}` });
  const kuesionerId = await insertQuestionnaire(db, eventId, 'Penonton');
  await insertQuestionnaire(db, eventId, 'Atlet');
  const questionIds = await insertQuestion(db, kuesionerId, QUESTIONS);
  return { eventId, kuesionerId, questionIds };
}

/** Through POST /api/jawaban/batch, 100 at a time, with no question left out (the API needs them all). */
async function submitThroughApi(ctx: TestContext, user: SignedInUser, event: RandomEvent, responses: Answers[]): Promise<void> {
  const complete = responses.filter((answers) => answers.size === QUESTIONS.length);
  for (let start = 0; start < complete.length; start += 100) {
    const items = complete.slice(start, start + 100).map((answers) => ({
      idempotencyKey: randomUUID(),
      kuesionerId: event.kuesionerId,
      diisiPada: '2026-01-01T00:00:00.000Z',
      jawaban: [...answers].map(([pertanyaan_id, isi_jawaban]) => ({ pertanyaan_id, isi_jawaban })),
    }));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: user.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.every((result: { status: string }) => result.status === 'created')).toBe(true);
  }
}

async function summaryRowsOf(db: TestContext['db'], questionIds: number[]) {
  return db.selectFrom('ringkasan_jawaban').selectAll().where('pertanyaan_id', 'in', questionIds).execute();
}

describeOnEachDatabase('analysis from running totals', (ctx) => {
  let admin: SignedInUser;
  const analisis = async (eventId: number) => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/analisis`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
  });

  it.each([1, 2, 3])('equals the scan of every answer on random data (seed %i)', async (seed) => {
    const event = await randomEvent(ctx().db);
    const responses = randomResponses(seed, event.questionIds, 600);
    await submitThroughApi(ctx(), admin, event, responses.slice(0, 300));
    await insertResponses(
      ctx().db,
      event.kuesionerId,
      responses.slice(300).map((answers) => ({ surveyorId: null, diisiPada: '2026-01-01T00:00:00.000Z', answers })),
    );
    const expected = await analysisByScan(ctx().db, event.eventId);
    expect(await analisis(event.eventId)).toEqual(expected);
    expect(expected.Penonton.total_responden).toBeGreaterThan(500);
  });

  it('removes the totals with their event and leaves the other events alone', async () => {
    const gone = await randomEvent(ctx().db);
    const kept = await randomEvent(ctx().db);
    for (const [event, seed] of [[gone, 7], [kept, 8]] as const) {
      const rows = randomResponses(seed, event.questionIds, 50).map((answers) => ({ surveyorId: null, diisiPada: '2026-01-01T00:00:00.000Z', answers }));
      await insertResponses(ctx().db, event.kuesionerId, rows);
    }
    const keptBefore = await analisis(kept.eventId);
    const response = await ctx().app.inject({ method: 'DELETE', url: `/api/events/${gone.eventId}`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(await summaryRowsOf(ctx().db, gone.questionIds)).toEqual([]);
    const counts = await ctx().db.selectFrom('ringkasan_kuesioner').selectAll().where('kuesioner_id', '=', gone.kuesionerId).execute();
    expect(counts).toEqual([]);
    expect(await analisis(kept.eventId)).toEqual(keptBefore);
    expect(keptBefore).toEqual(await analysisByScan(ctx().db, kept.eventId));
  });
});
