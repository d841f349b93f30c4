import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../helpers/fake-api';
import { admin, instansi, TOKEN } from '../../helpers/users';
import { listQueries, makeImpactRegister, makeRow, openImpactRegister } from './impact-register-fixtures';

const form = () => screen.findByRole('search', { name: 'Filter daftar dampak ekonomi' });
const lastQuery = (calls: Parameters<typeof listQueries>[0]) => listQueries(calls).at(-1);
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('/dampak-ekonomi: filters, search, order and page in the address', () => {
  it('asks for the first page in the server\'s order when the address names nothing', async () => {
    const { calls } = openImpactRegister(admin);

    await screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });
    expect(listQueries(calls)).toEqual([{ halaman: '1', per_halaman: '20', urut: 'tahun', arah: 'turun' }]);
  });

  it('opens the very list a shared address names', async () => {
    const { calls } = openImpactRegister(instansi, {
      search: '?tahun=2025&provinsi=35&kategori=3&q=maraton&urut=dampak_per_rupiah_publik&arah=naik&halaman=2',
      list: () => json(200, makeImpactRegister([makeRow()], { total: 21, halaman: 2 })),
    });

    await screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });
    expect(listQueries(calls)[0]).toEqual({
      tahun: '2025',
      provinsi: '35',
      kategori: '3',
      q: 'maraton',
      urut: 'dampak_per_rupiah_publik',
      arah: 'naik',
      halaman: '2',
      per_halaman: '20',
    });
    const filters = await form();
    expect((within(filters).getByLabelText('Tahun') as HTMLSelectElement).value).toBe('2025');
    expect((within(filters).getByLabelText('Cari event') as HTMLInputElement).value).toBe('maraton');
    expect((within(filters).getByLabelText('Urutkan') as HTMLSelectElement).value).toBe('dampak_per_rupiah_publik');
    expect(within(within(filters).getByLabelText('Arah')).getByRole('option', { selected: true }).textContent).toBe('Terkecil dulu');
    await waitFor(() => expect((within(filters).getByLabelText('Provinsi tuan rumah') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Jawa Timur'));
    await waitFor(() => expect((within(filters).getByLabelText('Kategori olahraga') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Atletik'));
    // On paper, where the form is hidden, a line says the same.
    expect(
      screen.getByText(/^Filter: /).textContent,
    ).toBe('Filter: Tahun 2025 · Provinsi Jawa Timur · Kategori Atletik · Nama memuat "maraton" · Urutan: Dampak per Rp 1 dana publik, terkecil dulu');
  });

  it('ignores what a hand-edited address holds that the API would refuse', async () => {
    const { calls } = openImpactRegister(admin, { search: '?tahun=abc&provinsi=3&kategori=-1&urut=roi&arah=kiri' });

    await screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });
    expect(listQueries(calls)).toEqual([{ halaman: '1', per_halaman: '20', urut: 'tahun', arah: 'turun' }]);
  });

  it('offers the years the server lists, the provinces by name and the categories', async () => {
    openImpactRegister(admin);

    const filters = await form();
    await waitFor(() => expect(optionsOf(within(filters).getByLabelText('Tahun'))).toEqual(['Semua tahun', '2026', '2025']));
    await waitFor(() => expect(optionsOf(within(filters).getByLabelText('Kategori olahraga'))).toEqual(['Semua kategori', 'Atletik', 'Bulu Tangkis', 'Renang', 'Voli']));
    const provinsi = within(filters).getByLabelText('Provinsi tuan rumah');
    await waitFor(() => expect(optionsOf(provinsi).length).toBe(39));
    expect(optionsOf(provinsi).slice(0, 3)).toEqual(['Semua provinsi', 'Aceh', 'Bali']);
    expect(within(provinsi).getByRole('option', { name: 'Jawa Timur' }).getAttribute('value')).toBe('35');
  });

  it('puts each filter in the address and asks the server for it, back at page 1', async () => {
    const { calls, user, addressQuery } = openImpactRegister(admin, {
      search: '?halaman=2',
      list: (query) => json(200, makeImpactRegister([makeRow()], { total: 30, halaman: Number(query.get('halaman')) })),
    });
    const filters = await form();
    await waitFor(() => expect(within(within(filters).getByLabelText('Tahun')).queryByRole('option', { name: '2026' })).toBeTruthy());

    await user.selectOptions(within(filters).getByLabelText('Tahun'), '2026');
    await waitFor(() => expect(addressQuery()).toEqual({ tahun: '2026' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ tahun: '2026', halaman: '1' }));

    const provinsi = within(filters).getByLabelText('Provinsi tuan rumah');
    await waitFor(() => expect(within(provinsi).queryByRole('option', { name: 'Jawa Timur' })).toBeTruthy());
    await user.selectOptions(provinsi, '35');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ tahun: '2026', provinsi: '35' }));

    const kategori = within(filters).getByLabelText('Kategori olahraga');
    await waitFor(() => expect(within(kategori).queryByRole('option', { name: 'Renang' })).toBeTruthy());
    await user.selectOptions(kategori, '9');
    await waitFor(() => expect(addressQuery()).toEqual({ tahun: '2026', provinsi: '35', kategori: '9' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ tahun: '2026', provinsi: '35', kategori: '9' }));

    await user.click(within(filters).getByRole('button', { name: 'Hapus semua filter' }));
    await waitFor(() => expect(addressQuery()).toEqual({}));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ halaman: '1', per_halaman: '20', urut: 'tahun', arah: 'turun' }));
  });

  it('searches by name once the typing pauses, not once per letter', async () => {
    const { calls, addressQuery } = openImpactRegister(admin);
    const filters = await form();
    await screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });

    const box = within(filters).getByLabelText('Cari event');
    for (const text of ['m', 'ma', 'mar']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(addressQuery()).toEqual({ q: 'mar' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'mar' }));
    expect(listQueries(calls).filter((query) => query.q !== undefined).map((query) => query.q)).toEqual(['mar']);
  });

  it('sorts by a column heading, turning it around on a second click', async () => {
    const { calls, user, addressQuery } = openImpactRegister(admin);
    await screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });

    await user.click(screen.getByRole('button', { name: 'Pengunjung tambahan' }));
    await waitFor(() => expect(addressQuery()).toEqual({ urut: 'pengunjung_tambahan', arah: 'turun' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ urut: 'pengunjung_tambahan', arah: 'turun' }));
    expect(screen.getByRole('columnheader', { name: /Pengunjung tambahan/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Pengunjung tambahan' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ urut: 'pengunjung_tambahan', arah: 'naik' }));
    expect(screen.getByRole('columnheader', { name: /Pengunjung tambahan/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts by any figure from the menu, each in its own first direction', async () => {
    const { calls, user, addressQuery } = openImpactRegister(admin);
    const filters = await form();

    await user.selectOptions(within(filters).getByLabelText('Urutkan'), 'margin_galat_relatif');
    await waitFor(() => expect(addressQuery()).toEqual({ urut: 'margin_galat_relatif', arah: 'naik' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ urut: 'margin_galat_relatif', arah: 'naik' }));

    await user.selectOptions(within(filters).getByLabelText('Urutkan'), 'tingkat_nasional');
    await user.selectOptions(within(filters).getByLabelText('Arah'), 'asc');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ urut: 'tingkat_nasional', arah: 'naik' }));
    expect(optionsOf(within(filters).getByLabelText('Arah'))).toEqual(['Terbesar dulu', 'Terkecil dulu']);

    // The server's own order leaves the address plain.
    await user.selectOptions(within(filters).getByLabelText('Urutkan'), 'tahun');
    await waitFor(() => expect(addressQuery()).toEqual({}));
  });

  it('names each order as the spreadsheet\'s Info sheet and the table\'s cells do', async () => {
    openImpactRegister(admin);
    const filters = await form();

    expect(optionsOf(within(filters).getByLabelText('Urutkan'))).toEqual([
      'Nama event',
      'Tahun',
      'Dampak ekonomi langsung',
      'Dampak tingkat provinsi',
      'Dampak tingkat nasional (devisa)',
      'Pengunjung tambahan',
      'Porsi pengunjung tambahan',
      'Rp per pengunjung tambahan',
      'Dampak per Rp 1 dana publik',
      'Margin galat relatif',
      'Jumlah responden (n)',
      'Waktu dihitung',
    ]);
  });

  it('pages with the pager, keeping the filters', async () => {
    const { calls, user, addressQuery } = openImpactRegister(admin, {
      search: '?tahun=2026',
      list: (query) => json(200, makeImpactRegister([makeRow()], { total: 45, halaman: Number(query.get('halaman')) })),
    });

    const pager = await screen.findByRole('navigation', { name: 'Halaman daftar dampak ekonomi' });
    expect(within(pager).getByText('Halaman 1 dari 3')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(addressQuery()).toEqual({ tahun: '2026', halaman: '2' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ tahun: '2026', halaman: '2' }));
    expect(await within(pager).findByText('Halaman 2 dari 3')).toBeTruthy();
  });
});

