import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import type { DampakEkonomi } from '../../../../src/shared/schemas/economic-impact';
import { deferred, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import {
  defaultParameters,
  fullReport,
  incompleteReport,
  kuesioner,
  savedParameters,
  withMultipliers,
} from './economic-impact-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));


type Handlers = Parameters<typeof stubApi>[0];

function openAs(user: User, report: DampakEkonomi, more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, user),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/dampak-ekonomi': () => json(200, report),
    'GET /api/events/1/parameter-ekonomi': () => json(200, savedParameters),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    ...more,
  });
  return { calls, ...renderApp('/dampak-ekonomi/1') };
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });
const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('/dampak-ekonomi/{id}: not yet computable', () => {
  it('lists what is missing for an Instansi, with no parameter form', async () => {
    const { calls } = openAs(instansi, incompleteReport);

    expect(await screen.findByRole('heading', { level: 1, name: 'Jakarta Marathon' })).toBeTruthy();
    expect(screen.getByText('Dampak Ekonomi')).toBeTruthy();
    const notice = await region('Dampak ekonomi belum dapat dihitung');
    expect(textsOf(within(notice).getAllByRole('listitem'))).toEqual(incompleteReport.kekurangan);
    expect(within(notice).getByText('Admin perlu melengkapinya sebelum laporan ini dapat dibaca.')).toBeTruthy();
    expect(screen.queryByText(/setidaknya Rp/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Parameter perhitungan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan Parameter' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/events/1/kuesioner')).toBe(false);
  });

  it('still shows how many responses each segment has and needs', async () => {
    openAs(surveyor, incompleteReport);

    const sample = await region('Ukuran sampel');
    const card = within(sample).getByRole('heading', { name: 'Ofisial' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Sampel terlalu kecil')).toBeTruthy();
    expect(within(card).getByText('Perlu 18 responden lagi agar angka segmen ini ditampilkan.')).toBeTruthy();
    expect(within(card).getByText('Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.')).toBeTruthy();
  });

  it('puts the parameter form right under the notice for an Admin', async () => {
    openAs(admin, incompleteReport, { 'GET /api/events/1/parameter-ekonomi': () => json(200, defaultParameters) });

    const notice = await region('Dampak ekonomi belum dapat dihitung');
    expect(within(notice).getByRole('link', { name: 'Input Survei' }).getAttribute('href')).toBe('/input-survei');
    const form = await region('Parameter perhitungan');
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(form).findByRole('button', { name: 'Simpan Parameter' })).toBeTruthy();
  });

  it("prefers the server's message when the report fails", async () => {
    openAs(instansi, fullReport, {
      'GET /api/events/1/dampak-ekonomi': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }),
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Akses ditolak.');
    expect(screen.getByRole('heading', { level: 1, name: 'Jakarta Marathon' })).toBeTruthy();
  });
});

describe('/dampak-ekonomi/{id}: the page around the report', () => {
  it('keeps a heading while the report loads, with a spinner beside the loading text', async () => {
    const { answer } = deferred();
    openAs(instansi, fullReport, { 'GET /api/events/1/dampak-ekonomi': () => answer });

    const loading = (await screen.findByText('Memuat data dampak ekonomi...')).closest('[role="status"]') as HTMLElement;
    expect(loading.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('names the tab after the report and its event', async () => {
    openAs(instansi, fullReport);

    await screen.findByRole('heading', { level: 1, name: 'Jakarta Marathon' });
    await vi.waitFor(() => expect(document.title).toBe('Dampak Ekonomi: Jakarta Marathon · Sport Impact'));
  });

  it('says an event that does not exist is not there, with a heading and a way home', async () => {
    const notFound = () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' });
    openAs(admin, fullReport, {
      'GET /api/events/1': notFound,
      'GET /api/events/1/dampak-ekonomi': notFound,
      'GET /api/events/1/parameter-ekonomi': notFound,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(screen.getByText('Event ini mungkin sudah dihapus, atau alamatnya salah.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard-admin');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the same of an address whose id is not a number', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, surveyor) });
    renderApp('/dampak-ekonomi/12a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event tidak ditemukan.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard-surveyor');
  });
});

describe('/dampak-ekonomi/{id}: the report', () => {
  it('heads with the direct impact as a lower bound and its 90% interval, gross turnover beside it', async () => {
    openAs(instansi, fullReport);

    const summary = await region('Ringkasan dampak');
    expect(within(summary).getByText('Dampak ekonomi langsung setidaknya Rp 900.000.000')).toBeTruthy();
    expect(within(summary).getByText('rentang 90%: Rp 720.000.000 – Rp 1.080.000.000')).toBeTruthy();
    const parts = summary.querySelector('dl') as HTMLElement;
    expect([...parts.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])).toEqual([
      ['Belanja pengunjung tambahan', 'Rp 850.000.000'],
      ['+ Belanja penyelenggara di wilayah', 'Rp 100.000.000'],
      ['− Dana penyelenggara dari wilayah', 'Rp 50.000.000'],
    ]);

    const gross = within(summary).getByText('Perputaran uang kotor').parentElement as HTMLElement;
    expect(within(gross).getByText('Rp 2.200.000.000')).toBeTruthy();
    expect(gross.textContent).toContain('belanja warga setempat dan pengunjung yang tetap akan datang tanpa acara ini bukan uang baru bagi wilayah');
  });

  it('walks the funnel from admissions to new money, in total and per segment, as a chart and as text', async () => {
    openAs(instansi, fullReport);

    const funnel = await region('Dari kunjungan ke dampak');
    const total = within(funnel).getByRole('region', { name: 'Seluruh event' });
    const chart = within(total).getByTestId('chart-bar');
    expect(chart.dataset.axis).toBe('y');
    expect(textsOf(within(chart).getAllByRole('listitem'))).toEqual([
      'Kunjungan=12900',
      'Pengunjung unik=8300',
      'Dari luar wilayah=5040',
      'Pengunjung tambahan=3010',
    ]);
    const steps = within(total).getByRole('list', { name: 'Langkah Seluruh event' });
    const values = within(steps).getAllByRole('listitem').map((step) => step.querySelector('strong')?.textContent);
    expect(values).toEqual(['12.900 kunjungan', '8.300 orang', '5.040 orang', '3.010 orang', 'Rp 850.000.000', 'Rp 900.000.000']);
    expect(steps.textContent).toContain('Belanja semua pengunjung: Rp 2.200.000.000 (perputaran kotor).');

    const penonton = within(funnel).getByRole('region', { name: 'Penonton' });
    const penontonSteps = within(within(penonton).getByRole('list', { name: 'Langkah Penonton' })).getAllByRole('listitem');
    expect(penontonSteps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      '12.000 kunjungan',
      '8.000 orang',
      '4.800 orang',
      '2.800 orang',
      'Rp 700.000.000',
    ]);
    expect(penontonSteps[2].textContent).toContain('60% dari pengunjung unik.');
    expect(penontonSteps[3].textContent).toContain('35% dari pengunjung unik');

    const ofisial = within(funnel).getByRole('region', { name: 'Ofisial' });
    expect(within(ofisial).queryByTestId('chart-bar')).toBeNull();
    expect(within(ofisial).getByText('Sampel terlalu kecil: baru 12 responden, angka ditampilkan mulai 30 responden.')).toBeTruthy();
  });

  it('shows the funnel and the visitors\' spending as the report gives them, working none of them out', async () => {
    // Figures no derivation from the other fields gives: the screen can only have read them.
    const [penonton, ...others] = fullReport.segmen;
    const total = fullReport.total!;
    openAs(instansi, {
      ...fullReport,
      segmen: [{ ...penonton, corong: { ...penonton.corong!, pengunjung_luar: 4_810.6, pengunjung_tambahan: 2_790.2, porsi_luar: 0.6013 } }, ...others],
      total: {
        ...total,
        corong: { ...total.corong, kunjungan: 12_901, pengunjung_unik: 8_302, pengunjung_luar: 5_051, pengunjung_tambahan: 3_012, belanja_pengunjung_tambahan: 851_000_000 },
      },
    });

    const funnel = await region('Dari kunjungan ke dampak');
    const event = within(funnel).getByRole('region', { name: 'Seluruh event' });
    expect(textsOf(within(within(event).getByTestId('chart-bar')).getAllByRole('listitem'))).toEqual([
      'Kunjungan=12901',
      'Pengunjung unik=8302',
      'Dari luar wilayah=5051',
      'Pengunjung tambahan=3012',
    ]);
    const steps = within(within(event).getByRole('list', { name: 'Langkah Seluruh event' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      '12.901 kunjungan',
      '8.302 orang',
      '5.051 orang',
      '3.012 orang',
      'Rp 851.000.000',
      'Rp 900.000.000',
    ]);
    const segment = within(within(funnel).getByRole('region', { name: 'Penonton' })).getByRole('list', { name: 'Langkah Penonton' });
    expect(within(segment).getAllByRole('listitem').map((step) => step.querySelector('strong')?.textContent)).toEqual([
      '12.000 kunjungan',
      '8.000 orang',
      '4.811 orang',
      '2.790 orang',
      'Rp 700.000.000',
    ]);
    expect(within(segment).getAllByRole('listitem')[2].textContent).toContain('60,1% dari pengunjung unik.');

    const summary = await region('Ringkasan dampak');
    expect(within(summary).getByText('Belanja pengunjung tambahan').nextElementSibling?.textContent).toBe('Rp 851.000.000');
    const table = within(await region('Dampak langsung per kategori belanja')).getByRole('table');
    const sums = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect([...sums.querySelectorAll('td')].map((cell) => cell.textContent)).toContain('Rp 851.000.000');
  });

  it('tabulates direct impact by category and segment with totals, and the gross turnover beside it', async () => {
    openAs(instansi, fullReport);

    const section = await region('Dampak langsung per kategori belanja');
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Kategori', 'Penonton', 'Atlet', 'Ofisial', 'Total dampak langsung', 'Perputaran kotor'],
      ['Akomodasi', 'Rp 300.000.000', 'Rp 90.000.000', '—tidak ditampilkan', 'Rp 390.000.000', 'Rp 800.000.000'],
      ['Makan dan minum', 'Rp 200.000.000', 'Rp 40.000.000', '—tidak ditampilkan', 'Rp 240.000.000', 'Rp 700.000.000'],
      ['Transportasi lokal', 'Rp 100.000.000', 'Rp 10.000.000', '—tidak ditampilkan', 'Rp 110.000.000', 'Rp 300.000.000'],
      ['Oleh-oleh dan belanja barang', 'Rp 50.000.000', 'Rp 5.000.000', '—tidak ditampilkan', 'Rp 55.000.000', 'Rp 200.000.000'],
      ['Hiburan dan wisata', 'Rp 30.000.000', 'Rp 3.000.000', '—tidak ditampilkan', 'Rp 33.000.000', 'Rp 120.000.000'],
      ['Lainnya', 'Rp 20.000.000', 'Rp 2.000.000', '—tidak ditampilkan', 'Rp 22.000.000', 'Rp 80.000.000'],
      ['Jumlah', 'Rp 700.000.000', 'Rp 150.000.000', '—tidak ditampilkan', 'Rp 850.000.000', 'Rp 2.200.000.000'],
    ]);
    expect(section.textContent).toContain('Tanda — berarti angka segmen tidak ditampilkan (Ofisial).');
  });

  it('gives each segment its sample size, margin and responses still needed, withheld below 30 and warned below 100', async () => {
    openAs(instansi, fullReport);

    const sample = await region('Ukuran sampel');
    const card = (name: string) => within(sample).getByRole('heading', { name }).closest('li') as HTMLElement;
    const figures = (name: string) =>
      [...card(name).querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

    expect(figures('Penonton')).toEqual([
      ['Responden', '150'],
      ['Margin galat', '±8,2%'],
      ['Kurang untuk ±10%', 'Sudah cukup'],
    ]);
    expect(within(card('Penonton')).getByText('Sampel memadai')).toBeTruthy();

    expect(figures('Atlet')).toEqual([
      ['Responden', '45'],
      ['Margin galat', '±21%'],
      ['Kurang untuk ±10%', '125 responden lagi'],
    ]);
    expect(within(card('Atlet')).getByText('Baca dengan hati-hati')).toBeTruthy();
    expect(within(card('Atlet')).getByText(/Sampel kecil: 45 responden/)).toBeTruthy();

    expect(figures('Ofisial')).toEqual([
      ['Responden', '12'],
      ['Margin galat', '±40%'],
      ['Kurang untuk ±10%', '50 responden lagi'],
    ]);
    expect(within(card('Ofisial')).getByText('Sampel terlalu kecil')).toBeTruthy();
    expect(within(card('Ofisial')).getByText(/Perkiraan segmen ini tidak ditampilkan/)).toBeTruthy();
  });

  it('shows no multiplier lines without a sourced multiplier, and says why', async () => {
    openAs(instansi, fullReport);

    const section = await region('Efek pengganda');
    expect(section.textContent).toContain('Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.');
    expect(within(section).queryByText('Output')).toBeNull();
    expect(within(section).queryByText(/Sumber pengganda/)).toBeNull();
  });

  it('shows output, income, value added and jobs as alternatives, with their source', async () => {
    openAs(instansi, withMultipliers);

    const section = await region('Efek pengganda');
    const lines = [...section.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(lines).toEqual([
      ['Output', 'Rp 1.588.687.500'],
      ['Pendapatan', 'Rp 386.437.500'],
      ['Nilai tambah', 'Rp 687.000.000'],
      ['Tenaga kerja', '10,7 orang'],
    ]);
    expect(within(section).getByText('Sumber pengganda: Tabel Input-Output BPS 2016, Nusa Tenggara Barat')).toBeTruthy();
    expect(section.textContent).toContain('cara lain membaca dampak yang sama, bukan tambahan: jangan dijumlahkan');
    expect(section.textContent).toContain('Rp 858.750.000');
  });

  it('explains the method in plain words, naming the host area', async () => {
    openAs(surveyor, fullReport);

    const note = await region('Cara menghitung');
    expect(await within(note).findByText('Wilayah tuan rumah: Kabupaten Lombok Tengah, Nusa Tenggara Barat.')).toBeTruthy();
    expect(note.textContent).toContain('Pengunjung lokal adalah yang tinggal di wilayah tuan rumah');
    expect(note.textContent).toContain('Pengunjung tambahan adalah pengunjung dari luar wilayah');
    expect(note.textContent).toContain('persentil ke-99');
    expect(note.textContent).toContain('sebanyak 2.000 kali');
    expect(note.textContent).toContain('dibulatkan ke rupiah utuh di akhir perhitungan');
  });

  it.each([surveyor, instansi])('shows no parameter form to $peran', async (user) => {
    const { calls } = openAs(user, fullReport);

    await region('Ringkasan dampak');
    await region('Cara menghitung');
    expect(screen.queryByRole('region', { name: 'Parameter perhitungan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan Parameter' })).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
