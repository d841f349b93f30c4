import { calculateImpact } from '../../src/shared/economic-impact/calculate';
import type { Respondent } from '../../src/shared/economic-impact/method';
import { PERAN_EKONOMI } from '../../src/shared/economic-impact/economic-roles';
import { seededRandom } from '../../src/shared/random/random-source';
import type { ParameterEkonomi } from '../../src/shared/schemas/economic-impact';
import { emit } from './lib/emit';
import { scaled } from './lib/scale';

/**
 * Does the 90% interval of docs/economic-impact-method.md (step 9) cover the truth about 90% of the time?
 * A fixed synthetic population of visitors (seeded) whose locals, additionality, days and
 * spending are known; the admissions are the population's own attendances, so the population's
 * unique visitors are exactly its size. Many simple random samples (without replacement) go
 * through calculateImpact, and we count the intervals that cover the true value.
 *
 * The true value: the cap trims the top 1%, so the "truth" is the population's direct impact with
 * the same rule (step 5 on the whole population: its own 99th percentile as the cap), i.e.
 * Σ over additional visitors of min(b, cap_population). The uncapped total (every additional Rupiah)
 * is printed beside it, with the coverage against it, for comparison; it is not what the method
 * estimates. Figures: coverage (share of intervals holding the capped truth), misses below/above,
 * the mean point estimate relative to the truth, the mean interval width relative to the truth,
 * the binomial standard error of the coverage, and the run time.
 *
 * Not a test: nothing fails on the figure. `npx tsx tests/bench/economic-impact-coverage.bench.ts`.
 */

const POPULATION = scaled(50_000, 5_000);
const SAMPLES = scaled(300, 20);
const SAMPLE_SIZE = 200;
const RESAMPLES = scaled(1_000, 200);
const POPULATION_SEED = 20_260_614;
const HOST = '3471';
const OTHER_REGIONS = ['3404', '3402', '3374', '3171', '3578', '3273', 'LN'];
const ROLES = new Set(PERAN_EKONOMI);

function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

interface Visitor {
  respondent: Respondent;
  days: number;
  additional: boolean;
  /** Spending per person in the host area: the sum of the answers over the people covered. */
  perPerson: number;
}

/** Category shares of spending per person (akomodasi … lainnya), before noise. */
const SHARES = [0.35, 0.25, 0.12, 0.13, 0.1, 0.05];

function makeVisitor(random: () => number): Visitor {
  const roll = random();
  // 20% live in the host area, 10% come routinely; of the rest, 15% casual, 10% time-switchers,
  // a few leave both questions unanswered (not additional: method v2 counts only what is said).
  const livesHere = roll < 0.2;
  const routine = !livesHere && roll < 0.3;
  const local = livesHere || routine;
  const casual = !local && random() < 0.15;
  const switcher = !local && !casual && random() < 0.12;
  const unanswered = !local && !casual && !switcher && random() < 0.05;
  const days = random() < 0.5 ? 1 : random() < 0.6 ? 2 : 3;
  const people = 1 + Math.floor(random() * 3);
  // Log-normal spending per person: locals spend less, each extra day more; a heavy right tail.
  const mu = Math.log(local ? 120_000 : 350_000) + 0.35 * (days - 1);
  const perPersonDraw = Math.exp(mu + 1.0 * normal(random));
  const belanja = SHARES.map((share) => Math.round((perPersonDraw * share * (0.5 + random()) * people) / 1_000) * 1_000);
  const respondent: Respondent = {
    asal: livesHere ? HOST : OTHER_REGIONS[Math.floor(random() * OTHER_REGIONS.length)],
    rutin: routine ? 'Ya' : 'Tidak',
    alasan_utama: unanswered ? null : casual ? 'Tidak' : 'Ya',
    tetap_datang: unanswered ? null : switcher ? 'Ya' : 'Tidak',
    hari_hadir: days,
    jumlah_ditanggung: people,
    belanja,
  };
  return { respondent, days, additional: !local && !casual && !switcher && !unanswered, perPerson: belanja.reduce((a, b) => a + b, 0) / people };
}

