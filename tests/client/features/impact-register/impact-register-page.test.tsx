import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json } from '../../helpers/fake-api';
import { admin, instansi, surveyor } from '../../helpers/users';
import { incompleteRow, makeImpactRegister, makeRow, openImpactRegister, waitingRow } from './impact-register-fixtures';

const table = () => screen.findByRole('table', { name: 'Daftar dampak ekonomi per event' });
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
/** Text as a reader sees it: no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent));

describe('/dampak-ekonomi: the register of every event', () => {
  it.each([admin, instansi, surveyor])('opens for $peran, read-only, titled and linked to each report', async (user) => {
    openImpactRegister(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Dampak Ekonomi' })).toBeTruthy();
    // Set by an effect once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Daftar Dampak Ekonomi · Sport Impact'));
    await table();
    expect(screen.getByRole('link', { name: 'Maraton Surabaya' }).getAttribute('href')).toBe('/dampak-ekonomi/1');
    expect(screen.getByRole('link', { name: 'Kejuaraan Bulu Tangkis' }).getAttribute('href')).toBe('/dampak-ekonomi/2');
    expect(screen.getByRole('button', { name: 'Unduh (XLSX)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cetak / Simpan PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit|Hapus/ })).toBeNull();
  });

  it('shows a complete event with its figures in the headline\'s words', async () => {
    openImpactRegister(instansi);

    const row = await rowOf('Maraton Surabaya');
    expect(cellTexts(row)).toEqual([
      'Maraton Surabaya2026 · Jawa Timur · Atletik',
      'Lengkap',
      'Dampak langsung: Rp 1,10 miliarrentang 90%: Rp 0,84 – 1,41 miliar (±26%)',
      'Tiga tingkat:Kabupaten/kota tuan rumahRp 1,10 miliarProvinsiRp 620 jutaNasional (devisa)Rp 35,0 juta',
      'Pengunjung tambahan: 5.04142,5% dari pengunjung unikRp per pengunjung tambahan: Rp 850.000',
      'Dampak per Rp 1 dana publik: Rp 4,40',
      'Dasar: n = 155Metode versi 2dihitung 26 Nov 2026 23.41 WIB',
    ]);
  });

  it('says how to read it under the list: the method version, the levels not added up, public money not a return', async () => {
    openImpactRegister(instansi);

    const notes = await screen.findByRole('region', { name: 'Cara membaca daftar ini' });
    const text = plain(notes.textContent);
    expect(text).toContain('metode versi 2 yang sama untuk setiap event');
    expect(text).toContain('Tiga tingkat tidak dijumlahkan');
    expect(text).toContain('bukan laba atas investasi');
    expect(text).not.toMatch(/\bROI\b/);
  });

  it('writes visitors with one decimal always, as the event\'s report does', async () => {
    openImpactRegister(instansi, { list: () => json(200, makeImpactRegister([makeRow({ pengunjung_tambahan: 1234 })])) });

    const row = await rowOf('Maraton Surabaya');
    expect(cellTexts(row)[4]).toBe('Pengunjung tambahan: 1.23442,5% dari pengunjung unikRp per pengunjung tambahan: Rp 850.000');
  });

  it('says what an incomplete event lacks, and shows its missing figures as "—"', async () => {
    openImpactRegister(admin);

    const row = await rowOf('Kejuaraan Bulu Tangkis');
    expect(within(row).getByText('Belum lengkap')).toBeTruthy();
    expect(within(within(row).getByRole('list', { name: 'Yang masih kurang' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wilayah tuan rumah belum diisi',
      'Jumlah kunjungan belum diisi',
    ]);
    expect(cellTexts(row).slice(2, 7)).toEqual([
      'Dampak langsung: —',
      'Tiga tingkat: —',
      'Pengunjung tambahan: —Rp per pengunjung tambahan: —',
      'Dampak per Rp 1 dana publik: —',
      'Dasar: n = —Metode versi 2dihitung 26 Nov 2026 23.41 WIB',
    ]);
    // On a phone's card the label goes with the missing n: no "Dasar:" with nothing after it.
    expect(within(row).getByText('Dasar:').parentElement?.className).toContain('max-lg:hidden');
  });

  it('says how many answers of an event wait for review, and "—" where it has no public money', async () => {
    openImpactRegister(admin);

    const row = await rowOf('Festival Voli Pantai');
    expect(within(row).getByText('Menunggu pemeriksaan')).toBeTruthy();
    expect(within(row).getByText('3 jawaban menunggu pemeriksaan')).toBeTruthy();
    expect(cellTexts(row)[2]).toBe('Dampak langsung: Rp 30,0 jutarentang 90%: Rp 12,0 – 51,0 juta (±26%)');
    expect(cellTexts(row)[5]).toBe('Dampak per Rp 1 dana publik: —');
  });

  it('never calls the impact per public Rupiah "ROI"', async () => {
    openImpactRegister(admin, { list: () => json(200, makeImpactRegister([makeRow(), incompleteRow, waitingRow], { versi_metode: [1, 2] })) });

    await table();
    expect(screen.getAllByText(/Dampak per Rp 1 dana publik/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/\bROI\b|return on investment/i);
    expect(document.title).not.toMatch(/ROI/);
  });

  it('draws the events with figures as dots and whiskers, each told in words', async () => {
    openImpactRegister(instansi);

    const chart = await screen.findByRole('list', { name: 'Dampak ekonomi langsung per event' });
    expect(within(chart).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      'Maraton SurabayaRp 1,10 miliar (rentang 90%: Rp 0,84 – 1,41 miliar)',
      'Festival Voli PantaiRp 30,0 juta (rentang 90%: Rp 12,0 – 51,0 juta)',
    ]);
    // The drawing itself is hidden from screen readers: the words beside it say the same.
    for (const svg of chart.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('region', { name: 'Dampak ekonomi langsung dan rentang 90%' }).textContent).toContain('Event tanpa angka tidak digambar.');
  });

  it('draws every filtered event with a figure, in the list\'s order, not only the page\'s rows', async () => {
    const point = (event_id: number, nama_event: string, juta: number) => ({
      event_id,
      nama_event,
      dampak_langsung: juta * 1_000_000,
      interval: [juta * 800_000, juta * 1_200_000] as [number, number],
    });
    const grafik = [point(1, 'Maraton Surabaya', 1100), point(30, 'Triatlon Banyuwangi', 400), point(31, 'Balap Sepeda Bromo', 50)];
    openImpactRegister(instansi, { list: () => json(200, makeImpactRegister([makeRow(), incompleteRow], { total: 45, grafik })) });

    const chart = await screen.findByRole('list', { name: 'Dampak ekonomi langsung per event' });
    expect(within(chart).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      'Maraton SurabayaRp 1,10 miliar (rentang 90%: Rp 0,88 – 1,32 miliar)',
      'Triatlon BanyuwangiRp 400 juta (rentang 90%: Rp 320 – 480 juta)',
      'Balap Sepeda BromoRp 50,0 juta (rentang 90%: Rp 40,0 – 60,0 juta)',
    ]);
    const intro = plain(screen.getByRole('region', { name: 'Dampak ekonomi langsung dan rentang 90%' }).textContent);
    expect(intro).toContain('Semua event dalam daftar ini (dengan filter yang dipilih, di semua halaman) yang sudah punya angka, dalam urutan daftar');
    expect(intro).not.toContain('halaman ini');
  });

  it('keeps 200 events legible: a row each, in words, with the scale above and below', async () => {
    const grafik = Array.from({ length: 200 }, (_, index) => ({
      event_id: 100 + index,
      nama_event: `Event Uji ${index + 1}`,
      dampak_langsung: (index + 1) * 10_000_000,
      interval: [(index + 1) * 8_000_000, (index + 1) * 12_000_000] as [number, number],
    }));
    openImpactRegister(instansi, { list: () => json(200, makeImpactRegister([makeRow()], { total: 200, grafik })) });

    const chart = await screen.findByRole('list', { name: 'Dampak ekonomi langsung per event' });
    const items = within(chart).getAllByRole('listitem');
    expect(items).toHaveLength(200);
    // The text alternative covers every event drawn, each on its own row with its own drawing.
    items.forEach((item, index) => {
      expect(item.textContent).toContain(`Event Uji ${index + 1}`);
      expect(item.querySelectorAll('svg')).toHaveLength(1);
      expect(item.querySelector('svg')?.getAttribute('height')).toBe('20');
    });
    expect(plain(items[199].textContent)).toBe('Event Uji 200Rp 2,00 miliar (rentang 90%: Rp 1,60 – 2,40 miliar)');
    // A long chart tells its scale at its top too, from zero to the largest upper bound.
    const region = screen.getByRole('region', { name: 'Dampak ekonomi langsung dan rentang 90%' });
    const scales = [...region.querySelectorAll('p')].filter((line) => line.children.length === 2 && line.closest('li') === null);
    expect(scales.map((line) => plain(line.textContent))).toEqual(['Rp 0Rp 2,40 miliar', 'Rp 0Rp 2,40 miliar']);
  });

  it('says when no filtered event has a figure to draw', async () => {
    openImpactRegister(instansi, { list: () => json(200, makeImpactRegister([incompleteRow])) });

    expect(await screen.findByText('Belum ada event dengan angka dampak dalam daftar ini.')).toBeTruthy();
  });

  it('says plainly when the list mixes method versions, and which rows are older', async () => {
    const older = makeRow({ event_id: 4, nama_event: 'Lomba Sepeda Lama', versi_metode: 1 });
    openImpactRegister(admin, { list: () => json(200, makeImpactRegister([makeRow(), older], { versi_metode: [1, 2] })) });

    const note = await screen.findByRole('note', { name: 'Versi metode bercampur' });
    expect([...note.querySelectorAll('p')].map((line) => plain(line.textContent))).toEqual([
      'Daftar ini mencampur versi metode (versi 1 dan versi 2): angka dari versi yang berbeda tidak dapat dibandingkan langsung.',
      'Di halaman ini, dihitung dengan versi lama: Lomba Sepeda Lama (versi 1). Laporannya dihitung ulang dengan versi 2 saat dibuka.',
    ]);
    expect(within(await rowOf('Lomba Sepeda Lama')).getByText('Versi lama')).toBeTruthy();
    expect(within(await rowOf('Maraton Surabaya')).queryByText('Versi lama')).toBeNull();
  });

  it('says nothing of versions when one method computed every event', async () => {
    openImpactRegister(admin);

    await table();
    expect(screen.queryByRole('note', { name: 'Versi metode bercampur' })).toBeNull();
    expect(screen.queryByText('Versi lama')).toBeNull();
  });

  it('keeps the list\'s place with grey rows while it loads, and the filters from the start', async () => {
    const { answer, release } = deferred();
    openImpactRegister(admin, { list: () => answer });

    expect(await screen.findByText('Memuat daftar dampak ekonomi...')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filter daftar dampak ekonomi' })).toBeTruthy();
    release(json(200, makeImpactRegister([makeRow()])));
    await table();
    expect(screen.queryByText('Memuat daftar dampak ekonomi...')).toBeNull();
  });

  it('tells the server\'s reason when the list cannot be read', async () => {
    openImpactRegister(surveyor, { list: () => json(400, { message: 'Urutan tidak dikenal.', code: 'VALIDATION_ERROR' }) });

    expect((await screen.findByRole('alert')).textContent).toBe('Urutan tidak dikenal.');
  });

  it('says so when no event matches the filters', async () => {
    openImpactRegister(admin, { list: () => json(200, makeImpactRegister([])), search: '?tahun=2024' });

    expect(await screen.findByText('Tidak ada event yang cocok dengan filter ini.')).toBeTruthy();
  });
});
