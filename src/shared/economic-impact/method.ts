import type { ParameterEkonomi } from '../schemas/economic-impact';
import { WARNED_BELOW, WITHHELD_BELOW } from './labels';
import {
  NO_ADMISSIONS,
  NO_ASAL,
  NO_COMPLETE_SEGMENT,
  NO_HOST,
  NO_SPENDING,
  noCountedSegment,
  smallSampleWarning,
  unprofiledWarning,
  withheldWarning,
} from './messages';
import { percentile } from './percentile';
import { daysOf, isAdditional, isLocal, spendingPerPerson } from './respondent-rules';
import { KATEGORI, type Kategori, type PeranEkonomi } from './roles';

/**
 * The method, steps 1 to 8 and 10 of docs/economic-impact-module.md, on the respondents
 * themselves: which segments count, their point estimates and the totals. Pure, no I/O, so it is
 * tested without a database and gives the same figures wherever it runs.
 */

/** One accepted response, reduced to what the roles say (null: not answered, or no such question). */
export interface Respondent {
  asal: string | null;
  rutin: string | null;
  alasan_utama: string | null;
  tetap_datang: string | null;
  hari_hadir: number | null;
  jumlah_ditanggung: number | null;
  /** Spending per category in KATEGORI order, for everyone the respondent paid for; missing = 0. */
  belanja: readonly number[];
}

export interface SegmentInput {
  kuesioner_id: number;
  tipe_responden: string;
  /** The roles the questionnaire has a question for. */
  roles: ReadonlySet<PeranEkonomi>;
  respondents: readonly Respondent[];
  /** How many of them answered no role question (a form without the role questions then). */
  unprofiled?: number;
}

export const CONFIDENCE = 0.9;
export const CAP_PERCENTILE = 0.99;
const Z_95 = 1.96;
/** The resample's cap is looked for among the top 5% of the order (all of it below 100 respondents). */
const TAIL_FROM = 0.95;
const TARGET_MARGIN = 0.1;

/** A segment's respondents as the calculation reads them, sorted by spending per person. */
export interface Prepared {
  n: number;
  /** Days attended (step 1), additional (step 3, 0 or 1), spending per person b_i (step 4). */
  days: Float64Array;
  additional: Uint8Array;
  local: Uint8Array;
  spend: Float64Array;
  /** Per person, by category: spend[i] split as answered, at i * 6 + k. */
  byCategory: Float64Array;
  /** spend[i] where additional, else 0: what a draw adds to the direct impact. */
  additionalSpend: Float64Array;
  /** days[i] and additionalSpend[i] side by side at 2i, 2i + 1: a draw reads one cache line. */
  draws: Float64Array;
  /** Where the top few percent of spending start: a resample's cap is found among them. */
  tailStart: number;
}

function prepare(respondents: readonly Respondent[], host: ReadonlySet<string>): Prepared {
  const rows = respondents.map((respondent) => {
    const local = isLocal(respondent, host);
    const perCategory = spendingPerPerson(respondent, KATEGORI.length);
    return {
      local,
      additional: isAdditional(respondent, local),
      days: daysOf(respondent),
      perCategory,
      // Added in KATEGORI order: the very sum the per-response flags make.
      spend: perCategory.reduce((sum, value) => sum + value, 0),
    };
  });
  rows.sort((a, b) => a.spend - b.spend);
  const n = rows.length;
  const prepared: Prepared = {
    n,
    days: new Float64Array(n),
    additional: new Uint8Array(n),
    local: new Uint8Array(n),
    spend: new Float64Array(n),
    byCategory: new Float64Array(n * KATEGORI.length),
    additionalSpend: new Float64Array(n),
    draws: new Float64Array(2 * n),
    tailStart: n < 100 ? 0 : Math.floor(n * TAIL_FROM),
  };
  rows.forEach((row, i) => {
    prepared.days[i] = row.days;
    prepared.additional[i] = row.additional ? 1 : 0;
    prepared.local[i] = row.local ? 1 : 0;
    prepared.spend[i] = row.spend;
    prepared.additionalSpend[i] = row.additional ? row.spend : 0;
    prepared.draws[2 * i] = row.days;
    prepared.draws[2 * i + 1] = prepared.additionalSpend[i];
    row.perCategory.forEach((value, k) => {
      prepared.byCategory[i * KATEGORI.length + k] = value;
    });
  });
  return prepared;
}

export interface PointEstimate {
  uniqueVisitors: number;
  localShare: number;
  additionalShare: number;
  meanSpend: number;
  cap: number;
  capped: number;
  direct: number;
  gross: number;
  directByCategory: Record<Kategori, number>;
  grossByCategory: Record<Kategori, number>;
  relativeMargin: number | null;
  target: number | null;
}

const byCategory = (values: number[]) => Object.fromEntries(KATEGORI.map((kategori, k) => [kategori, values[k]])) as Record<Kategori, number>;

export const sumCategories = (records: Record<Kategori, number>[]) =>
  byCategory(KATEGORI.map((kategori) => records.reduce((sum, record) => sum + record[kategori], 0)));

