import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { listQueries, makeList, makeRespons, openDataSurvei, voidedRespons } from './responses-fixtures';

const table = () => screen.findByRole('table', { name: 'Data survei, terbaru lebih dulu' });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

/** `count` responses numbered from `firstId` down, as a page of the server's list. */
const rowsFrom = (firstId: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeRespons({ id: firstId - index }));

describe('/data-survei/{id}: heading and progress', () => {
  it('names the event, links back to it, and shows progress per segment and per surveyor', async () => {
    openDataSurvei(instansi);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Survei' })).toBeTruthy();
    expect(await screen.findByText('Jakarta Marathon')).toBeTruthy();
    expect(document.title).toBe('Data Survei: Jakarta Marathon · Sport Impact');
    expect(screen.getByRole('link', { name: 'Kembali ke detail event' }).getAttribute('href')).toBe('/kelola-event/1');

    const section = screen.getByRole('region', { name: 'Progres Lapangan' });
    expect(await within(section).findByText('Hari ini: 24 November 2026 (WIB)')).toBeTruthy();
    const segments = within(section).getByRole('list', { name: 'Per tipe responden' });
    expect(within(segments).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Penonton: 120 / 300 (40%)',
      'Atlet: 0 · tanpa target',
    ]);
    // Without a target a bar only compares: grey, never the green of a finished one.
    expect(within(segments).getAllByRole('progressbar')[1].className).toContain('bg-slate-500');
    expect(within(segments).getAllByRole('progressbar')[0].className).toContain('bg-emerald-600');
    const surveyors = within(section).getByRole('list', { name: 'Per surveyor' });
    // In the server's order, each with today's count beside the total.
    expect(within(surveyors).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Dewi Lapangan: 80 · tanpa target',
      'Budi Surveyor: 30 · tanpa target',
      'Akun terhapus: 10 · tanpa target',
    ]);
    expect(within(surveyors).getAllByText(/^hari ini/).map((detail) => detail.textContent)).toEqual([
      'hari ini 12',
      'hari ini 0',
      'hari ini 0',
    ]);
  });

  it('fills the Instansi\'s respondent-type filter from the progress, never from the questionnaire list it may not read', async () => {
    const { calls } = openDataSurvei(instansi, {
      more: { 'GET /api/events/1/kuesioner': () => json(403, { message: 'Anda tidak memiliki akses untuk tindakan ini.', code: 'FORBIDDEN' }) },
    });

    const form = await screen.findByRole('search', { name: 'Filter data survei' });
    const tipe = within(form).getByLabelText('Tipe responden');
    await waitFor(() =>
      expect(within(tipe).getAllByRole('option').map((option) => option.textContent)).toEqual(['Semua tipe responden', 'Penonton', 'Atlet']),
    );
    expect(calls.filter((call) => call.path === '/api/events/1/kuesioner')).toEqual([]);
  });

  it('says so when the progress cannot be read', async () => {
    openDataSurvei(admin, {
      more: { 'GET /api/events/1/progres': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }) },
    });

    const section = await screen.findByRole('region', { name: 'Progres Lapangan' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Akses ditolak.');
  });

  it('sends a Surveyor to the access-denied page without asking for the data', async () => {
    const { calls, currentPath } = openDataSurvei(surveyor);

    expect(await screen.findByText('Akses Ditolak')).toBeTruthy();
    expect(currentPath()).toBe('/unauthorized');
    expect(calls.some((call) => call.path.startsWith('/api/events/1'))).toBe(false);
  });

  it('keeps its heading while the event loads, with a spinner beside the loading text', async () => {
    const { answer } = deferred();
    openDataSurvei(admin, { more: { 'GET /api/events/1': () => answer } });

    const loading = (await screen.findByText('Memuat data survei...')).closest('[role="status"]') as HTMLElement;
    expect(loading.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Survei' })).toBeTruthy();
    expect(document.title).toBe('Data Survei · Sport Impact');
  });

  it('says an event that does not exist is not there, with a heading and a way home', async () => {
    const notFound = () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' });
    openDataSurvei(instansi, { more: { 'GET /api/events/1': notFound } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(screen.getByText('Event ini mungkin sudah dihapus, atau alamatnya salah.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard-instansi');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says the same of an address whose id is not a number, without asking the server', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, admin) });
    renderApp('/data-survei/0');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard-admin');
    expect(calls.some((call) => call.path.startsWith('/api/events'))).toBe(false);
  });
});

describe('/data-survei/{id}: the table', () => {
  it('lists the newest page first with time in the report zone, surveyor, a preview and the status', async () => {
    const { calls } = openDataSurvei(instansi);

    const rows = bodyRows(await table());
    expect(listQueries(calls)).toEqual([{ halaman: '1' }]);
    expect(within(rows[0]).getByRole('button', { name: 'Lihat detail data #101' })).toBeTruthy();
    expect(cellsOf(rows[0])).toEqual([
      '#101',
      '14 Jul 2026 08.30 WIB',
      'Tipe: Penonton',
      'Surveyor: Dewi Lapangan',
      'Asal kota: BandungBelanja makan: Rp 1.500.000+2 jawaban lain',
      'Diterima',
    ]);
    expect(cellsOf(rows[1])[3]).toBe('Surveyor: Akun terhapus');
    expect(cellsOf(rows[1])[5]).toBe('Dibatalkan');
    expect(screen.getByText('Menampilkan 1–2 dari 2 data')).toBeTruthy();
  });

  it('names a region answer in the preview ("Kota Surabaya"), not its code', async () => {
    const answer = (pertanyaan_id: number, teks_pertanyaan: string, isi_jawaban: string) =>
      ({ pertanyaan_id, teks_pertanyaan, tipe_jawaban: 'wilayah', isi_jawaban, dikonfirmasi_surveyor: false, dikoreksi: false }) as const;
    const fromRegions = makeRespons({ jawaban: [answer(15, 'Asal', '35.78'), answer(16, 'Tujuan berikutnya', 'LN')] });
    openDataSurvei(admin, { list: () => json(200, makeList([fromRegions])) });

    const [row] = bodyRows(await table());
    await waitFor(() => expect(cellsOf(row)[4]).toBe('Asal: Kota SurabayaTujuan berikutnya: Luar Negeri'));
  });

  it('stacks each row into a card below md, with labels where the column heads are hidden', async () => {
    openDataSurvei(instansi);

    const element = await table();
    expect(element.className).toContain('block');
    expect(element.className).toContain('md:table');
    const head = element.querySelector('thead') as HTMLElement;
    expect(head.className).toContain('hidden');
    expect(head.className).toContain('md:table-header-group');

    const [row] = bodyRows(element);
    expect(row.className).toContain('flex');
    expect(row.className).toContain('md:table-row');
    const cells = within(row).getAllByRole('cell');
    // On the card the status sits beside the ID; the time and the answers take full lines.
    expect(cells.map((cell) => cell.className.match(/\border-\d\b/)?.[0])).toEqual([
      'order-1',
      'order-3',
      'order-4',
      'order-5',
      'order-6',
      'order-2',
    ]);
    const labels = within(row).getAllByText(/^(Tipe|Surveyor):$/);
    expect(labels.map((label) => label.className.includes('md:hidden'))).toEqual([true, true]);
  });

  it('says there is nothing for this filter', async () => {
    openDataSurvei(instansi, { list: () => json(200, makeList([])) });

    expect(await screen.findByText('Belum ada data survei untuk filter ini.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Halaman data survei' })).toBeNull();
  });

  it("shows the server's message when the list fails", async () => {
    openDataSurvei(admin, {
      list: () => json(400, { message: 'Kata kunci paling banyak 100 karakter.', code: 'VALIDATION_ERROR' }),
    });

    const section = await screen.findByRole('region', { name: 'Daftar Data Survei' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Kata kunci paling banyak 100 karakter.');
  });

  it('falls back to a plain message when the server says nothing', async () => {
    openDataSurvei(admin, { list: () => json(403, {}) });

    const section = await screen.findByRole('region', { name: 'Daftar Data Survei' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Gagal mengambil data survei.');
  });
});

describe('/data-survei/{id}: paging', () => {
  const pagedList = (query: URLSearchParams) => {
    const halaman = Number(query.get('halaman'));
    const count = halaman === 3 ? 34 : 50;
    return json(200, makeList(rowsFrom(134 - (halaman - 1) * 50, count), { total: 134, halaman }));
  };

  it('pages 50 at a time with "Menampilkan" and the previous and next buttons', async () => {
    const { calls, user } = openDataSurvei(instansi, { list: pagedList });

    expect(await screen.findByText('Menampilkan 1–50 dari 134 data')).toBeTruthy();
    expect(bodyRows(await table())).toHaveLength(50);
    const previous = screen.getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(next);
    expect(await screen.findByText('Menampilkan 51–100 dari 134 data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Menampilkan 101–134 dari 134 data')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
    // Back at the top of the list for the new page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Daftar Data Survei' }));

    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(await screen.findByText('Menampilkan 51–100 dari 134 data')).toBeTruthy();
    // A page seen before shows at once from the cache, and is read again behind it.
    expect(listQueries(calls).map((query) => query.halaman)).toEqual(['1', '2', '3', '2']);
  });

  it('opens at the page of the address', async () => {
    const { calls } = openDataSurvei(instansi, { list: pagedList, search: '?halaman=2' });

    expect(await screen.findByText('Menampilkan 51–100 dari 134 data')).toBeTruthy();
    expect(listQueries(calls)).toEqual([{ halaman: '2' }]);
  });

  it('offers the first page when the address points past the last one', async () => {
    const { calls, user } = openDataSurvei(instansi, {
      list: (query) =>
        json(200, query.get('halaman') === '9' ? makeList([], { total: 2, halaman: 9 }) : makeList([makeRespons(), voidedRespons])),
      search: '?halaman=9',
    });

    await user.click(await screen.findByRole('button', { name: 'Ke halaman pertama' }));
    expect(await screen.findByText('Menampilkan 1–2 dari 2 data')).toBeTruthy();
    expect(listQueries(calls).map((query) => query.halaman)).toEqual(['9', '1']);
  });
});

describe('/data-survei/{id}: filters', () => {
  it('keeps the filters of the address, and shows them in the controls', async () => {
    const { calls } = openDataSurvei(admin, {
      search: '?kuesioner_id=2&surveyor_id=5&status=dibatalkan&dari=2026-07-01&sampai=2026-07-31&q=bandung&halaman=2',
    });

    await table();
    expect(listQueries(calls)).toEqual([
      {
        dari: '2026-07-01',
        halaman: '2',
        kuesioner_id: '2',
        q: 'bandung',
        sampai: '2026-07-31',
        status: 'dibatalkan',
        surveyor_id: '5',
      },
    ]);
    const form = screen.getByRole('search', { name: 'Filter data survei' });
    await waitFor(() => expect(selected(within(form).getByLabelText('Tipe responden'))).toBe('Penonton'));
    await waitFor(() => expect(selected(within(form).getByLabelText('Surveyor'))).toBe('Budi Surveyor'));
    expect(selected(within(form).getByLabelText('Status'))).toBe('Dibatalkan');
    expect((within(form).getByLabelText('Dari') as HTMLInputElement).value).toBe('2026-07-01');
    expect((within(form).getByLabelText('Sampai') as HTMLInputElement).value).toBe('2026-07-31');
    expect((within(form).getByLabelText('Cari jawaban') as HTMLInputElement).value).toBe('bandung');
  });

  it('ignores what it cannot read in the address', async () => {
    const { calls } = openDataSurvei(admin, { search: '?kuesioner_id=abc&status=hapus&dari=2026-02-30&halaman=0' });

    await table();
    expect(listQueries(calls)).toEqual([{ halaman: '1' }]);
  });

  it('offers the questionnaires and the surveyors who sent data, and asks again from page 1 on a change', async () => {
    const { calls, user } = openDataSurvei(admin, { search: '?halaman=3' });

    await table();
    const form = screen.getByRole('search', { name: 'Filter data survei' });
    const tipe = within(form).getByLabelText('Tipe responden');
    await waitFor(() => expect(optionsOf(tipe)).toEqual(['Semua tipe responden', 'Penonton', 'Atlet']));
    const surveyorSelect = within(form).getByLabelText('Surveyor');
    // Sorted by name; deleted accounts cannot be picked out.
    await waitFor(() => expect(optionsOf(surveyorSelect)).toEqual(['Semua surveyor', 'Budi Surveyor', 'Dewi Lapangan']));
    expect(optionsOf(within(form).getByLabelText('Status'))).toEqual(['Semua', 'Diterima', 'Dibatalkan']);

    await user.selectOptions(tipe, 'Atlet');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', kuesioner_id: '3' }));
    await user.selectOptions(surveyorSelect, 'Dewi Lapangan');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', kuesioner_id: '3', surveyor_id: '6' }));
    await user.selectOptions(within(form).getByLabelText('Status'), 'Dibatalkan');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', kuesioner_id: '3', status: 'dibatalkan', surveyor_id: '6' }),
    );
    expect(listQueries(calls)[0]).toEqual({ halaman: '3' });

    await user.click(within(form).getByRole('button', { name: 'Hapus semua filter' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1' }));
    expect(selected(tipe)).toBe('Semua tipe responden');
  });

  it('filters by dates, and refuses an end before the start without asking', async () => {
    const { calls } = openDataSurvei(admin);

    await table();
    const form = screen.getByRole('search', { name: 'Filter data survei' });
    fireEvent.change(within(form).getByLabelText('Dari'), { target: { value: '2026-07-10' } });
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ dari: '2026-07-10', halaman: '1' }));
    fireEvent.change(within(form).getByLabelText('Sampai'), { target: { value: '2026-07-12' } });
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ dari: '2026-07-10', halaman: '1', sampai: '2026-07-12' }));

    const before = listQueries(calls).length;
    fireEvent.change(within(form).getByLabelText('Sampai'), { target: { value: '2026-07-01' } });
    expect(await within(form).findByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
    expect(within(form).getByLabelText('Sampai').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Perbaiki rentang tanggal untuk menampilkan data.')).toBeTruthy();
    expect(listQueries(calls)).toHaveLength(before);
  });

  it('searches the answers once the typing pauses', async () => {
    const { calls, user } = openDataSurvei(admin, { search: '?halaman=2' });

    await table();
    await user.type(screen.getByLabelText('Cari jawaban'), 'Bali');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', q: 'Bali' }));
    expect(listQueries(calls).map((query) => query.q).filter(Boolean)).toEqual(['Bali']);
  });
});

function selected(select: HTMLElement): string | undefined {
  const element = select as HTMLSelectElement;
  return element.selectedOptions[0]?.textContent ?? undefined;
}

function optionsOf(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.textContent ?? '');
}
