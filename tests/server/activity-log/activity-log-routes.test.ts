import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { nextDate, todayInZone } from '../../../src/shared/report-time-zone';
import type { Event } from '../../../src/shared/schemas/events';
import { expectError, quickUser } from '../auth/support';
import { eventInput } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD } from '../helpers/test-app';
import { shownCell } from '../helpers/workbook-cells';
import { ok, readLog, storedEntries } from './support';

// docs/api.md#activity-log: GET /api/log-aktivitas and its download, for Admins, each within its
// work area (docs/activity-log.md, "Who sees what"), with Data Survei's paging and day filters.

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet, width: number) =>
  Array.from({ length: sheet.rowCount }, (_, r) => Array.from({ length: width }, (_, c) => shownCell(sheet.getRow(r + 1).getCell(c + 1).value)));

describeOnEachDatabase('GET /api/log-aktivitas', (ctx) => {
  let national: SignedInUser;
  let jatim: SignedInUser;
  let surabaya: SignedInUser;
  let jabar: SignedInUser;
  let inSurabaya: Event;
  let inBandung: Event;
  let placeless: Event;
  const accounts: Record<string, number> = {};

  const createAccount = async (by: SignedInUser, nama: string, wilayah_kerja: string) => {
    const payload = { nama, email: `${nama.toLowerCase()}@log.id`, peran: 'Surveyor', password: TEST_PASSWORD, wilayah_kerja };
    accounts[nama] = (await ok(ctx(), { method: 'POST', url: '/api/users', headers: by.auth, payload })).json().user.id;
  };
  const createEvent = async (nama_event: string, wilayah: string | null) =>
    (await ok(ctx(), { method: 'POST', url: '/api/events', headers: national.auth, payload: eventInput({ nama_event, wilayah }) })).json().event as Event;
  const targetsSeenBy = async (admin: SignedInUser) => (await readLog(ctx(), admin, { per_halaman: 200 })).data.map((item) => `${item.aksi} ${item.target.nama}`);

  it('lists every entry, newest first, with actor, address, action, target and changes', async () => {
    national = await quickUser(ctx(), 'Admin', { nama: 'Admin Pusat', email: 'pusat@log.id' });
    jatim = await quickUser(ctx(), 'Admin', { nama: 'Admin Jatim', wilayah_kerja: '35' });
    surabaya = await quickUser(ctx(), 'Admin', { nama: 'Admin Surabaya', wilayah_kerja: '35.78' });
    jabar = await quickUser(ctx(), 'Admin', { nama: 'Admin Jabar', wilayah_kerja: '32' });
    inSurabaya = await createEvent('Lomba Surabaya', '35.78');
    inBandung = await createEvent('Lomba Bandung', '32.73');
    placeless = await createEvent('Lomba Tanpa Tempat', null);
    await createAccount(national, 'Ujang', '32.73');
    await createAccount(national, 'Wati', '35.78');
    await createAccount(jatim, 'Yusuf', '35.07');
    await ctx().app.inject({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.50', payload: { email: 'siapa@log.id', password: 'salah-sekali-99' } });
    await ok(ctx(), { method: 'POST', url: '/api/login', payload: { email: 'wati@log.id', password: TEST_PASSWORD } });

    const log = await readLog(ctx(), national);
    expect(log).toMatchObject({ total: 8, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta' });
    expect(log.data.map((item) => item.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.data.map((item) => `${item.aksi} ${item.target.nama}`)).toEqual([
      'login_berhasil wati@log.id',
      'login_gagal siapa@log.id',
      'akun_dibuat Yusuf',
      'akun_dibuat Wati',
      'akun_dibuat Ujang',
      'event_dibuat Lomba Tanpa Tempat',
      'event_dibuat Lomba Bandung',
      'event_dibuat Lomba Surabaya',
    ]);
    expect(log.data[2]).toEqual({
      id: 6,
      waktu: expect.any(String),
      pelaku: { id: jatim.user.id, nama: 'Admin Jatim', email: jatim.user.email, peran: 'Admin', wilayah_kerja: '35' },
      alamat: '127.0.0.1',
      aksi: 'akun_dibuat',
      target: { jenis: 'akun', id: accounts.Yusuf, nama: 'Yusuf' },
      event_id: null,
      sebelum: null,
      sesudah: { nama: 'Yusuf', email: 'yusuf@log.id', peran: 'Surveyor', wilayah_kerja: '35.07', status_akun: 'aktif' },
    });
    expect(log.data[1]).toMatchObject({ pelaku: null, alamat: '198.51.100.50', target: { jenis: 'akun', id: null, nama: 'siapa@log.id' } });
  });

  it('shows each Admin only its area: the event\'s place, the account\'s area, or the actor\'s', async () => {
    expect(await targetsSeenBy(jatim)).toEqual(['login_berhasil wati@log.id', 'akun_dibuat Yusuf', 'akun_dibuat Wati', 'event_dibuat Lomba Surabaya']);
    expect(await targetsSeenBy(surabaya)).toEqual(['login_berhasil wati@log.id', 'akun_dibuat Wati', 'event_dibuat Lomba Surabaya']);
    expect(await targetsSeenBy(jabar)).toEqual(['akun_dibuat Ujang', 'event_dibuat Lomba Bandung']);
    // An entry outside the area is not found through a filter either.
    expect((await readLog(ctx(), jabar, { event_id: inSurabaya.id })).total).toBe(0);
    expect((await readLog(ctx(), surabaya, { event_id: placeless.id })).total).toBe(0);
  });

  it('filters by actor, action, event and days in the report time zone, and pages like Data Survei', async () => {
    const ids = async (query: Record<string, string | number>) => (await readLog(ctx(), national, query)).data.map((item) => item.id);
    expect(await ids({ pelaku_id: jatim.user.id })).toEqual([6]);
    expect(await ids({ aksi: 'event_dibuat' })).toEqual([3, 2, 1]);
    expect(await ids({ event_id: inBandung.id })).toEqual([2]);
    expect(await ids({ aksi: 'akun_dibuat', pelaku_id: national.user.id })).toEqual([5, 4]);

    const today = todayInZone('Asia/Jakarta').tanggal;
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await readLog(ctx(), national, { dari: today, sampai: today })).total).toBe(8);
    expect((await readLog(ctx(), national, { sampai: yesterday })).total).toBe(0);
    expect((await readLog(ctx(), national, { dari: nextDate(today) })).total).toBe(0);

    const page = await readLog(ctx(), national, { per_halaman: 3, halaman: 2 });
    expect(page).toMatchObject({ total: 8, halaman: 2, per_halaman: 3 });
    expect(page.data.map((item) => item.id)).toEqual([5, 4, 3]);
  });

  it('refuses bad filters in Indonesian, naming the field', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const response = await ctx().app.inject({ method: 'GET', url: `/api/log-aktivitas?${query}`, headers: national.auth });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.fields?.[field]).toBe(message);
    };
    await refused('aksi=hapus_semua', 'aksi', 'Aksi tidak dikenal.');
    await refused('pelaku_id=abc', 'pelaku_id', 'Pelaku harus berupa bilangan bulat.');
    await refused('event_id=0', 'event_id', 'Event harus antara 1 dan 2147483647.');
    await refused('dari=2026-02-30', 'dari', 'Tanggal awal bukan tanggal yang valid.');
    await refused('sampai=7-12-2026', 'sampai', 'Tanggal akhir harus berformat TTTT-BB-HH.');
    await refused('dari=2026-12-07&sampai=2026-12-01', 'sampai', 'Tanggal akhir tidak boleh sebelum tanggal awal.');
    await refused('per_halaman=500', 'per_halaman', 'Jumlah per halaman harus antara 1 dan 200.');
  });

  it('is for Admins only, the download too', async () => {
    const surveyor = await quickUser(ctx(), 'Surveyor');
    const instansi = await quickUser(ctx(), 'Instansi');
    for (const url of ['/api/log-aktivitas', '/api/log-aktivitas/download']) {
      expectError(await ctx().app.inject({ method: 'GET', url }), 401);
      expectError(await ctx().app.inject({ method: 'GET', url, headers: surveyor.auth }), 403);
      expectError(await ctx().app.inject({ method: 'GET', url, headers: instansi.auth }), 403);
    }
  });

  it('downloads the filtered entries as XLSX, with Info, and logs the download itself', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/log-aktivitas/download?aksi=event_dibuat', headers: national.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="log-aktivitas-${todayInZone('Asia/Jakarta').tanggal}.xlsx"`);

    const workbook = await workbookOf(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Log Aktivitas', 'Info']);
    const rows = rowsOf(workbook.getWorksheet('Log Aktivitas')!, 15);
    expect(rows[0]).toEqual([
      'No. Entri',
      'Waktu (WIB)',
      'Pelaku',
      'Email Pelaku',
      'Peran Pelaku',
      'Wilayah Kerja Pelaku',
      'Alamat',
      'Aksi',
      'Kode Aksi',
      'Jenis Target',
      'ID Target',
      'Nama Target',
      'ID Event',
      'Sebelum',
      'Sesudah',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[5], row[7], row[8], row[9], row[10], row[11], row[12], row[13]])).toEqual(
      [placeless, inBandung, inSurabaya].map((event, index) => [
        3 - index,
        'Admin Pusat',
        'pusat@log.id',
        'Admin',
        'Nasional',
        'Menambah event',
        'event_dibuat',
        'Event',
        event.id,
        event.nama_event,
        event.id,
        null,
      ]),
    );
    expect(JSON.parse(rows[3][14] as string)).toMatchObject({ nama_event: 'Lomba Surabaya', wilayah: '35.78' });
    expect(rows[1][1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    const info = rowsOf(workbook.getWorksheet('Info')!, 2);
    expect(info).toContainEqual(['Filter aksi', 'Menambah event']);
    expect(info).toContainEqual(['Filter pelaku (ID akun)', 'Semua']);

    const last = (await storedEntries(ctx())).at(-1);
    expect(last).toMatchObject({ aksi: 'log_aktivitas_diunduh', pelaku_id: national.user.id, target_jenis: 'log_aktivitas', sesudah: { aksi: 'event_dibuat' } });
  });

  it('downloads only the Admin\'s area, the same entries its list shows', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/log-aktivitas/download', headers: surabaya.auth });
    expect(response.statusCode).toBe(200);
    const rows = rowsOf((await workbookOf(response)).getWorksheet('Log Aktivitas')!, 12);
    const listed = (await readLog(ctx(), surabaya, { per_halaman: 200 })).data;
    // The list, read after, also holds the download's own entry, which the file stops at.
    expect(listed[0]).toMatchObject({ aksi: 'log_aktivitas_diunduh', pelaku: { id: surabaya.user.id } });
    expect(rows.slice(1).map((row) => [row[0], row[11]])).toEqual(listed.map((item) => [item.id, item.target.nama]));
    expect(rows.slice(1).map((row) => row[11])).not.toContain('Lomba Bandung');
  });

  it('refuses a bad download filter with the usual JSON error', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/log-aktivitas/download?dari=kemarin', headers: national.auth });
    expect(expectError(response, 400, 'VALIDATION_ERROR').fields?.dari).toBe('Tanggal awal harus berformat TTTT-BB-HH.');
  });
});
