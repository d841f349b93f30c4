import type { Kysely } from 'kysely';
import type { TipeJawaban } from '../../shared/schemas/questionnaires';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

export interface QuestionForCheck {
  id: number;
  teks_pertanyaan: string;
  tipe_jawaban: TipeJawaban;
  created_at: string;
}

export function findResponsIdByKey(db: Kysely<Database>, key: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('respons').select('id').where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The questionnaire's questions, or undefined when the questionnaire does not exist. One statement,
 * so a questionnaire deleted meanwhile is seen whole or not at all.
 */
export async function questionsOfKuesioner(
  db: Kysely<Database>,
  kuesionerId: number,
): Promise<QuestionForCheck[] | undefined> {
  const rows = await db
    .selectFrom('kuesioner')
    .leftJoin('pertanyaan', 'pertanyaan.kuesioner_id', 'kuesioner.id')
    .select([
      'pertanyaan.id',
      'pertanyaan.teks_pertanyaan',
      'pertanyaan.tipe_jawaban',
      'pertanyaan.created_at',
    ])
    .where('kuesioner.id', '=', kuesionerId)
    .orderBy('pertanyaan.urutan')
    .orderBy('pertanyaan.id')
    .execute();
  if (rows.length === 0) return undefined;
  return rows.filter((row): row is QuestionForCheck => row.id !== null);
}

export interface NewSubmission {
  kuesionerId: number;
  surveyorId: number;
  idempotencyKey: string;
  diisiPada: string;
  answers: { pertanyaan_id: number; isi_jawaban: string; nilai_angka: number | null }[];
}

/** The response and all its answers in one transaction: stored whole or not at all. */
export async function insertSubmission(db: Kysely<Database>, submission: NewSubmission): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('respons')
      .values({
        kuesioner_id: submission.kuesionerId,
        surveyor_id: submission.surveyorId,
        idempotency_key: submission.idempotencyKey,
        diisi_pada: submission.diisiPada,
        diterima_pada: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('jawaban')
      .values(submission.answers.map((answer) => ({ ...answer, respons_id: id })))
      .execute();
    return id;
  });
}
