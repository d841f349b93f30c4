import { describe, expect, it } from 'vitest';
import { calculateImpact, type ImpactInput } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { KATEGORI, PERAN_EKONOMI, type PeranEkonomi, type SpendingCategory } from '../../../src/shared/economic-impact/economic-roles';
import type { ParameterEkonomi, Pengganda } from '../../../src/shared/schemas/economic-impact';

/**
 * docs/economic-impact-method.md (method version 2), steps 1-10, on a fixture small enough to
 * work by hand. Every expected figure below is a literal worked out in the comments (with exact
 * fractions where it matters), never obtained from the code under test.
 *
 * Host area: 3471 (Kota Yogyakarta). The event lasts 3 days (L = 3).
 *
 * Segment A "Penonton" (kuesioner 1, pengunjung): 34 responses, admissions 6,200 (range
 * 5,400..7,400). Spending b_i is per person (step 4), in Rupiah:
 *   G0  3 × asal unanswered (outside the sample: tanpa_asal), akomodasi 1,000,000
 *   G1  6 × asal 3471 (local by asal), 1 day, makan 40,000 + transport 10,000      b =    50,000
 *   G2  2 × asal 3404, rutin Ya (local by rutin), 2 days, makan 30,000             b =    30,000
 *   G3  4 × asal 3404, alasan Tidak (casual), 1 day, makan 60,000 + oleh 40,000    b =   100,000
 *   G4  4 × asal 3374, alasan Ya, tetap Ya (time-switcher), 7 days (→ L = 3),
 *          akomodasi 200,000 + makan 100,000                                      b =   300,000
 *   G5 10 × asal 3171, rutin Tidak, alasan Ya, tetap Tidak (additional), 3 days, covers 2 people:
 *          akomodasi 600,000 + makan 200,000 + transport 100,000 + oleh 200,000 + hiburan 100,000
 *          = 1,200,000 / 2                                                        b =   600,000
 *          (per person: ak 300,000, mm 100,000, tr 50,000, oo 100,000, hb 50,000)
 *   G6  4 × asal LN, rutin, alasan and tetap unanswered (NOT additional in v2), days unanswered
 *          (→ 1), covers 0 (→ 1): akomodasi 500,000 + makan 200,000 + lainnya 100,000  b = 800,000
 *   G7  1 × asal 3171, additional, 2 days: akomodasi 3,000,000 + oleh 1,000,000 + hiburan 1,000,000
 *          b = 5,000,000: above the fence (see below), counted at it
 * Segment B "Atlet" (kuesioner 2, peserta: no reason or counterfactual asked): 32 respondents
 *   made by a rule, k = 1..32: asal 3471 (local) for k ≤ 8, else 3578 (additional: not local);
 *   days 1 for odd k, 3 for even k; makan = 10,000·k; transport 50,000 for k > 8 only.
 *   So b_k = 10,000·k (k ≤ 8), 10,000·k + 50,000 (k ≥ 9): ascending in k. Admissions 640, no range.
 * Segment C "Ofisial" (kuesioner 3, pengunjung): 10 respondents (withheld, n < 30), additional,
 *   akomodasi = 100,000·k for k = 1..10, admissions 100.
 */

const HOST = '3471';
const EVENT_DAYS = 3;
const ALL_ROLES: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI);

function spending(amounts: Partial<Record<SpendingCategory, number>>): number[] {
  return KATEGORI.map((kategori) => amounts[kategori] ?? 0);
}

function respondent(fields: Partial<Respondent>): Respondent {
  return { asal: null, rutin: null, alasan_utama: null, tetap_datang: null, hari_hadir: null, jumlah_ditanggung: null, belanja: [], ...fields };
}

