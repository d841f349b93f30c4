import type { PenggandaTersimpan } from '../../../../shared/schemas/economic-impact';
import type { Cakupan, Tipe } from './parameter-form-values';

export const CAKUPAN_LABEL: Record<Cakupan, string> = {
  nasional: 'Nasional',
  provinsi: 'Provinsi',
  kabupaten_kota: 'Kabupaten/kota',
};

export const TIPE_LABEL: Record<Tipe, string> = { I: 'Tipe I', II: 'Tipe II' };

const isCakupan = (value: string): value is Cakupan => value in CAKUPAN_LABEL;

/**
 * The source in one line, e.g. "Tabel input-output BPS 2016, provinsi, tipe I": the table's year
 * after its name unless the name already says it. A v1 source has its text alone.
 */
export function sourceLine(pengganda: Pick<PenggandaTersimpan, 'sumber' | 'tahun_tabel' | 'cakupan_tabel' | 'tipe'>): string {
  const { sumber, tahun_tabel: tahun, cakupan_tabel: cakupan, tipe } = pengganda;
  const name = tahun && !sumber.includes(String(tahun)) ? `${sumber} ${tahun}` : sumber;
  return [
    name,
    cakupan && isCakupan(cakupan) ? CAKUPAN_LABEL[cakupan].toLowerCase() : null,
    tipe ? `tipe ${tipe}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
