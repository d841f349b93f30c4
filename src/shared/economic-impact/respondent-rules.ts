import type { JenisSegmen } from '../schemas/economic-impact';
import type { Respondent } from './method';

/**
 * Steps 1 to 4 of docs/economic-impact-method.md for one respondent, in one place: the
 * calculation and the spreadsheet's per-response flags both read them from here.
 */

/** What a segment tells about its respondents beyond their answers. */
export interface SegmentRules {
  host: ReadonlySet<string>;
  jenis: JenisSegmen;
  /** The questionnaire has a `rutin` question: without one, nobody is local by routine. */
  asksRutin: boolean;
  /** L, the event's length in days: nobody attends more days than it has. */
  eventDays: number;
}

/** Step 2: lives in the host area, or comes to it routinely. */
export const isLocal = (respondent: Pick<Respondent, 'asal' | 'rutin'>, host: ReadonlySet<string>) =>
  (respondent.asal !== null && host.has(respondent.asal)) || respondent.rutin === 'Ya';

/**
 * Step 3, conservative: a visitor is additional only on the answers that say so. An unanswered
 * origin, routine, reason or counterfactual question never makes one; a `peserta` segment is not
 * asked the reason and counterfactual, as its people come because the event exists.
 */
export function isAdditional(
  respondent: Pick<Respondent, 'asal' | 'rutin' | 'alasan_utama' | 'tetap_datang'>,
  rules: Pick<SegmentRules, 'host' | 'jenis' | 'asksRutin'>,
): boolean {
  if (respondent.asal === null || isLocal(respondent, rules.host)) return false;
  if (rules.jenis === 'peserta') return true;
  const notRoutine = respondent.rutin === 'Tidak' || !rules.asksRutin;
  return notRoutine && respondent.alasan_utama === 'Ya' && respondent.tetap_datang === 'Tidak';
}

/** Step 1: days attended when answered, at least 1 and at most the event's length; else 1. */
export const daysOf = (respondent: Pick<Respondent, 'hari_hadir'>, eventDays: number) =>
  respondent.hari_hadir === null ? 1 : Math.min(Math.max(respondent.hari_hadir, 1), Math.max(eventDays, 1));

/** Step 4: each category's spending per person (the people covered when at least 1, else 1). */
export function spendingPerPerson(respondent: Pick<Respondent, 'jumlah_ditanggung' | 'belanja'>, categories: number): number[] {
  const people = respondent.jumlah_ditanggung !== null && respondent.jumlah_ditanggung >= 1 ? respondent.jumlah_ditanggung : 1;
  return Array.from({ length: categories }, (_, k) => (respondent.belanja[k] ?? 0) / people);
}

/** Step 4's b_i: the categories added up in KATEGORI order, the one sum every reader makes. */
export const totalSpending = (perCategory: readonly number[]) => perCategory.reduce((sum, value) => sum + value, 0);