const times = (count: number, make: () => Respondent) => Array.from({ length: count }, make);
const VISITOR = { rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak' } as const;

const SEGMENT_A: SegmentInput = {
  kuesioner_id: 1,
  tipe_responden: 'Penonton',
  roles: ALL_ROLES,
  respondents: [
    ...times(3, () => respondent({ ...VISITOR, hari_hadir: 1, belanja: spending({ akomodasi: 1_000_000 }) })),
    ...times(6, () => respondent({ ...VISITOR, asal: HOST, hari_hadir: 1, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 40_000, transportasi: 10_000 }) })),
    ...times(2, () => respondent({ ...VISITOR, asal: '3404', rutin: 'Ya', hari_hadir: 2, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 30_000 }) })),
    ...times(4, () => respondent({ ...VISITOR, asal: '3404', alasan_utama: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 60_000, oleh_oleh: 40_000 }) })),
    ...times(4, () => respondent({ ...VISITOR, asal: '3374', tetap_datang: 'Ya', hari_hadir: 7, jumlah_ditanggung: 1, belanja: spending({ akomodasi: 200_000, makan_minum: 100_000 }) })),
    ...times(10, () =>
      respondent({
        ...VISITOR,
        asal: '3171',
        hari_hadir: 3,
        jumlah_ditanggung: 2,
        belanja: spending({ akomodasi: 600_000, makan_minum: 200_000, transportasi: 100_000, oleh_oleh: 200_000, hiburan: 100_000 }),
      }),
    ),
    ...times(4, () => respondent({ asal: 'LN', hari_hadir: null, jumlah_ditanggung: 0, belanja: spending({ akomodasi: 500_000, makan_minum: 200_000, lainnya: 100_000 }) })),
    respondent({ ...VISITOR, asal: '3171', hari_hadir: 2, jumlah_ditanggung: 1, belanja: spending({ akomodasi: 3_000_000, oleh_oleh: 1_000_000, hiburan: 1_000_000 }) }),
  ],
};

const SEGMENT_B: SegmentInput = {
  kuesioner_id: 2,
  tipe_responden: 'Atlet',
  roles: ALL_ROLES,
  respondents: Array.from({ length: 32 }, (_, index) => {
    const k = index + 1;
    const local = k <= 8;
    return respondent({
      asal: local ? HOST : '3578',
      hari_hadir: k % 2 === 1 ? 1 : 3,
      jumlah_ditanggung: 1,
      belanja: spending({ makan_minum: 10_000 * k, transportasi: local ? 0 : 50_000 }),
    });
  }),
};

const SEGMENT_C: SegmentInput = {
  kuesioner_id: 3,
  tipe_responden: 'Ofisial',
  roles: ALL_ROLES,
  respondents: Array.from({ length: 10 }, (_, index) =>
    respondent({ ...VISITOR, asal: '3171', hari_hadir: 1, belanja: spending({ akomodasi: 100_000 * (index + 1) }) }),
  ),
};

const PENGGANDA: Pengganda = {
  output: 1.8,
  pendapatan: 0.45,
  nilai_tambah: 0.6,
  tenaga_kerja_per_miliar: 12.5,
  sumber: 'Tabel Input-Output BPS (contoh uji)',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
};

const PARAMETERS: ParameterEkonomi = {
  wilayah_tuan_rumah: [HOST],
  segmen: [
    { kuesioner_id: 1, kunjungan: 6_200, kunjungan_min: 5_400, kunjungan_maks: 7_400, jenis: 'pengunjung' },
    { kuesioner_id: 2, kunjungan: 640, jenis: 'peserta' },
    { kuesioner_id: 3, kunjungan: 100, jenis: 'pengunjung' },
  ],
  belanja_penyelenggara_lokal: 250_000_000,
  dana_dari_lokal: 100_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
};

const input = (overrides: Partial<ImpactInput> = {}): ImpactInput => ({
  segments: [SEGMENT_A, SEGMENT_B, SEGMENT_C],
  parameters: PARAMETERS,
  eventDays: EVENT_DAYS,
  seed: 12_345,
  ...overrides,
});

const segment = (report: Awaited<ReturnType<typeof calculateImpact>>, id: number) => {
  const found = report.segmen.find((s) => s.kuesioner_id === id);
  if (!found) throw new Error(`segment ${id} missing`);
  return found;
};

