import type { JenisSegmen, ParameterEkonomi } from '../schemas/economic-impact';
import { TARGET_MARGIN, WARNED_BELOW, WITHHELD_BELOW } from './labels';
import {
  NO_ADMISSIONS,
  NO_ASAL,
  NO_COMPLETE_SEGMENT,
  NO_COUNTERFACTUAL,
  NO_HOST,
  NO_SPENDING,
  noCountedSegment,
  smallSampleWarning,
  tanpaAsalWarning,
  withheldWarning,
} from './messages';
import { CAP_FROM, isFlagged, sortedCap, spendingFence } from './outliers';
import {
  daysOf,
  hostProvincesOf,
  isAdditional,
  isLocal,
  lodgingOf,
  nightsOf,
  provinceOf,
  type SegmentRules,
  spendingPerPerson,
  totalSpending,
} from './respondent-rules';
import { KATEGORI, type PeranEkonomi, type SpendingCategory } from './economic-roles';
import { LUAR_NEGERI } from '../wilayah/wilayah-list';
import { type Volume, volumeOf } from './volume';

/**
 * The method, steps 1 to 8 and 10 to 12 of docs/economic-impact-method.md, on the respondents
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
  /** A reviewer confirmed the amounts since they last changed: counted in full even above the fence. */
  dikonfirmasi?: boolean;
  /** Step 11: nights in the host area on this trip, and where they stayed (absent: not asked). */
  malam_menginap?: number | null;
  jenis_akomodasi?: string | null;
}

export interface SegmentInput {
  kuesioner_id: number;
  tipe_responden: string;
  /** The roles the questionnaire has a question for. */
  roles: ReadonlySet<PeranEkonomi>;
  /** Every accepted response; those without an answered `asal` are left out of the sample. */
  respondents: readonly Respondent[];
  /** Accepted responses that answered no role question at all: outside the sample too. */
  unprofiled?: number;
}

export const CONFIDENCE = 0.9;
const Z_95 = 1.96;
/** The resample's cap is looked for among the top 5% of the order. */
const TAIL_FROM = 0.95;

/** A segment's sample as the calculation reads it, sorted by spending per person. */
export interface Prepared {
  n: number;
  /** Days attended (step 1), additional (step 3, 0 or 1), spending per person b_i (step 4). */
  days: Float64Array;
  additional: Uint8Array;
  local: Uint8Array;
  spend: Float64Array;
  /** b_i held at the fence where flagged (step 5); a confirmed answer above the fence is not held. */
  fenced: Float64Array;
  /** Per person, by category: spend[i] split as answered, at i * 6 + k. */
  byCategory: Float64Array;
  /** Step 11: nights (0 when unanswered) and accommodation (1 commercial, 0 other, -1 unanswered). */
  nights: Float64Array;
  lodging: Int8Array;
  /** Step 12: the province of asal (LN abroad); from outside the host provinces; from abroad. */
  provinces: string[];
  outOfProvince: Uint8Array;
  foreign: Uint8Array;
  /**
   * Per respondent at DRAW_STRIDE × i: days, then additional × fenced for the three levels (host
   * area, from outside its provinces, from abroad), side by side so a draw reads one cache line.
   */
  draws: Float64Array;
  /** Where the top few percent of spending start: a resample's cap is found among them (n when no cap). */
  tailStart: number;
  /** f_s, from the whole sample: a resample keeps it, and each response's flag. */
  fence: number | null;
  flagged: number;
}

export const DRAW_STRIDE = 4;

