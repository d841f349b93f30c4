import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { KATEGORI, PERAN_EKONOMI, type PeranEkonomi, type SpendingCategory } from '../../../src/shared/economic-impact/economic-roles';
import type { DampakEkonomi, ParameterEkonomi, SegmenDampak } from '../../../src/shared/schemas/economic-impact';

/**
 * docs/economic-impact-method.md (method version 2), steps 11 (volume) and 12 (levels), on a
 * fixture small enough to work by hand. Every expected figure is a literal worked out in the
 * comments, never obtained from the code under test. The same fixture is the worked example of
 * the method page.
 *
 * Host area: Kota Surabaya (35.78), province Jawa Timur (35). The event lasts 2 days (L = 2).
 * Codes: 35.15 Sidoarjo and 35.07 Kabupaten Malang (other regencies of the host's province),
 * 33.74 Kota Semarang (Jawa Tengah), 31.71 Jakarta Pusat (DKI Jakarta), 52.71 Kota Mataram
 * (Nusa Tenggara Barat), 32.73 Kota Bandung (Jawa Barat), LN abroad.
 *
 * Segment P "Penonton" (pengunjung, every role asked), 40 respondents, admissions 8,000 (range
 * 6,000..10,000). m = nights, "akom." = the accommodation answer, b = spending per person.
 *   P1  8 × 35.78 (local by asal), 1 day, m 0, akom. Tidak menginap, makan 100,000       b =   100,000
 *   P2  4 × 35.15, rutin Ya (local by rutin), 1 day, m 1, akom. Rumah kerabat atau teman,
 *          makan 100,000                                                                 b =   100,000
 *   P3  6 × 35.07 additional, 2 days, m 1, akom. unanswered, makan 200,000             b =   200,000
 *   P4  4 × 33.74 casual (alasan Tidak), 1 day, m 2, akom. Hotel,
 *          akomodasi 600,000 + makan 200,000                                             b =   800,000
 *   P5 10 × 31.71 additional, 1 day, m 2, akom. Hotel, paying for 2:
 *          (akomodasi 800,000 + makan 400,000) / 2                                       b =   600,000
 *   P6  4 × 31.71 additional, 2 days, m unanswered, akom. Hotel, makan 300,000         b =   300,000
 *   P7  3 × LN additional, 1 day, m 3, akom. Villa, akomodasi 1,500,000 + makan 300,000 b = 1,800,000
 *   P8  1 × 33.74 additional, 1 day, m 0, akom. Tidak menginap, makan 20,000,000      b = 20,000,000
 *
 * Segment A "Atlet" (peserta: every non-local is additional), every role asked, 30 respondents,
 * admissions 600, all 2 days.
 *   A1  6 × 35.78 (local), m 0, akom. Tidak menginap, makan 50,000                     b =    50,000
 *   A2  2 × LN, rutin Ya (local by rutin: crosses the border for work), m 0,
 *          akom. Tidak menginap, makan 50,000                                            b =    50,000
 *   A3 10 × 35.07, m 2, akom. Homestay atau penginapan, akomodasi 300,000 + makan 100,000  b = 400,000
 *   A4  8 × 52.71, alasan Tidak and tetap Ya (ignored for peserta), m 3, akom. Hotel,
 *          akomodasi 600,000 + makan 200,000                                             b =   800,000
 *   A5  4 × LN, rutin Tidak, m 4, akom. Lainnya, akomodasi 800,000 + makan 400,000      b = 1,200,000
 *
 * Segment O "Ofisial" (pengunjung), its questionnaire asks neither nights nor accommodation,
 * 30 respondents, admissions 300, all 1 day.
 *   O1 10 × 35.78 (local), makan 100,000                                               b =   100,000
 *   O2 10 × 32.73 additional, makan 500,000                                            b =   500,000
 *   O3 10 × 35.07 additional, makan 200,000                                            b =   200,000
 *
 * The organiser spent Rp 400,000,000 in the host area and raised Rp 150,000,000 of its funding there.
 */

const HOST = '35.78';
const EVENT_DAYS = 2;
const ALL_ROLES: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI);
const WITHOUT_NIGHTS: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI.filter((role) => role !== 'malam_menginap' && role !== 'jenis_akomodasi'));