describe('economic impact, worked by hand: segment A (31 of 34 responses in the sample)', () => {
  it('unique visitors, shares, the fence, mean spending, direct impact and gross', async () => {
    const a = segment(await calculateImpact(input()), 1);
    // The sample: the 31 responses with an answered asal; G0's 3 are left out and counted.
    expect(a.n).toBe(31);
    expect(a.tanpa_asal).toBe(3);
    expect(a.jenis).toBe('pengunjung');
    expect(a.dihitung).toBe(true);
    expect(a.kunjungan).toBe(6_200);
    // Step 1: days G1 6×1 + G2 2×2 + G3 4×1 + G4 4×3 (7 bounded by L = 3) + G5 10×3
    // + G6 4×1 (unanswered → 1) + G7 2 = 62; mean 62/31 = 2; U = 6,200 / 2 = 3,100. So U/n = 100.
    expect(a.pengunjung_unik).toBe(3_100);
    // Step 2: local = G1 (asal in host) 6 + G2 (rutin Ya) 2 = 8 of 31.
    expect(a.porsi_lokal).toBeCloseTo(8 / 31, 12);
    // Step 3: additional = G5 10 + G7 1 = 11 of 31; G3 (alasan Tidak), G4 (tetap Ya) and G6
    // (nothing answered) are not.
    expect(a.porsi_tambahan).toBeCloseTo(11 / 31, 12);
    expect(a.batas_atas_porsi_tambahan).toBeNull();
    // Step 5: all 31 b are positive; sorted (0-based): 0-1 30,000; 2-7 50,000; 8-11 100,000;
    // 12-15 300,000; 16-25 600,000; 26-29 800,000; 30 5,000,000. Median h = 30 × 0.5 = 15:
    // x15 = 300,000; fence = 3,000,000. G7 (5,000,000) is flagged and counted at 3,000,000.
    // Below 100 responses there is no cap.
    expect(a.batas_wajar_segmen).toBe(3_000_000);
    expect(a.perlu_diperiksa).toBe(1);
    expect(a.batas_pencilan).toBeNull();
    expect(a.jumlah_dipangkas).toBe(0);
    // Σ b' = 2×30,000 + 6×50,000 + 4×100,000 + 4×300,000 + 10×600,000 + 4×800,000 + 3,000,000
    //      = 60,000 + 300,000 + 400,000 + 1,200,000 + 6,000,000 + 3,200,000 + 3,000,000 = 14,160,000
    // mean b' = 14,160,000 / 31 = 456,774.19 → 456,774.
    expect(a.belanja_per_orang).toBe(456_774);
    // Step 6: Σ additional b' = 6,000,000 + 3,000,000 = 9,000,000;
    // DVS = 100 × 9,000,000 = 900,000,000. Gross = 100 × 14,160,000 = 1,416,000,000.
    expect(a.dampak_langsung).toBe(900_000_000);
    expect(a.perputaran_kotor).toBe(1_416_000_000);
  });

  it('splits the direct impact by category, the fenced respondent scaled by b′/b', async () => {
    const a = segment(await calculateImpact(input()), 1);
    // G7 scaled by 3,000,000 / 5,000,000 = 0.6: akomodasi 1,800,000, oleh 600,000, hiburan 600,000.
    // akomodasi: G5 10×300,000 + 1,800,000 = 4,800,000 → ×100 = 480,000,000
    // makan:     G5 10×100,000             = 1,000,000 → ×100 = 100,000,000
    // transport: G5 10×50,000              =   500,000 → ×100 =  50,000,000
    // oleh-oleh: G5 10×100,000 + 600,000   = 1,600,000 → ×100 = 160,000,000
    // hiburan:   G5 10×50,000 + 600,000    = 1,100,000 → ×100 = 110,000,000
    // (sum 9,000,000 × 100 = the DVS above)
    expect(a.per_kategori).toEqual({
      akomodasi: 480_000_000,
      makan_minum: 100_000_000,
      transportasi: 50_000_000,
      oleh_oleh: 160_000_000,
      hiburan: 110_000_000,
      lainnya: 0,
    });
  });

  it('sample-size panel on the headline\'s own quantity x = additional × b′, and the warnings', async () => {
    const a = segment(await calculateImpact(input()), 1);
    // x: 10 × 600,000, 1 × 3,000,000, 20 × 0. Σx = 9,000,000; mean = 290,322.58.
    // Σx² = 10 × 3.6e11 + 9e12 = 1.26e13; SS = 1.26e13 − 9e6² / 31 = 1.26e13 − 2.6129032e12
    //     = 9.9870968e12; s² = SS / 30 = 3.3290323e11; s = 576,977.8; CV = 1.9873675
    // margin = 1.96 × 1.9873675 / √31 = 0.6996058
    // target = (1.96 × 1.9873675 / 0.1)² = 38.952403² = 1,517.29 → 1,518
    expect(a.margin_galat_relatif).toBeCloseTo(0.6996058, 6);
    expect(a.target_sampel_10_persen).toBe(1_518);
    expect(a.peringatan).toEqual([
      expect.stringContaining('3 respons tidak menjawab asal responden'),
      expect.stringContaining('Sampel kecil: 31 responden (kurang dari 100)'),
    ]);
  });
});

