import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { searchTextOf } from '../answers/search-text';
import { ACCEPTED, lockAnswerSummaries, rebuildResponseProfile, takeAnswerOut, VOIDED } from '../db/derived';
import { inTransaction } from '../db/in-transaction';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/app-error';
import { listQuestions } from '../questionnaires/questionnaires.repo';
import { checkCorrection } from './check-correction';

export const RESPONSE_NOT_FOUND = 'Data survei tidak ditemukan.';
const VOIDED_CANNOT_CHANGE = 'Data survei ini sudah dibatalkan, jadi tidak dapat dikonfirmasi atau dikoreksi. Pulihkan dahulu bila perlu.';
export const STALE_VERSION = 'Respons ini sudah diubah oleh orang lain. Muat ulang lalu coba lagi.';
const QUESTION_NOT_FOUND = 'Pertanyaan tidak ditemukan.';
const QUESTION_OF_ANOTHER_FORM = 'Pertanyaan ini bukan bagian dari kuesioner respons ini.';

type Reviewer = { id: number; nama: string };

/** What a correction changed: one question's answer, as stored before and after (null: none). */
export interface Correction {
  pertanyaan: Pertanyaan;
  nilaiLama: string | null;
  nilaiBaru: string | null;
}

/**
 * Takes the response for a review change: bumps its versi (only from the one named, when given)
 * in one UPDATE that names what it expects, so of two reviewers racing one goes through and the
 * other is told. On PostgreSQL the row stays locked until the transaction ends: what is read and
 * written after it (the answers, the times) cannot change under the change, and follows the order
 * in which the changes took the response.
 */
async function takeResponse(trx: Kysely<Database>, id: number, versi?: number): Promise<{ kuesioner_id: number }> {
  let update = trx
    .updateTable('respons')
    .set({ versi: sql<number>`versi + 1` })
    .where('id', '=', id)
    .where('status', '=', ACCEPTED);
  if (versi !== undefined) update = update.where('versi', '=', versi);
  const taken = await update.returning('kuesioner_id').executeTakeFirst();
  if (taken) return taken;
  const row = await trx.selectFrom('respons').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(RESPONSE_NOT_FOUND);
  if (row.status === VOIDED) throw conflict(VOIDED_CANNOT_CHANGE);
  throw conflict(STALE_VERSION);
}

/**
 * Confirms the response's amounts as they are now, logging who, when and the note. A response
 * that waits for no review may be confirmed too: the review is recorded, and holds if a later
 * count puts it above the fence. In the caller's transaction when given one (the change and its
 * activity-log entry commit together), as the correction.
 */
export async function confirmResponse(
  db: Kysely<Database>,
  change: { id: number; catatan: string | null; versi: number; oleh: Reviewer },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await takeResponse(trx, change.id, change.versi);
    const pada = nowIso();
    await trx.updateTable('respons').set({ dikonfirmasi_pada: pada }).where('id', '=', change.id).execute();
    await trx
      .insertInto('konfirmasi_respons')
      .values({ respons_id: change.id, catatan: change.catatan, oleh_id: change.oleh.id, oleh_nama: change.oleh.nama, pada })
      .execute();
  });
}

/**
 * Corrects one answer of an accepted response in one transaction: the versi checked and bumped,
 * the value checked by the submission's rules, the correction logged with the old value, the
 * answer replaced (so the derived data follows, db/derived/correction.ts), the search text made
 * again, and the confirmation cleared (it held for the answers it saw). Anything refused rolls all
 * of it back. Answers the question and its answer before and after (null: none).
 */
export async function correctAnswer(
  db: Kysely<Database>,
  kind: DatabaseKind,
  change: { id: number; pertanyaanId: number; nilai: string | null; alasan: string; versi: number; oleh: Reviewer },
): Promise<Correction> {
  return inTransaction(db, async (trx) => {
    const { kuesioner_id } = await takeResponse(trx, change.id, change.versi);
    const questions = await listQuestions(trx, kuesioner_id);
    const question = questions.find((candidate) => candidate.id === change.pertanyaanId);
    if (!question) {
      const elsewhere = await trx.selectFrom('pertanyaan').select('id').where('id', '=', change.pertanyaanId).executeTakeFirst();
      throw elsewhere ? badRequest(QUESTION_OF_ANOTHER_FORM) : notFound(QUESTION_NOT_FOUND);
    }
    const stored = await trx
      .selectFrom('jawaban')
      .select(['respons_id', 'pertanyaan_id', 'isi_jawaban', 'nilai_angka'])
      .where('respons_id', '=', change.id)
      .execute();
    const old = stored.find((answer) => answer.pertanyaan_id === question.id);
    const corrected = checkCorrection(questions, new Map(stored.map((answer) => [answer.pertanyaan_id, answer.isi_jawaban])), question, change.nilai);

    await lockAnswerSummaries(trx, kind, question.id, [old?.isi_jawaban, corrected?.isi_jawaban].filter((value) => value !== undefined));
    await trx
      .insertInto('koreksi_jawaban')
      .values({
        respons_id: change.id,
        pertanyaan_id: question.id,
        nilai_lama: old?.isi_jawaban ?? null,
        nilai_baru: corrected?.isi_jawaban ?? null,
        alasan: change.alasan,
        oleh_id: change.oleh.id,
        oleh_nama: change.oleh.nama,
        pada: nowIso(),
      })
      .execute();
    if (old) {
      await trx.deleteFrom('jawaban').where('respons_id', '=', change.id).where('pertanyaan_id', '=', question.id).execute();
      await takeAnswerOut(trx, old);
    }
    if (corrected) await trx.insertInto('jawaban').values({ respons_id: change.id, pertanyaan_id: question.id, ...corrected }).execute();
    if (question.peran_ekonomi) await rebuildResponseProfile(trx, change.id);

    const answers = [
      ...stored.filter((answer) => answer.pertanyaan_id !== question.id),
      ...(corrected ? [{ pertanyaan_id: question.id, isi_jawaban: corrected.isi_jawaban }] : []),
    ];
    const order = new Map(questions.map((candidate, index) => [candidate.id, index]));
    answers.sort((a, b) => (order.get(a.pertanyaan_id) ?? 0) - (order.get(b.pertanyaan_id) ?? 0));
    await trx
      .updateTable('respons')
      .set({ teks_cari: searchTextOf(answers, questions), dikonfirmasi_pada: null })
      .where('id', '=', change.id)
      .execute();
    return { pertanyaan: question, nilaiLama: old?.isi_jawaban ?? null, nilaiBaru: corrected?.isi_jawaban ?? null };
  });
}
