import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from '../../../../src/shared/schemas/analysis';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));

const manyCities: [string, number][] = Array.from({ length: 10 }, (_, index) => [`Kota ${index + 1}`, 20 - index]);

/** A teks or angka question's top answers, in the order the server ranked them. */
function top(ranked: [string, number][]) {
  return { jawaban: Object.fromEntries(ranked), teratas: ranked.map(([jawaban, jumlah]) => ({ jawaban, jumlah })) };
}

const result: AnalysisResult = {
  Penonton: {
    total_responden: 12,
    pertanyaan: {
      'Pengeluaran makan': { tipe_jawaban: 'nominal', sum: 1_500_000 },
      'Apakah Anda puas?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 2, Tidak: 1 } },
      'Kota asal': { tipe_jawaban: 'teks', ...top(manyCities), jumlah_jawaban_unik: 14 },
      'Jumlah rombongan': { tipe_jawaban: 'angka', ...top([['4', 7], ['2', 5]]), jumlah_jawaban_unik: 2 },
    },
  },
  Atlet: {
    total_responden: 0,
    pertanyaan: {
      'Kepuasan fasilitas (puas)': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0 } },
      'Foto peserta': { tipe_jawaban: 'gambar' as 'teks' },
    },
  },
};

type Handlers = Parameters<typeof stubApi>[0];

function open(more: Handlers = {}) {
  storeSignedIn();
  stubApi({
    'GET /api/me': () => json(200, instansi),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/analisis': () => json(200, result),
    ...more,
  });
  return renderApp('/hasil-analisis/1');
}

async function section(name: RegExp) {
  return screen.findByRole('region', { name });
}

describe('/hasil-analisis/{id}', () => {

  it('heads the report with the event name and a section per group', async () => {
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jakarta Marathon' })).toBeTruthy();
    expect(screen.getByText('Laporan Analitik Survei')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analisis untuk: Penonton (12 Responden)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analisis untuk: Atlet (0 Responden)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('sums nominal questions in Rupiah and rates satisfaction as a rounded percent, 0 without answers', async () => {
    open();

    const penonton = within(await section(/Penonton/));
    const cards = within(penonton.getByRole('list', { name: 'Ringkasan' }));
    expect(cards.getByText('Total Pengeluaran makan').nextElementSibling?.textContent).toBe('Rp 1.500.000');
    expect(cards.getByText('Tingkat Kepuasan').nextElementSibling?.textContent).toBe('67%');

    const atlet = within(await section(/Atlet/));
    expect(within(atlet.getByRole('list', { name: 'Ringkasan' })).getByText('0%')).toBeTruthy();
  });

  it('gives no card to nominal questions and draws the others by answer type', async () => {
    open();
    const penonton = within(await section(/Penonton/));
    const questions = within(penonton.getByRole('list', { name: 'Pertanyaan Penonton' }));
    expect(questions.queryByRole('heading', { name: 'Pengeluaran makan' })).toBeNull();

    const yesNo = questions.getByRole('heading', { name: 'Apakah Anda puas?' }).closest('li') as HTMLElement;
    const pie = await within(yesNo).findByTestId('chart-pie');
    expect(pie.dataset.datasetLabel).toBe('Jumlah Responden');
    expect(pie.dataset.legend).toBe('top');
    expect(within(pie).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ya: 2 (66,7%)=2', 'Tidak: 1 (33,3%)=1']);

    const numbers = questions.getByRole('heading', { name: 'Jumlah rombongan' }).closest('li') as HTMLElement;
    const bar = await within(numbers).findByTestId('chart-bar');
    expect(bar.dataset.axis).toBe('y');
    expect(within(bar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['4=7', '2=5']);
    expect(within(numbers).queryByText('Menampilkan 10 jawaban teratas.')).toBeNull();
  });

  it('notes "Menampilkan 10 jawaban teratas." when a question has more than 10 different answers', async () => {
    open();

    const cities = (await screen.findByRole('heading', { name: 'Kota asal' })).closest('li') as HTMLElement;
    const bar = await within(cities).findByTestId('chart-bar');
    expect(within(bar).getAllByRole('listitem')).toHaveLength(10);
    expect(within(cities).getByText('Menampilkan 10 jawaban teratas.')).toBeTruthy();
  });

  it('says "Visualisasi untuk tipe data ini belum tersedia." for an answer type it cannot draw', async () => {
    open();

    const photo = (await screen.findByRole('heading', { name: 'Foto peserta' })).closest('li') as HTMLElement;
    expect(within(photo).getByText('Visualisasi untuk tipe data ini belum tersedia.')).toBeTruthy();
  });

  it('shows "Memuat data analisis..." and then "Tidak ada data untuk ditampilkan." for an empty result', async () => {
    open({ 'GET /api/events/1/analisis': () => json(200, {}) });

    const loading = (await screen.findByText('Memuat data analisis...')).closest('[role="status"]') as HTMLElement;
    expect(loading.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hasil Analisis');
    expect(await screen.findByText('Tidak ada data untuk ditampilkan.')).toBeTruthy();
  });

  it("prefers the server's message when the analysis fails", async () => {
    open({ 'GET /api/events/1/analisis': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }) });

    expect((await screen.findByRole('alert')).textContent).toBe('Akses ditolak.');
  });

  it('says "Gagal mengambil data analisis." when the failure has no message', async () => {
    open({ 'GET /api/events/1/analisis': () => new Response('Bad Gateway', { status: 400 }) });

    expect((await screen.findByRole('alert')).textContent).toBe('Gagal mengambil data analisis.');
  });

  it('names the tab after the report and its event', async () => {
    open();

    await screen.findByRole('heading', { level: 1, name: 'Jakarta Marathon' });
    expect(document.title).toBe('Hasil Analisis: Jakarta Marathon · Sport Impact');
  });

  it('says an event that does not exist is not there, with a heading and a way home', async () => {
    const notFound = () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' });
    const app = open({ 'GET /api/events/1': notFound, 'GET /api/events/1/analisis': notFound });

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(screen.getByText('Event ini mungkin sudah dihapus, atau alamatnya salah.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard-instansi');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.currentPath()).toBe('/hasil-analisis/1');
  });

  it('says the same of an address whose id is not a number, without asking the server', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, instansi) });
    renderApp('/hasil-analisis/abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('prefixes a failed event detail with "Error: ", under the page\'s heading', async () => {
    open({ 'GET /api/events/1': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }) });

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Gagal mengambil detail event.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hasil Analisis');
    expect(document.title).toBe('Hasil Analisis · Sport Impact');
  });
});

