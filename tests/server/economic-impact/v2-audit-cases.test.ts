import { beforeAll, expect, it } from 'vitest';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { EventInput } from '../../../src/shared/schemas/events';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, createPertanyaan, eventInput } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { call } from './support';
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
  type V2Role,
} from './v2-support';

/**
 * The independent audit's cases against method version 2 (docs/economic-impact-method.md), as
 * regression tests through the real app on both databases: each case its own event, its expected
 * figures worked by hand in the comments. Host area Kota Mataram (52.71) and Kabupaten Lombok
 * Barat (52.01); events run two days (L = 2) unless a case says otherwise.
 */

const HOST = ['52.71', '52.01'];
const local = (fields: Answers = {}): Answers => ({ asal: '52.71', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', hari_hadir: 1, jumlah_ditanggung: 1, ...fields });
const additional = (fields: Answers = {}): Answers => ({ ...local(), asal: '33.74', ...fields });

describeOnEachDatabase('Economic impact v2: the audit cases', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  interface Segment {
    answers: Answers[];
    kunjungan: number;
    jenis?: 'pengunjung' | 'peserta';
    kunjungan_min?: number;
    kunjungan_maks?: number;
    roles?: V2Role[];
  }

  /** An event with one questionnaire per segment, its answers sent and its parameters saved. */
  async function eventWith(segments: Segment[], parameters: Record<string, unknown> = {}, dates: Partial<EventInput> = {}) {
    const event = await createEvent(ctx(), admin, { tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02', ...dates });
    const forms: Kuesioner[] = [];
    const questions: Partial<Record<V2Role, number>>[] = [];
    for (const [index, segment] of segments.entries()) {
      const kuesioner = await createKuesioner(ctx(), admin, event.id, `Segmen ${index + 1}`);
      const ids = await addRoleQuestions(ctx(), admin, kuesioner.id, segment.roles ?? PENGUNJUNG_ROLES);
      await submitAnswers(ctx(), surveyor, kuesioner.id, ids, segment.answers, `audit-${event.id}-${index}`);
      forms.push(kuesioner);
      questions.push(ids);
    }
    const body = {
      wilayah_tuan_rumah: HOST,
      segmen: segments.map((segment, index) => ({
        kuesioner_id: forms[index].id,
        kunjungan: segment.kunjungan,
        jenis: segment.jenis ?? 'pengunjung',
        ...(segment.kunjungan_min === undefined ? {} : { kunjungan_min: segment.kunjungan_min, kunjungan_maks: segment.kunjungan_maks }),
      })),
      ...parameters,
    };
    await putParameters(ctx(), admin, event.id, body);
    return { event, forms, questions, body, report: await readReport(ctx(), admin, event.id) };
  }

  // -------------------------------------------------------------------------------------------
  // One typo among 50; a 15-digit answer
  // -------------------------------------------------------------------------------------------

  /**
   * 50 respondents, one day each: 10 locals [200,000], 39 additional [1,000,000] and one more
   * additional whose true answer is 2,500,000. A = 5,000: U = 5,000, 100 visitors each.
   * The 50 positive b_i sorted: 10 x 200,000, then 1,000,000 up to the 49th; median (h = 24.5)
   * = 1,000,000; fence 10,000,000.
   */
  const fiftyWith = (last: number): Answers[] => [
    ...times(10, local({ belanja_makan_minum: 200_000 })),
    ...times(39, additional({ belanja_makan_minum: 1_000_000 })),
    additional({ belanja_akomodasi: last }),
  ];

  it('one typo among 50 (Rp 2.500.000.000 for 2.500.000): flagged and fenced, the headline moves by a fraction, not 90 times', async () => {
    const right = await eventWith([{ answers: fiftyWith(2_500_000), kunjungan: 5_000 }]);
    const typo = await eventWith([{ answers: fiftyWith(2_500_000_000), kunjungan: 5_000 }]);
    // Right: nobody above 10,000,000. DEI = 100 x (39 x 1,000,000 + 2,500,000) = 4,150,000,000.
    expect(segmentOf(right.report, right.forms[0].id)).toMatchObject({ n: 50, batas_wajar_segmen: 10_000_000, perlu_diperiksa: 0, dampak_langsung: 4_150_000_000 });
    expect(totalOf(right.report)).toMatchObject({ dampak_langsung: 4_150_000_000, perlu_diperiksa: 0 });
    // Typo: 2,500,000,000 > 10,000,000, flagged, counted at the fence.
    // DEI = 100 x (39 x 1,000,000 + 10,000,000) = 4,900,000,000; mean b' = (2,000,000 + 39,000,000 + 10,000,000) / 50.
    const segment = segmentOf(typo.report, typo.forms[0].id);
    expect(segment).toMatchObject({
      n: 50,
      batas_pencilan: null,
      batas_wajar_segmen: 10_000_000,
      perlu_diperiksa: 1,
      belanja_per_orang: 1_020_000,
      dampak_langsung: 4_900_000_000,
      // The flagged answer's akomodasi scaled to the fence: 100 x 10,000,000.
      per_kategori: { akomodasi: 1_000_000_000, makan_minum: 3_900_000_000, transportasi: 0, oleh_oleh: 0, hiburan: 0, lainnya: 0 },
    });
    const total = totalOf(typo.report);
    expect(total).toMatchObject({ dampak_langsung: 4_900_000_000, perlu_diperiksa: 1, n: 50 });
    expect(total.dampak_langsung / totalOf(right.report).dampak_langsung).toBeLessThan(1.2);
    // The interval too: the flagged answer is drawn at its fence value in every resample.
    expect(total.interval[1]).toBeLessThan(2 * 4_900_000_000);
    expect(total.interval[1] / totalOf(right.report).interval[1]).toBeLessThan(2);
  });

  it('a 15-digit answer (999.999.999.999.999) is fenced: the headline, interval and mean stay sane', async () => {
    const { report, forms } = await eventWith([{ answers: fiftyWith(999_999_999_999_999), kunjungan: 5_000 }]);
    expect(segmentOf(report, forms[0].id)).toMatchObject({ perlu_diperiksa: 1, batas_wajar_segmen: 10_000_000, belanja_per_orang: 1_020_000, dampak_langsung: 4_900_000_000 });
    const total = totalOf(report);
    // Gross = 100 x (2,000,000 + 39,000,000 + 10,000,000).
    expect(total).toMatchObject({ dampak_langsung: 4_900_000_000, perputaran_kotor: 5_100_000_000, perlu_diperiksa: 1 });
    expect(total.interval[0]).toBeGreaterThan(0);
    expect(total.interval[1]).toBeLessThan(2 * 4_900_000_000);
    expect(total.margin_galat_relatif).toBeLessThan(0.6);
  });

  it('the fence needs 5 positive amounts: with 4 nothing is flagged, with 5 the largest is', async () => {
    const spent = (amounts: number[], zeros: number) => [...times(zeros, additional({ belanja_makan_minum: 0 })), ...amounts.map((amount) => additional({ belanja_makan_minum: amount }))];
    // 30 additional, one day each, A = 3,000: 100 visitors each.
    // 4 positive: no fence; DEI = 100 x (100,000 + 200,000 + 300,000 + 50,000,000).
    const four = await eventWith([{ answers: spent([100_000, 200_000, 300_000, 50_000_000], 26), kunjungan: 3_000 }]);
    expect(segmentOf(four.report, four.forms[0].id)).toMatchObject({ n: 30, batas_wajar_segmen: null, perlu_diperiksa: 0, dampak_langsung: 5_060_000_000 });
    // 5 positive: median 300,000, fence 3,000,000; DEI = 100 x (1,000,000 + 3,000,000).
    const five = await eventWith([{ answers: spent([100_000, 200_000, 300_000, 400_000, 50_000_000], 25), kunjungan: 3_000 }]);
    expect(segmentOf(five.report, five.forms[0].id)).toMatchObject({ n: 30, batas_wajar_segmen: 3_000_000, perlu_diperiksa: 1, dampak_langsung: 400_000_000 });
  });

  // -------------------------------------------------------------------------------------------
  // One response
  // -------------------------------------------------------------------------------------------

  it('one response: withheld, not counted, its margin and sample target null (never 0)', async () => {
    const { report, forms } = await eventWith([{ answers: [additional({ belanja_makan_minum: 500_000 })], kunjungan: 1_000 }]);
    expect(report.lengkap).toBe(false);
    expect(report.total).toBeNull();
    expect(segmentOf(report, forms[0].id)).toMatchObject({
      n: 1,
      dihitung: false,
      dampak_langsung: null,
      dampak_langsung_interval: null,
      margin_galat_relatif: null,
      target_sampel_10_persen: null,
    });
  });

  // -------------------------------------------------------------------------------------------
  // Only locals, with and without local funding
  // -------------------------------------------------------------------------------------------

  /** 40 locals: 30 by asal (both host codes), 10 by rutin. */
  const FORTY_LOCALS: Answers[] = [
    ...times(20, local({ belanja_makan_minum: 150_000 })),
    ...times(10, local({ asal: '52.01', belanja_makan_minum: 250_000 })),
    ...times(10, additional({ rutin: 'Ya', belanja_makan_minum: 100_000 })),
  ];
  const THIRTY_LOCAL_ATHLETES: Answers[] = times(30, local({ belanja_akomodasi: 300_000 }));

  it('only locals: DEI is the organiser lines alone; the rule of three bounds the additional share at min(1, 3/n)', async () => {
    const { report, forms } = await eventWith(
      [
        { answers: FORTY_LOCALS, kunjungan: 4_000 },
        { answers: THIRTY_LOCAL_ATHLETES, kunjungan: 300, jenis: 'peserta' },
      ],
      { belanja_penyelenggara_lokal: 200_000_000, dana_dari_lokal: 0 },
    );
    // 3 / 40 and 3 / 30; nobody's x_i is positive, so no margin and no sample target.
    expect(segmentOf(report, forms[0].id)).toMatchObject({
      n: 40,
      dihitung: true,
      porsi_lokal: 1,
      porsi_tambahan: 0,
      batas_atas_porsi_tambahan: 0.075,
      dampak_langsung: 0,
      margin_galat_relatif: null,
      target_sampel_10_persen: null,
    });
    expect(segmentOf(report, forms[1].id)).toMatchObject({
      n: 30,
      dihitung: true,
      porsi_tambahan: 0,
      batas_atas_porsi_tambahan: 0.1,
      dampak_langsung: 0,
      margin_galat_relatif: null,
      target_sampel_10_persen: null,
    });
    const total = totalOf(report);
    // Gross = 40 locals' spending, U = 4,000 (1 day each): 100 x (20 x 150,000 + 10 x 250,000 + 10 x 100,000) + 10 x 30 x 300,000.
    expect(total).toMatchObject({ dampak_langsung: 200_000_000, interval: [200_000_000, 200_000_000], tertahan: 200_000_000, perputaran_kotor: 740_000_000, n: 70 });
    expect(total.margin_galat_relatif).toBe(0);
  });

  it('only locals with local funding: DEI negative, or zero, as computed; no relative margin', async () => {
    const { event, body, report } = await eventWith([{ answers: FORTY_LOCALS, kunjungan: 4_000 }], { belanja_penyelenggara_lokal: 100_000_000, dana_dari_lokal: 250_000_000 });
    // 0 + 100,000,000 − 250,000,000.
    expect(totalOf(report)).toMatchObject({ dampak_langsung: -150_000_000, interval: [-150_000_000, -150_000_000], tertahan: -150_000_000, margin_galat_relatif: null });
    await putParameters(ctx(), admin, event.id, { ...body, belanja_penyelenggara_lokal: 100_000_000, dana_dari_lokal: 100_000_000 });
    const zero = await readReport(ctx(), admin, event.id);
    expect(totalOf(zero)).toMatchObject({ dampak_langsung: 0, interval: [0, 0], margin_galat_relatif: null });
  });

  // -------------------------------------------------------------------------------------------
  // Unanswered counterfactuals; legacy responses without asal; huge hari_hadir
  // -------------------------------------------------------------------------------------------

  it('unanswered counterfactuals never make a respondent additional', async () => {
    const { alasan_utama: _a, ...noReason } = additional({ belanja_makan_minum: 500_000 });
    const { tetap_datang: _t, ...noSwitch } = additional({ belanja_makan_minum: 500_000 });
    const { tetap_datang: _b, ...neither } = noReason;
    const { report, forms } = await eventWith([{ answers: [...times(10, noReason), ...times(10, noSwitch), ...times(10, neither)], kunjungan: 3_000 }]);
    // 30 non-locals, none additional: the rule of three's 3/30; gross = 3,000 x 500,000.
    expect(segmentOf(report, forms[0].id)).toMatchObject({
      n: 30,
      porsi_lokal: 0,
      porsi_tambahan: 0,
      batas_atas_porsi_tambahan: 0.1,
      dampak_langsung: 0,
      perputaran_kotor: 1_500_000_000,
      margin_galat_relatif: null,
      target_sampel_10_persen: null,
    });
    expect(totalOf(report)).toMatchObject({ dampak_langsung: 0, margin_galat_relatif: null });
  });

  it('without a rutin question a non-local is not held back by it; a peserta questionnaire needs no reason or counterfactual question', async () => {
    const { rutin: _r, ...visitorWithoutRutin } = additional({ belanja_makan_minum: 200_000 });
    const { report, forms } = await eventWith([
      { answers: times(30, visitorWithoutRutin), kunjungan: 3_000, roles: PENGUNJUNG_ROLES.filter((role) => role !== 'rutin') },
      { answers: times(30, { asal: '33.74', hari_hadir: 1, belanja_makan_minum: 300_000 }), kunjungan: 300, jenis: 'peserta', roles: ['asal', 'hari_hadir', 'belanja_makan_minum'] },
    ]);
    // Pengunjung: all 30 additional, U = 3,000: DEI 3,000 x 200,000. Peserta: complete, all additional, 300 x 300,000.
    expect(segmentOf(report, forms[0].id)).toMatchObject({ n: 30, dihitung: true, porsi_tambahan: 1, dampak_langsung: 600_000_000 });
    expect(segmentOf(report, forms[1].id)).toMatchObject({ n: 30, dihitung: true, jenis: 'peserta', porsi_tambahan: 1, dampak_langsung: 90_000_000 });
    expect(totalOf(report)).toMatchObject({ dampak_langsung: 690_000_000, jumlah_segmen: 2 });
  });

  it('legacy responses from before the economic questions are tanpa_asal: counted, and left out of n and every figure', async () => {
    const event = await createEvent(ctx(), admin, { tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' });
    const kuesioner = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    const satisfied = await createPertanyaan(ctx(), admin, kuesioner.id, 'Apakah Anda puas?', 'ya_tidak');
    const legacy = [{ pertanyaan_id: satisfied.id, isi_jawaban: 'Ya' }];
    await submitAnswers(ctx(), surveyor, kuesioner.id, {}, times(20, {}), `legacy-${event.id}`, legacy);
    const ids = await addRoleQuestions(ctx(), admin, kuesioner.id, PENGUNJUNG_ROLES);
    await submitAnswers(ctx(), surveyor, kuesioner.id, ids, times(30, additional({ belanja_makan_minum: 400_000 })), `new-${event.id}`, legacy);
    await putParameters(ctx(), admin, event.id, { wilayah_tuan_rumah: HOST, segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 3_000 }] });
    const report = await readReport(ctx(), admin, event.id);
    // n = 30 (not 50): U = 3,000; DEI = 3,000 x 400,000 (v1 gave 3,000 x 30 x 400,000 / 50 = 720,000,000).
    expect(segmentOf(report, kuesioner.id)).toMatchObject({
      n: 30,
      tanpa_asal: 20,
      dihitung: true,
      pengunjung_unik: 3_000,
      porsi_tambahan: 1,
      belanja_per_orang: 400_000,
      dampak_langsung: 1_200_000_000,
    });
    expect(segmentOf(report, kuesioner.id).peringatan).toContain(
      '20 respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak termasuk sampel segmen ini.',
    );
    expect(totalOf(report)).toMatchObject({ dampak_langsung: 1_200_000_000, n: 30 });
  });

  it("huge hari_hadir is bounded by the event's length: a one-day event's unique visitors are its admissions", async () => {
    const { hari_hadir: _unanswered, ...noDays } = additional({ belanja_makan_minum: 100_000 });
    const answers = [
      ...times(10, additional({ hari_hadir: 1, belanja_makan_minum: 100_000 })),
      ...times(10, additional({ hari_hadir: 500, belanja_makan_minum: 100_000 })),
      ...times(5, additional({ hari_hadir: 0, belanja_makan_minum: 100_000 })),
      ...times(4, noDays),
      additional({ hari_hadir: 999_999_999_999_999, belanja_makan_minum: 100_000 }),
    ];
    const oneDay = { tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' };
    const { event, forms, report } = await eventWith([{ answers, kunjungan: 2_000 }], {}, oneDay);
    // L = 1: every d_i = 1; U = 2,000; DEI = 2,000 x 100,000.
    expect(segmentOf(report, forms[0].id)).toMatchObject({ n: 30, pengunjung_unik: 2_000, dampak_langsung: 200_000_000 });
    expect(totalOf(report).dampak_langsung).toBe(200_000_000);

    // The event found to run three days: the next report bounds days by L = 3.
    // d: 10 x 1 + 10 x 3 + 5 x 1 + 4 x 1 + 3 = 52; U = 2,000 x 30 / 52 = 1,153.85;
    // DEI = 1,153.846... x 100,000 = 115,384,615.38.
    const edited = await call(ctx(), 'PUT', `/api/events/${event.id}`, admin, eventInput({ ...oneDay, nama_event: event.nama_event, tanggal_selesai: '2026-05-03' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const threeDays = await readReport(ctx(), admin, event.id);
    expect(segmentOf(threeDays, forms[0].id)).toMatchObject({ pengunjung_unik: 1_153.8, dampak_langsung: 115_384_615 });
  });

  it('the 99th-percentile cap only from 100 responses; below, none; a flagged answer is held at the lower of cap and fence', async () => {
    const hundred = [...times(98, additional({ belanja_makan_minum: 100_000 })), additional({ belanja_makan_minum: 500_000 }), additional({ belanja_makan_minum: 900_000 })];
    // n = 100, one day each, A = 10,000: 100 visitors each. Median 100,000, fence 1,000,000: nobody flagged.
    // Cap (h = 99 x 0.99 = 98.01) = 500,000 + 0.01 x 400,000 = 504,000; the 900,000 is cut to it.
    // DEI = 100 x (9,800,000 + 500,000 + 504,000) = 1,080,400,000.
    const capped = await eventWith([{ answers: hundred, kunjungan: 10_000 }]);
    expect(segmentOf(capped.report, capped.forms[0].id)).toMatchObject({
      n: 100,
      batas_pencilan: 504_000,
      jumlah_dipangkas: 1,
      batas_wajar_segmen: 1_000_000,
      perlu_diperiksa: 0,
      dampak_langsung: 1_080_400_000,
    });
    // n = 99 (one 100,000 fewer), A = 9,900: still 100 each; no cap, the 900,000 counts whole.
    // DEI = 100 x (9,700,000 + 500,000 + 900,000) = 1,110,000,000.
    const uncapped = await eventWith([{ answers: hundred.slice(1), kunjungan: 9_900 }]);
    expect(segmentOf(uncapped.report, uncapped.forms[0].id)).toMatchObject({ n: 99, batas_pencilan: null, jumlah_dipangkas: 0, dampak_langsung: 1_110_000_000 });
    // 97 x 100,000, 500,000, 900,000 and 50,000,000 (flagged: above 1,000,000). Cap = 900,000
    // + 0.01 x 49,100,000 = 1,391,000; the flagged answer counts min(50,000,000, 1,391,000, 1,000,000).
    // DEI = 100 x (9,700,000 + 500,000 + 900,000 + 1,000,000) = 1,210,000,000.
    const both = await eventWith([{ answers: [...hundred.slice(1), additional({ belanja_akomodasi: 50_000_000 })], kunjungan: 10_000 }]);
    expect(segmentOf(both.report, both.forms[0].id)).toMatchObject({
      n: 100,
      batas_pencilan: 1_391_000,
      batas_wajar_segmen: 1_000_000,
      perlu_diperiksa: 1,
      dampak_langsung: 1_210_000_000,
    });
  });

  // -------------------------------------------------------------------------------------------
  // The multipliers: a source edit; a ratio-type income multiplier
  // -------------------------------------------------------------------------------------------

  /** 40 respondents with spread spending, so the interval is wide: 10 locals and 30 additional. */
  const SPREAD: Answers[] = [
    ...times(10, local({ belanja_makan_minum: 100_000 })),
    ...Array.from({ length: 30 }, (_, i) => additional({ hari_hadir: 1 + (i % 2), belanja_makan_minum: 100_000 * (i + 1), belanja_oleh_oleh: 10_000 * i })),
  ];

  it("editing only the multipliers' source text, or a question's wording, leaves every interval as it was", async () => {
    const { event, questions, body, report } = await eventWith([{ answers: SPREAD, kunjungan: 6_000, kunjungan_min: 4_000, kunjungan_maks: 8_000 }], {
      belanja_penyelenggara_lokal: 50_000_000,
      pengganda: PENGGANDA_V2,
    });
    await putParameters(ctx(), admin, event.id, { ...body, pengganda: { ...PENGGANDA_V2, sumber: 'Tabel Input-Output BPS 2016, diperbaiki ejaannya' } });
    const edited = await readReport(ctx(), admin, event.id);
    expect(totalOf(edited).sumber_pengganda).toContain('Tabel Input-Output BPS 2016, diperbaiki ejaannya');
    expect(totalOf(edited).interval).toEqual(totalOf(report).interval);
    expect(edited.segmen.map((segment) => segment.dampak_langsung_interval)).toEqual(report.segmen.map((segment) => segment.dampak_langsung_interval));
    // Nothing else moves either.
    const figures = (result: DampakEkonomi) => ({ ...result, dihitung_pada: null, total: { ...totalOf(result), sumber_pengganda: null } });
    expect(figures(edited)).toEqual(figures(report));
    expect(totalOf(report).interval[0]).toBeLessThan(totalOf(report).interval[1]);
    // A question reworded (its role and type kept): the same data, the same draw.
    const reworded = await call(ctx(), 'PUT', `/api/pertanyaan/${questions[0].asal}`, admin, {
      teks_pertanyaan: 'Di kabupaten/kota mana Anda tinggal? (ejaan diperbaiki)',
      tipe_jawaban: 'wilayah',
      wajib: false,
      peran_ekonomi: 'asal',
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(figures(await readReport(ctx(), admin, event.id))).toEqual(figures(report));
  });

  it('a ratio-type income multiplier (pendapatan 1,36) is refused with 400 and an Indonesian message; nothing changes', async () => {
    const { event, body } = await eventWith([{ answers: SPREAD, kunjungan: 6_000 }], { pengganda: PENGGANDA_V2 });
    const stored = (await call(ctx(), 'GET', `/api/events/${event.id}/parameter-ekonomi`, admin)).json();
    const before = await ctx().tableCounts();
    const response = await call(ctx(), 'PUT', `/api/events/${event.id}/parameter-ekonomi`, admin, { ...body, pengganda: { ...PENGGANDA_V2, pendapatan: 1.36 } });
    const error = expectApiError(response, 400, 'VALIDATION_ERROR');
    expect(error.fields?.['pengganda.pendapatan']).toMatch(/koefisien/i);
    expect(await ctx().tableCounts()).toEqual(before);
    expect((await call(ctx(), 'GET', `/api/events/${event.id}/parameter-ekonomi`, admin)).json()).toEqual(stored);
  });
});