/** Steps 1 to 6 and 10 on the respondents themselves. */
export function estimate(data: Prepared, admissions: number): PointEstimate {
  const { n, spend } = data;
  const cap = percentile(spend, CAP_PERCENTILE);
  let days = 0;
  let local = 0;
  let additional = 0;
  let capped = 0;
  let direct = 0;
  let gross = 0;
  const directCat = KATEGORI.map(() => 0);
  const grossCat = KATEGORI.map(() => 0);
  for (let i = 0; i < n; i += 1) {
    days += data.days[i];
    local += data.local[i];
    additional += data.additional[i];
    const b = spend[i];
    const kept = Math.min(b, cap);
    if (b > cap) capped += 1;
    // Step 5: each category keeps its share of the capped amount.
    const scale = b > 0 ? kept / b : 0;
    gross += kept;
    if (data.additional[i]) direct += kept;
    for (let k = 0; k < KATEGORI.length; k += 1) {
      const amount = data.byCategory[i * KATEGORI.length + k] * scale;
      grossCat[k] += amount;
      if (data.additional[i]) directCat[k] += amount;
    }
  }
  const uniqueVisitors = admissions / (days / n);
  const perRespondent = uniqueVisitors / n;
  const meanSpend = gross / n;
  // Shifted by the first value, not sum of squares minus n * mean^2, which cancels badly: equal
  // amounts then give exactly 0 (the page's CV of 0, and a target of 0).
  const shift = n > 0 ? Math.min(spend[0], cap) : 0;
  let shifted = 0;
  let shiftedSquares = 0;
  for (let i = 0; i < n; i += 1) {
    const deviation = Math.min(spend[i], cap) - shift;
    shifted += deviation;
    shiftedSquares += deviation * deviation;
  }
  const variance = n > 1 ? (shiftedSquares - (shifted * shifted) / n) / (n - 1) : 0;
  const cv = meanSpend > 0 ? Math.sqrt(Math.max(0, variance)) / meanSpend : null;
  return {
    uniqueVisitors,
    localShare: local / n,
    additionalShare: additional / n,
    meanSpend,
    cap,
    capped,
    direct: perRespondent * direct,
    gross: perRespondent * gross,
    directByCategory: byCategory(directCat.map((value) => value * perRespondent)),
    grossByCategory: byCategory(grossCat.map((value) => value * perRespondent)),
    relativeMargin: cv === null ? null : (Z_95 * cv) / Math.sqrt(n),
    target: cv === null ? null : Math.ceil(((Z_95 * cv) / TARGET_MARGIN) ** 2),
  };
}

/** A segment as the report plans it: its prepared answers, admissions and, when counted, its estimate. */
export interface SegmentPlan {
  input: SegmentInput;
  data: Prepared;
  admissions: { kunjungan: number; min: number; max: number } | null;
  point: PointEstimate | null;
  warnings: string[];
}

const asksSpending = (input: SegmentInput) => KATEGORI.some((kategori) => input.roles.has(`belanja_${kategori}`));

function planSegment(input: SegmentInput, parameters: ParameterEkonomi, host: ReadonlySet<string>): SegmentPlan {
  const data = prepare(input.respondents, host);
  const set = parameters.segmen.find((segmen) => segmen.kuesioner_id === input.kuesioner_id);
  const admissions = set
    ? { kunjungan: set.kunjungan, min: set.kunjungan_min ?? set.kunjungan, max: set.kunjungan_maks ?? set.kunjungan }
    : null;
  const warnings: string[] = [];
  if (!admissions) warnings.push(NO_ADMISSIONS);
  if (!input.roles.has('asal')) warnings.push(NO_ASAL);
  if (!asksSpending(input)) warnings.push(NO_SPENDING);
  const unprofiled = input.unprofiled ?? 0;
  if (unprofiled > 0 && input.roles.size > 0) warnings.push(unprofiledWarning(unprofiled));
  if (data.n < WITHHELD_BELOW) {
    warnings.push(withheldWarning(data.n, WITHHELD_BELOW));
  } else if (data.n < WARNED_BELOW) {
    warnings.push(smallSampleWarning(data.n, WARNED_BELOW));
  }
  const counted = admissions !== null && data.n >= WITHHELD_BELOW;
  return { input, data, admissions, point: counted ? estimate(data, admissions.kunjungan) : null, warnings };
}

/** The segments of an event, planned: the same plans feed the estimate, the seed and the wire. */
export function planSegments(segments: readonly SegmentInput[], parameters: ParameterEkonomi): SegmentPlan[] {
  const host = new Set(parameters.wilayah_tuan_rumah);
  return segments.map((segment) => planSegment(segment, parameters, host));
}

/** What is missing before the report can give a figure (empty: complete). */
export function missingParts(parameters: ParameterEkonomi, plans: readonly SegmentPlan[]): string[] {
  const missing: string[] = [];
  if (parameters.wilayah_tuan_rumah.length === 0) missing.push(NO_HOST);
  const usable = plans.filter((plan) => plan.admissions && plan.input.roles.has('asal') && asksSpending(plan.input));
  if (usable.length === 0) {
    missing.push(NO_COMPLETE_SEGMENT);
  } else if (!usable.some((plan) => plan.point)) {
    missing.push(noCountedSegment(WITHHELD_BELOW));
  }
  return missing;
}

/** Steps 7 and 8 from the segments' direct impact and shopping. */
export function totals(parameters: ParameterEkonomi, direct: number, directShopping: number) {
  const dei = direct + parameters.belanja_penyelenggara_lokal - parameters.dana_dari_lokal;
  return { dei, retained: dei - (1 - parameters.margin_ritel) * directShopping };
}
