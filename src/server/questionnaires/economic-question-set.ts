import type { Kysely } from 'kysely';
import { economicQuestionSet, hostAreaName, type QuestionSetContext, type RoleQuestion } from '../../shared/economic-impact/question-set';
import type { JenisSegmen } from '../../shared/schemas/economic-impact';
import type {
  EconomicSetStatus,
  Kuesioner,
  Pertanyaan,
  PertanyaanDefinition,
  PertanyaanDesigner,
} from '../../shared/schemas/questionnaires';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { readEventDays, readParameters } from '../economic-parameters/economic-parameters.repo';
import { conflict } from '../http/app-error';
import { wilayahList } from '../wilayah/wilayah';
import {
  findQuestionnaire,
  listQuestionsForDesigner,
  markQuestionnaireChanged,
  updateQuestion,
} from './questionnaires.repo';

const HOST_AREA_MISSING =
  'Wilayah tuan rumah event ini belum ditetapkan. Tetapkan terlebih dahulu di halaman Dampak Ekonomi agar pertanyaan dampak ekonomi menyebut wilayah yang benar.';

/** What a questionnaire's ready-made set is made for: no context until the host area is set. */
export interface SetSetup {
  context: QuestionSetContext | null;
  /** The questionnaire's segment kind in the event's parameters (pengunjung when not set). */
  jenis: JenisSegmen;
}

/** The questionnaire's event's host area by name and its length, and the questionnaire's segment kind. */
export async function readSetup(db: Kysely<Database>, kuesioner: Kuesioner): Promise<SetSetup> {
  const { parameters } = await readParameters(db, kuesioner.event_id);
  const jenis = parameters.segmen.find((segmen) => segmen.kuesioner_id === kuesioner.id)?.jenis ?? 'pengunjung';
  const codes = parameters.wilayah_tuan_rumah;
  if (codes.length === 0) return { context: null, jenis };
  const names = codes.map((kode) => wilayahList().byCode.get(kode)?.nama ?? kode);
  return { context: { wilayah: hostAreaName(names), lamaHari: await readEventDays(db, kuesioner.event_id) }, jenis };
}

/** The setup's context, or 409: the set names the host area, so it waits until the host area is set. */
export function requireContext(setup: SetSetup): QuestionSetContext {
  if (!setup.context) throw conflict(HOST_AREA_MISSING);
  return setup.context;
}

/** Whether a role question reads or bounds its answers otherwise than the set's version 2. */
const differs = (question: PertanyaanDesigner, target: RoleQuestion) =>
  question.teks_pertanyaan !== target.teks_pertanyaan || question.maks !== target.maks || question.batas_wajar !== target.batas_wajar;

/**
 * The questionnaire's role questions that differ from version 2, each with the question it should
 * become. Compared with the whole set, whatever the segment kind: a `peserta` questionnaire that
 * asks the counterfactual anyway should ask it in the 12-month wording.
 */
function outdated(questions: readonly PertanyaanDesigner[], context: QuestionSetContext) {
  const targets = new Map(economicQuestionSet(context).map((question) => [question.peran_ekonomi, question]));
  return questions.flatMap((question) => {
    const target = question.peran_ekonomi && targets.get(question.peran_ekonomi);
    return target && differs(question, target) ? [{ question, target }] : [];
  });
}

/**
 * What the designer shows beside the set: the host area's name, the default kind, what differs
 * from version 2; undefined when there is no such questionnaire.
 */
export async function economicSetStatus(db: Kysely<Database>, kuesionerId: number): Promise<EconomicSetStatus | undefined> {
  const kuesioner = await findQuestionnaire(db, kuesionerId);
  if (!kuesioner) return undefined;
  const setup = await readSetup(db, kuesioner);
  const differing = setup.context ? outdated(await listQuestionsForDesigner(db, kuesionerId), setup.context) : [];
  return {
    wilayah: setup.context?.wilayah ?? null,
    lama_hari: setup.context?.lamaHari ?? null,
    jenis: setup.jenis,
    berbeda: differing.map(({ question, target }) => ({
      id: question.id,
      peran_ekonomi: target.peran_ekonomi,
      teks_pertanyaan: question.teks_pertanyaan,
      teks_baru: target.teks_pertanyaan,
      jumlah_jawaban: question.jumlah_jawaban,
    })),
  };
}

/** A stored question with the set's version 2 text and bounds; a kept minimum that no longer fits takes the set's. */
function reworded(question: PertanyaanDesigner, target: RoleQuestion): PertanyaanDefinition {
  const ceiling = target.batas_wajar ?? target.maks;
  const min = question.min !== null && ceiling !== null && question.min > ceiling ? target.min : question.min;
  return {
    teks_pertanyaan: target.teks_pertanyaan,
    tipe_jawaban: question.tipe_jawaban,
    wajib: question.wajib,
    min,
    maks: target.maks,
    pilihan: question.pilihan,
    tampil_jika: question.tampil_jika,
    peran_ekonomi: question.peran_ekonomi,
    batas_wajar: target.batas_wajar,
  };
}

/**
 * Brings the role questions that differ from version 2 to its text and bounds, in one
 * transaction (the caller's when given one: the change and its log entry commit together), but
 * only those without answers: an answered question keeps the words its answers were given to.
 * Answers how many were updated and how many were kept for their answers, and each updated
 * question before and after; undefined when there is no such questionnaire.
 */
export function updateEconomicWording(
  db: Kysely<Database>,
  kuesionerId: number,
): Promise<{ diperbarui: number; dipertahankan: number; changes: { before: Pertanyaan; after: Pertanyaan }[] } | undefined> {
  return inTransaction(db, async (trx) => {
    const kuesioner = await findQuestionnaire(trx, kuesionerId);
    if (!kuesioner) return undefined;
    const context = requireContext(await readSetup(trx, kuesioner));
    const differing = outdated(await listQuestionsForDesigner(trx, kuesionerId), context);
    const unanswered = differing.filter(({ question }) => question.jumlah_jawaban === 0);
    const changes: { before: Pertanyaan; after: Pertanyaan }[] = [];
    for (const { question, target } of unanswered) changes.push({ before: question, after: await updateQuestion(trx, question.id, reworded(question, target)) });
    if (unanswered.length > 0) await markQuestionnaireChanged(trx, kuesionerId);
    return { diperbarui: unanswered.length, dipertahankan: differing.length - unanswered.length, changes };
  });
}
