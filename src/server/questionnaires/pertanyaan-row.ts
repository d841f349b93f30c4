import type { Selectable } from 'kysely';
import type { Pertanyaan, PertanyaanDefinition } from '../../shared/schemas/questionnaires';
import type { PertanyaanTable } from '../db/schema';

/** The columns a question is read with, everywhere it is read. */
export const PERTANYAAN_COLUMNS = [
  'id',
  'kuesioner_id',
  'teks_pertanyaan',
  'tipe_jawaban',
  'urutan',
  'wajib',
  'nilai_min',
  'nilai_maks',
  'pilihan',
  'tampil_jika_id',
  'tampil_jika_nilai',
  'peran_ekonomi',
  'batas_wajar',
] as const;

export type PertanyaanRow = Pick<Selectable<PertanyaanTable>, (typeof PERTANYAAN_COLUMNS)[number]>;

// pg returns bigint columns as numbers here (db/database.ts), SQLite integers are numbers already.
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A stored question in the API's shape. */
export function pertanyaanFromRow(row: PertanyaanRow): Pertanyaan {
  return {
    id: row.id,
    kuesioner_id: row.kuesioner_id,
    teks_pertanyaan: row.teks_pertanyaan,
    tipe_jawaban: row.tipe_jawaban,
    urutan: row.urutan,
    wajib: Number(row.wajib) === 1,
    min: numberOrNull(row.nilai_min),
    maks: numberOrNull(row.nilai_maks),
    pilihan: row.pilihan === null ? null : (JSON.parse(row.pilihan) as string[]),
    tampil_jika:
      row.tampil_jika_id === null ? null : { pertanyaan_id: row.tampil_jika_id, nilai: row.tampil_jika_nilai ?? '' },
    peran_ekonomi: row.peran_ekonomi,
    batas_wajar: numberOrNull(row.batas_wajar),
  };
}

/** A question's settings as columns. */
export function rowFromDefinition(definition: PertanyaanDefinition) {
  return {
    teks_pertanyaan: definition.teks_pertanyaan,
    tipe_jawaban: definition.tipe_jawaban,
    wajib: definition.wajib ? 1 : 0,
    nilai_min: definition.min,
    nilai_maks: definition.maks,
    pilihan: definition.pilihan === null ? null : JSON.stringify(definition.pilihan),
    tampil_jika_id: definition.tampil_jika?.pertanyaan_id ?? null,
    tampil_jika_nilai: definition.tampil_jika?.nilai ?? null,
    peran_ekonomi: definition.peran_ekonomi,
    batas_wajar: definition.batas_wajar,
  };
}