describe('economic impact, worked by hand: segment B (peserta, 32 respondents by rule)', () => {
  it('unique visitors, shares, fence, mean, direct impact, gross and categories', async () => {
    const b = segment(await calculateImpact(input()), 2);
    expect(b.n).toBe(32);
    expect(b.jenis).toBe('peserta');
    // Step 1: 16 respondents × 1 day + 16 × 3 days = 64; mean 2; U = 640 / 2 = 320; U/n = 10.
    expect(b.pengunjung_unik).toBe(320);
    // Steps 2-3: 8 local; the 24 others are additional though they answered no reason or
    // counterfactual: a participants' segment is not asked them.
    expect(b.porsi_lokal).toBe(0.25);
    expect(b.porsi_tambahan).toBe(0.75);
    // Step 5: median h = 31 × 0.5 = 15.5 between b_16 = 210,000 and b_17 = 220,000: 215,000;
    // fence 2,150,000, above every b (at most 370,000). No cap below 100.
    expect(b.batas_wajar_segmen).toBe(2_150_000);
    expect(b.perlu_diperiksa).toBe(0);
    expect(b.batas_pencilan).toBeNull();
    // Σ b = 10,000 × (1 + … + 32) + 24 × 50,000 = 5,280,000 + 1,200,000 = 6,480,000;
    // mean = 202,500.
    expect(b.belanja_per_orang).toBe(202_500);
    // Σ additional b = 10,000 × (9 + … + 32) + 1,200,000 = 4,920,000 + 1,200,000 = 6,120,000
    // DVS = 10 × 6,120,000 = 61,200,000; gross = 10 × 6,480,000 = 64,800,000.
    expect(b.dampak_langsung).toBe(61_200_000);
    expect(b.perputaran_kotor).toBe(64_800_000);
    expect(b.per_kategori).toEqual({ akomodasi: 0, makan_minum: 49_200_000, transportasi: 12_000_000, oleh_oleh: 0, hiburan: 0, lainnya: 0 });
  });

  it('sample-size panel', async () => {
    const b = segment(await calculateImpact(input()), 2);
    // x = 0 for k ≤ 8, 10,000 × (k + 5) for k ≥ 9: Σx = 6,120,000, mean 191,250.
    // Σx² = 1e8 × (14² + … + 37²) = 1e8 × (17,575 − 819) = 1.6756e12
    // SS = 1.6756e12 − 32 × 191,250² = 1.6756e12 − 1.17045e12 = 5.0515e11; s² = SS / 31
    // = 1.6295161e10; s = 127,652.5; CV = 0.6674641
    // margin = 1.96 × 0.6674641 / √32 = 0.2312645; target = (13.082296)² = 171.15 → 172
    expect(b.margin_galat_relatif).toBeCloseTo(0.2312645, 6);
    expect(b.target_sampel_10_persen).toBe(172);
    expect(b.peringatan).toEqual([expect.stringContaining('Sampel kecil: 32 responden')]);
  });
});

