import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { ResponsList } from '../../../src/shared/schemas/responses';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { shownRows } from '../helpers/workbook-cells';
import { call } from '../economic-impact/support';
import { PENGUNJUNG_ROLES, readReport, times, type V2Role } from '../economic-impact/v2-support';
import { correct, createReviewEvent, ORDINARY, type ReviewEvent, succeeded } from './support';

/**
 * A correction moves everything derived exactly as a recount would: event A gets the typo and
 * five corrections (an amount changed, an amount added, an optional answer cleared, a yes/no
 * added, the origin changed to the host area); event B gets the corrected answers from the start.
 * Their summaries, profiles, search texts, analysis and economic report must agree (bar ids and
 * the bootstrap's interval, whose seed is the event's), and A's summaries must equal a count made
 * again from its answers.
 */

/** The typo's answers once corrected, in the questionnaire's order. */
const CORRECTED = { asal: '52.71', rutin: 'Tidak', hari_hadir: '2', jumlah_ditanggung: '1', belanja_akomodasi: '500000', belanja_oleh_oleh: '200000' };

/** Each summary row by its question's place in its questionnaire, so two events compare. */
async function summaries(db: Kysely<Database>, kuesionerId: number) {
  const rows = await db
    .selectFrom('ringkasan_jawaban as r')
    .innerJoin('pertanyaan as p', 'p.id', 'r.pertanyaan_id')
    .select(['p.urutan', 'r.isi_jawaban', 'r.nilai_angka', 'r.jumlah', 'r.nilai_total'])
    .where('p.kuesioner_id', '=', kuesionerId)
    .orderBy('p.urutan')
    .orderBy('r.isi_jawaban')
    .execute();
  return rows.map((row) => ({ ...row, nilai_angka: row.nilai_angka === null ? null : Number(row.nilai_angka), jumlah: Number(row.jumlah), nilai_total: Number(row.nilai_total) }));
}

/** The same, counted again from the accepted responses' answers. */
async function recounted(db: Kysely<Database>, kuesionerId: number) {
  const rows = await db
    .selectFrom('jawaban as j')
    .innerJoin('pertanyaan as p', 'p.id', 'j.pertanyaan_id')
    .innerJoin('respons as r', 'r.id', 'j.respons_id')
    .select((eb) => ['p.urutan', 'j.isi_jawaban', eb.fn.min('j.nilai_angka').as('nilai_angka'), eb.fn.countAll().as('jumlah'), eb.fn.sum('j.nilai_angka').as('nilai_total')])
    .where('p.kuesioner_id', '=', kuesionerId)
    .where('r.status', '=', 'diterima')
    .groupBy(['p.urutan', 'j.isi_jawaban'])
    .orderBy('p.urutan')
    .orderBy('j.isi_jawaban')
    .execute();
  return rows.map((row) => ({
    urutan: row.urutan,
    isi_jawaban: row.isi_jawaban,
    nilai_angka: row.nilai_angka === null ? null : Number(row.nilai_angka),
    jumlah: Number(row.jumlah),
    nilai_total: Number(row.nilai_total ?? 0),
  }));
}

async function profileOf(db: Kysely<Database>, responsId: number) {
  const { respons_id: _r, kuesioner_id: _k, ...rest } = await db.selectFrom('profil_ekonomi').selectAll().where('respons_id', '=', responsId).executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value]));
}

async function searchTextOf(db: Kysely<Database>, responsId: number) {
  return (await db.selectFrom('respons').select('teks_cari').where('id', '=', responsId).executeTakeFirstOrThrow()).teks_cari;
}

/** The report without what names the event or draws on its seed. */
function comparable(report: DampakEkonomi) {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.includes('interval') && !['kuesioner_id', 'dihitung_pada', 'margin_galat_relatif'].includes(key))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(report);
}

/** The download's Atlet sheet as shown, without the response's id and collection time (columns 2 and 3). */
async function downloadedSheet(ctx: TestContext, user: SignedInUser, eventId: number) {
  const response = await call(ctx, 'GET', `/api/events/${eventId}/hasil-survei/download`, user);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Atlet');
  if (!sheet) throw new Error('no Atlet sheet');
  return shownRows(sheet, sheet.columnCount).map((row) => row.filter((_, column) => column !== 1 && column !== 2));
}

