import type { Kysely } from 'kysely';
import {
  CHOICE_TYPES,
  type Pertanyaan,
  type PertanyaanDefinition,
  YA_TIDAK,
} from '../../shared/schemas/questionnaires';
import { economicQuestionSet } from '../../shared/economic-impact/question-set';
import type { JenisSegmen } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import { rebuildProfiles } from '../db/derived';
import { inTransaction } from '../db/in-transaction';
import { badRequest, conflict, notFound } from '../http/app-error';
import {
  findQuestionnaire,
  findQuestion,
  insertQuestion,
  listQuestions,
  listQuestionsForDesigner,
  markQuestionnaireChanged,
  setQuestionOrder,
  updateQuestion,
} from './questionnaires.repo';
import { readSetup, requireContext } from './economic-question-set';

export const QUESTIONNAIRE_NOT_FOUND = 'Kuesioner tidak ditemukan.';
export const QUESTION_NOT_FOUND = 'Pertanyaan tidak ditemukan.';

/** The answers a choice question can have: the condition values a show-if may name (none for other types). */
const answersOf = (question: Pick<Pertanyaan, 'tipe_jawaban' | 'pilihan'>): readonly string[] =>
  question.tipe_jawaban === 'ya_tidak' ? YA_TIDAK : (question.pilihan ?? []);

/**
 * A show-if must name an earlier ya_tidak or pilihan question of the same questionnaire, and one
 * of its answers. Earlier only: so no chain of show-ifs can loop, and the form settles in one pass.
 * `before` are the questions that come before this one in the form.
 */
function checkShowIf(definition: PertanyaanDefinition, selfId: number | null, siblings: Pertanyaan[], before: Pertanyaan[]): void {
  const condition = definition.tampil_jika;
  if (!condition) return;
  const fail = (message: string) => badRequest(message, { tampil_jika: message });
  if (condition.pertanyaan_id === selfId) throw fail('Pertanyaan tidak bisa menjadi syarat tampil bagi dirinya sendiri.');
  const target = siblings.find((question) => question.id === condition.pertanyaan_id);
  if (!target) throw fail('Syarat tampil harus merujuk ke pertanyaan di kuesioner yang sama.');
  if (!before.some((question) => question.id === target.id)) {
    throw fail(`Syarat tampil harus merujuk ke pertanyaan sebelumnya; "${target.teks_pertanyaan}" ada sesudahnya.`);
  }
  if (!CHOICE_TYPES.includes(target.tipe_jawaban)) {
    throw fail('Syarat tampil hanya bisa memakai pertanyaan bertipe ya_tidak atau pilihan.');
  }
  if (!answersOf(target).includes(condition.nilai)) {
    throw fail(`"${condition.nilai}" bukan jawaban yang mungkin untuk pertanyaan "${target.teks_pertanyaan}".`);
  }
}

/** A questionnaire has at most one question per economic role (docs/economic-impact-module.md). */
function checkRoleFree(definition: PertanyaanDefinition, selfId: number | null, siblings: Pertanyaan[]): void {
  const role = definition.peran_ekonomi;
  const holder = role && siblings.find((question) => question.peran_ekonomi === role && question.id !== selfId);
  if (holder) {
    throw conflict(`Peran ekonomi "${role}" sudah dipakai pertanyaan "${holder.teks_pertanyaan}" di kuesioner ini; satu peran hanya untuk satu pertanyaan.`);
  }
}

/** Adds a question; without an explicit position it goes last (after the highest place). */
export function createQuestion(
  db: Kysely<Database>,
  input: PertanyaanDefinition & { kuesioner_id: number; urutan?: number },
): Promise<Pertanyaan> {
  const { kuesioner_id: kuesionerId, urutan, ...definition } = input;
  return inTransaction(db, async (trx) => {
    if (!(await findQuestionnaire(trx, kuesionerId))) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const siblings = await listQuestions(trx, kuesionerId);
    const place = urutan ?? Math.max(0, ...siblings.map((question) => question.urutan)) + 1;
    // The new question has the highest id, so it comes after every question at its place or before.
    checkShowIf(definition, null, siblings, siblings.filter((question) => question.urutan <= place));
    checkRoleFree(definition, null, siblings);
    const created = await insertQuestion(trx, kuesionerId, place, definition);
    await markQuestionnaireChanged(trx, kuesionerId);
    return created;
  });
}

/**
 * Changes a question. Answers already collected keep their meaning: once a question has answers
 * its type stays, and an option someone chose cannot be removed or renamed (new ones can be
 * added, the text can be corrected). A question another's show-if names keeps the answers it names.
 */
