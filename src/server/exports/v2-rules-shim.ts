import type { Respondent } from '../../shared/economic-impact/method';
import { percentile } from '../../shared/economic-impact/percentile';
import { KATEGORI } from '../../shared/economic-impact/roles';

/** Stand-in for the v2 per-response rules until they land in respondent-flags.ts. */
export interface FlagContext {
  host: ReadonlySet<string>;
  jenis: 'pengunjung' | 'peserta';
  eventDays: number;
}

export function flagRespondentV2(respondent: Respondent, context: FlagContext) {
  const lokal = (respondent.asal !== null && context.host.has(respondent.asal)) || respondent.rutin === 'Ya';
  const tambahan =
    context.jenis === 'peserta' ? !lokal : !lokal && respondent.asal !== null && respondent.rutin !== 'Ya' && respondent.alasan_utama === 'Ya' && respondent.tetap_datang === 'Tidak';
  const people = respondent.jumlah_ditanggung !== null && respondent.jumlah_ditanggung >= 1 ? respondent.jumlah_ditanggung : 1;
  const belanja = KATEGORI.map((_, k) => (respondent.belanja[k] ?? 0) / people).reduce((sum, value) => sum + value, 0);
  return { lokal, tambahan, belanja_per_orang: belanja };
}

export const daysAttended = (respondent: Respondent, eventDays: number) =>
  respondent.hari_hadir === null ? 1 : Math.min(Math.max(respondent.hari_hadir, 1), eventDays);

export function spendingFence(values: ArrayLike<number>): number | null {
  const positive = Float64Array.from(values).filter((value) => value > 0).sort();
  return positive.length < 5 ? null : 10 * percentile(positive, 0.5);
}

export function segmentCap(values: ArrayLike<number>): number | null {
  return values.length < 100 ? null : percentile(Float64Array.from(values).sort(), 0.99);
}

export function countedSpending(b: number, cap: number | null, fence: number | null) {
  const perlu_diperiksa = fence !== null && b > fence;
  let kept = b;
  if (cap !== null) kept = Math.min(kept, cap);
  if (perlu_diperiksa) kept = Math.min(kept, fence);
  return { belanja_dihitung: kept, dipangkas: kept < b, perlu_diperiksa };
}
