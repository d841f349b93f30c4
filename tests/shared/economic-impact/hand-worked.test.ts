import { describe, expect, it } from 'vitest';
import { calculateImpact, type ImpactInput } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { KATEGORI, type Kategori, PERAN_EKONOMI, type PeranEkonomi } from '../../../src/shared/economic-impact/roles';
import type { ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';

/**
 * docs/economic-impact-module.md, steps 1-10, on a fixture small enough to work by hand.
 * Every expected figure below is a literal worked out in the comments (with exact fractions where
 * it matters), never obtained from the code under test.
 *
 * Host area: 3471 (Kota Yogyakarta).
 *
 * Segment A "Penonton" (kuesioner 1): 31 respondents in seven groups, admissions 5,800 (range
 * 5,000..7,000). Spending b_i is per person (step 4), in Rupiah:
 *   G1  6 × asal 3471 (local by asal), 1 day, makan 40,000 + transport 10,000      b =    50,000
 *   G2  2 × asal 3404, rutin Ya (local by rutin), 2 days, makan 30,000             b =    30,000
 *   G3  4 × asal 3404, alasan Tidak (casual), 1 day, makan 60,000 + oleh 40,000    b =   100,000
 *   G4  4 × asal 3374, alasan Ya, tetap Ya (time-switcher), 2 days,
 *          akomodasi 200,000 + makan 100,000                                      b =   300,000
 *   G5 10 × asal 3171, alasan Ya, tetap Tidak (additional), 3 days, covers 2 people:
 *          akomodasi 600,000 + makan 200,000 + transport 100,000 + oleh 200,000 + hiburan 100,000
 *          = 1,200,000 / 2                                                        b =   600,000
 *          (per person: ak 300,000, mm 100,000, tr 50,000, oo 100,000, hb 50,000)
 *   G6  4 × asal LN, alasan and tetap unanswered (additional: not Tidak, not Ya), days unanswered
 *          (→ 1), covers 0 (→ 1): akomodasi 500,000 + makan 200,000 + lainnya 100,000  b = 800,000
 *   G7  1 × asal 3171, additional, 2 days: akomodasi 3,000,000 + oleh 1,000,000 + hiburan 1,000,000
 *                                                                                 b = 5,000,000
 * Segment B "Atlet" (kuesioner 2): 32 respondents made by a rule, k = 1..32:
 *   asal 3471 (local) for k ≤ 8, else 3578 with alasan Ya and tetap Tidak (additional);
 *   days 1 for odd k, 3 for even k; makan = 10,000·k; transport 50,000 for k > 8 only.
 *   So b_k = 10,000·k (k ≤ 8), 10,000·k + 50,000 (k ≥ 9): ascending in k. Admissions 640, no range.
 * Segment C "Ofisial" (kuesioner 3): 10 respondents (withheld, n < 30), additional,
 *   akomodasi = 100,000·k for k = 1..10, admissions 100.
 */

const HOST = '3471';
const ALL_ROLES: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI);

function spending(amounts: Partial<Record<Kategori, number>>): number[] {
  return KATEGORI.map((kategori) => amounts[kategori] ?? 0);
}

function respondent(fields: Partial<Respondent>): Respondent {
  return { asal: null, rutin: null, alasan_utama: null, tetap_datang: null, hari_hadir: null, jumlah_ditanggung: null, belanja: [], ...fields };
}

const times = (count: number, make: () => Respondent) => Array.from({ length: count }, make);