async function analysis(ctx: TestContext, user: SignedInUser, eventId: number) {
  const response = await call(ctx, 'GET', `/api/events/${eventId}/analisis`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeOnEachDatabase('Review: a correction moves everything as a recount would', (ctx) => {
  let admin: SignedInUser;
  let a: ReviewEvent;
  let b: ReviewEvent;

  const search = async (eventId: number, q: string) => {
    const response = await call(ctx(), 'GET', `/api/events/${eventId}/respons?q=${encodeURIComponent(q)}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ResponsList).data.map((item) => item.id);
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    a = await createReviewEvent(ctx(), admin, surveyor, 'koreksi');
    b = await createReviewEvent(ctx(), admin, surveyor, 'hitung-ulang', times(29, ORDINARY));
    // B's last respondent answers what A's typo is corrected to, in the questionnaire's order.
    const jawaban = [
      ...PENGUNJUNG_ROLES.filter((role) => role in CORRECTED).map((role) => ({
        pertanyaan_id: b.roles[role] as number,
        isi_jawaban: CORRECTED[role as keyof typeof CORRECTED],
      })),
      { pertanyaan_id: b.tiket.id, isi_jawaban: 'Reguler' },
      { pertanyaan_id: b.menginap.id, isi_jawaban: 'Tidak' },
    ];
    const sent = await call(ctx(), 'POST', '/api/jawaban/batch', surveyor, { items: [{ idempotencyKey: 'hitung-ulang-terakhir', kuesionerId: b.kuesioner.id, jawaban }] });
    expect(sent.statusCode, sent.body).toBe(200);
    b.ids = (await ctx().db.selectFrom('respons').select('id').where('kuesioner_id', '=', b.kuesioner.id).orderBy('id').execute()).map((row) => row.id);
    expect(b.ids).toHaveLength(30);
  });

  it('before: the two events differ, and the typo is found by its amount', async () => {
    expect(await search(a.event.id, '50000000')).toEqual([a.ids[29]]);
    expect(await summaries(ctx().db, a.kuesioner.id)).not.toEqual(await summaries(ctx().db, b.kuesioner.id));
  });

  it('after five corrections, A is B: summaries, profiles, search, analysis and report', async () => {
    const id = a.ids[29];
    const role = (name: V2Role) => a.roles[name] as number;
    const steps: [number, string | null][] = [
      [role('belanja_akomodasi'), '500000'],
      [role('belanja_oleh_oleh'), '200000'],
      [a.umur.id, null],
      [a.menginap.id, 'Tidak'],
      [role('asal'), '52.71'],
    ];
    for (const [index, [pertanyaanId, nilai]] of steps.entries()) {
      await succeeded(correct(ctx(), admin, id, pertanyaanId, { nilai, alasan: `Koreksi ${index + 1}`, versi: index + 1 }));
    }

    const db = ctx().db;
    expect(await summaries(db, a.kuesioner.id)).toEqual(await summaries(db, b.kuesioner.id));
    expect(await summaries(db, a.kuesioner.id)).toEqual(await recounted(db, a.kuesioner.id));
    const count = async (kuesionerId: number) =>
      Number((await db.selectFrom('ringkasan_kuesioner').select('jumlah_respons').where('kuesioner_id', '=', kuesionerId).executeTakeFirstOrThrow()).jumlah_respons);
    expect(await count(a.kuesioner.id)).toBe(30);
    expect(await count(b.kuesioner.id)).toBe(30);
    expect(await profileOf(db, id)).toEqual(await profileOf(db, b.ids[29]));
    expect(await searchTextOf(db, id)).toBe(await searchTextOf(db, b.ids[29]));

    expect(await analysis(ctx(), admin, a.event.id)).toEqual(await analysis(ctx(), admin, b.event.id));
    const reportA = await readReport(ctx(), admin, a.event.id);
    expect(comparable(reportA)).toEqual(comparable(await readReport(ctx(), admin, b.event.id)));
    // By hand: the corrected one is now local (Kota Mataram), so 29 additional x 100,000 x 10.
    expect(reportA.segmen[0]).toMatchObject({ perlu_diperiksa: 0, dampak_langsung: 29_000_000 });

    // The download's data sheet shows the current values, as B's does.
    const sheet = await downloadedSheet(ctx(), admin, a.event.id);
    expect(sheet).toEqual(await downloadedSheet(ctx(), admin, b.event.id));
    // asal (code, then its name), rutin, (alasan, tetap), hari, ditanggung, akomodasi, (makan), oleh-oleh, tiket, (umur),
    // menginap, (hotel).
    expect(sheet.at(-1)?.slice(3)).toEqual(['52.71', 'Kota Mataram, Nusa Tenggara Barat', 'Tidak', null, null, 2, 1, 500_000, null, 200_000, 'Reguler', null, 'Tidak', null]);

    // Data Survei's search reads the corrected text: the region's name, no longer the typo.
    expect(await search(a.event.id, '50000000')).toEqual([]);
    expect(await search(a.event.id, 'kota mataram')).toEqual([id]);
    expect(await search(a.event.id, '200000')).toEqual([id]);
  });
});
