import type { Kysely } from 'kysely';
import type { Kuesioner, Pertanyaan, PertanyaanDefinition, PertanyaanDesigner } from '../../shared/schemas/questionnaires';
import { inTransaction } from '../db/in-transaction';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { eventInArea, type Viewer } from '../work-areas/area-rule';
import { PERTANYAAN_COLUMNS, pertanyaanFromRow, rowFromDefinition } from './pertanyaan-row';

const KUESIONER_COLUMNS = ['id', 'event_id', 'tipe_responden', 'nama_kuesioner', 'target_sampel'] as const;

export function listQuestionnaires(db: Kysely<Database>, eventId: number): Promise<Kuesioner[]> {
  return db.selectFrom('kuesioner').select(KUESIONER_COLUMNS).where('event_id', '=', eventId).orderBy('id').execute();
}

/** A questionnaire of an event with its accepted responses. */
export interface QuestionnaireCount {
  id: number;
  tipe_responden: string;
  target_sampel: number | null;
  /** Accepted responses, from the running summary (db/derived): a voided one no longer counts. */
  jumlah_respons: number;
}

/**
 * The event's questionnaires in id order, each with how many accepted responses it has (0 when
 * none): what the analysis, the economic-impact report and field progress start from.
 */
export async function listQuestionnaireCounts(db: Kysely<Database>, eventId: number): Promise<QuestionnaireCount[]> {
  const rows = await db
    .selectFrom('kuesioner as k')
    .leftJoin('ringkasan_kuesioner as rk', 'rk.kuesioner_id', 'k.id')
    .select(['k.id', 'k.tipe_responden', 'k.target_sampel', 'rk.jumlah_respons'])
    .where('k.event_id', '=', eventId)
    .orderBy('k.id')
    .execute();
  return rows.map((row) => ({ ...row, jumlah_respons: Number(row.jumlah_respons ?? 0) }));
}

