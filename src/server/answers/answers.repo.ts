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

/** The questionnaire's questions, or undefined when the questionnaire does not exist. */
export async function questionsOfKuesioner(
  db: Kysely<Database>,
  kuesionerId: number,
): Promise<QuestionForCheck[] | undefined> {
  const kuesioner = await db.selectFrom('kuesioner').select('id').where('id', '=', kuesionerId).executeTakeFirst();
  if (!kuesioner) return undefined;
  return db
    .selectFrom('pertanyaan')
    .select(['id', 'teks_pertanyaan', 'tipe_jawaban', 'created_at'])
    .where('kuesioner_id', '=', kuesionerId)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
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
