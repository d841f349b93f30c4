import { beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { call } from './support';
import { addRoleQuestions, PENGUNJUNG_ROLES, putParameters, readReport, segmentOf, totalOf } from './v2-support';

/**
 * Method version 2, steps 11 (volume) and 12 (levels), through the real API on each database:
 * the hand-worked fixture of tests/shared/economic-impact/levels-volume.test.ts (where every
 * figure below is worked out in full) sent as answers. Questionnaires are built as an Admin
 * builds them: Penonton question by question (every question optional, so nights and
 * accommodation can be left unanswered), Atlet with the ready-made set for participants (offered
 * once the host area is set), Ofisial without a nights or accommodation question.
 *
 * The event runs 2026-05-01 to 2026-05-02 (L = 2); host area Kota Surabaya (35.78, Jawa Timur).
 */

const HOST = '35.78';

type Answers = Record<string, string | number>;
const times = (count: number, answers: Answers): Answers[] => Array.from({ length: count }, () => answers);
const VISITOR = { rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', jumlah_ditanggung: 1 };

/** P1-P8: 40 respondents, U = 6,400 (each stands for 160 visitors); P8's 20,000,000 is flagged at the fence 3,000,000. */
const PENONTON: Answers[] = [
  ...times(8, { ...VISITOR, asal: HOST, hari_hadir: 1, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja_makan_minum: 100_000 }),
  ...times(4, { ...VISITOR, asal: '35.15', rutin: 'Ya', hari_hadir: 1, malam_menginap: 1, jenis_akomodasi: 'Rumah kerabat atau teman', belanja_makan_minum: 100_000 }),
  ...times(6, { ...VISITOR, asal: '35.07', hari_hadir: 2, malam_menginap: 1, belanja_makan_minum: 200_000 }),
  ...times(4, { ...VISITOR, asal: '33.74', alasan_utama: 'Tidak', hari_hadir: 1, malam_menginap: 2, jenis_akomodasi: 'Hotel', belanja_akomodasi: 600_000, belanja_makan_minum: 200_000 }),
  ...times(10, { ...VISITOR, asal: '31.71', hari_hadir: 1, malam_menginap: 2, jenis_akomodasi: 'Hotel', jumlah_ditanggung: 2, belanja_akomodasi: 800_000, belanja_makan_minum: 400_000 }),
  ...times(4, { ...VISITOR, asal: '31.71', hari_hadir: 2, jenis_akomodasi: 'Hotel', belanja_makan_minum: 300_000 }),
  ...times(3, { ...VISITOR, asal: 'LN', hari_hadir: 1, malam_menginap: 3, jenis_akomodasi: 'Villa', belanja_akomodasi: 1_500_000, belanja_makan_minum: 300_000 }),
  { ...VISITOR, asal: '33.74', hari_hadir: 1, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja_makan_minum: 20_000_000 },
];

/** A1-A5: 30 participants, U = 300 (each stands for 10); the ready-made set asks every question, so all are answered. */
const ATLET_BASE = { rutin: 'Tidak', jumlah_ditanggung: 1, hari_hadir: 2, belanja_transportasi: 0, belanja_oleh_oleh: 0, belanja_hiburan: 0, belanja_lainnya: 0 };
const ATLET: Answers[] = [
  ...times(6, { ...ATLET_BASE, asal: HOST, malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja_akomodasi: 0, belanja_makan_minum: 50_000 }),
  ...times(2, { ...ATLET_BASE, asal: 'LN', rutin: 'Ya', malam_menginap: 0, jenis_akomodasi: 'Tidak menginap', belanja_akomodasi: 0, belanja_makan_minum: 50_000 }),
  ...times(10, { ...ATLET_BASE, asal: '35.07', malam_menginap: 2, jenis_akomodasi: 'Homestay atau penginapan', belanja_akomodasi: 300_000, belanja_makan_minum: 100_000 }),
  ...times(8, { ...ATLET_BASE, asal: '52.71', malam_menginap: 3, jenis_akomodasi: 'Hotel', belanja_akomodasi: 600_000, belanja_makan_minum: 200_000 }),
  ...times(4, { ...ATLET_BASE, asal: 'LN', malam_menginap: 4, jenis_akomodasi: 'Lainnya', belanja_akomodasi: 800_000, belanja_makan_minum: 400_000 }),
];

/** O1-O3: 30 respondents, U = 300 (each stands for 10); no nights question. */
const OFISIAL: Answers[] = [
  ...times(10, { ...VISITOR, asal: HOST, hari_hadir: 1, belanja_makan_minum: 100_000 }),
  ...times(10, { ...VISITOR, asal: '32.73', hari_hadir: 1, belanja_makan_minum: 500_000 }),
  ...times(10, { ...VISITOR, asal: '35.07', hari_hadir: 1, belanja_makan_minum: 200_000 }),
];

const AKOMODASI = ['Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'];

/** An optional jenis_akomodasi question with the ready-made set's options. */
async function addLodgingQuestion(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<number> {
  const response = await call(ctx, 'POST', '/api/pertanyaan', admin, {
    kuesioner_id: kuesionerId,
    teks_pertanyaan: 'Di mana Anda menginap?',
    tipe_jawaban: 'pilihan',
    pilihan: AKOMODASI,
    wajib: false,
    peran_ekonomi: 'jenis_akomodasi',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Pertanyaan).id;
}

/** The ready-made set for a participant segment; refused until the event has a host area. */
async function addParticipantSet(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<Record<string, number>> {
  const response = await call(ctx, 'POST', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, admin, { jenis: 'peserta' });
  expect(response.statusCode, response.body).toBe(201);
  const questions = response.json().pertanyaan as PertanyaanDesigner[];
  return Object.fromEntries(questions.flatMap((question) => (question.peran_ekonomi ? [[question.peran_ekonomi, question.id]] : [])));
}

/** POST /api/jawaban/batch with fixed idempotency keys, so both databases store the same order. */
async function submit(ctx: TestContext, surveyor: SignedInUser, kuesionerId: number, ids: Record<string, number>, respondents: Answers[], prefix: string) {
  const items = respondents.map((answers, i) => ({
    idempotencyKey: `${prefix}-${String(i).padStart(5, '0')}`,
    kuesionerId,
    jawaban: Object.entries(answers).map(([role, value]) => {
      if (ids[role] === undefined) throw new Error(`no ${role} question`);
      return { pertanyaan_id: ids[role], isi_jawaban: String(value) };
    }),
  }));
  const response = await call(ctx, 'POST', '/api/jawaban/batch', surveyor, { items });
  expect(response.statusCode, response.body).toBe(200);
  expect((response.json().results as { status: string; message?: string }[]).map((result) => result.message ?? result.status)).toEqual(items.map(() => 'created'));
}

const reportsByDatabase = new Map<DatabaseKind, DampakEkonomi>();

describeOnEachDatabase('Economic impact v2, steps 11-12: the hand-worked fixture through the API', (ctx) => {
  let admin: SignedInUser;
  let event: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  let ofisial: Kuesioner;
  let report: DampakEkonomi;
  const parameters = (host: string[]) => ({
    wilayah_tuan_rumah: host,
    segmen: [
      { kuesioner_id: penonton.id, kunjungan: 8_000, kunjungan_min: 6_000, kunjungan_maks: 10_000, jenis: 'pengunjung' },
      { kuesioner_id: atlet.id, kunjungan: 600, jenis: 'peserta' },
      { kuesioner_id: ofisial.id, kunjungan: 300, jenis: 'pengunjung' },
    ],
    belanja_penyelenggara_lokal: 400_000_000,
    dana_dari_lokal: 150_000_000,
  });

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    event = await createEvent(ctx(), admin, { lokasi: 'Surabaya', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' });
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    ofisial = await createKuesioner(ctx(), admin, event.id, 'Ofisial');

    const penontonIds: Record<string, number> = { ...(await addRoleQuestions(ctx(), admin, penonton.id, [...PENGUNJUNG_ROLES, 'malam_menginap'])) };
    penontonIds.jenis_akomodasi = await addLodgingQuestion(ctx(), admin, penonton.id);
    const ofisialIds = await addRoleQuestions(ctx(), admin, ofisial.id, PENGUNJUNG_ROLES);

    // The ready-made set names the host area: refused until it is set.
    const early = await call(ctx(), 'POST', `/api/kuesioner/${atlet.id}/pertanyaan-ekonomi`, admin, { jenis: 'peserta' });
    expect(early.statusCode, early.body).toBe(409);
    await putParameters(ctx(), admin, event.id, { wilayah_tuan_rumah: [HOST] });
    const atletIds = await addParticipantSet(ctx(), admin, atlet.id);
    expect(Object.keys(atletIds)).not.toContain('alasan_utama');

    await submit(ctx(), surveyor, penonton.id, penontonIds, PENONTON, 'levels-penonton');
    await submit(ctx(), surveyor, atlet.id, atletIds, ATLET, 'levels-atlet');
    await submit(ctx(), surveyor, ofisial.id, ofisialIds as Record<string, number>, OFISIAL, 'levels-ofisial');
    await putParameters(ctx(), admin, event.id, parameters([HOST]));
    report = await readReport(ctx(), admin, event.id);
    reportsByDatabase.set(ctx().kind, report);
  });

  it('gives each segment its volume (step 11), nights null where the questionnaire does not ask them', () => {
    const volume = (id: number) => {
      const s = segmentOf(report, id);
      return [s.malam_tambahan, s.pengunjung_luar, s.wisman, s.wisnus, s.rata_lama_menginap, s.porsi_akomodasi_komersial];
    };
    expect(segmentOf(report, penonton.id)).toMatchObject({ n: 40, pengunjung_unik: 6_400, perlu_diperiksa: 1, batas_wajar_segmen: 3_000_000, dampak_langsung: 2_688_000_000 });
    expect(volume(penonton.id)).toEqual([5_600, 4_480, 480, 4_000, 1.9, 17 / 21]);
    expect(segmentOf(report, atlet.id)).toMatchObject({ n: 30, jenis: 'peserta', pengunjung_unik: 300, dampak_langsung: 152_000_000 });
    expect(volume(atlet.id)).toEqual([600, 220, 40, 180, 2.7, 9 / 11]);
    expect(segmentOf(report, ofisial.id)).toMatchObject({ n: 30, pengunjung_unik: 300, dampak_langsung: 70_000_000 });
    expect(volume(ofisial.id)).toEqual([null, 200, 0, 200, null, null]);
  });

  it("pools the segments' volume, each respondent weighted by U_s / n_s", () => {
    const total = totalOf(report);
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

  it('reads the three levels (step 12), each inside its interval, nasional ≤ provinsi ≤ the visitors’ part of DEI', () => {
    const { tingkat, interval, corong } = totalOf(report);
    expect(tingkat.kabupaten_kota).toEqual({ nilai: 3_160_000_000, interval });
    expect(tingkat.provinsi.nilai).toBe(2_658_000_000);
    expect(tingkat.nasional.nilai).toBe(912_000_000);
    for (const level of [tingkat.provinsi, tingkat.nasional]) {
      expect(level.interval[0]).toBeLessThanOrEqual(level.nilai);
      expect(level.interval[1]).toBeGreaterThanOrEqual(level.nilai);
    }
    expect(tingkat.nasional.nilai).toBeLessThanOrEqual(tingkat.provinsi.nilai);
    expect(tingkat.provinsi.nilai).toBeLessThanOrEqual(corong.belanja_pengunjung_tambahan);
  });

  it("names where visitors came from with idn-area-data's province names", () => {
    expect(totalOf(report).asal_pengunjung).toEqual([
      { kode: '31', nama: 'Daerah Khusus Ibukota Jakarta', pengunjung: 2_240, porsi: 2_240 / 4_900 },
      { kode: '35', nama: 'Jawa Timur', pengunjung: 1_160, porsi: 1_160 / 4_900 },
      { kode: '33', nama: 'Jawa Tengah', pengunjung: 800, porsi: 800 / 4_900 },
      { kode: 'LN', nama: 'Luar Negeri', pengunjung: 520, porsi: 520 / 4_900 },
      { kode: '32', nama: 'Jawa Barat', pengunjung: 100, porsi: 100 / 4_900 },
      { kode: '52', nama: 'Nusa Tenggara Barat', pengunjung: 80, porsi: 80 / 4_900 },
    ]);
  });

  it('counts at the province level only visitors from outside every host province when the host area spans two', async () => {
    // Kota Surakarta (33.72) joins the host area: P8 (Kota Semarang, Jawa Tengah) is now from a
    // host province. provinsi = 2,658,000,000 − 160 × 3,000,000 = 2,178,000,000.
    await putParameters(ctx(), admin, event.id, parameters([HOST, '33.72']));
    const twoProvinces = totalOf(await readReport(ctx(), admin, event.id));
    await putParameters(ctx(), admin, event.id, parameters([HOST]));
    expect(twoProvinces.dampak_langsung).toBe(3_160_000_000);
    expect(twoProvinces.tingkat.provinsi.nilai).toBe(2_178_000_000);
    expect(twoProvinces.tingkat.nasional.nilai).toBe(912_000_000);
    const { provinsi, nasional } = twoProvinces.tingkat;
    expect(provinsi.interval[0]).toBeLessThanOrEqual(provinsi.nilai);
    expect(provinsi.interval[1]).toBeGreaterThanOrEqual(provinsi.nilai);
    expect(nasional.nilai).toBeLessThanOrEqual(provinsi.nilai);
  });

  it('gives the same volume and levels on SQLite and PostgreSQL, intervals included', ({ skip }) => {
    const other = [...reportsByDatabase.entries()].find(([kind]) => kind !== ctx().kind);
    if (!other) skip('the other database has not run in this process');
    const { dihitung_pada: _mine, ...mine } = report;
    const { dihitung_pada: _theirs, ...theirs } = other![1];
    expect(mine).toEqual(theirs);
  });
});
