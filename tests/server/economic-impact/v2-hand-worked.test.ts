import { beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import {
  addRoleQuestions,
  type Answers,
  PENGGANDA_V2,
  PENGUNJUNG_ROLES,
  putParameters,
  readReport,
  segmentOf,
  submitAnswers,
  times,
  totalOf,
} from './v2-support';

/**
 * Method version 2 (docs/economic-impact-method.md, "The calculation", steps 1-10) against a
 * fixture small enough to work by hand. Every expected figure below is a literal worked out in
 * the comments from the answers sent, never by the code under test; amounts are rounded to whole
 * Rupiah only at the end.
 *
 * The event runs 2026-05-01 to 2026-05-02: L = 2 days. Host area: Kota Mataram (52.71) and
 * Kabupaten Lombok Barat (52.01).
 */

const HOST = ['52.71', '52.01'];

const visitor = (fields: Answers): Answers => ({ rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, ...fields });

/**
 * Penonton (`pengunjung`), 43 accepted responses: 3 without an answered asal (tanpa_asal, left
 * out), so n = 40. Spending per person b_i in brackets.
 */
const PENONTON: Answers[] = [
  // 8 locals by asal, from both host codes [100,000], 1 day.
  ...times(6, visitor({ asal: '52.71', belanja_makan_minum: 100_000 })),
  ...times(2, visitor({ asal: '52.01', belanja_makan_minum: 100_000 })),
  // 4 locals by rutin (live in Kota Bandung, come 4+ times a month) [100,000], 2 days.
  ...times(4, visitor({ asal: '32.73', rutin: 'Ya', hari_hadir: 2, belanja_makan_minum: 100_000 })),
  // 4 casual (the event was not the main reason), paying for 2: 600,000 / 2 [300,000].
  ...times(4, visitor({ asal: '33.74', alasan_utama: 'Tidak', jumlah_ditanggung: 2, belanja_akomodasi: 400_000, belanja_makan_minum: 200_000 })),
  // 4 time-switchers (would have come within 12 months anyway) [200,000].
  ...times(4, visitor({ asal: '31.71', tetap_datang: 'Ya', belanja_makan_minum: 200_000 })),
  // 2 with alasan_utama unanswered and 2 with tetap_datang unanswered: not additional in v2 [200,000], 2 days.
  ...times(2, { asal: '33.74', rutin: 'Tidak', tetap_datang: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja_makan_minum: 200_000 }),
  ...times(2, { asal: '33.74', rutin: 'Tidak', alasan_utama: 'Ya', hari_hadir: 2, jumlah_ditanggung: 1, belanja_makan_minum: 200_000 }),
  // 1 with rutin unanswered (the questionnaire has a rutin question): neither local nor additional [200,000].
  { asal: '33.74', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, belanja_makan_minum: 200_000 },
  // Additional from here on (15 of them).
  // 10 paying for 2: (600,000 + 200,000 + 200,000) / 2 [500,000 = 300,000 + 100,000 + 100,000], 2 days.
  ...times(10, visitor({ asal: '35.78', hari_hadir: 2, jumlah_ditanggung: 2, belanja_akomodasi: 600_000, belanja_makan_minum: 200_000, belanja_oleh_oleh: 200_000 })),
  // hari_hadir 0 (d = 1), jumlah_ditanggung 0 (g = 1), only makan_minum answered [300,000]; from abroad.
  visitor({ asal: 'LN', hari_hadir: 0, jumlah_ditanggung: 0, belanja_makan_minum: 300_000 }),
  // hari_hadir 9, above the event's 2 days (d = 2), jumlah_ditanggung unanswered (g = 1) [600,000].
  { asal: '33.74', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 9, belanja_akomodasi: 500_000, belanja_makan_minum: 100_000 },
  // hari_hadir unanswered (d = 1), paying for 3: 1,500,000 / 3 [500,000 = 300,000 + 100,000 + 100,000].
  { asal: '35.78', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', jumlah_ditanggung: 3, belanja_akomodasi: 900_000, belanja_makan_minum: 300_000, belanja_oleh_oleh: 300_000 },
  // The implausible one [20,000,000 = 15,000,000 + 5,000,000]: above the fence, flagged.
  visitor({ asal: '33.74', belanja_akomodasi: 15_000_000, belanja_makan_minum: 5_000_000 }),
  // Spent nothing [0].
  visitor({ asal: '33.74', belanja_akomodasi: 0, belanja_makan_minum: 0, belanja_oleh_oleh: 0 }),
  // 3 without asal: big spenders on 2 days; counted as tanpa_asal and nowhere else.
  ...times(3, { rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja_akomodasi: 30_000_000 }),
];

/**
 * Penonton by hand (n = 40; A = 11,000 admissions).
 * Step 1, days d_i: 8x1 + 4x2 + 4x1 + 4x1 + 4x2 + 1x1 + 10x2 + 1 + 2 + 1 + 1 + 1 = 59;
 *   mean 59/40, U = 11,000 x 40 / 59 = 440,000 / 59 = 7,457.627...; each respondent stands for
 *   U / n = 11,000 / 59 visitors.
 * Step 2, locals: 8 by asal + 4 by rutin = 12: porsi_lokal 12/40 = 0.3.
 * Step 3, additional: 10 + 1 + 1 + 1 + 1 + 1 = 15: porsi_tambahan 15/40 = 0.375.
 * Step 5, fence: 39 positive b_i, sorted 12 x 100,000, 9 x 200,000, 5 x 300,000, 11 x 500,000,
 *   600,000, 20,000,000; median (type 7, h = 38 x 0.5 = 19) = the 20th = 200,000;
 *   f = 2,000,000. The 20,000,000 is flagged, b' = 2,000,000 (factor 0.1: akomodasi 1,500,000,
 *   makan_minum 500,000). n < 100: no cap.
 * Sum of b': 12 x 100,000 + 9 x 200,000 + 4 x 300,000 + 300,000 + 11 x 500,000 + 600,000
 *   + 2,000,000 + 0 = 12,600,000; belanja_per_orang = 315,000.
 * Additional b': 10 x 500,000 + 300,000 + 600,000 + 500,000 + 2,000,000 + 0 = 8,400,000.
 * Step 6: DVS = 8,400,000 x 11,000 / 59 = 92,400,000,000 / 59 = 1,566,101,694.92 -> 1,566,101,695
 *   (rounding U first would give 7,458 x 210,000 = 1,566,180,000).
 *   Gross = 12,600,000 x 11,000 / 59 = 2,349,152,542.37 -> 2,349,152,542.
 *   By category, additional: akomodasi 10 x 300,000 + 500,000 + 300,000 + 1,500,000 = 5,300,000
 *   -> 988,135,593.22; makan_minum 10 x 100,000 + 300,000 + 100,000 + 100,000 + 500,000
 *   = 2,000,000 -> 372,881,355.93; oleh_oleh 10 x 100,000 + 100,000 = 1,100,000 -> 205,084,745.76.
 *   Gross adds the others: akomodasi + 4 x 200,000 = 6,100,000; makan_minum + 12 x 100,000
 *   + 9 x 200,000 + 4 x 100,000 = 5,400,000; oleh_oleh 1,100,000.
 * Step 10, x_i = additional x b': 10 x 500,000, 300,000, 600,000, 500,000, 2,000,000 and 25 zeros.
 *   mean 210,000; Σx² = 7.2e12; Σ(x − mean)² = 7.2e12 − 40 x 4.41e10 = 5.436e12;
 *   var = 5.436e12 / 39; CV² = var / 4.41e10 = 3.16065...; CV = 1.77782...;
 *   margin = 1.96 x CV / √40 = 0.550952555...; n for ±10% = ⌈384.16 x CV²⌉ = ⌈1,214.19⌉ = 1,215.
 */
const PENONTON_ADMISSIONS = 11_000;

const participant = (fields: Answers): Answers => ({ rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, ...fields });

/**
 * Atlet (`peserta`), 30 responses: a non-local is additional whatever it answers to alasan_utama
 * and tetap_datang (the questionnaire asks them anyway, to show they are ignored).
 */
const ATLET: Answers[] = [
  // 10 locals by asal [100,000].
  ...times(10, participant({ asal: '52.71', belanja_makan_minum: 100_000 })),
  // 4 locals by rutin [100,000].
  ...times(4, participant({ asal: '52.02', rutin: 'Ya', belanja_makan_minum: 100_000 })),
  // 6 who say the event was not the main reason and they would have come anyway: still additional.
  // Paying for 2: 1,200,000 / 2 [600,000 = 400,000 + 200,000].
  ...times(6, participant({ asal: '33.74', alasan_utama: 'Tidak', tetap_datang: 'Ya', jumlah_ditanggung: 2, belanja_akomodasi: 800_000, belanja_makan_minum: 400_000 })),
  // 6 ordinary additional [600,000 = 400,000 + 200,000].
  ...times(6, participant({ asal: '35.78', belanja_akomodasi: 400_000, belanja_makan_minum: 200_000 })),
  // 2 from abroad who answered neither rutin, alasan nor tetap, 5 days (d = 2) [600,000 = 300,000 + 300,000 oleh-oleh].
  ...times(2, { asal: 'LN', hari_hadir: 5, jumlah_ditanggung: 1, belanja_makan_minum: 300_000, belanja_oleh_oleh: 300_000 }),
  // 2 additional who spent nothing [0].
  ...times(2, participant({ asal: '33.74', belanja_akomodasi: 0, belanja_makan_minum: 0, belanja_oleh_oleh: 0 })),
];

/**
 * Atlet by hand (n = 30; A = 600).
 * Step 1: every d_i = 2 (the 5 days bounded by L = 2): U = 300; each respondent stands for 10.
 * Steps 2-3: locals 14 (porsi_lokal 7/15), additional the other 16 (porsi_tambahan 8/15).
 * Step 5: 28 positive b_i, 14 x 100,000 and 14 x 600,000; h = 27 x 0.5 = 13.5, median
 *   = 100,000 + 0.5 x 500,000 = 350,000; f = 3,500,000; nobody above it.
 * Sum of b' = 1,400,000 + 8,400,000 = 9,800,000: belanja_per_orang 326,666.67 -> 326,667.
 * Step 6: DVS = 10 x 8,400,000 = 84,000,000; gross 98,000,000. By category, additional:
 *   akomodasi 10 x (6 x 400,000 + 6 x 400,000) = 48,000,000; makan_minum 10 x (6 x 200,000
 *   + 6 x 200,000 + 2 x 300,000) = 30,000,000; oleh_oleh 10 x 2 x 300,000 = 6,000,000.
 *   Gross makan_minum adds 10 x 14 x 100,000: 44,000,000.
 * Step 10: x = 14 x 600,000 and 16 zeros: mean 280,000; Σ(x − mean)² = 5.04e12 − 30 x 7.84e10
 *   = 2.688e12; var = 2.688e12 / 29; CV² = 1.18227...; margin = 1.96 x CV / √30 = 0.389092666...;
 *   n for ±10% = ⌈384.16 x 1.18227⌉ = ⌈454.18⌉ = 455.
 */
const ATLET_ADMISSIONS = 600;

/**
 * The event (steps 7-8): organiser's spending 300,000,000, funding raised locally 100,000,000,
 * retail margin 0.3, public money 500,000,000 (enters no figure of the report).
 * DEI = 92,400,000,000 / 59 + 84,000,000 + 300,000,000 − 100,000,000 = 109,156,000,000 / 59
 *   = 1,850,101,694.92 -> 1,850,101,695.
 * Shopping (oleh-oleh) of additional visitors = 1,100,000 x 11,000 / 59 + 6,000,000
 *   = 12,454,000,000 / 59; retained = DEI − 0.7 x that = 100,438,200,000 / 59
 *   = 1,702,342,372.88 -> 1,702,342,373.
 * Output 1.8 x retained = 3,064,216,271.19 -> 3,064,216,271; income 0.35 x = 595,819,830.51
 *   -> 595,819,831; value added 0.55 x = 936,288,305.08 -> 936,288,305; job-years
 *   1.70234 x 20 = 34.047.
 * Gross turnover = 138,600,000,000 / 59 + 98,000,000 = 2,447,152,542.37 -> 2,447,152,542.
 * Per category, direct: akomodasi 5,300,000 x 11,000 / 59 + 48,000,000 = 1,036,135,593.22;
 *   makan_minum 2,000,000 x 11,000 / 59 + 30,000,000 = 402,881,355.93; oleh_oleh 211,084,745.76.
 *   Gross: akomodasi 6,100,000 x 11,000 / 59 + 48,000,000 = 1,185,288,135.59; makan_minum
 *   5,400,000 x 11,000 / 59 + 44,000,000 = 1,050,779,661.02; oleh_oleh 211,084,745.76.
 */
/**
 * Ofisial, 10 responses: withheld (below 30), so outside every total, though one of its answers
 * is above its fence (9 x 100,000 and 5,000,000: median 100,000, fence 1,000,000).
 */
const OFISIAL: Answers[] = [...times(9, visitor({ asal: '33.74', belanja_makan_minum: 100_000 })), visitor({ asal: '33.74', belanja_makan_minum: 5_000_000 })];

const ORGANISER = { belanja_penyelenggara_lokal: 300_000_000, dana_dari_lokal: 100_000_000, margin_ritel: 0.3, dana_publik: 500_000_000 };

/** Each database's report, to compare the two runs. */
const reportsByDatabase = new Map<DatabaseKind, DampakEkonomi>();

describeOnEachDatabase('Economic impact v2: the hand-worked fixture', (ctx) => {
  let admin: SignedInUser;
  let event: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  let ofisial: Kuesioner;
  let report: DampakEkonomi;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    event = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' });
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    const penontonIds = await addRoleQuestions(ctx(), admin, penonton.id, PENGUNJUNG_ROLES);
    const atletIds = await addRoleQuestions(ctx(), admin, atlet.id, PENGUNJUNG_ROLES);
    ofisial = await createKuesioner(ctx(), admin, event.id, 'Ofisial');
    await submitAnswers(ctx(), surveyor, ofisial.id, await addRoleQuestions(ctx(), admin, ofisial.id, PENGUNJUNG_ROLES), OFISIAL, 'v2-ofisial');
    await submitAnswers(ctx(), surveyor, penonton.id, penontonIds, PENONTON, 'v2-penonton');
    await submitAnswers(ctx(), surveyor, atlet.id, atletIds, ATLET, 'v2-atlet');
    await putParameters(ctx(), admin, event.id, {
      wilayah_tuan_rumah: HOST,
      segmen: [
        { kuesioner_id: penonton.id, kunjungan: PENONTON_ADMISSIONS, kunjungan_min: 9_000, kunjungan_maks: 13_000, jenis: 'pengunjung' },
        { kuesioner_id: atlet.id, kunjungan: ATLET_ADMISSIONS, jenis: 'peserta' },
        { kuesioner_id: ofisial.id, kunjungan: 50, jenis: 'peserta' },
      ],
      ...ORGANISER,
      pengganda: PENGGANDA_V2,
    });
    report = await readReport(ctx(), admin, event.id);
    reportsByDatabase.set(ctx().kind, report);
  });

  it('is complete and says it is method version 2', () => {
    expect(report.lengkap).toBe(true);
    expect(report.kekurangan).toEqual([]);
    expect(report.metode).toMatchObject({ versi_metode: 2, faktor_batas_wajar: 10, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99 });
    expect(report.metode.resample).toBeGreaterThanOrEqual(2000);
    expect(Number.isNaN(Date.parse(report.dihitung_pada))).toBe(false);
  });

  it('pengunjung: locals by asal and rutin, casuals, time-switchers and unanswered questions are not additional; tanpa_asal left out; the typo fenced', () => {
    const segment = segmentOf(report, penonton.id);
    expect(segment).toMatchObject({
      tipe_responden: 'Penonton',
      jenis: 'pengunjung',
      dihitung: true,
      n: 40,
      tanpa_asal: 3,
      kunjungan: 11_000,
      porsi_lokal: 0.3,
      porsi_tambahan: 0.375,
      belanja_per_orang: 315_000,
      batas_pencilan: null,
      // The fence holds the flagged answer; the cap (none below 100) cuts nothing.
      jumlah_dipangkas: 0,
      batas_wajar_segmen: 2_000_000,
      perlu_diperiksa: 1,
      batas_atas_porsi_tambahan: null,
      dampak_langsung: 1_566_101_695,
      perputaran_kotor: 2_349_152_542,
      per_kategori: { akomodasi: 988_135_593, makan_minum: 372_881_356, transportasi: 0, oleh_oleh: 205_084_746, hiburan: 0, lainnya: 0 },
      target_sampel_10_persen: 1_215,
      peringatan: [
        '3 respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak termasuk sampel segmen ini.',
        'Sampel kecil: 40 responden (kurang dari 100). Baca angka segmen ini dengan hati-hati.',
      ],
    });
    // 440,000 / 59 = 7,457.63 unique visitors.
    expect(segment.pengunjung_unik).toBeCloseTo(7_457.6, 0);
    expect(segment.margin_galat_relatif).toBeCloseTo(0.550952555, 8);
    // The funnel: 70% of the unique visitors from outside, 37.5% additional.
    expect(segment.corong).toMatchObject({ kunjungan: 11_000, perputaran_kotor: 2_349_152_542, belanja_pengunjung_tambahan: 1_566_101_695 });
    expect(segment.corong?.porsi_luar).toBeCloseTo(0.7, 3);
    expect(segment.corong?.porsi_pengunjung_tambahan).toBeCloseTo(0.375, 3);
    const [lo, hi] = segment.dampak_langsung_interval as [number, number];
    expect(Number.isInteger(lo) && Number.isInteger(hi)).toBe(true);
    expect(lo).toBeLessThanOrEqual(1_566_101_695);
    expect(hi).toBeGreaterThanOrEqual(1_566_101_695);
  });

  it('peserta: every non-local is additional, whatever the alasan and tetap answers; the fence interpolates', () => {
    const segment = segmentOf(report, atlet.id);
    expect(segment).toMatchObject({
      tipe_responden: 'Atlet',
      jenis: 'peserta',
      dihitung: true,
      n: 30,
      tanpa_asal: 0,
      kunjungan: 600,
      pengunjung_unik: 300,
      belanja_per_orang: 326_667,
      batas_pencilan: null,
      batas_wajar_segmen: 3_500_000,
      perlu_diperiksa: 0,
      batas_atas_porsi_tambahan: null,
      dampak_langsung: 84_000_000,
      perputaran_kotor: 98_000_000,
      per_kategori: { akomodasi: 48_000_000, makan_minum: 30_000_000, transportasi: 0, oleh_oleh: 6_000_000, hiburan: 0, lainnya: 0 },
      target_sampel_10_persen: 455,
    });
    expect(segment.porsi_lokal).toBeCloseTo(7 / 15, 12);
    expect(segment.porsi_tambahan).toBeCloseTo(8 / 15, 12);
    expect(segment.margin_galat_relatif).toBeCloseTo(0.389092667, 8);
    // A fixed admissions figure; the interval still comes from the respondents' draw.
    const [lo, hi] = segment.dampak_langsung_interval as [number, number];
    expect(lo).toBeLessThanOrEqual(84_000_000);
    expect(hi).toBeGreaterThanOrEqual(84_000_000);
  });

  it('a withheld segment: no estimate, its flagged answer shown on it but not in the total', () => {
    expect(segmentOf(report, ofisial.id)).toMatchObject({
      n: 10,
      dihitung: false,
      dampak_langsung: null,
      dampak_langsung_interval: null,
      batas_wajar_segmen: 1_000_000,
      perlu_diperiksa: 1,
      peringatan: ['Sampel terlalu kecil: 10 responden, perlu setidaknya 30. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total.'],
    });
  });

  it('total: DEI with the organiser lines, retained with the retail margin, the v2 multiplier lines, n and the flagged count', () => {
    const total = totalOf(report);
    expect(total).toMatchObject({
      dampak_langsung: 1_850_101_695,
      perputaran_kotor: 2_447_152_542,
      belanja_penyelenggara_lokal: 300_000_000,
      dana_dari_lokal: 100_000_000,
      tertahan: 1_702_342_373,
      output: 3_064_216_271,
      pendapatan: 595_819_831,
      nilai_tambah: 936_288_305,
      per_kategori: { akomodasi: 1_036_135_593, makan_minum: 402_881_356, transportasi: 0, oleh_oleh: 211_084_746, hiburan: 0, lainnya: 0 },
      perputaran_per_kategori: { akomodasi: 1_185_288_136, makan_minum: 1_050_779_661, transportasi: 0, oleh_oleh: 211_084_746, hiburan: 0, lainnya: 0 },
      n: 70,
      perlu_diperiksa: 1,
      jumlah_segmen: 2,
    });
    expect(total.tenaga_kerja).toBeCloseTo(34.047, 1);
    // The source as written, with its structured part.
    expect(total.sumber_pengganda).toContain(PENGGANDA_V2.sumber);
    expect(total.sumber_pengganda).toContain('2016');
  });

  it("the total's relative margin is (hi − lo) / (2 × DEI) of its own interval, which holds the point", () => {
    const total = totalOf(report);
    const [lo, hi] = total.interval;
    expect(Number.isInteger(lo) && Number.isInteger(hi)).toBe(true);
    expect(lo).toBeLessThan(1_850_101_695);
    expect(hi).toBeGreaterThan(1_850_101_695);
    expect(total.margin_galat_relatif).toBeCloseTo((hi - lo) / (2 * 1_850_101_695), 6);
  });

  it('the same answers give the same report on SQLite and PostgreSQL, intervals included', ({ skip }) => {
    const other = [...reportsByDatabase.entries()].find(([kind]) => kind !== ctx().kind);
    if (!other) skip('the other database has not run in this process');
    const { dihitung_pada: _mine, ...mine } = report;
    const { dihitung_pada: _theirs, ...theirs } = other![1];
    expect(mine).toEqual(theirs);
  });
});
