import type { DampakEkonomi, ParameterEkonomi, SegmenDampak } from '../schemas/economic-impact';
import { KATEGORI, type Kategori, type PeranEkonomi } from './roles';
import { percentile } from './percentile';
import { daysOf, isAdditional, isLocal, spendingPerPerson } from './respondent-rules';
import { RandomSource, TO_UNIT } from './random-source';

/**
 * The calculation of economic-impact.md, steps 1 to 10, to the letter: pure, no I/O, so it is
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

export interface ImpactInput {
  segments: readonly SegmentInput[];
  parameters: ParameterEkonomi;
  /**
   * Seeds the bootstrap, with a digest of the respondents mixed in: the same data always gives
   * the same interval, on any database, whenever it is computed.
   */
  seed: number;
  resamples?: number;
  /**
   * Awaited every hundred resamples: a server passes one that yields to its event loop, so
   * a large report does not hold up the requests around it.
   */
  pause?: () => Promise<void>;
}

const RESAMPLES_PER_PAUSE = 100;

export const RESAMPLES = 2_000;
export const CONFIDENCE = 0.9;
export const CAP_PERCENTILE = 0.99;
export const WITHHELD_BELOW = 30;
export const WARNED_BELOW = 100;
const Z_95 = 1.96;
/** The resample's cap is looked for among the top 5% of the order (all of it below 100 respondents). */
const TAIL_FROM = 0.95;
const TARGET_MARGIN = 0.1;