/** The new answer types and figures: statistics, a distribution, options with percent, regions. */
const detailed: AnalysisResult = {
  Wisatawan: {
    total_responden: 1250,
    pertanyaan: {
      'Biaya hotel': {
        tipe_jawaban: 'nominal',
        sum: 4_500_000,
        statistik: { n: 3, rata_rata: 1_500_000.4, median: 999_999.5, min: 500_000, maks: 3_000_000 },
      },
      'Biaya oleh-oleh': { tipe_jawaban: 'nominal', sum: 0, statistik: { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 } },
      'Berapa malam?': {
        tipe_jawaban: 'angka',
        ...top([['2', 4], ['1', 3], ['7', 1]]),
        jumlah_jawaban_unik: 3,
        statistik: { n: 1250, rata_rata: 2.25, median: 2, min: 1, maks: 7 },
        distribusi: [
          { label: '1', dari: 1, sampai: 1, jumlah: 3 },
          { label: '2', dari: 2, sampai: 2, jumlah: 4 },
          { label: '3-7', dari: 3, sampai: 7, jumlah: 1 },
        ],
      },
      'Jenis tiket': {
        tipe_jawaban: 'pilihan',
        jawaban: { Reguler: 5, VIP: 3, VVIP: 0 },
        pilihan: [
          { jawaban: 'Reguler', jumlah: 5, persen: 62.5 },
          { jawaban: 'VIP', jumlah: 3, persen: 37.5 },
          { jawaban: 'VVIP', jumlah: 0, persen: 0 },
        ],
      },
      'Kendaraan': {
        tipe_jawaban: 'pilihan',
        jawaban: { Mobil: 0, Bus: 0 },
        pilihan: [
          { jawaban: 'Mobil', jumlah: 0, persen: 0 },
          { jawaban: 'Bus', jumlah: 0, persen: 0 },
        ],
      },
      'Asal daerah': {
        tipe_jawaban: 'wilayah',
        ...top([['Kabupaten Lombok Tengah', 1200], ['Kota Mataram', 40], ['Luar Negeri', 10]]),
        jumlah_jawaban_unik: 3,
        wilayah: {
          teratas: [
            { kode: '52.02', nama: 'Kabupaten Lombok Tengah', provinsi: 'Nusa Tenggara Barat', jumlah: 1200 },
            { kode: '52.71', nama: 'Kota Mataram', provinsi: 'Nusa Tenggara Barat', jumlah: 40 },
            { kode: 'LN', nama: 'Luar Negeri', provinsi: '', jumlah: 10 },
          ],
          per_provinsi: [
            { provinsi: 'Nusa Tenggara Barat', jumlah: 1240 },
            { provinsi: 'Luar Negeri', jumlah: 10 },
          ],
        },
      },
    },
  },
};