function prepare(respondents: readonly Respondent[], rules: SegmentRules): Prepared {
  const hostProvinces = hostProvincesOf(rules.host);
  const rows = respondents.map((respondent) => {
    const perCategory = spendingPerPerson(respondent, KATEGORI.length);
    const province = respondent.asal === null ? '' : provinceOf(respondent.asal);
    return {
      province,
      outOfProvince: province !== '' && !hostProvinces.has(province),
      foreign: respondent.asal === LUAR_NEGERI,
      nights: nightsOf(respondent),
      lodging: lodgingOf(respondent),
      local: isLocal(respondent, rules.host),
      additional: isAdditional(respondent, rules),
      days: daysOf(respondent, rules.eventDays),
      perCategory,
      spend: totalSpending(perCategory),
      confirmed: respondent.dikonfirmasi === true,
    };
  });
  rows.sort((a, b) => a.spend - b.spend);
  const n = rows.length;
  const fence = spendingFence(rows.map((row) => row.spend));
  const prepared: Prepared = {
    n,
    days: new Float64Array(n),
    additional: new Uint8Array(n),
    local: new Uint8Array(n),
    spend: new Float64Array(n),
    fenced: new Float64Array(n),
    byCategory: new Float64Array(n * KATEGORI.length),
    nights: new Float64Array(n),
    lodging: new Int8Array(n),
    provinces: rows.map((row) => row.province),
    outOfProvince: new Uint8Array(n),
    foreign: new Uint8Array(n),
    draws: new Float64Array(DRAW_STRIDE * n),
    tailStart: n < CAP_FROM ? n : Math.floor(n * TAIL_FROM),
    fence,
    flagged: 0,
  };
  rows.forEach((row, i) => {
    const flagged = isFlagged(row.spend, fence, row.confirmed);
    if (flagged) prepared.flagged += 1;
    prepared.days[i] = row.days;
    prepared.additional[i] = row.additional ? 1 : 0;
    prepared.local[i] = row.local ? 1 : 0;
    prepared.spend[i] = row.spend;
    prepared.fenced[i] = flagged ? fence! : row.spend;
    prepared.nights[i] = row.nights;
    prepared.lodging[i] = row.lodging;
    prepared.outOfProvince[i] = row.outOfProvince ? 1 : 0;
    prepared.foreign[i] = row.foreign ? 1 : 0;
    const counted = row.additional ? prepared.fenced[i] : 0;
    prepared.draws.set([row.days, counted, row.outOfProvince ? counted : 0, row.foreign ? counted : 0], DRAW_STRIDE * i);
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
  cap: number | null;
  capped: number;
  direct: number;
  gross: number;
  directByCategory: Record<SpendingCategory, number>;
  grossByCategory: Record<SpendingCategory, number>;
  /** Step 10, on x_i = additional_i × b'_i: the headline's own quantity. */
  relativeMargin: number | null;
  target: number | null;
  /** Step 10's rule of three, where no one in the sample is additional. */
  additionalShareUpperBound: number | null;
  /** Step 12: the additional visitors' spending new to the host provinces, and to the nation. */
  provincial: number;
  national: number;
  /** Step 11, as shares and sums of the sample: the wire scales them by the unique visitors. */
  volume: Volume;
}

const byCategory = (values: number[]) => Object.fromEntries(KATEGORI.map((kategori, k) => [kategori, values[k]])) as Record<SpendingCategory, number>;

export const sumCategories = (records: Record<SpendingCategory, number>[]) =>
  byCategory(KATEGORI.map((kategori) => records.reduce((sum, record) => sum + record[kategori], 0)));

/** Step 10: the relative margin at 95% of the mean of x and the n a ±10% margin needs. */
function precision(x: Float64Array): Pick<PointEstimate, 'relativeMargin' | 'target'> {
  const n = x.length;
  const mean = x.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2 || !(mean > 0)) return { relativeMargin: null, target: null };
  // Deviations from the first value, not the sum of squares less n × mean², which cancels badly:
  // equal amounts then give exactly 0 (a CV of 0, and a target of 0).
  let shifted = 0;
  let shiftedSquares = 0;
  for (const value of x) {
    shifted += value - x[0];
    shiftedSquares += (value - x[0]) ** 2;
  }
  const variance = Math.max(0, (shiftedSquares - (shifted * shifted) / n) / (n - 1));
  const cv = Math.sqrt(variance) / mean;
  return { relativeMargin: (Z_95 * cv) / Math.sqrt(n), target: Math.ceil(((Z_95 * cv) / TARGET_MARGIN) ** 2) };
}

/** Steps 1 to 6 and 10 on the sample itself. */
export function estimate(data: Prepared, admissions: number): PointEstimate {
  const { n, spend } = data;
  const cap = sortedCap(spend);
  let days = 0;
  let local = 0;
  let additional = 0;
  let capped = 0;
  let direct = 0;
  let gross = 0;
  let provincial = 0;
  let national = 0;
  const x = new Float64Array(n);
  const directCat = KATEGORI.map(() => 0);
  const grossCat = KATEGORI.map(() => 0);
  for (let i = 0; i < n; i += 1) {
    days += data.days[i];
    local += data.local[i];
    additional += data.additional[i];
    const b = spend[i];
    const kept = cap === null ? data.fenced[i] : Math.min(data.fenced[i], cap);
    if (cap !== null && b > cap) capped += 1;
    // Step 5: each category keeps its share of the amount counted.
    const scale = b > 0 ? kept / b : 0;
    gross += kept;
    if (data.additional[i]) {
      direct += kept;
      x[i] = kept;
      if (data.outOfProvince[i]) provincial += kept;
      if (data.foreign[i]) national += kept;
    }
    for (let k = 0; k < KATEGORI.length; k += 1) {
      const amount = data.byCategory[i * KATEGORI.length + k] * scale;
      grossCat[k] += amount;
      if (data.additional[i]) directCat[k] += amount;
    }
  }
  const uniqueVisitors = admissions / (days / n);
  const perRespondent = uniqueVisitors / n;
  return {
    uniqueVisitors,
    localShare: local / n,
    additionalShare: additional / n,
    meanSpend: gross / n,
    cap,
    capped,
    direct: perRespondent * direct,
    gross: perRespondent * gross,
    directByCategory: byCategory(directCat.map((value) => value * perRespondent)),
    grossByCategory: byCategory(grossCat.map((value) => value * perRespondent)),
    ...precision(x),
    additionalShareUpperBound: additional === 0 ? Math.min(1, 3 / n) : null,
    provincial: perRespondent * provincial,
    national: perRespondent * national,
    volume: volumeOf(data),
  };
}

/** A segment as the report plans it: its sample, admissions and estimate, and whether it counts. */
export interface SegmentPlan {
  input: SegmentInput;
  jenis: JenisSegmen;
  data: Prepared;
  /** Accepted responses outside the sample: no answered `asal`. */
  tanpaAsal: number;
  admissions: { kunjungan: number; min: number; max: number } | null;
  /** The estimate on the sample (its precision is shown even where the segment does not count). */
  sample: PointEstimate | null;
  /** The same estimate where the segment counts: complete, with admissions, and n ≥ 30. */
  point: PointEstimate | null;
  warnings: string[];
}

const asksSpending = (roles: ReadonlySet<PeranEkonomi>) => KATEGORI.some((kategori) => roles.has(`belanja_${kategori}`));
const asksCounterfactual = (roles: ReadonlySet<PeranEkonomi>) => roles.has('alasan_utama') && roles.has('tetap_datang');

/** What a segment lacks before it can be counted, whatever its sample. */
function incompleteness(input: SegmentInput, jenis: JenisSegmen, hasAdmissions: boolean): string[] {
  const missing: string[] = [];
  if (!hasAdmissions) missing.push(NO_ADMISSIONS);
  if (!input.roles.has('asal')) missing.push(NO_ASAL);
  if (!asksSpending(input.roles)) missing.push(NO_SPENDING);
  if (jenis === 'pengunjung' && !asksCounterfactual(input.roles)) missing.push(NO_COUNTERFACTUAL);
  return missing;
}

function planSegment(input: SegmentInput, parameters: ParameterEkonomi, host: ReadonlySet<string>, eventDays: number): SegmentPlan {
  const set = parameters.segmen.find((segmen) => segmen.kuesioner_id === input.kuesioner_id);
  const jenis = set?.jenis ?? 'pengunjung';
  const sample = input.respondents.filter((respondent) => respondent.asal !== null);
  const tanpaAsal = input.respondents.length - sample.length + (input.unprofiled ?? 0);
  const data = prepare(sample, { host, jenis, asksRutin: input.roles.has('rutin'), eventDays });
  const admissions = set
    ? { kunjungan: set.kunjungan, min: set.kunjungan_min ?? set.kunjungan, max: set.kunjungan_maks ?? set.kunjungan }
    : null;
  const warnings = incompleteness(input, jenis, admissions !== null);
  const complete = warnings.length === 0;
  if (tanpaAsal > 0 && input.roles.has('asal')) warnings.push(tanpaAsalWarning(tanpaAsal));
  if (data.n < WITHHELD_BELOW) {
    warnings.push(withheldWarning(data.n, WITHHELD_BELOW));
  } else if (data.n < WARNED_BELOW) {
    warnings.push(smallSampleWarning(data.n, WARNED_BELOW));
  }
  const estimated = data.n > 0 ? estimate(data, admissions?.kunjungan ?? 0) : null;
  const counted = complete && data.n >= WITHHELD_BELOW;
  return { input, jenis, data, tanpaAsal, admissions, sample: estimated, point: counted ? estimated : null, warnings };
}

/** The segments of an event, planned: the same plans feed the estimate, the seed and the wire. */
export function planSegments(segments: readonly SegmentInput[], parameters: ParameterEkonomi, eventDays: number): SegmentPlan[] {
  const host = new Set(parameters.wilayah_tuan_rumah);
  return segments.map((segment) => planSegment(segment, parameters, host, eventDays));
}

/** What is missing before the report can give a figure (empty: complete). */
export function missingParts(parameters: ParameterEkonomi, plans: readonly SegmentPlan[]): string[] {
  const missing: string[] = [];
  if (parameters.wilayah_tuan_rumah.length === 0) missing.push(NO_HOST);
  const complete = plans.filter((plan) => incompleteness(plan.input, plan.jenis, plan.admissions !== null).length === 0);
  if (complete.length === 0) {
    missing.push(NO_COMPLETE_SEGMENT);
  } else if (!complete.some((plan) => plan.point)) {
    missing.push(noCountedSegment(WITHHELD_BELOW));
  }
  return missing;
}

/** Steps 7 and 8 from the segments' direct impact and shopping. */
export function totals(parameters: ParameterEkonomi, direct: number, directShopping: number) {
  const dei = direct + parameters.belanja_penyelenggara_lokal - parameters.dana_dari_lokal;
  return { dei, retained: dei - (1 - parameters.margin_ritel) * directShopping };
}