describe('economic impact, worked by hand: segment C (10 respondents, withheld)', () => {
  it('withholds the estimate, keeps it out of the total, and still gives the sample panel', async () => {
    const c = segment(await calculateImpact(input()), 3);
    expect(c.n).toBe(10);
    expect(c.kunjungan).toBe(100);
    expect(c.dihitung).toBe(false);
    expect(c.pengunjung_unik).toBeNull();
    expect(c.porsi_lokal).toBeNull();
    expect(c.porsi_tambahan).toBeNull();
    expect(c.belanja_per_orang).toBeNull();
    expect(c.batas_pencilan).toBeNull();
    expect(c.jumlah_dipangkas).toBe(0);
    expect(c.dampak_langsung).toBeNull();
    expect(c.dampak_langsung_interval).toBeNull();
    expect(c.perputaran_kotor).toBeNull();
    expect(c.per_kategori).toBeNull();
    expect(c.peringatan).toEqual([expect.stringContaining('Sampel terlalu kecil: 10 responden')]);
    // Median of 100,000..1,000,000 is 550,000: fence 5,500,000, nobody above it.
    expect(c.batas_wajar_segmen).toBe(5_500_000);
    // Panel on x = b (all additional): mean 550,000; SS = 1e10 × Σ(k − 5.5)² = 8.25e11;
    // s² = 9.1666667e10; s = 302,765.0; CV = 0.5504819; margin = 1.96 × CV / √10 = 0.3411922;
    // target = (10.789445)² = 116.41 → 117
    expect(c.margin_galat_relatif).toBeCloseTo(0.3411922, 6);
    expect(c.target_sampel_10_persen).toBe(117);
  });
});

describe('economic impact, worked by hand: totals (steps 7 and 8)', () => {
  it('DEI with organiser spending and local funding, gross, retained, per category, no multipliers without a source', async () => {
    const report = await calculateImpact(input());
    expect(report.lengkap).toBe(true);
    expect(report.kekurangan).toEqual([]);
    expect(report.metode).toEqual({ resample: 2_000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2, faktor_batas_wajar: 10 });
    const total = report.total!;
    // Σ DVS = 900,000,000 + 61,200,000 = 961,200,000 (C withheld, not counted)
    // DEI = 961,200,000 + 250,000,000 − 100,000,000 = 1,111,200,000
    expect(total.dampak_langsung).toBe(1_111_200_000);
    expect(total.belanja_penyelenggara_lokal).toBe(250_000_000);
    expect(total.dana_dari_lokal).toBe(100_000_000);
    // n = 31 + 32; the one flagged response of A waits for review.
    expect(total.n).toBe(63);
    expect(total.perlu_diperiksa).toBe(1);
    expect(total.jumlah_segmen).toBe(2);
    // Gross = 1,416,000,000 + 64,800,000 = 1,480,800,000
    expect(total.perputaran_kotor).toBe(1_480_800_000);
    // Retained = 1,111,200,000 − (1 − 0.25) × 160,000,000 = 1,111,200,000 − 120,000,000 = 991,200,000
    expect(total.tertahan).toBe(991_200_000);
    expect(total.per_kategori).toEqual({
      akomodasi: 480_000_000,
      makan_minum: 149_200_000,
      transportasi: 62_000_000,
      oleh_oleh: 160_000_000,
      hiburan: 110_000_000,
      lainnya: 0,
    });
    // Gross per category, A (all 31, G7 × 0.6) + B (all 32):
    //   akomodasi 100 × (4×200,000 + 10×300,000 + 4×500,000 + 1,800,000) = 760,000,000
    //   makan 100 × (6×40,000 + 2×30,000 + 4×60,000 + 4×100,000 + 10×100,000 + 4×200,000)
    //     = 274,000,000, plus B 10 × 10,000 × 528 = 52,800,000 → 326,800,000
    //   transport 100 × (6×10,000 + 10×50,000) = 56,000,000 + B 12,000,000 = 68,000,000
    //   oleh-oleh 100 × (4×40,000 + 10×100,000 + 600,000) = 176,000,000
    //   hiburan 100 × (10×50,000 + 600,000) = 110,000,000; lainnya 100 × 4×100,000 = 40,000,000
    expect(total.perputaran_per_kategori).toEqual({
      akomodasi: 760_000_000,
      makan_minum: 326_800_000,
      transportasi: 68_000_000,
      oleh_oleh: 176_000_000,
      hiburan: 110_000_000,
      lainnya: 40_000_000,
    });
    for (const key of ['output', 'pendapatan', 'nilai_tambah', 'tenaga_kerja', 'sumber_pengganda']) {
      expect(total).not.toHaveProperty(key);
    }
    // The total's relative margin: (hi − lo) / (2 × DEI), from the interval itself.
    const [lo, hi] = total.interval;
    expect(total.margin_galat_relatif).toBeCloseTo((hi - lo) / (2 * 1_111_200_000), 6);
  });

  it('multiplier lines, each from Retained, when a sourced multiplier is given', async () => {
    const total = (await calculateImpact(input({ parameters: { ...PARAMETERS, pengganda: PENGGANDA } }))).total!;
    // Retained 991,200,000: output × 1.8 = 1,784,160,000; income × 0.45 = 446,040,000;
    // value added × 0.6 = 594,720,000; job-years = 991,200,000 / 1e9 × 12.5 = 12.39 → 12.4.
    expect(total.tertahan).toBe(991_200_000);
    expect(total.output).toBe(1_784_160_000);
    expect(total.pendapatan).toBe(446_040_000);
    expect(total.nilai_tambah).toBe(594_720_000);
    expect(total.tenaga_kerja).toBeCloseTo(12.4, 10);
    expect(total.sumber_pengganda).toBe('Tabel Input-Output BPS (contoh uji) (tabel 2016, cakupan provinsi, tipe I)');
    // The headline stays the direct impact: multipliers are never added to it.
    expect(total.dampak_langsung).toBe(1_111_200_000);
  });

  it('retained follows the retail margin', async () => {
    const total = (await calculateImpact(input({ parameters: { ...PARAMETERS, margin_ritel: 0.4 } }))).total!;
    // 1,111,200,000 − 0.6 × 160,000,000 = 1,111,200,000 − 96,000,000 = 1,015,200,000
    expect(total.tertahan).toBe(1_015_200_000);
    const all = (await calculateImpact(input({ parameters: { ...PARAMETERS, margin_ritel: 1 } }))).total!;
    expect(all.tertahan).toBe(1_111_200_000);
  });
});