export function findQuestionnaire(db: Kysely<Database>, id: number): Promise<Kuesioner | undefined> {
  return db.selectFrom('kuesioner').select(KUESIONER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether the questionnaire exists and its event lies inside the viewer's work area (docs/work-areas.md). */
export async function isQuestionnaireVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<boolean> {
  const row = await db
    .selectFrom('kuesioner')
    .innerJoin('events', 'events.id', 'kuesioner.event_id')
    .select('kuesioner.id')
    .where('kuesioner.id', '=', id)
    .where(eventInArea(viewer))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the question exists and its questionnaire's event lies inside the viewer's work area. */
export async function isQuestionVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<boolean> {
  const row = await db
    .selectFrom('pertanyaan')
    .innerJoin('kuesioner', 'kuesioner.id', 'pertanyaan.kuesioner_id')
    .innerJoin('events', 'events.id', 'kuesioner.event_id')
    .select('pertanyaan.id')
    .where('pertanyaan.id', '=', id)
    .where(eventInArea(viewer))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertQuestionnaire(
  db: Kysely<Database>,
  values: { event_id: number; tipe_responden: string; nama_kuesioner: string },
): Promise<Kuesioner> {
  const now = nowIso();
  return db
    .insertInto('kuesioner')
    .values({ ...values, created_at: now, diubah_pada: now })
    .returning(KUESIONER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets or clears a questionnaire's sample target; undefined when there is no such questionnaire. */
export function setSampleTarget(db: Kysely<Database>, id: number, target: number | null): Promise<Kuesioner | undefined> {
  return db.updateTable('kuesioner').set({ target_sampel: target }).where('id', '=', id).returning(KUESIONER_COLUMNS).executeTakeFirst();
}

/** Records that the form changed now: surveys collected before are judged as such. */
export async function markQuestionnaireChanged(db: Kysely<Database>, kuesionerId: number): Promise<void> {
  await db.updateTable('kuesioner').set({ diubah_pada: nowIso() }).where('id', '=', kuesionerId).execute();
}

/** The questions of a questionnaire in the form's order. */
export async function listQuestions(db: Kysely<Database>, kuesionerId: number): Promise<Pertanyaan[]> {
  const rows = await db
    .selectFrom('pertanyaan')
    .select(PERTANYAAN_COLUMNS)
    .where('kuesioner_id', '=', kuesionerId)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
  return rows.map(pertanyaanFromRow);
}

/** How many answers each question has, and which values: read from the running summaries. */
async function answeredValues(db: Kysely<Database>, kuesionerId: number, hasPilihan: boolean) {
  const totals = await db
    .selectFrom('ringkasan_jawaban as r')
    .innerJoin('pertanyaan as p', 'p.id', 'r.pertanyaan_id')
    .where('p.kuesioner_id', '=', kuesionerId)
    .select((eb) => ['r.pertanyaan_id', eb.fn.sum<number>('r.jumlah').as('jumlah')])
    .groupBy('r.pertanyaan_id')
    .execute();
  // The pilihan questions by a join rather than a list of their ids: one statement text for all.
  const options = hasPilihan
    ? await db
        .selectFrom('ringkasan_jawaban as r')
        .innerJoin('pertanyaan as p', 'p.id', 'r.pertanyaan_id')
        .select(['r.pertanyaan_id', 'r.isi_jawaban'])
        .where('p.kuesioner_id', '=', kuesionerId)
        .where('p.tipe_jawaban', '=', 'pilihan')
        .where('r.jumlah', '>', 0)
        .execute()
    : [];
  return { totals, options };
}

/**
 * The designer's list: each question with its answer count and, in the form's order, its options
 * that already have answers (a value kept from an older form is not an option, and locks nothing).
 */
export async function listQuestionsForDesigner(db: Kysely<Database>, kuesionerId: number): Promise<PertanyaanDesigner[]> {
  const questions = await listQuestions(db, kuesionerId);
  const hasPilihan = questions.some((q) => q.tipe_jawaban === 'pilihan');
  const { totals, options } = await answeredValues(db, kuesionerId, hasPilihan);
  const countOf = new Map(totals.map((row) => [row.pertanyaan_id, Number(row.jumlah)]));
  return questions.map((question) => ({
    ...question,
    jumlah_jawaban: countOf.get(question.id) ?? 0,
    pilihan_terjawab: (question.pilihan ?? []).filter((option) =>
      options.some((row) => row.pertanyaan_id === question.id && row.isi_jawaban === option),
    ),
  }));
}

export async function findQuestion(db: Kysely<Database>, id: number): Promise<Pertanyaan | undefined> {
  const row = await db.selectFrom('pertanyaan').select(PERTANYAAN_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && pertanyaanFromRow(row);
}

export async function insertQuestion(
  db: Kysely<Database>,
  kuesionerId: number,
  urutan: number,
  definition: PertanyaanDefinition,
): Promise<Pertanyaan> {
  const row = await db
    .insertInto('pertanyaan')
    .values({ kuesioner_id: kuesionerId, urutan, ...rowFromDefinition(definition), created_at: nowIso() })
    .returning(PERTANYAAN_COLUMNS)
    .executeTakeFirstOrThrow();
  return pertanyaanFromRow(row);
}

export async function updateQuestion(db: Kysely<Database>, id: number, definition: PertanyaanDefinition): Promise<Pertanyaan> {
  const row = await db
    .updateTable('pertanyaan')
    .set(rowFromDefinition(definition))
    .where('id', '=', id)
    .returning(PERTANYAAN_COLUMNS)
    .executeTakeFirstOrThrow();
  return pertanyaanFromRow(row);
}

/** Gives each question its place: 1, 2, 3... in the order of the list, so count + 1 is always last. */
export async function setQuestionOrder(db: Kysely<Database>, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('pertanyaan').set({ urutan: index + 1 }).where('id', '=', id).execute();
  }
}

async function hasAnswers(db: Kysely<Database>, pertanyaanId: number): Promise<boolean> {
  const answered = await db.selectFrom('jawaban').select('id').where('pertanyaan_id', '=', pertanyaanId).limit(1).executeTakeFirst();
  return answered !== undefined;
}

/**
 * Deletes a questionnaire (with its questions) only while no response exists for it. The schema
 * backs this up: a response inserted concurrently makes the delete fail instead of orphaning it.
 * In the caller's transaction when given one (the deletion and its log entry commit together).
 */
export async function deleteQuestionnaireIfUnanswered(
  db: Kysely<Database>,
  id: number,
): Promise<'deleted' | 'answered' | 'missing'> {
  return inTransaction(db, async (trx) => {
    if (!(await findQuestionnaire(trx, id))) return 'missing';
    const answered = await trx.selectFrom('respons').select('id').where('kuesioner_id', '=', id).limit(1).executeTakeFirst();
    if (answered) return 'answered';
    // Show-ifs name questions of the same questionnaire: clear them so the questions can go.
    await trx.updateTable('pertanyaan').set({ tampil_jika_id: null, tampil_jika_nilai: null }).where('kuesioner_id', '=', id).execute();
    await trx.deleteFrom('kuesioner').where('id', '=', id).execute();
    return 'deleted';
  });
}

/** Deletes a question only while it has no answers and no other question's show-if names it. */
export async function deleteQuestionIfUnanswered(
  db: Kysely<Database>,
  id: number,
): Promise<'deleted' | 'answered' | 'depended' | 'missing'> {
  return inTransaction(db, async (trx) => {
    const question = await findQuestion(trx, id);
    if (!question) return 'missing';
    if (await hasAnswers(trx, id)) return 'answered';
    const dependent = await trx.selectFrom('pertanyaan').select('id').where('tampil_jika_id', '=', id).limit(1).executeTakeFirst();
    if (dependent) return 'depended';
    await trx.deleteFrom('pertanyaan').where('id', '=', id).execute();
    // No gap is left: the designer puts a new question at count + 1 (docs/screens.md,
    // "Questionnaire designer").
    await setQuestionOrder(trx, (await listQuestions(trx, question.kuesioner_id)).map((remaining) => remaining.id));
    await markQuestionnaireChanged(trx, question.kuesioner_id);
    return 'deleted';
  });
}