describe('/dampak-ekonomi: "Unduh (XLSX)"', () => {
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    saved = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = vi.fn(() => 'blob:daftar');
        static revokeObjectURL = vi.fn();
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.useRealTimers());

  it('downloads every page of the register with the filters and order shown', async () => {
    const downloads: Record<string, string>[] = [];
    const { calls, user } = openImpactRegister(instansi, {
      search: '?tahun=2026&provinsi=35&urut=n&halaman=2',
      download: (query) => {
        downloads.push(Object.fromEntries(query));
        return new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="daftar-dampak-ekonomi-2026.xlsx"` },
        });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Unduh (XLSX)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:daftar', download: 'daftar-dampak-ekonomi-2026.xlsx' }]));
    expect(downloads).toEqual([{ tahun: '2026', provinsi: '35', urut: 'n', arah: 'turun' }]);
    expect(calls.find((call) => call.path.startsWith('/api/dampak-ekonomi/download'))?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('tells the server\'s reason in an "Oops..." dialog when the download fails', async () => {
    const { user } = openImpactRegister(admin, {
      download: () => json(400, { message: 'Provinsi harus berupa kode dua angka (misalnya 35).', code: 'VALIDATION_ERROR' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Unduh (XLSX)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Provinsi harus berupa kode dua angka (misalnya 35).');
    expect(saved).toEqual([]);
  });
});
