import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from '../../../../src/shared/schemas/analysis';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

// Chart.js cannot draw in jsdom (STACK-NOTES pitfall 6): each chart becomes a list of what it
// would draw, so the tests can read the data handed to it.
vi.mock('react-chartjs-2', () => {
  function FakeChart(kind: string) {
    return function Chart(props: {
      data: { labels: string[]; datasets: { label: string; data: number[] }[] };
      options: { plugins?: { legend?: { position?: string } }; indexAxis?: string };
    }) {
      const { labels, datasets } = props.data;
      return (
        <ul
          data-testid={`chart-${kind}`}
          data-dataset-label={datasets[0].label}
          data-legend={props.options.plugins?.legend?.position ?? ''}
          data-axis={props.options.indexAxis ?? ''}
        >
          {labels.map((label, index) => (
            <li key={label}>{`${label}=${datasets[0].data[index]}`}</li>
          ))}
        </ul>
      );
    };
  }
  return { Pie: FakeChart('pie'), Bar: FakeChart('bar') };
});

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
    expect(within(yesNo).getByText('Memuat grafik...')).toBeTruthy();
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

    expect(await screen.findByText('Memuat data analisis...')).toBeTruthy();
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

  it('prefixes a failed event detail with "Error: "', async () => {
    open({ 'GET /api/events/1': () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' }) });

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Gagal mengambil detail event.');
  });
});
