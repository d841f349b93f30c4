import {
  OUTPUT_WARNED_ABOVE,
  OUTPUT_WARNING,
  type Pengganda,
  type PenggandaTersimpan,
  penggandaSchema,
} from '../schemas/economic-impact';

/**
 * Which stored multipliers the report may use (docs/economic-impact-method.md, "Multipliers"):
 * only a set that passes today's ranges with its structured source. A v1 set (a ratio-type
 * income multiplier, no table year) is kept as the Admin typed it, shown "perlu diperbarui" and
 * left out, so the report falls back to direct impact rather than publish a wrong multiple.
 */
export function usableMultipliers(stored: PenggandaTersimpan | null): Pengganda | null {
  if (!stored) return null;
  const parsed = penggandaSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** What an Admin should know of accepted multipliers: an output multiplier above 2.5. */
export const multiplierWarnings = (pengganda: Pick<Pengganda, 'output'> | null) =>
  pengganda && pengganda.output > OUTPUT_WARNED_ABOVE ? [OUTPUT_WARNING] : [];

const CAKUPAN_LABEL: Record<Pengganda['cakupan_tabel'], string> = {
  nasional: 'nasional',
  provinsi: 'provinsi',
  kabupaten_kota: 'kabupaten/kota',
};

/** The source in one line, as the report and the spreadsheet cite it. */
export const multiplierSource = (pengganda: Pengganda) =>
  `${pengganda.sumber} (tabel ${pengganda.tahun_tabel}, cakupan ${CAKUPAN_LABEL[pengganda.cakupan_tabel]}, tipe ${pengganda.tipe})`;