function openDetailed() {
  return open({ 'GET /api/events/1/analisis': () => json(200, detailed) });
}

async function questionCard(name: string) {
  return (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
}

describe('/hasil-analisis/{id}: statistics, options and regions', () => {
  it('puts the mean and median per respondent under a money total, and nothing when nobody answered', async () => {
    openDetailed();

    const cards = within(within(await section(/Wisatawan/)).getByRole('list', { name: 'Ringkasan' }));
    const hotel = cards.getByText('Total Biaya hotel').parentElement as HTMLElement;
    expect([...hotel.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Total Biaya hotel',
      'Rp 4.500.000',
      'Rata-rata Rp 1.500.000 · median Rp 1.000.000 per responden (3 menjawab)',
    ]);
    const souvenirs = cards.getByText('Total Biaya oleh-oleh').parentElement as HTMLElement;
    expect([...souvenirs.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Total Biaya oleh-oleh', 'Rp 0']);
  });

  it('gives a number question its statistics and a distribution chart in value order', async () => {
    openDetailed();

    const nights = await questionCard('Berapa malam?');
    const figures = [...nights.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['Menjawab', '1.250'],
      ['Rata-rata', '2,3'],
      ['Median', '2'],
      ['Terkecil', '1'],
      ['Terbesar', '7'],
    ]);
    const chart = await within(nights).findByTestId('chart-bar');
    expect(chart.dataset.axis).toBe('');
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1=3', '2=4', '3-7=1']);
    expect(chart.dataset.description).toBe('Diagram sebaran jawaban. 1: 3, 2: 4, 3-7: 1');
  });

  it('draws every option in the form order with its count and percent, unchosen ones included', async () => {
    openDetailed();

    const tickets = await questionCard('Jenis tiket');
    const chart = await within(tickets).findByTestId('chart-bar');
    expect(chart.dataset.axis).toBe('y');
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((item) => item.textContent)).toEqual(['Reguler=5', 'VIP=3', 'VVIP=0']);
    expect(bars.map((item) => item.dataset.tick)).toEqual(['Reguler (62,5%)', 'VIP (37,5%)', 'VVIP (0%)']);
    expect(chart.dataset.description).toBe('Diagram batang. Reguler: 5 (62,5%), VIP: 3 (37,5%), VVIP: 0 (0%)');

    const unanswered = await questionCard('Kendaraan');
    expect(within(unanswered).getByText('Belum ada jawaban.')).toBeTruthy();
    expect(within(unanswered).queryByTestId('chart-bar')).toBeNull();
  });

  it('names the regions most answered and counts respondents per province', async () => {
    openDetailed();

    const regions = await questionCard('Asal daerah');
    const chart = await within(regions).findByTestId('chart-bar');
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kabupaten Lombok Tengah=1200',
      'Kota Mataram=40',
      'Luar Negeri=10',
    ]);
    expect(within(regions).queryByText('Menampilkan 10 jawaban teratas.')).toBeNull();
    expect(within(regions).getByText('Jumlah per provinsi (2)')).toBeTruthy();
    const rows = within(within(regions).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Provinsi', 'Responden'],
      ['Nusa Tenggara Barat', '1.240'],
      ['Luar Negeri', '10'],
    ]);
  });
});
