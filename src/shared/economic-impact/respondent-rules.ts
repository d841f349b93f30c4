import type { Respondent } from './method';

/**
 * Steps 1 to 4 of docs/economic-impact-module.md for one respondent, in one place: the
 * calculation and the spreadsheet's per-response flags both read them from here.
 */

/** Step 2: lives in the host area, or comes to it routinely. */
export const isLocal = (respondent: Pick<Respondent, 'asal' | 'rutin'>, host: ReadonlySet<string>) =>
  (respondent.asal !== null && host.has(respondent.asal)) || respondent.rutin === 'Ya';

/** Step 3: not local, the event not denied as the main reason, and not coming anyway. */
export const isAdditional = (respondent: Pick<Respondent, 'alasan_utama' | 'tetap_datang'>, local: boolean) =>
  !local && respondent.alasan_utama !== 'Tidak' && respondent.tetap_datang !== 'Ya';

/** Step 1: days attended when answered and at least 1, else 1. */
export const daysOf = (respondent: Pick<Respondent, 'hari_hadir'>) =>
  respondent.hari_hadir !== null && respondent.hari_hadir >= 1 ? respondent.hari_hadir : 1;

/** Step 4: each category's spending per person (the people covered when at least 1, else 1). */
export function spendingPerPerson(respondent: Pick<Respondent, 'jumlah_ditanggung' | 'belanja'>, categories: number): number[] {
  const people = respondent.jumlah_ditanggung !== null && respondent.jumlah_ditanggung >= 1 ? respondent.jumlah_ditanggung : 1;
  return Array.from({ length: categories }, (_, k) => (respondent.belanja[k] ?? 0) / people);
}
