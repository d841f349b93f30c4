import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapSeed, calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { RandomSource } from '../../../src/shared/random/random-source';
import { KATEGORI, PERAN_EKONOMI, type PeranEkonomi } from '../../../src/shared/economic-impact/roles';
import type { DampakEkonomi, ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';

/**
 * Properties of docs/economic-impact-module.md's calculation over generated respondents (fast-check). The
 * seed is fixed so a failure reproduces: FC_SEED=<n> picks another; fast-check prints the
 * failing input, shrunk. Runs are kept small (numRuns 50, few resamples where the property does
 * not read the interval).
 */

const SEED = Number(process.env.FC_SEED ?? 20_260_614);
const NUM_RUNS = 50;
const HOST = '3471';
const ALL_ROLES: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI);

const yesNo = fc.constantFrom<string | null>('Ya', 'Tidak', null);
const spend = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000_000, max: 200_000_000 }) },
);
const respondentArb: fc.Arbitrary<Respondent> = fc.record({
  asal: fc.constantFrom<string | null>(HOST, '3404', '3171', 'LN', null),
  rutin: yesNo,
  alasan_utama: yesNo,
  tetap_datang: yesNo,
  hari_hadir: fc.option(fc.integer({ min: 0, max: 5 })),
  jumlah_ditanggung: fc.option(fc.integer({ min: 0, max: 4 })),
  belanja: fc.array(spend, { minLength: KATEGORI.length, maxLength: KATEGORI.length }),
});
const respondentsArb = (min: number, max: number) => fc.array(respondentArb, { minLength: min, maxLength: max });

const segmentOf = (kuesioner_id: number, respondents: readonly Respondent[]): SegmentInput => ({
  kuesioner_id,
  tipe_responden: `Segmen ${kuesioner_id}`,
  roles: ALL_ROLES,
  respondents,
});

const parametersOf = (segmen: ParameterEkonomi['segmen'], extra: Partial<ParameterEkonomi> = {}): ParameterEkonomi => ({
  wilayah_tuan_rumah: [HOST],
  segmen,
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  margin_ritel: 0.25,
  pengganda: null,
  ...extra,
});

/** Step 1's days and step 4's spending per person, as the page defines them. */
const days = (r: Respondent) => (r.hari_hadir !== null && r.hari_hadir >= 1 ? r.hari_hadir : 1);
const perPerson = (r: Respondent) => r.belanja.reduce((sum, value) => sum + value, 0) / (r.jumlah_ditanggung !== null && r.jumlah_ditanggung >= 1 ? r.jumlah_ditanggung : 1);
const uniqueVisitors = (admissions: number, respondents: readonly Respondent[]) =>
  admissions / (respondents.reduce((sum, r) => sum + days(r), 0) / respondents.length);