describe('economic impact, worked by hand: the interval (step 9)', () => {
  it('is the same for the same data and seed, brackets the point estimate, and moves with the seed', async () => {
    const at = new Date('2026-11-26T16:41:00Z');
    const first = await calculateImpact(input({ computedAt: at }));
    const again = await calculateImpact(input({ computedAt: at }));
    expect(again).toEqual(first);
    expect(first.dihitung_pada).toBe('2026-11-26T16:41:00.000Z');
    const total = first.total!;
    const [lo, hi] = total.interval;
    expect(lo).toBeLessThan(hi);
    expect(lo).toBeLessThanOrEqual(total.dampak_langsung);
    expect(total.dampak_langsung).toBeLessThanOrEqual(hi);
    for (const id of [1, 2]) {
      const s = segment(first, id);
      const [slo, shi] = s.dampak_langsung_interval!;
      expect(slo).toBeLessThanOrEqual(s.dampak_langsung!);
      expect(s.dampak_langsung!).toBeLessThanOrEqual(shi);
    }
    const other = await calculateImpact(input({ seed: 999 }));
    expect(other.total!.interval).not.toEqual(total.interval);
    // Only the interval moves with the seed.
    expect(other.total!.dampak_langsung).toBe(total.dampak_langsung);
  });
});