/** Type 7 (R's default) on ascending values. */
function quantile7(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}

const startedAt = performance.now();
// mulberry32, not the bootstrap's xorshift32: the population does not depend on the generator under test.
const random = seededRandom(POPULATION_SEED);
const population = Array.from({ length: POPULATION }, () => makeVisitor(random));
const admissions = population.reduce((sum, visitor) => sum + visitor.days, 0);
const capPopulation = quantile7(Float64Array.from(population, (v) => v.perPerson).sort(), 0.99);
// U = admissions / mean(days) = POPULATION exactly, so the truth is the plain sum.
const positive = Float64Array.from(population.filter((v) => v.perPerson > 0), (v) => v.perPerson).sort();
const fencePopulation = 10 * quantile7(positive, 0.5);
// The method's rule on the whole population: the cap, and the fence on every answer above it.
const trueCapped = population.reduce((sum, v) => sum + (v.additional ? Math.min(v.perPerson, capPopulation, fencePopulation) : 0), 0);
const trueUncapped = population.reduce((sum, v) => sum + (v.additional ? v.perPerson : 0), 0);

const parameters: ParameterEkonomi = {
  wilayah_tuan_rumah: [HOST],
  segmen: [{ kuesioner_id: 1, kunjungan: admissions, jenis: 'pengunjung' }],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
};

/** A simple random sample without replacement (partial Fisher-Yates over indices). */
function sample(draw: () => number, indices: Int32Array, size: number): Respondent[] {
  const chosen: Respondent[] = [];
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(draw() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j], indices[i]];
    chosen.push(population[indices[i]].respondent);
  }
  return chosen;
}

const indices = Int32Array.from(population, (_, i) => i);
const sampler = seededRandom(POPULATION_SEED + 1);
let covered = 0;
let coveredUncapped = 0;
// missBelow: the truth is below the interval (the interval lies above it); missAbove the reverse.
let missBelow = 0;
let missAbove = 0;
let pointSum = 0;
let widthSum = 0;
let calculateMs = 0;
for (let s = 0; s < SAMPLES; s += 1) {
  const respondents = sample(sampler, indices, SAMPLE_SIZE);
  const calculatedAt = performance.now();
  const report = await calculateImpact({
    segments: [{ kuesioner_id: 1, tipe_responden: 'Penonton', roles: ROLES, respondents }],
    parameters,
    eventDays: 3,
    seed: 1_000 + s,
    resamples: RESAMPLES,
  });
  calculateMs += performance.now() - calculatedAt;
  const segment = report.segmen[0];
  const [lo, hi] = segment.dampak_langsung_interval!;
  if (trueCapped < lo) missBelow += 1;
  else if (trueCapped > hi) missAbove += 1;
  else covered += 1;
  if (lo <= trueUncapped && trueUncapped <= hi) coveredUncapped += 1;
  pointSum += segment.dampak_langsung!;
  widthSum += hi - lo;
}

const coverage = covered / SAMPLES;
emit('economic-impact-coverage', `population=${POPULATION} n=${SAMPLE_SIZE} samples=${SAMPLES} resamples=${RESAMPLES}`, {
  coverage_90: coverage,
  coverage_se: Math.sqrt((0.9 * 0.1) / SAMPLES),
  interval_above_truth: missBelow / SAMPLES,
  interval_below_truth: missAbove / SAMPLES,
  coverage_uncapped_truth: coveredUncapped / SAMPLES,
  true_dvs_capped: Math.round(trueCapped),
  true_dvs_uncapped: Math.round(trueUncapped),
  population_cap: Math.round(capPopulation),
  population_fence: Math.round(fencePopulation),
  mean_point_over_truth: pointSum / SAMPLES / trueCapped,
  mean_width_over_truth: widthSum / SAMPLES / trueCapped,
  ms_per_report: calculateMs / SAMPLES,
  seconds: (performance.now() - startedAt) / 1000,
});