describe('economic impact: properties', () => {
  it('adding a local respondent (spending not above the order statistic the cap starts from) never raises DVS_s / U_s', async () => {
    // Why the condition: with h = (n − 1) × 0.99 and L = ⌊h⌋, a new value v ≤ x_L leaves every
    // x_k for k ≥ L one place higher, so the new cap is the old order at h − 0.01 (or below x_L):
    // it cannot rise, no b' rises, and the sum is divided by n + 1. A local respondent who spends
    // more can lift the cap and so the capped additional spending: see the next test.
    await fc.assert(
      fc.asyncProperty(
        respondentsArb(30, 70),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 5 })),
        fc.integer({ min: 1_000, max: 1_000_000 }),
        async (respondents, fraction, hari, admissions) => {
          const spends = respondents.map(perPerson).sort((a, b) => a - b);
          const limit = spends[Math.floor((spends.length - 1) * 0.99)];
          const local: Respondent = {
            asal: HOST,
            rutin: null,
            alasan_utama: 'Ya',
            tetap_datang: 'Tidak',
            hari_hadir: hari,
            jumlah_ditanggung: 1,
            belanja: [Math.floor(limit * fraction), 0, 0, 0, 0, 0],
          };
          const parameters = parametersOf([{ kuesioner_id: 1, kunjungan: admissions }]);
          const before = await calculateImpact({ segments: [segmentOf(1, respondents)], parameters, seed: 1, resamples: 5 });
          const withLocal = [...respondents, local];
          const after = await calculateImpact({ segments: [segmentOf(1, withLocal)], parameters, seed: 1, resamples: 5 });
          const uBefore = uniqueVisitors(admissions, respondents);
          const uAfter = uniqueVisitors(admissions, withLocal);
          // The Rupiah figures are rounded: allow half a Rupiah on each.
          const tolerance = 0.5 / uBefore + 0.5 / uAfter + 1e-9;
          expect(after.segmen[0].dampak_langsung! / uAfter).toBeLessThanOrEqual(before.segmen[0].dampak_langsung! / uBefore + tolerance);
        },
      ),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });

  it('the method itself: a local respondent above the cap can raise DVS_s / U_s, through the cap', async () => {
    // 29 locals spending 0 and one additional visitor spending 1,000,000; admissions 30,000, 1 day.
    // n = 30: h = 28.71, cap = 0 + 0.71 × 1,000,000 = 710,000; DVS = 30,000 × 710,000 / 30 = 710,000,000.
    // Add a local spending 710,000 (= the old cap): n = 31, h = 29.7,
    // cap = 710,000 + 0.7 × 290,000 = 913,000; DVS = 30,000 × 913,000 / 31 = 883,548,387.1.
    const localZero = (): Respondent => ({ asal: HOST, rutin: null, alasan_utama: null, tetap_datang: null, hari_hadir: 1, jumlah_ditanggung: 1, belanja: [0, 0, 0, 0, 0, 0] });
    const visitor: Respondent = { asal: '3171', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, belanja: [1_000_000, 0, 0, 0, 0, 0] };
    const respondents = [...Array.from({ length: 29 }, localZero), visitor];
    const parameters = parametersOf([{ kuesioner_id: 1, kunjungan: 30_000 }]);
    const before = await calculateImpact({ segments: [segmentOf(1, respondents)], parameters, seed: 1, resamples: 5 });
    const extra: Respondent = { ...localZero(), belanja: [710_000, 0, 0, 0, 0, 0] };
    const after = await calculateImpact({ segments: [segmentOf(1, [...respondents, extra])], parameters, seed: 1, resamples: 5 });
    expect(before.segmen[0].batas_pencilan).toBe(710_000);
    expect(before.segmen[0].dampak_langsung).toBe(710_000_000);
    expect(after.segmen[0].batas_pencilan).toBe(913_000);
    expect(after.segmen[0].dampak_langsung).toBe(883_548_387);
  });

  it('DEI ≤ gross + organiser spending when local funding ≥ 0', async () => {
    await fc.assert(
      fc.asyncProperty(
        respondentsArb(30, 50),
        respondentsArb(0, 50),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        async (first, second, organiser, funding, a1, a2) => {
          const parameters = parametersOf(
            [
              { kuesioner_id: 1, kunjungan: a1, kunjungan_min: Math.floor(a1 / 2), kunjungan_maks: a1 * 2 },
              { kuesioner_id: 2, kunjungan: a2 },
            ],
            { belanja_penyelenggara_lokal: organiser, dana_dari_lokal: funding },
          );
          const report = await calculateImpact({ segments: [segmentOf(1, first), segmentOf(2, second)], parameters, seed: 7, resamples: 20 });
          const total = report.total!;
          expect(total.dampak_langsung).toBeLessThanOrEqual(total.perputaran_kotor + total.belanja_penyelenggara_lokal);
          // and, per segment, the direct impact never exceeds the gross turnover
          for (const s of report.segmen) {
            if (s.dampak_langsung !== null) expect(s.dampak_langsung).toBeLessThanOrEqual(s.perputaran_kotor!);
          }
        },
      ),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });

  it('a segment of identical respondents has a zero-width interval when admissions have no range', async () => {
    await fc.assert(
      fc.asyncProperty(respondentArb, fc.integer({ min: 30, max: 120 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer(), async (one, n, admissions, seed) => {
        const respondents = Array.from({ length: n }, () => one);
        const parameters = parametersOf([{ kuesioner_id: 1, kunjungan: admissions }]);
        const report = await calculateImpact({ segments: [segmentOf(1, respondents)], parameters, seed, resamples: 50 });
        const s = report.segmen[0];
        const [lo, hi] = s.dampak_langsung_interval!;
        expect(lo).toBe(hi);
        expect(lo).toBe(s.dampak_langsung);
        expect(report.total!.interval[0]).toBe(report.total!.interval[1]);
        expect(report.total!.interval[0]).toBe(report.total!.dampak_langsung);
        // Nothing above the cap when everyone spends the same.
        expect(s.jumlah_dipangkas).toBe(0);
      }),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });

  it('the bootstrap equals a naive re-run of steps 1-6 on the same draws (tail shortcut and its fallback included)', async () => {
    // White-box: resampling.ts draws respondent indices into the spending-sorted order with the
    // xorshift32 of RandomSource (stepped per draw), admissions first when they have a range. This
    // replays those draws and, for each resample, takes the drawn respondents' spending, the type-7
    // 99th percentile of it as the cap, and U × (1/n) × Σ additional min(b, cap), plainly. Then the
    // 5th and 95th type-7 percentiles of the draws. n from 30 to 250 covers both the whole-order
    // count (n < 100) and the top-5% shortcut with its rare replay.
    const type7 = (sorted: number[], p: number) => {
      const h = (sorted.length - 1) * p;
      const low = Math.floor(h);
      const high = Math.min(low + 1, sorted.length - 1);
      return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
    };
    await fc.assert(
      fc.asyncProperty(
        respondentsArb(30, 250),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer(),
        async (respondents, admissions, spread, seed) => {
          const resamples = 60;
          const host = new Set([HOST]);
          // Steps 2-4 as the page words them; b summed per category after dividing, as the
          // implementation does, so that near-ties sort the same way.
          const rows = respondents.map((r) => {
            const local = (r.asal !== null && host.has(r.asal)) || r.rutin === 'Ya';
            const people = r.jumlah_ditanggung !== null && r.jumlah_ditanggung >= 1 ? r.jumlah_ditanggung : 1;
            return {
              additional: !local && r.alasan_utama !== 'Tidak' && r.tetap_datang !== 'Ya',
              days: days(r),
              b: KATEGORI.map((_, k) => (r.belanja[k] ?? 0) / people).reduce((sum, value) => sum + value, 0),
            };
          });
          rows.sort((x, y) => x.b - y.b);
          const n = rows.length;
          const min = Math.max(0, admissions - spread);
          const max = admissions + spread;
          const parameters = parametersOf([{ kuesioner_id: 1, kunjungan: admissions, kunjungan_min: min, kunjungan_maks: max }]);
          // The bootstrap starts from the seed mixed with a digest of the answers.
          const random = new RandomSource(bootstrapSeed({ segments: [segmentOf(1, respondents)], parameters, seed }));
          const draws: number[] = [];
          for (let r = 0; r < resamples; r += 1) {
            const a = min === max ? min : min + random.unit() * (max - min);
            const drawn = Array.from({ length: n }, () => rows[Math.floor(random.unit() * n)]);
            const cap = type7(drawn.map((row) => row.b).sort((x, y) => x - y), 0.99);
            const u = a / (drawn.reduce((sum, row) => sum + row.days, 0) / n);
            draws.push((u / n) * drawn.reduce((sum, row) => sum + (row.additional ? Math.min(row.b, cap) : 0), 0));
          }
          draws.sort((x, y) => x - y);
          const report = await calculateImpact({ segments: [segmentOf(1, respondents)], parameters, seed, resamples });
          const [lo, hi] = report.segmen[0].dampak_langsung_interval!;
          const near = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(1 + Math.abs(want) * 1e-9);
          near(lo, type7(draws, 0.05));
          near(hi, type7(draws, 0.95));
        },
      ),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });

  it('shares are within 0..1 and money amounts are whole Rupiah', async () => {
    const wholeRupiah = (report: DampakEkonomi) => {
      const amounts: (number | null | undefined)[] = [];
      for (const s of report.segmen) {
        amounts.push(s.belanja_per_orang, s.batas_pencilan, s.dampak_langsung, s.perputaran_kotor, ...(s.dampak_langsung_interval ?? []));
        if (s.per_kategori) amounts.push(...Object.values(s.per_kategori));
        for (const share of [s.porsi_lokal, s.porsi_tambahan]) {
          if (share !== null) {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(1);
          }
        }
        if (s.porsi_lokal !== null && s.porsi_tambahan !== null) expect(s.porsi_lokal + s.porsi_tambahan).toBeLessThanOrEqual(1 + 1e-12);
        if (s.pengunjung_unik !== null) expect(Number.isInteger(s.pengunjung_unik)).toBe(true);
        if (s.target_sampel_10_persen !== null) expect(Number.isInteger(s.target_sampel_10_persen)).toBe(true);
      }
      const total = report.total;
      if (total) {
        amounts.push(
          total.dampak_langsung,
          ...total.interval,
          total.perputaran_kotor,
          total.belanja_penyelenggara_lokal,
          total.dana_dari_lokal,
          total.tertahan,
          total.output,
          total.pendapatan,
          total.nilai_tambah,
          ...Object.values(total.per_kategori),
          ...Object.values(total.perputaran_per_kategori),
        );
      }
      for (const amount of amounts) {
        if (amount !== null && amount !== undefined) expect(Number.isInteger(amount), `${amount} is not whole Rupiah`).toBe(true);
      }
    };
    await fc.assert(
      fc.asyncProperty(
        respondentsArb(0, 60),
        respondentsArb(25, 60),
        fc.integer({ min: 1, max: 300_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        async (first, second, admissions, spread, organiser, funding, margin, withMultipliers) => {
          const parameters = parametersOf(
            [
              { kuesioner_id: 1, kunjungan: admissions, kunjungan_min: Math.max(0, admissions - spread), kunjungan_maks: admissions + spread },
              { kuesioner_id: 2, kunjungan: admissions + 17 },
            ],
            {
              belanja_penyelenggara_lokal: organiser,
              dana_dari_lokal: funding,
              margin_ritel: margin,
              pengganda: withMultipliers ? { output: 1.73, pendapatan: 0.41, nilai_tambah: 0.57, tenaga_kerja_per_miliar: 9.3, sumber: 'uji' } : null,
            },
          );
          const report = await calculateImpact({ segments: [segmentOf(1, first), segmentOf(2, second)], parameters, seed: 3, resamples: 20 });
          wholeRupiah(report);
        },
      ),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });
});
