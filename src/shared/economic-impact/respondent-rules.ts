import type { JenisSegmen } from '../schemas/economic-impact';
import { LUAR_NEGERI } from '../wilayah/wilayah-list';
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

/** Step 12: the province of a region code ("35.78" -> "35"); abroad stays LN. */
export const provinceOf = (asal: string) => (asal === LUAR_NEGERI ? LUAR_NEGERI : asal.slice(0, 2));

/** Step 12: the provinces of the host area, the first two digits of its codes. */
export const hostProvincesOf = (host: Iterable<string>) => new Set(Array.from(host, provinceOf));

/** Step 11: nights in the host area when answered (0 or more), else 0. */
export const nightsOf = (respondent: Pick<Respondent, 'malam_menginap'>) =>
  respondent.malam_menginap != null && respondent.malam_menginap >= 0 ? respondent.malam_menginap : 0;

/** Step 11's commercial accommodation, as the ready-made question words its options. */
export const AKOMODASI_KOMERSIAL: ReadonlySet<string> = new Set(['Hotel', 'Homestay atau penginapan', 'Villa']);

/** Step 11: 1 commercial, 0 another kind, -1 not answered. */
export const lodgingOf = (respondent: Pick<Respondent, 'jenis_akomodasi'>) =>
  respondent.jenis_akomodasi == null ? -1 : AKOMODASI_KOMERSIAL.has(respondent.jenis_akomodasi) ? 1 : 0;
