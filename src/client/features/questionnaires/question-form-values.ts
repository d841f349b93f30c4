import type { PeranEkonomi } from '../../../shared/economic-impact/economic-roles';
import {
  type PertanyaanDefinition,
  pertanyaanDefinitionSchema,
  type PertanyaanDesigner,
  type TipeJawaban,
} from '../../../shared/schemas/questionnaires';
import { type FieldErrors, validateForm } from '../../lib/validate-form';

/** What the question form holds while the Admin types: texts, turned into a definition on save. */
export interface QuestionFormValues {
  teks: string;
  tipe: TipeJawaban;
  wajib: boolean;
  min: string;
  maks: string;
  /** The soft limit: answers above it are confirmed. */
  batasWajar: string;
  /** One option per line: easy to type on a phone and to paste from a document. */
  pilihan: string;
  /** The id of the question this one depends on, or '' for always shown. */
  tampilJikaId: string;
  tampilJikaNilai: string;
  /** The economic role, or '' for none. */
  peran: PeranEkonomi | '';
}

export const EMPTY_QUESTION: QuestionFormValues = {
  teks: '',
  tipe: 'teks',
  wajib: true,
  min: '',
  maks: '',
  batasWajar: '',
  pilihan: '',
  tampilJikaId: '',
  tampilJikaNilai: '',
  peran: '',
};

export function valuesOf(question: PertanyaanDesigner): QuestionFormValues {
  return {
    teks: question.teks_pertanyaan,
    tipe: question.tipe_jawaban,
    wajib: question.wajib,
    min: question.min === null ? '' : String(question.min),
    maks: question.maks === null ? '' : String(question.maks),
    batasWajar: question.batas_wajar === null ? '' : String(question.batas_wajar),
    pilihan: (question.pilihan ?? []).join('\n'),
    tampilJikaId: question.tampil_jika ? String(question.tampil_jika.pertanyaan_id) : '',
    tampilJikaNilai: question.tampil_jika?.nilai ?? '',
    peran: question.peran_ekonomi ?? '',
  };
}

const limit = (text: string) => (text.trim() === '' ? null : Number(text));
export const optionLines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

type Errors = FieldErrors<QuestionFormValues>;

/**
 * The form's values checked with the shared schema (the server's rules), plus the one rule only
 * the designer's list knows: options someone already chose stay.
 */
export function checkQuestion(
  values: QuestionFormValues,
  answeredOptions: readonly string[] = [],
): { ok: true; definition: PertanyaanDefinition } | { ok: false; errors: Errors } {
  const checked = validateForm(pertanyaanDefinitionSchema, {
    teks_pertanyaan: values.teks,
    tipe_jawaban: values.tipe,
    wajib: values.wajib,
    min: limit(values.min),
    maks: limit(values.maks),
    pilihan: values.tipe === 'pilihan' ? optionLines(values.pilihan) : null,
    tampil_jika: values.tampilJikaId ? { pertanyaan_id: Number(values.tampilJikaId), nilai: values.tampilJikaNilai } : null,
    peran_ekonomi: values.peran || null,
    batas_wajar: limit(values.batasWajar),
  });
  if (!checked.success) {
    const { teks_pertanyaan, min, maks, batas_wajar, pilihan, tampil_jika, peran_ekonomi } = checked.errors;
    return {
      ok: false,
      errors: { teks: teks_pertanyaan, min, maks, batasWajar: batas_wajar, pilihan, tampilJikaNilai: tampil_jika, peran: peran_ekonomi },
    };
  }
  const kept = new Set(checked.data.pilihan ?? []);
  const lost = answeredOptions.find((option) => !kept.has(option));
  if (lost !== undefined) {
    return { ok: false, errors: { pilihan: `Pilihan "${lost}" sudah dipilih responden, jadi tidak dapat dihapus atau diganti namanya.` } };
  }
  return { ok: true, definition: checked.data };
}

/**
 * A new question's body: only the settings that differ from the defaults, so a plain question is
 * sent exactly as the original call has it (docs/api.md#questionnaires).
 */
export function newQuestionBody(definition: PertanyaanDefinition) {
  const { teks_pertanyaan, tipe_jawaban, wajib, min, maks, pilihan, tampil_jika, peran_ekonomi, batas_wajar } = definition;
  return {
    teks_pertanyaan,
    tipe_jawaban,
    ...(wajib ? {} : { wajib }),
    ...(min === null ? {} : { min }),
    ...(maks === null ? {} : { maks }),
    ...(pilihan === null ? {} : { pilihan }),
    ...(tampil_jika === null ? {} : { tampil_jika }),
    ...(peran_ekonomi === null ? {} : { peran_ekonomi }),
    ...(batas_wajar === null ? {} : { batas_wajar }),
  };
}