const SEGMENT_A: SegmentInput = {
  kuesioner_id: 1,
  tipe_responden: 'Penonton',
  roles: ALL_ROLES,
  respondents: [
    ...times(6, () => respondent({ asal: HOST, rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 40_000, transportasi: 10_000 }) })),
    ...times(2, () => respondent({ asal: '3404', rutin: 'Ya', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 30_000 }) })),
    ...times(4, () => respondent({ asal: '3404', rutin: 'Tidak', alasan_utama: 'Tidak', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, belanja: spending({ makan_minum: 60_000, oleh_oleh: 40_000 }) })),
    ...times(4, () => respondent({ asal: '3374', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Ya', hari_hadir: 2, jumlah_ditanggung: 1, belanja: spending({ akomodasi: 200_000, makan_minum: 100_000 }) })),
    ...times(10, () =>
      respondent({
        asal: '3171',
        rutin: 'Tidak',
        alasan_utama: 'Ya',
        tetap_datang: 'Tidak',
        hari_hadir: 3,
        jumlah_ditanggung: 2,
        belanja: spending({ akomodasi: 600_000, makan_minum: 200_000, transportasi: 100_000, oleh_oleh: 200_000, hiburan: 100_000 }),
      }),
    ),
    ...times(4, () => respondent({ asal: 'LN', hari_hadir: null, jumlah_ditanggung: 0, belanja: spending({ akomodasi: 500_000, makan_minum: 200_000, lainnya: 100_000 }) })),
    respondent({ asal: '3171', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja: spending({ akomodasi: 3_000_000, oleh_oleh: 1_000_000, hiburan: 1_000_000 }) }),
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
      alasan_utama: 'Ya',
      tetap_datang: 'Tidak',
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
    respondent({ asal: '3171', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, belanja: spending({ akomodasi: 100_000 * (index + 1) }) }),
  ),
};

const PENGGANDA = { output: 1.8, pendapatan: 0.45, nilai_tambah: 0.6, tenaga_kerja_per_miliar: 12.5, sumber: 'Tabel Input-Output BPS 2016 (contoh uji)' };

const PARAMETERS: ParameterEkonomi = {
  wilayah_tuan_rumah: [HOST],
  segmen: [
    { kuesioner_id: 1, kunjungan: 5_800, kunjungan_min: 5_000, kunjungan_maks: 7_000 },
    { kuesioner_id: 2, kunjungan: 640 },
    { kuesioner_id: 3, kunjungan: 100 },
  ],
  belanja_penyelenggara_lokal: 250_000_000,
  dana_dari_lokal: 100_000_000,
  margin_ritel: 0.25,
  pengganda: null,
};

const input = (overrides: Partial<ImpactInput> = {}): ImpactInput => ({
  segments: [SEGMENT_A, SEGMENT_B, SEGMENT_C],
  parameters: PARAMETERS,
  seed: 12_345,
  ...overrides,
});

const segment = (report: Awaited<ReturnType<typeof calculateImpact>>, id: number) => {
  const found = report.segmen.find((s) => s.kuesioner_id === id);
  if (!found) throw new Error(`segment ${id} missing`);
  return found;
};

describe('economic impact, worked by hand: segment A (31 respondents)', () => {
  it('unique visitors, shares, the cap and its interpolation, mean spending, direct impact and gross', async () => {
    const a = segment(await calculateImpact(input()), 1);
    expect(a.n).toBe(31);
    expect(a.kunjungan).toBe(5_800);
    // Step 1: days G1 6×1 + G2 2×2 + G3 4×1 + G4 4×2 + G5 10×3 + G6 4×1 (unanswered → 1) + G7 2 = 58;
    // mean 58/31; U = 5,800 / (58/31) = 5,800 × 31 / 58 = 3,100. So U/n = 100.
    expect(a.pengunjung_unik).toBe(3_100);
    // Step 2: local = G1 (asal in host) 6 + G2 (rutin Ya) 2 = 8 of 31.
    expect(a.porsi_lokal).toBeCloseTo(8 / 31, 12);
    // Step 3: additional = G5 10 + G6 4 (unanswered counts as additional) + G7 1 = 15 of 31;
    // G3 (alasan Tidak) and G4 (tetap Ya) are not.
    expect(a.porsi_tambahan).toBeCloseTo(15 / 31, 12);
    // Step 5: sorted b (0-based): 0-1 30,000; 2-7 50,000; 8-11 100,000; 12-15 300,000;
    // 16-25 600,000; 26-29 800,000; 30 5,000,000. h = (31 − 1) × 0.99 = 29.7:
    // cap = x29 + 0.7 × (x30 − x29) = 800,000 + 0.7 × 4,200,000 = 3,740,000; only G7 is above it.
    expect(a.batas_pencilan).toBe(3_740_000);
    expect(a.jumlah_dipangkas).toBe(1);
    // Σ b' = 2×30,000 + 6×50,000 + 4×100,000 + 4×300,000 + 10×600,000 + 4×800,000 + 3,740,000
    //      = 60,000 + 300,000 + 400,000 + 1,200,000 + 6,000,000 + 3,200,000 + 3,740,000 = 14,900,000
    // mean b' = 14,900,000 / 31 = 480,645.16 → 480,645.
    expect(a.belanja_per_orang).toBe(480_645);
    // Step 6: Σ additional b' = 6,000,000 + 3,200,000 + 3,740,000 = 12,940,000;
    // DVS = 100 × 12,940,000 = 1,294,000,000. Gross = 100 × 14,900,000 = 1,490,000,000.
    expect(a.dampak_langsung).toBe(1_294_000_000);
    expect(a.perputaran_kotor).toBe(1_490_000_000);
  });

  it('splits the direct impact by category, the capped respondent scaled by b′/b', async () => {
    const a = segment(await calculateImpact(input()), 1);
    // G7 scaled by 3,740,000 / 5,000,000 = 0.748: akomodasi 2,244,000, oleh 748,000, hiburan 748,000.
    // akomodasi: G5 10×300,000 + G6 4×500,000 + 2,244,000 = 7,244,000 → ×100 = 724,400,000
    // makan:     G5 10×100,000 + G6 4×200,000             = 1,800,000 → ×100 = 180,000,000
    // transport: G5 10×50,000                              =   500,000 → ×100 =  50,000,000
    // oleh-oleh: G5 10×100,000 + 748,000                   = 1,748,000 → ×100 = 174,800,000
    // hiburan:   G5 10×50,000 + 748,000                    = 1,248,000 → ×100 = 124,800,000
    // lainnya:   G6 4×100,000                              =   400,000 → ×100 =  40,000,000
    // (sum 12,940,000 × 100 = the DVS above)
    expect(a.per_kategori).toEqual({
      akomodasi: 724_400_000,
      makan_minum: 180_000_000,
      transportasi: 50_000_000,
      oleh_oleh: 174_800_000,
      hiburan: 124_800_000,
      lainnya: 40_000_000,
    });
  });

  it('sample-size panel: CV of b′, margin at 95%, target for ±10%, and a warning below 100', async () => {
    const a = segment(await calculateImpact(input()), 1);
    // In thousands: b' = 30×2, 50×6, 100×4, 300×4, 600×10, 800×4, 3,740.
    // Σ b'² = 1,800 + 15,000 + 40,000 + 360,000 + 3,600,000 + 2,560,000 + 13,987,600 = 20,564,400
    // SS = 20,564,400 − 14,900² / 31 = 20,564,400 − 7,161,612.903 = 13,402,787.097
    // s² = SS / 30 = 446,759.570; s = 668.40076; mean = 480.64516; CV = 1.3906324
    // margin = 1.96 × 1.3906324 / √31 = 0.4895393
    // target = (1.96 × 1.3906324 / 0.1)² = 27.25640² = 742.911 → 743
    expect(a.margin_galat_relatif).toBeCloseTo(0.4895393, 6);
    expect(a.target_sampel_10_persen).toBe(743);
    expect(a.peringatan).toEqual([expect.stringContaining('Sampel kecil: 31 responden (kurang dari 100)')]);
  });
});

describe('economic impact, worked by hand: segment B (32 respondents by rule)', () => {
  it('unique visitors, shares, cap, mean, direct impact, gross and categories', async () => {
    const b = segment(await calculateImpact(input()), 2);
    expect(b.n).toBe(32);
    // Step 1: 16 respondents × 1 day + 16 × 3 days = 64; mean 2; U = 640 / 2 = 320; U/n = 10.
    expect(b.pengunjung_unik).toBe(320);
    // Steps 2-3: 8 local, 24 additional.
    expect(b.porsi_lokal).toBe(0.25);
    expect(b.porsi_tambahan).toBe(0.75);
    // Step 5: h = 31 × 0.99 = 30.69; x30 = b_31 = 360,000, x31 = b_32 = 370,000;
    // cap = 360,000 + 0.69 × 10,000 = 366,900; one capped (k = 32).
    expect(b.batas_pencilan).toBe(366_900);
    expect(b.jumlah_dipangkas).toBe(1);
    // Σ b = 10,000 × (1 + … + 32) + 24 × 50,000 = 5,280,000 + 1,200,000 = 6,480,000;
    // Σ b' = 6,480,000 − (370,000 − 366,900) = 6,476,900; mean = 202,403.125 → 202,403.
    expect(b.belanja_per_orang).toBe(202_403);
    // Σ additional b' = 10,000 × (9 + … + 32) + 1,200,000 − 3,100 = 4,920,000 + 1,196,900 = 6,116,900
    // DVS = 10 × 6,116,900 = 61,169,000; gross = 10 × 6,476,900 = 64,769,000.
    expect(b.dampak_langsung).toBe(61_169_000);
    expect(b.perputaran_kotor).toBe(64_769_000);
    // k = 32 scaled by 366,900 / 370,000 = 3,669 / 3,700:
    //   makan 320,000 × 3,669/3,700 = 317,318.9189; transport 50,000 × 3,669/3,700 = 49,581.0811.
    // makan (additional) = 10,000 × (9 + … + 31) + 317,318.9189 = 4,600,000 + 317,318.9189
    //   → × 10 = 49,173,189.19 → 49,173,189
    // transport = 23 × 50,000 + 49,581.0811 = 1,199,581.0811 → × 10 = 11,995,810.81 → 11,995,811
    expect(b.per_kategori).toEqual({
      akomodasi: 0,
      makan_minum: 49_173_189,
      transportasi: 11_995_811,
      oleh_oleh: 0,
      hiburan: 0,
      lainnya: 0,
    });
  });

  it('sample-size panel', async () => {
    const b = segment(await calculateImpact(input()), 2);
    // In thousands: b' = 10..80 (k ≤ 8), 140..360 step 10 (k = 9..31), 366.9.
    // Σ b'² = 20,400 + 1,538,700 + 134,615.61 = 1,693,715.61; Σ b' = 6,476.9
    // SS = 1,693,715.61 − 6,476.9² / 32 = 1,693,715.61 − 1,310,944.80 = 382,770.81
    // s² = SS / 31 = 12,347.445; s = 111.11906; mean 202.403125; CV = 0.5489987
    // margin = 1.96 × 0.5489987 / √32 = 0.1902184; target = (1.96 × 0.5489987 / 0.1)² = 115.786 → 116
    expect(b.margin_galat_relatif).toBeCloseTo(0.1902184, 6);
    expect(b.target_sampel_10_persen).toBe(116);
    expect(b.peringatan).toEqual([expect.stringContaining('Sampel kecil: 32 responden')]);
  });
});

describe('economic impact, worked by hand: segment C (10 respondents, withheld)', () => {
  it('withholds the estimate, keeps it out of the total, and still gives the sample panel', async () => {
    const c = segment(await calculateImpact(input()), 3);
    expect(c.n).toBe(10);
    expect(c.kunjungan).toBe(100);
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
    // Panel on b': cap at h = 9 × 0.99 = 8.91: 900,000 + 0.91 × 100,000 = 991,000.
    // In thousands b' = 100, 200, …, 900, 991: Σ = 5,491, mean 549.1;
    // Σ b'² = 100² × (1 + 4 + … + 81) + 991² = 2,850,000 + 982,081 = 3,832,081
    // SS = 3,832,081 − 5,491² / 10 = 3,832,081 − 3,015,108.1 = 816,972.9; s² = 90,774.767
    // s = 301.28851; CV = 0.5486952; margin = 1.96 × CV / √10 = 0.3400848;
    // target = (19.6 × 0.5486952)² = 115.658 → 116
    expect(c.margin_galat_relatif).toBeCloseTo(0.3400848, 6);
    expect(c.target_sampel_10_persen).toBe(116);
  });
});

describe('economic impact, worked by hand: totals (steps 7 and 8)', () => {
  it('DEI with organiser spending and local funding, gross, retained, per category, no multipliers without a source', async () => {
    const report = await calculateImpact(input());
    expect(report.lengkap).toBe(true);
    expect(report.kekurangan).toEqual([]);
    expect(report.metode).toEqual({ resample: 2_000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99 });
    const total = report.total!;
    // Σ DVS = 1,294,000,000 + 61,169,000 = 1,355,169,000 (C withheld, not counted)
    // DEI = 1,355,169,000 + 250,000,000 − 100,000,000 = 1,505,169,000
    expect(total.dampak_langsung).toBe(1_505_169_000);
    expect(total.belanja_penyelenggara_lokal).toBe(250_000_000);
    expect(total.dana_dari_lokal).toBe(100_000_000);
    // Gross = 1,490,000,000 + 64,769,000 = 1,554,769,000
    expect(total.perputaran_kotor).toBe(1_554_769_000);
    // Retained = 1,505,169,000 − (1 − 0.25) × 174,800,000 = 1,505,169,000 − 131,100,000 = 1,374,069,000
    expect(total.tertahan).toBe(1_374_069_000);
    // Categories summed before rounding: makan 180,000,000 + 49,173,189.19 = 229,173,189.19;
    // transport 50,000,000 + 11,995,810.81 = 61,995,810.81.
    expect(total.per_kategori).toEqual({
      akomodasi: 724_400_000,
      makan_minum: 229_173_189,
      transportasi: 61_995_811,
      oleh_oleh: 174_800_000,
      hiburan: 124_800_000,
      lainnya: 40_000_000,
    });
    // Gross per category: A (all 31) + B (all 32):
    //   akomodasi 100 × (4×200,000 + 7,244,000) = 804,400,000
    //   makan 100 × (6×40,000 + 2×30,000 + 4×60,000 + 4×100,000 + 1,800,000) = 274,000,000,
    //     plus B 10 × (10,000 × (1 + … + 31) + 317,318.9189) = 52,773,189.19 → 326,773,189.19
    //   transport 100 × (6×10,000 + 500,000) = 56,000,000 + 11,995,810.81 = 67,995,810.81
    //   oleh-oleh 100 × (4×40,000 + 1,748,000) = 190,800,000; hiburan 124,800,000; lainnya 40,000,000
    expect(total.perputaran_per_kategori).toEqual({
      akomodasi: 804_400_000,
      makan_minum: 326_773_189,
      transportasi: 67_995_811,
      oleh_oleh: 190_800_000,
      hiburan: 124_800_000,
      lainnya: 40_000_000,
    });
    for (const key of ['output', 'pendapatan', 'nilai_tambah', 'tenaga_kerja', 'sumber_pengganda']) {
      expect(total).not.toHaveProperty(key);
    }
  });

  it('multiplier lines, each from Retained, when a sourced multiplier is given', async () => {
    const total = (await calculateImpact(input({ parameters: { ...PARAMETERS, pengganda: PENGGANDA } }))).total!;
    // Retained 1,374,069,000: output × 1.8 = 2,473,324,200; income × 0.45 = 618,331,050;
    // value added × 0.6 = 824,441,400; jobs = 1,374,069,000 / 1e9 × 12.5 = 17.1758625 → 17.2.
    expect(total.tertahan).toBe(1_374_069_000);
    expect(total.output).toBe(2_473_324_200);
    expect(total.pendapatan).toBe(618_331_050);
    expect(total.nilai_tambah).toBe(824_441_400);
    expect(total.tenaga_kerja).toBeCloseTo(17.2, 10);
    expect(total.sumber_pengganda).toBe(PENGGANDA.sumber);
    // The headline stays the direct impact: multipliers are never added to it.
    expect(total.dampak_langsung).toBe(1_505_169_000);
  });

  it('retained follows the retail margin', async () => {
    const total = (await calculateImpact(input({ parameters: { ...PARAMETERS, margin_ritel: 0.4 } }))).total!;
    // 1,505,169,000 − 0.6 × 174,800,000 = 1,505,169,000 − 104,880,000 = 1,400,289,000
    expect(total.tertahan).toBe(1_400_289_000);
    const all = (await calculateImpact(input({ parameters: { ...PARAMETERS, margin_ritel: 1 } }))).total!;
    expect(all.tertahan).toBe(1_505_169_000);
  });
});

describe('economic impact, worked by hand: the interval (step 9)', () => {
  it('is the same for the same data and seed, brackets the point estimate, and moves with the seed', async () => {
    const first = await calculateImpact(input());
    const again = await calculateImpact(input());
    expect(again).toEqual(first);
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

  it('is incomplete when the segments with admissions lack an asal question or any belanja question', async () => {
    const withoutAsal = new Set([...ALL_ROLES].filter((role) => role !== 'asal'));
    const withoutBelanja = new Set([...ALL_ROLES].filter((role) => !role.startsWith('belanja_')));
    for (const roles of [withoutAsal, withoutBelanja]) {
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
    // 61,169,000 + 250,000,000 − 100,000,000
    expect(report.total!.dampak_langsung).toBe(211_169_000);
    expect(report.total!.perputaran_kotor).toBe(64_769_000);
  });
});

describe('economic impact: the sample panel when everyone spends the same', () => {
  // CV = 0, so the page gives margin 1.96 × 0 / √31 = 0 and target (1.96 × 0 / 0.1)² = 0. A variance
  // taken as (Σb'² − n·mean²)/(n − 1) cancels to a tiny positive number for b = 123,457 / 3 (margin
  // ≈ 8.6e-9, and Math.ceil makes the target 1); taken from the deviations it is exactly 0.
  it('gives a zero margin and a zero target', async () => {
    const same = respondent({ asal: '3171', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 3, belanja: spending({ akomodasi: 123_457 }) });
    const report = await calculateImpact({
      segments: [{ kuesioner_id: 9, tipe_responden: 'Sama', roles: ALL_ROLES, respondents: times(31, () => same) }],
      parameters: { ...PARAMETERS, segmen: [{ kuesioner_id: 9, kunjungan: 1_000 }] },
      seed: 1,
      resamples: 10,
    });
    expect(report.segmen[0].margin_galat_relatif).toBe(0);
    expect(report.segmen[0].target_sampel_10_persen).toBe(0);
  });
});