describe('economic impact: lengkap and kekurangan', () => {
  it('is incomplete without a host area', async () => {
    const report = await calculateImpact(input({ parameters: { ...PARAMETERS, wilayah_tuan_rumah: [] } }));
    expect(report.lengkap).toBe(false);
    expect(report.total).toBeNull();
    expect(report.kekurangan).toEqual([expect.stringContaining('Wilayah tuan rumah')]);
  });

  it('is incomplete when no segment has admissions', async () => {
    const report = await calculateImpact(input({ parameters: { ...PARAMETERS, segmen: [] } }));
    expect(report.lengkap).toBe(false);
    expect(report.total).toBeNull();
    expect(report.kekurangan).toEqual([expect.stringContaining('Belum ada segmen yang lengkap')]);
    for (const s of report.segmen) {
      expect(s.dampak_langsung).toBeNull();
      expect(s.peringatan).toEqual(expect.arrayContaining([expect.stringContaining('Jumlah kunjungan segmen ini belum diisi')]));
    }
  });

  it('is incomplete when the segments with admissions lack an asal question, any belanja question, or (visitors) the counterfactual', async () => {
    const without = (drop: (role: PeranEkonomi) => boolean) => new Set([...ALL_ROLES].filter((role) => !drop(role)));
    const withoutAsal = without((role) => role === 'asal');
    const withoutBelanja = without((role) => role.startsWith('belanja_'));
    const withoutCounterfactual = without((role) => role === 'tetap_datang');
    for (const roles of [withoutAsal, withoutBelanja, withoutCounterfactual]) {
      const report = await calculateImpact(input({ segments: [{ ...SEGMENT_A, roles }] }));
      expect(report.lengkap).toBe(false);
      expect(report.kekurangan).toEqual([expect.stringContaining('Belum ada segmen yang lengkap')]);
    }
  });

  it('is incomplete when every complete segment is below 30 responses', async () => {
    const report = await calculateImpact(input({ segments: [SEGMENT_C] }));
    expect(report.lengkap).toBe(false);
    expect(report.kekurangan).toEqual([expect.stringContaining('setidaknya 30 responden')]);
  });

  it('is complete with one complete segment, and sums only the counted ones', async () => {
    const report = await calculateImpact(input({ segments: [SEGMENT_B, SEGMENT_C] }));
    expect(report.lengkap).toBe(true);
    // 61,200,000 + 250,000,000 − 100,000,000
    expect(report.total!.dampak_langsung).toBe(211_200_000);
    expect(report.total!.perputaran_kotor).toBe(64_800_000);
  });
});

describe('economic impact: nobody additional (the rule of three)', () => {
  it('gives no margin, never ±0%, and the share of additional visitors can still be up to 3/n', async () => {
    const local = respondent({ ...VISITOR, asal: HOST, hari_hadir: 1, belanja: spending({ makan_minum: 50_000 }) });
    const report = await calculateImpact(
      input({
        segments: [{ kuesioner_id: 9, tipe_responden: 'Warga', roles: ALL_ROLES, respondents: times(40, () => local) }],
        parameters: { ...PARAMETERS, segmen: [{ kuesioner_id: 9, kunjungan: 4_000, jenis: 'pengunjung' }] },
        resamples: 10,
      }),
    );
    const [warga] = report.segmen;
    expect(warga.porsi_tambahan).toBe(0);
    // min(1, 3 / 40) = 0.075
    expect(warga.batas_atas_porsi_tambahan).toBe(0.075);
    expect(warga.margin_galat_relatif).toBeNull();
    expect(warga.target_sampel_10_persen).toBeNull();
    // DEI = the organiser's lines alone: 250,000,000 − 100,000,000.
    expect(report.total!.dampak_langsung).toBe(150_000_000);
  });
});

describe('economic impact: the sample panel when everyone spends the same', () => {
  // CV = 0, so the page gives margin 1.96 × 0 / √31 = 0 and target (1.96 × 0 / 0.1)² = 0. A variance
  // taken as (Σb'² − n·mean²)/(n − 1) cancels to a tiny positive number for b = 123,457 / 3 (margin
  // ≈ 8.6e-9, and Math.ceil makes the target 1); taken from the deviations it is exactly 0.
  it('gives a zero margin and a zero target', async () => {
    const same = respondent({ ...VISITOR, asal: '3171', hari_hadir: 1, jumlah_ditanggung: 3, belanja: spending({ akomodasi: 123_457 }) });
    const report = await calculateImpact({
      segments: [{ kuesioner_id: 9, tipe_responden: 'Sama', roles: ALL_ROLES, respondents: times(31, () => same) }],
      parameters: { ...PARAMETERS, segmen: [{ kuesioner_id: 9, kunjungan: 1_000, jenis: 'pengunjung' }] },
      eventDays: EVENT_DAYS,
      seed: 1,
      resamples: 10,
    });
    expect(report.segmen[0].margin_galat_relatif).toBe(0);
    expect(report.segmen[0].target_sampel_10_persen).toBe(0);
  });
});