/** A segment's respondents as the calculation reads them, sorted by spending per person. */
interface Prepared {
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

interface PointEstimate {
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

/** Steps 1 to 6 and 10 on the respondents themselves. */
function estimate(data: Prepared, admissions: number): PointEstimate {
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

/**
 * One bootstrap draw of a segment's direct impact (step 9): n respondents drawn with replacement,
 * the cap taken again from the drawn spending. Draws index the spending-sorted arrays, so the cap
 * lies among the drawn amounts at the top of the order: only those are counted (in `tail`), and
 * only the drawn amounts above the cap are corrected afterwards.
 */
function resampleDirect(data: Prepared, admissions: number, random: RandomSource, tail: Int32Array): number {
  const { n, tailStart, draws, additionalSpend } = data;
  const scale = n * TO_UNIT;
  tail.fill(0);
  const start = random.state;
  let state = start;
  let daySum = 0;
  let direct = 0;
  let inTail = 0;
  for (let draw = 0; draw < n; draw += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const i = ((state >>> 0) * scale) | 0;
    daySum += draws[2 * i];
    direct += draws[2 * i + 1];
    if (i >= tailStart) {
      tail[i - tailStart] += 1;
      inTail += 1;
    }
  }
  random.state = state;
  const counts = inTail > n - 1 - Math.floor((n - 1) * CAP_PERCENTILE) ? tail : countAll(n, start);
  const offset = counts === tail ? tailStart : 0;
  const cap = resampledPercentile(data.spend, counts, offset, n, CAP_PERCENTILE);
  for (let i = n - 1; i >= offset && data.spend[i] > cap; i -= 1) {
    direct -= counts[i - offset] * (additionalSpend[i] > 0 ? data.spend[i] - cap : 0);
  }
  return (admissions / (daySum / n) / n) * direct;
}

/**
 * The rare resample whose top few percent hold too few draws to place the cap: the same draws,
 * replayed from the state they started from, counted over the whole order.
 */
function countAll(n: number, start: number): Int32Array {
  const counts = new Int32Array(n);
  let state = start;
  for (let draw = 0; draw < n; draw += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    counts[((state >>> 0) * n * TO_UNIT) | 0] += 1;
  }
  return counts;
}

/**
 * The percentile (linear interpolation between closest ranks, as `percentile`) of a resample
 * given as counts over the sorted values from `offset` on: the two ranks around it, from the top.
 */
function resampledPercentile(sorted: Float64Array, counts: Int32Array, offset: number, n: number, p: number): number {
  const h = (n - 1) * p;
  const low = Math.floor(h);
  const fromTopLow = n - 1 - low;
  const fromTopHigh = Math.max(0, fromTopLow - 1);
  let seen = 0;
  let high: number | undefined;
  for (let i = n - 1; i >= offset; i -= 1) {
    seen += counts[i - offset];
    if (high === undefined && seen > fromTopHigh) high = sorted[i];
    if (seen > fromTopLow) {
      const lowValue = sorted[i];
      return lowValue + (h - low) * ((high ?? lowValue) - lowValue);
    }
  }
  return sorted[offset];
}

/** FNV-1a over the bits of a segment's prepared answers (spending order, days, flags), from `start`. */
function digestOf(data: Prepared, start: number): number {
  let hash = start ^ data.n;
  for (const array of [data.spend, data.days, data.byCategory, data.additional, data.local]) {
    const words = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < words.length; i += 1) {
      hash ^= words[i];
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

const seedWithData = (seed: number, plans: readonly SegmentPlan[]) => plans.reduce((mixed, plan) => digestOf(plan.data, mixed), seed);

/** The seed the bootstrap of this input starts from: its `seed` with the digest of its answers. */
export function bootstrapSeed({ segments, parameters, seed }: ImpactInput): number {
  const host = new Set(parameters.wilayah_tuan_rumah);
  return seedWithData(
    seed,
    segments.map((segment) => planSegment(segment, parameters, host)),
  );
}

interface SegmentPlan {
  input: SegmentInput;
  data: Prepared;
  admissions: { kunjungan: number; min: number; max: number } | null;
  point: PointEstimate | null;
  warnings: string[];
}

const rupiah = (value: number) => Math.round(value);

function planSegment(input: SegmentInput, parameters: ParameterEkonomi, host: ReadonlySet<string>): SegmentPlan {
  const data = prepare(input.respondents, host);
  const set = parameters.segmen.find((segmen) => segmen.kuesioner_id === input.kuesioner_id);
  const admissions = set
    ? { kunjungan: set.kunjungan, min: set.kunjungan_min ?? set.kunjungan, max: set.kunjungan_maks ?? set.kunjungan }
    : null;
  const warnings: string[] = [];
  if (!admissions) warnings.push('Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.');
  if (!input.roles.has('asal')) warnings.push('Kuesioner ini tidak menanyakan asal responden: tidak ada yang dianggap warga lokal kecuali yang datang rutin.');
  if (!KATEGORI.some((kategori) => input.roles.has(`belanja_${kategori}`))) {
    warnings.push('Kuesioner ini tidak menanyakan pengeluaran: belanja segmen ini dihitung 0.');
  }
  if ((input.unprofiled ?? 0) > 0 && input.roles.size > 0) {
    warnings.push(
      `${input.unprofiled} respons tidak menjawab satu pun pertanyaan dampak ekonomi (dikumpulkan sebelum pertanyaan itu ditambahkan): dihitung tanpa belanja, sehingga angka segmen ini cenderung terlalu rendah.`,
    );
  }
  if (data.n < WITHHELD_BELOW) {
    warnings.push(`Sampel terlalu kecil: ${data.n} responden, perlu setidaknya ${WITHHELD_BELOW}. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total.`);
  } else if (data.n < WARNED_BELOW) {
    warnings.push(`Sampel kecil: ${data.n} responden (kurang dari ${WARNED_BELOW}). Baca angka segmen ini dengan hati-hati.`);
  }
  const counted = admissions !== null && data.n >= WITHHELD_BELOW;
  return { input, data, admissions, point: counted ? estimate(data, admissions.kunjungan) : null, warnings };
}

/** What is missing before the report can give a figure, in Indonesian (empty: complete). */
function missingParts(parameters: ParameterEkonomi, plans: SegmentPlan[]): string[] {
  const missing: string[] = [];
  if (parameters.wilayah_tuan_rumah.length === 0) missing.push('Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.');
  const usable = plans.filter(
    (plan) => plan.admissions && plan.input.roles.has('asal') && KATEGORI.some((kategori) => plan.input.roles.has(`belanja_${kategori}`)),
  );
  if (usable.length === 0) {
    missing.push(
      'Belum ada segmen yang lengkap: perlu jumlah kunjungan dan kuesioner dengan pertanyaan asal responden serta setidaknya satu pertanyaan pengeluaran.',
    );
  } else if (!usable.some((plan) => plan.point)) {
    missing.push(`Belum ada segmen lengkap dengan setidaknya ${WITHHELD_BELOW} responden.`);
  }
  return missing;
}

function segmentResult(plan: SegmentPlan, interval: [number, number] | null): SegmenDampak {
  const { point, data, input } = plan;
  // The sample panel does not need admissions: its margin depends on the answers alone.
  const sample = point ?? (data.n > 0 ? estimate(data, 0) : null);
  return {
    kuesioner_id: input.kuesioner_id,
    tipe_responden: input.tipe_responden,
    n: data.n,
    kunjungan: plan.admissions?.kunjungan ?? null,
    pengunjung_unik: point ? Math.round(point.uniqueVisitors) : null,
    porsi_lokal: point ? point.localShare : null,
    porsi_tambahan: point ? point.additionalShare : null,
    belanja_per_orang: point ? rupiah(point.meanSpend) : null,
    batas_pencilan: point ? rupiah(point.cap) : null,
    jumlah_dipangkas: point ? point.capped : 0,
    dampak_langsung: point ? rupiah(point.direct) : null,
    dampak_langsung_interval: interval && [rupiah(interval[0]), rupiah(interval[1])],
    perputaran_kotor: point ? rupiah(point.gross) : null,
    per_kategori: point ? roundAll(point.directByCategory) : null,
    margin_galat_relatif: sample?.relativeMargin ?? null,
    target_sampel_10_persen: sample?.target ?? null,
    peringatan: plan.warnings,
  };
}

const roundAll = (values: Record<Kategori, number>) =>
  Object.fromEntries(Object.entries(values).map(([kategori, value]) => [kategori, rupiah(value)])) as Record<Kategori, number>;

const sumCategories = (records: Record<Kategori, number>[]) =>
  byCategory(KATEGORI.map((kategori) => records.reduce((sum, record) => sum + record[kategori], 0)));

/** Steps 7 and 8 from the segments' direct impact and shopping. */
function totals(parameters: ParameterEkonomi, direct: number, directShopping: number) {
  const dei = direct + parameters.belanja_penyelenggara_lokal - parameters.dana_dari_lokal;
  return { dei, retained: dei - (1 - parameters.margin_ritel) * directShopping };
}

/** The report of GET /api/events/{id}/dampak-ekonomi for these responses and parameters. */
export async function calculateImpact({ segments, parameters, seed, resamples = RESAMPLES, pause }: ImpactInput): Promise<DampakEkonomi> {
  const host = new Set(parameters.wilayah_tuan_rumah);
  const plans = segments.map((segment) => planSegment(segment, parameters, host));
  const metode = { resample: resamples, tingkat_kepercayaan: CONFIDENCE, persentil_pangkas: CAP_PERCENTILE };
  const kekurangan = missingParts(parameters, plans);
  const counted = plans.filter((plan) => plan.point !== null);

  // Step 9: every resample draws every counted segment again, and the admissions in their range.
  const random = new RandomSource(seedWithData(seed, plans));
  const perSegment = counted.map(() => new Float64Array(resamples));
  const totalDraws = new Float64Array(resamples);
  const tails = counted.map((plan) => new Int32Array(plan.data.n - plan.data.tailStart));
  for (let r = 0; r < resamples; r += 1) {
    if (pause && r > 0 && r % RESAMPLES_PER_PAUSE === 0) await pause();
    let direct = 0;
    counted.forEach((plan, s) => {
      const range = plan.admissions!;
      const admissions = range.min === range.max ? range.min : range.min + random.unit() * (range.max - range.min);
      const value = resampleDirect(plan.data, admissions, random, tails[s]);
      perSegment[s][r] = value;
      direct += value;
    });
    totalDraws[r] = totals(parameters, direct, 0).dei;
  }
  const lowerP = (1 - CONFIDENCE) / 2;
  const intervalOf = (draws: Float64Array): [number, number] => {
    const sorted = Float64Array.from(draws).sort();
    return [percentile(sorted, lowerP), percentile(sorted, 1 - lowerP)];
  };

  const intervals = new Map(counted.map((plan, s) => [plan, intervalOf(perSegment[s])]));
  const segmen = plans.map((plan) => segmentResult(plan, intervals.get(plan) ?? null));
  if (kekurangan.length > 0) return { lengkap: false, kekurangan, segmen, total: null, metode };

  const points = counted.map((plan) => plan.point!);
  const direct = points.reduce((sum, point) => sum + point.direct, 0);
  const directByCategory = sumCategories(points.map((point) => point.directByCategory));
  const { dei, retained } = totals(parameters, direct, directByCategory.oleh_oleh);
  const [low, high] = intervalOf(totalDraws);
  const multipliers = parameters.pengganda;
  return {
    lengkap: true,
    kekurangan,
    segmen,
    total: {
      dampak_langsung: rupiah(dei),
      interval: [rupiah(low), rupiah(high)],
      perputaran_kotor: rupiah(points.reduce((sum, point) => sum + point.gross, 0)),
      belanja_penyelenggara_lokal: parameters.belanja_penyelenggara_lokal,
      dana_dari_lokal: parameters.dana_dari_lokal,
      tertahan: rupiah(retained),
      ...(multipliers && {
        output: rupiah(retained * multipliers.output),
        pendapatan: rupiah(retained * multipliers.pendapatan),
        nilai_tambah: rupiah(retained * multipliers.nilai_tambah),
        tenaga_kerja: Math.round(((retained / 1e9) * multipliers.tenaga_kerja_per_miliar) * 10) / 10,
        sumber_pengganda: multipliers.sumber,
      }),
      per_kategori: roundAll(directByCategory),
      perputaran_per_kategori: roundAll(sumCategories(points.map((point) => point.grossByCategory))),
    },
    metode,
  };
}
