import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../helpers/fake-api';
import { instansi, surveyor, TOKEN } from '../../helpers/users';
import { listQueries, makeEntry, makeLog, openActivityLog } from './activity-log-fixtures';

const table = () => screen.findByRole('table', { name: 'Log aktivitas, terbaru lebih dulu' });
/** Text as a reader sees it: no-break spaces are spaces, runs of space one. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent));

describe('/log-aktivitas: the activity log', () => {
  it('opens for an Admin, titled, with one row per entry: time, actor, address, action, target, changes', async () => {
    openActivityLog();

    expect(await screen.findByRole('heading', { level: 1, name: 'Log Aktivitas' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Log Aktivitas · Sport Impact'));
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows[0])).toEqual([
      '7 Des 2026 14.05 WIBEntri #42',
      'Pelaku: Ani AdminAdminani@example.com',
      'Alamat: 203.0.113.7',
      'Mengubah event',
      'Target: Event Maraton Surabaya (#9)',
      'Perubahan:Lokasi: Surabaya → menjadi Tugu PahlawanSponsor: Bank Uji → menjadi Bank Uji, Air Segar',
    ]);
  });

  it('says who could not sign in: no account, the reason and the failures counted', async () => {
    openActivityLog();

    const row = within(await table()).getAllByRole('row')[2];
    expect(within(row).getByText('Tanpa akun (belum login)')).toBeTruthy();
    expect(within(row).getByText('Login gagal')).toBeTruthy();
    expect(plain(row.textContent)).toContain('Akun siapa@example.com');
    expect(plain(row.textContent)).toContain('SesudahAlasan: Email tidak terdaftarGagal untuk email ini dalam 1 jam: 1Gagal dari alamat ini dalam 1 jam: 3');
  });

  it('shows a new account\'s fields after, a national work area in words', async () => {
    openActivityLog();

    const row = within(await table()).getAllByRole('row')[3];
    const changes = cellTexts(row)[5];
    expect(changes).toBe('Perubahan:SesudahNama: Budi SurveyorEmail: budi@example.comPeran: SurveyorWilayah kerja: NasionalStatus akun: aktif');
  });

  it('writes each filter to the address and asks the server with it, from page 1', async () => {
    const { calls, user, addressQuery } = openActivityLog(undefined, {
      search: '?halaman=3',
      list: (query) => json(200, makeLog([makeEntry()], { total: 120, halaman: Number(query.get('halaman') ?? 1) })),
    });
    await table();
    expect(listQueries(calls).at(-1)).toEqual({ halaman: '3' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Aksi' }), 'Login gagal');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ aksi: 'login_gagal' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pelaku' }), 'Budi Surveyor (budi@example.com)');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Event' }), 'Liga Voli');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ aksi: 'login_gagal', pelaku_id: '2', event_id: '10' }));
    expect(addressQuery()).toEqual({ aksi: 'login_gagal', pelaku_id: '2', event_id: '10' });

    await user.click(screen.getByRole('button', { name: 'Hapus semua filter' }));
    await waitFor(() => expect(addressQuery()).toEqual({}));
  });

  it('pages with Sebelumnya and Berikutnya, saying which entries it shows', async () => {
    const { calls, user } = openActivityLog(undefined, {
      list: (query) => json(200, makeLog([makeEntry()], { total: 120, per_halaman: 50, halaman: Number(query.get('halaman') ?? 1) })),
    });
    const pager = await screen.findByRole('navigation', { name: 'Halaman log aktivitas' });
    expect(plain(pager.textContent)).toContain('Menampilkan 1–1 dari 120 entri · halaman 1 dari 3');

    await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '2' }));
    expect(await within(pager).findByText(/halaman 2 dari 3/)).toBeTruthy();
  });

  it('says the date range is wrong instead of asking, and when nothing matches', async () => {
    const { calls } = openActivityLog(undefined, { search: '?dari=2026-12-07&sampai=2026-12-01' });
    expect(await screen.findByText('Perbaiki rentang tanggal untuk menampilkan log.')).toBeTruthy();
    expect(screen.getByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
    expect(listQueries(calls)).toEqual([]);
  });

  it('says when no entry matches the filter', async () => {
    openActivityLog(undefined, { search: '?aksi=akun_dihapus', list: () => json(200, makeLog([])) });
    expect(await screen.findByText('Tidak ada aktivitas yang cocok dengan filter ini.')).toBeTruthy();
  });

  it('tells the server\'s reason when the list cannot be read', async () => {
    openActivityLog(undefined, { list: () => json(400, { message: 'Aksi tidak dikenal.', code: 'VALIDATION_ERROR' }) });
    expect(await screen.findByText('Aksi tidak dikenal.')).toBeTruthy();
  });

  it.each([surveyor, instansi])('sends $peran away: the log is the Admins\'', async (user) => {
    const { currentPath } = openActivityLog(user);
    await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
  });
});

describe('/log-aktivitas: "Unduh (XLSX)"', () => {
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    saved = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = vi.fn(() => 'blob:log');
        static revokeObjectURL = vi.fn();
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.useRealTimers());

  it('downloads every entry the filters shown match, with the token', async () => {
    const downloads: Record<string, string>[] = [];
    const { calls, user } = openActivityLog(undefined, {
      search: '?aksi=login_gagal&dari=2026-12-01&halaman=2',
      download: (query) => {
        downloads.push(Object.fromEntries(query));
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="log-aktivitas-2026-12-07.xlsx"' } });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Unduh (XLSX)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:log', download: 'log-aktivitas-2026-12-07.xlsx' }]));
    expect(downloads).toEqual([{ aksi: 'login_gagal', dari: '2026-12-01' }]);
    expect(calls.find((call) => call.path.startsWith('/api/log-aktivitas/download'))?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('tells the server\'s reason in an "Oops..." dialog when the download fails', async () => {
    const { user } = openActivityLog(undefined, { download: () => json(400, { message: 'Tanggal awal bukan tanggal yang valid.', code: 'VALIDATION_ERROR' }) });

    await user.click(await screen.findByRole('button', { name: 'Unduh (XLSX)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Tanggal awal bukan tanggal yang valid.');
    expect(saved).toEqual([]);
  });
});