export function editQuestion(db: Kysely<Database>, id: number, definition: PertanyaanDefinition): Promise<Pertanyaan> {
  return inTransaction(db, async (trx) => {
    const current = await findQuestion(trx, id);
    if (!current) throw notFound(QUESTION_NOT_FOUND);
    const siblings = await listQuestionsForDesigner(trx, current.kuesioner_id);
    const index = siblings.findIndex((question) => question.id === id);
    const stored = siblings[index];
    checkShowIf(definition, id, siblings, siblings.slice(0, index));
    checkRoleFree(definition, id, siblings);

    if (stored.jumlah_jawaban > 0 && definition.tipe_jawaban !== stored.tipe_jawaban) {
      throw conflict(
        `Tipe jawaban tidak dapat diubah karena pertanyaan ini sudah memiliki ${stored.jumlah_jawaban} jawaban. Teks, sifat wajib, batas dan pilihan baru masih bisa diubah.`,
      );
    }
    const kept = new Set(definition.pilihan ?? []);
    const lost = stored.pilihan_terjawab.find((option) => !kept.has(option));
    if (lost !== undefined) {
      throw conflict(
        `Pilihan "${lost}" sudah dipilih responden, jadi tidak dapat dihapus atau diganti namanya. Pilihan baru tetap bisa ditambahkan.`,
      );
    }
    for (const dependent of siblings.filter((question) => question.tampil_jika?.pertanyaan_id === id)) {
      if (!answersOf(definition).includes(dependent.tampil_jika?.nilai ?? '')) {
        throw conflict(
          `Pertanyaan "${dependent.teks_pertanyaan}" tampil jika pertanyaan ini dijawab "${dependent.tampil_jika?.nilai}": jawaban itu harus tetap ada. Ubah syarat tampilnya terlebih dahulu.`,
        );
      }
    }
    const updated = await updateQuestion(trx, id, definition);
    // The answers already kept under the old role (or none) now count under the new one.
    if (definition.peran_ekonomi !== current.peran_ekonomi) await rebuildProfiles(trx, current.kuesioner_id);
    await markQuestionnaireChanged(trx, current.kuesioner_id);
    return updated;
  });
}

/**
 * Adds the ready-made economic-impact questions to a questionnaire in one go, after its last
 * question, worded for the event's host area (409 until it is set) and made for the segment kind
 * `jenis` (by default the questionnaire's in the parameters); a role the questionnaire already
 * has is skipped, its question kept as it is. Answers the questions added. In the caller's
 * transaction when given one (a change and its log entry commit together), as every change here.
 */
export function addEconomicQuestions(db: Kysely<Database>, kuesionerId: number, jenis?: JenisSegmen): Promise<Pertanyaan[]> {
  return inTransaction(db, async (trx) => {
    const kuesioner = await findQuestionnaire(trx, kuesionerId);
    if (!kuesioner) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const setup = await readSetup(trx, kuesioner);
    const context = requireContext(setup);
    const siblings = await listQuestions(trx, kuesionerId);
    const taken = new Set(siblings.map((question) => question.peran_ekonomi));
    const missing = economicQuestionSet(context, jenis ?? setup.jenis).filter((question) => !taken.has(question.peran_ekonomi));
    let place = Math.max(0, ...siblings.map((question) => question.urutan));
    const added: Pertanyaan[] = [];
    for (const definition of missing) {
      place += 1;
      added.push(await insertQuestion(trx, kuesionerId, place, definition));
    }
    if (added.length > 0) await markQuestionnaireChanged(trx, kuesionerId);
    return added;
  });
}

/**
 * Puts the questions in a new order: the list names each question of the questionnaire once, and
 * a question with a show-if still comes after the question it depends on.
 */
export function reorderQuestions(db: Kysely<Database>, kuesionerId: number, ids: number[]): Promise<Pertanyaan[]> {
  return inTransaction(db, async (trx) => {
    if (!(await findQuestionnaire(trx, kuesionerId))) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const questions = await listQuestions(trx, kuesionerId);
    const byId = new Map(questions.map((question) => [question.id, question]));
    if (ids.length !== questions.length || ids.some((id) => !byId.has(id))) {
      throw badRequest('Daftar urutan harus berisi setiap pertanyaan kuesioner ini tepat sekali.', {
        pertanyaan_ids: `Kuesioner ini memiliki ${questions.length} pertanyaan.`,
      });
    }
    const placed = new Set<number>();
    for (const id of ids) {
      const condition = byId.get(id)?.tampil_jika;
      if (condition && !placed.has(condition.pertanyaan_id)) {
        const target = byId.get(condition.pertanyaan_id);
        throw badRequest(
          `Pertanyaan "${byId.get(id)?.teks_pertanyaan}" tampil berdasarkan jawaban "${target?.teks_pertanyaan}", jadi harus berada setelahnya.`,
          { pertanyaan_ids: 'Urutan melanggar syarat tampil.' },
        );
      }
      placed.add(id);
    }
    await setQuestionOrder(trx, ids);
    return listQuestions(trx, kuesionerId);
  });
}