const spending = (amounts: Partial<Record<SpendingCategory, number>>) => KATEGORI.map((kategori) => amounts[kategori] ?? 0);
const times = (count: number, respondent: Respondent) => Array.from({ length: count }, () => respondent);
const VISITOR = { rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', jumlah_ditanggung: 1 } as const;

function respondent(fields: Partial<Respondent>): Respondent {
  return { asal: null, rutin: null, alasan_utama: null, tetap_datang: null, hari_hadir: null, jumlah_ditanggung: null, belanja: [], ...fields };
}

const PENONTON: SegmentInput = {
  kuesioner_id: 1,
  tipe_responden: 'Penonton',
  roles: ALL_ROLES,
  respondents: [
    ...times(8, respondent({ ...VISITOR, asal: HOST, hari_hadir: 1, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja: spending({ makan_minum: 100_000 }) })),
    ...times(4, respondent({ ...VISITOR, asal: '35.15', rutin: 'Ya', hari_hadir: 1, malam_menginap: 1, jenis_akomodasi: 'Rumah kerabat atau teman', belanja: spending({ makan_minum: 100_000 }) })),
    ...times(6, respondent({ ...VISITOR, asal: '35.07', hari_hadir: 2, malam_menginap: 1, belanja: spending({ makan_minum: 200_000 }) })),
    ...times(4, respondent({ ...VISITOR, asal: '33.74', alasan_utama: 'Tidak', hari_hadir: 1, malam_menginap: 2, jenis_akomodasi: 'Hotel', belanja: spending({ akomodasi: 600_000, makan_minum: 200_000 }) })),
    ...times(10, respondent({ ...VISITOR, asal: '31.71', hari_hadir: 1, malam_menginap: 2, jenis_akomodasi: 'Hotel', jumlah_ditanggung: 2, belanja: spending({ akomodasi: 800_000, makan_minum: 400_000 }) })),
    ...times(4, respondent({ ...VISITOR, asal: '31.71', hari_hadir: 2, jenis_akomodasi: 'Hotel', belanja: spending({ makan_minum: 300_000 }) })),
    ...times(3, respondent({ ...VISITOR, asal: 'LN', hari_hadir: 1, malam_menginap: 3, jenis_akomodasi: 'Villa', belanja: spending({ akomodasi: 1_500_000, makan_minum: 300_000 }) })),
    respondent({ ...VISITOR, asal: '33.74', hari_hadir: 1, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja: spending({ makan_minum: 20_000_000 }) }),
  ],
};

const ATLET_BASE = { rutin: 'Tidak', jumlah_ditanggung: 1, hari_hadir: 2 } as const;
const ATLET: SegmentInput = {
  kuesioner_id: 2,
  tipe_responden: 'Atlet',
  roles: ALL_ROLES,
  respondents: [
    ...times(6, respondent({ ...ATLET_BASE, asal: HOST, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja: spending({ makan_minum: 50_000 }) })),
    ...times(2, respondent({ ...ATLET_BASE, asal: 'LN', rutin: 'Ya', malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja: spending({ makan_minum: 50_000 }) })),
    ...times(10, respondent({ ...ATLET_BASE, asal: '35.07', malam_menginap: 2, jenis_akomodasi: 'Homestay atau penginapan', belanja: spending({ akomodasi: 300_000, makan_minum: 100_000 }) })),
    ...times(8, respondent({ ...ATLET_BASE, asal: '52.71', alasan_utama: 'Tidak', tetap_datang: 'Ya', malam_menginap: 3, jenis_akomodasi: 'Hotel', belanja: spending({ akomodasi: 600_000, makan_minum: 200_000 }) })),
    ...times(4, respondent({ ...ATLET_BASE, asal: 'LN', malam_menginap: 4, jenis_akomodasi: 'Lainnya', belanja: spending({ akomodasi: 800_000, makan_minum: 400_000 }) })),
  ],
};

const OFISIAL: SegmentInput = {
  kuesioner_id: 3,
  tipe_responden: 'Ofisial',
  roles: WITHOUT_NIGHTS,
  respondents: [
    ...times(10, respondent({ ...VISITOR, asal: HOST, hari_hadir: 1, belanja: spending({ makan_minum: 100_000 }) })),
    ...times(10, respondent({ ...VISITOR, asal: '32.73', hari_hadir: 1, belanja: spending({ makan_minum: 500_000 }) })),
    ...times(10, respondent({ ...VISITOR, asal: '35.07', hari_hadir: 1, belanja: spending({ makan_minum: 200_000 }) })),
  ],
};

const parametersFor = (host: string[]): ParameterEkonomi => ({
  wilayah_tuan_rumah: host,
  segmen: [
    { kuesioner_id: 1, kunjungan: 8_000, kunjungan_min: 6_000, kunjungan_maks: 10_000, jenis: 'pengunjung' },
    { kuesioner_id: 2, kunjungan: 600, jenis: 'peserta' },
    { kuesioner_id: 3, kunjungan: 300, jenis: 'pengunjung' },
  ],
  belanja_penyelenggara_lokal: 400_000_000,
  dana_dari_lokal: 150_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
});

const PROVINCES: Record<string, string> = {
  '31': 'DKI Jakarta',
  '32': 'Jawa Barat',
  '33': 'Jawa Tengah',
  '35': 'Jawa Timur',
  '52': 'Nusa Tenggara Barat',
  LN: 'Luar Negeri',
};

const run = (host: string[], segments: SegmentInput[] = [PENONTON, ATLET, OFISIAL]) =>
  calculateImpact({
    segments,
    parameters: parametersFor(host),
    eventDays: EVENT_DAYS,
    provinceName: (kode) => PROVINCES[kode] ?? kode,
    seed: 20_261_127,
    resamples: 2_000,
  });

function segmentOf(report: DampakEkonomi, id: number): SegmenDampak {
  const found = report.segmen.find((segment) => segment.kuesioner_id === id);
  if (!found) throw new Error(`segment ${id} missing`);
  return found;
}

const totalOf = (report: DampakEkonomi) => {
  if (!report.total) throw new Error('no total');
  return report.total;
};

/** Steps 11-12's point values sit inside their intervals, and nasional ≤ provinsi ≤ Σ DVS, points and interval ends alike. */
function expectLevelsOrdered(report: DampakEkonomi) {
  const { tingkat, corong } = totalOf(report);
  for (const level of [tingkat.kabupaten_kota, tingkat.provinsi, tingkat.nasional]) {
    expect(level.interval[0]).toBeLessThanOrEqual(level.nilai);
    expect(level.interval[1]).toBeGreaterThanOrEqual(level.nilai);
  }
  expect(tingkat.nasional.nilai).toBeLessThanOrEqual(tingkat.provinsi.nilai);
  expect(tingkat.provinsi.nilai).toBeLessThanOrEqual(corong.belanja_pengunjung_tambahan);
  // Each resample's levels are ordered the same way, so are their percentiles.
  for (const end of [0, 1]) expect(tingkat.nasional.interval[end]).toBeLessThanOrEqual(tingkat.provinsi.interval[end]);
}

describe('steps 11-12 worked by hand: segment P (pengunjung, 40 respondents)', () => {
  /*
   * Step 1: days 8 + 4 + 6×2 + 4 + 10 + 4×2 + 3 + 1 = 50; mean 50/40 = 1.25; U = 8,000 / 1.25
   *   = 6,400.0, so each respondent stands for U/n = 160 visitors.
   * Step 2: local P1 8 + P2 4 = 12 (porsi_lokal 0.3); non-local 28.
   * Step 3: additional P3 6 + P5 10 + P6 4 + P7 3 + P8 1 = 24 (P4 is casual); porsi_tambahan 0.6.
   * Step 5: 40 positive b: 12 × 100,000, 6 × 200,000, 4 × 300,000, 10 × 600,000, 4 × 800,000,
   *   3 × 1,800,000, 20,000,000. Median (type 7): h = 39 × 0.5 = 19.5, the 20th and 21st are both
   *   300,000: f = 3,000,000; P8 is flagged, b' = 3,000,000. n < 100: no cap.
   * Step 6: additional b' = 6 × 200,000 + 10 × 600,000 + 4 × 300,000 + 3 × 1,800,000 + 3,000,000
   *   = 1,200,000 + 6,000,000 + 1,200,000 + 5,400,000 + 3,000,000 = 16,800,000;
   *   DVS = 160 × 16,800,000 = 2,688,000,000.
   * Step 11, m: P1 0, P2 1, P3 1, P4 2, P5 2, P6 unanswered → 0, P7 3, P8 0.
   *   malam_tambahan = 160 × (P3 6×1 + P5 10×2 + P6 0 + P7 3×3 + P8 0 = 35) = 5,600.0;
   *   pengunjung_luar = 160 × 28 = 4,480.0; wisman = 160 × 3 (P7) = 480.0; wisnus = 4,000.0;
   *   rata_lama_menginap: non-local with m ≥ 1: P3 6×1 + P4 4×2 + P5 10×2 + P7 3×3 = 43 nights
   *   over 23 respondents = 1.8696 → 1.9 (P2 stayed but is local);
   *   porsi_akomodasi_komersial: m ≥ 1 with accommodation answered: P2 4 (not commercial), P4 4,
   *   P5 10, P7 3 (commercial): 17/21 (P3 did not say where; P6 said Hotel but gave no nights).
   * Step 12: out of province 35: P5 6,000,000 + P6 1,200,000 + P7 5,400,000 + P8 3,000,000
   *   = 15,600,000 → provinsi 160 × 15,600,000 = 2,496,000,000 (P3 is from Jawa Timur itself);
   *   abroad P7 5,400,000 → nasional 864,000,000.
   * Origins (non-local) × 160: 31: 14 → 2,240; 35: 6 → 960; 33: 5 → 800; LN: 3 → 480.
   */
  it('gives the volume of step 11', async () => {
    const p = segmentOf(await run([HOST]), 1);
    expect(p).toMatchObject({ n: 40, pengunjung_unik: 6_400, porsi_lokal: 0.3, porsi_tambahan: 0.6, batas_wajar_segmen: 3_000_000, perlu_diperiksa: 1, dampak_langsung: 2_688_000_000 });
    expect({
      malam_tambahan: p.malam_tambahan,
      pengunjung_luar: p.pengunjung_luar,
      wisman: p.wisman,
      wisnus: p.wisnus,
      rata_lama_menginap: p.rata_lama_menginap,
      porsi_akomodasi_komersial: p.porsi_akomodasi_komersial,
    }).toEqual({ malam_tambahan: 5_600, pengunjung_luar: 4_480, wisman: 480, wisnus: 4_000, rata_lama_menginap: 1.9, porsi_akomodasi_komersial: 17 / 21 });
  });
});

describe('steps 11-12 worked by hand: segment A (peserta, 30 respondents)', () => {
  /*
   * Step 1: every d = 2: U = 600 / 2 = 300.0; U/n = 10.
   * Steps 2-3: local A1 6 + A2 2 = 8; the other 22 are additional (peserta).
   * Step 5: positive b: 8 × 50,000, 10 × 400,000, 8 × 800,000, 4 × 1,200,000; h = 14.5, the
   *   15th and 16th are 400,000: f = 4,000,000, nobody above it.
   * Step 6: DVS = 10 × (10 × 400,000 + 8 × 800,000 + 4 × 1,200,000 = 15,200,000) = 152,000,000.
   * Step 11: malam_tambahan = 10 × (10×2 + 8×3 + 4×4 = 60) = 600.0; pengunjung_luar = 10 × 22
   *   = 220.0; wisman = 10 × 4 = 40.0 (A2 is from abroad but local by rutin: not a tourist);
   *   wisnus = 180.0; rata_lama_menginap = 60 / 22 = 2.727 → 2.7; porsi_akomodasi_komersial:
   *   stayed and said where: A3 10 (Homestay), A4 8 (Hotel), A5 4 (Lainnya): 18/22 = 9/11.
   * Step 12: out of province: A4 6,400,000 + A5 4,800,000 → provinsi 112,000,000; abroad A5
   *   4,800,000 → nasional 48,000,000 (A2 is local, not counted).
   * Origins × 10: 35: 100; 52: 80; LN: 40.
   */
  it('gives the volume of step 11, a local from abroad not counted as wisman', async () => {
    const a = segmentOf(await run([HOST]), 2);
    expect(a).toMatchObject({ n: 30, jenis: 'peserta', pengunjung_unik: 300, dampak_langsung: 152_000_000, perlu_diperiksa: 0 });
    expect(a.porsi_tambahan).toBe(22 / 30);
    expect([a.malam_tambahan, a.pengunjung_luar, a.wisman, a.wisnus, a.rata_lama_menginap, a.porsi_akomodasi_komersial]).toEqual([600, 220, 40, 180, 2.7, 9 / 11]);
  });
});

describe('steps 11-12 worked by hand: segment O (no nights question)', () => {
  /*
   * U = 300 / 1 = 300.0; U/n = 10. Local O1 10; additional O2 10 + O3 10.
   * Step 5: positive b 10 × 100,000, 10 × 200,000, 10 × 500,000: f = 10 × 200,000, nobody above.
   * DVS = 10 × (10 × 500,000 + 10 × 200,000) = 70,000,000.
   * Step 11: no nights question: malam_tambahan, rata_lama_menginap and porsi_akomodasi_komersial
   *   null (0 would claim that nobody stayed); pengunjung_luar 10 × 20 = 200.0, wisman 0, wisnus 200.0.
   * Step 12: out of province: O2 (Jawa Barat) 5,000,000 → provinsi 50,000,000; nasional 0.
   * Origins × 10: 32: 100; 35: 100.
   */
  it('gives null nights, null stay and null accommodation share, and still the visitors', async () => {
    const o = segmentOf(await run([HOST]), 3);
    expect(o).toMatchObject({ n: 30, dampak_langsung: 70_000_000, dihitung: true });
    expect([o.malam_tambahan, o.pengunjung_luar, o.wisman, o.wisnus, o.rata_lama_menginap, o.porsi_akomodasi_komersial]).toEqual([null, 200, 0, 200, null, null]);
  });
});

describe('steps 11-12 worked by hand: the total', () => {
  /*
   * Σ DVS = 2,688,000,000 + 152,000,000 + 70,000,000 = 2,910,000,000;
   * DEI = 2,910,000,000 + 400,000,000 − 150,000,000 = 3,160,000,000.
   * Step 12 (visitor spending only; the organiser's lines are not split by province):
   *   provinsi = 2,496,000,000 + 112,000,000 + 50,000,000 = 2,658,000,000;
   *   nasional = 864,000,000 + 48,000,000 = 912,000,000.
   * Step 11, pooled: each respondent weighted by U_s/n_s (P 160, A 10, O 10):
   *   malam_tambahan = 5,600 + 600 (O has no nights question and adds none) = 6,200.0;
   *   pengunjung_luar = 4,480 + 220 + 200 = 4,900.0; wisman = 480 + 40 = 520.0; wisnus = 4,380.0;
   *   rata_lama_menginap = (160 × 43 + 10 × 60) / (160 × 23 + 10 × 22) = 7,480 / 3,900 = 1.918
   *   → 1.9 (the respondents pooled unweighted would give 103 / 45 = 2.3, the mean of the two
   *   segments' averages 2.3 too: a spectator stands for 16 athletes here);
   *   porsi_akomodasi_komersial = (160 × 17 + 10 × 18) / (160 × 21 + 10 × 22) = 2,900 / 3,580
   *   = 145/179 (O has nobody with a night and adds nothing).
   * asal_pengunjung, the non-local visitors by province, most first, of 4,900:
   *   31 DKI Jakarta 2,240; 35 Jawa Timur 960 + 100 + 100 = 1,160; 33 Jawa Tengah 800;
   *   LN 480 + 40 = 520; 32 Jawa Barat 100; 52 Nusa Tenggara Barat 80.
   */
  it('pools the segments for the volume, weighting each respondent by U_s / n_s', async () => {
    const total = totalOf(await run([HOST]));
    expect(total).toMatchObject({ dampak_langsung: 3_160_000_000, n: 100, perlu_diperiksa: 1 });
    expect(total.corong.belanja_pengunjung_tambahan).toBe(2_910_000_000);
    expect([total.malam_tambahan, total.pengunjung_luar, total.wisman, total.wisnus, total.rata_lama_menginap, total.porsi_akomodasi_komersial]).toEqual([
      6_200,
      4_900,
      520,
      4_380,
      1.9,
      145 / 179,
    ]);
  });

  it('reads the levels: visitors from outside the host province, and from abroad', async () => {
    const report = await run([HOST]);
    const { tingkat } = totalOf(report);
    expect(tingkat.kabupaten_kota.nilai).toBe(3_160_000_000);
    expect(tingkat.kabupaten_kota.interval).toEqual(totalOf(report).interval);
    expect(tingkat.provinsi.nilai).toBe(2_658_000_000);
    expect(tingkat.nasional.nilai).toBe(912_000_000);
    expectLevelsOrdered(report);
  });

  it('lists where the visitors came from, most first, with their names and shares', async () => {
    const { asal_pengunjung } = totalOf(await run([HOST]));
    expect(asal_pengunjung).toEqual([
      { kode: '31', nama: 'DKI Jakarta', pengunjung: 2_240, porsi: 2_240 / 4_900 },
      { kode: '35', nama: 'Jawa Timur', pengunjung: 1_160, porsi: 1_160 / 4_900 },
      { kode: '33', nama: 'Jawa Tengah', pengunjung: 800, porsi: 800 / 4_900 },
      { kode: 'LN', nama: 'Luar Negeri', pengunjung: 520, porsi: 520 / 4_900 },
      { kode: '32', nama: 'Jawa Barat', pengunjung: 100, porsi: 100 / 4_900 },
      { kode: '52', nama: 'Nusa Tenggara Barat', pengunjung: 80, porsi: 80 / 4_900 },
    ]);
  });

  /*
   * Without segment O, the only questionnaires asking nights: the total's nights are still those
   * of P and A (6,200.0): O's null nights were never 0 nights.
   * Without P and A, no counted segment asks nights: the total's malam_tambahan is null.
   */
  it('keeps the nights of the segments that asked, and gives null where none did', async () => {
    const withoutO = totalOf(await run([HOST], [PENONTON, ATLET]));
    expect([withoutO.malam_tambahan, withoutO.rata_lama_menginap, withoutO.porsi_akomodasi_komersial]).toEqual([6_200, 1.9, 145 / 179]);
    const onlyO = totalOf(await run([HOST], [OFISIAL]));
    expect([onlyO.malam_tambahan, onlyO.pengunjung_luar, onlyO.rata_lama_menginap, onlyO.porsi_akomodasi_komersial]).toEqual([null, 200, null, null]);
    expect(onlyO.tingkat.provinsi.nilai).toBe(50_000_000);
    expect(onlyO.tingkat.nasional).toEqual({ nilai: 0, interval: [0, 0] });
  });
});

describe('steps 11-12 worked by hand: a host area in two provinces', () => {
  /*
   * Host: Kota Surabaya (35.78) and Kota Surakarta (33.72): host provinces 35 and 33. Nobody
   * answered 33.72, so locals, additional visitors, DEI and the volume are as above; only the
   * province level changes: P8 (33.74, Jawa Tengah) is now from a host province.
   *   provinsi = 160 × (15,600,000 − 3,000,000) + 112,000,000 + 50,000,000
   *   = 2,016,000,000 + 162,000,000 = 2,178,000,000; nasional 912,000,000 as before.
   */
  it('counts at the province level only visitors from outside both provinces', async () => {
    const report = await run([HOST, '33.72']);
    const total = totalOf(report);
    expect(total.dampak_langsung).toBe(3_160_000_000);
    expect(total.tingkat.provinsi.nilai).toBe(2_178_000_000);
    expect(total.tingkat.nasional.nilai).toBe(912_000_000);
    expect([total.malam_tambahan, total.pengunjung_luar, total.wisman, total.wisnus]).toEqual([6_200, 4_900, 520, 4_380]);
    expectLevelsOrdered(report);
  });
});

describe('step 11: a segment counted with no admissions', () => {
  /*
   * Segment A with admissions 0 (allowed: a whole number from 0): U = 0, so every visitor and
   * night figure is 0.0, but the average stay and the commercial share are the sample's own, as
   * step 11 defines them: 60 / 22 → 2.7 and 9/11, not null. The total, of this one segment, says
   * the same.
   */
  it('still gives the average stay and the commercial share of its sample', async () => {
    const report = await calculateImpact({
      segments: [ATLET],
      parameters: { ...parametersFor([HOST]), segmen: [{ kuesioner_id: 2, kunjungan: 0, jenis: 'peserta' }] },
      eventDays: EVENT_DAYS,
      seed: 1,
      resamples: 20,
    });
    const a = segmentOf(report, 2);
    expect(a.dihitung).toBe(true);
    expect([a.malam_tambahan, a.pengunjung_luar, a.wisman, a.wisnus, a.rata_lama_menginap, a.porsi_akomodasi_komersial]).toEqual([0, 0, 0, 0, 2.7, 9 / 11]);
    const total = totalOf(report);
    expect([total.malam_tambahan, total.pengunjung_luar, total.rata_lama_menginap, total.porsi_akomodasi_komersial]).toEqual([0, 0, 2.7, 9 / 11]);
  });
});
