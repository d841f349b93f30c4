import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import type { DampakEkonomi } from '../../../../src/shared/schemas/economic-impact';
import { deferred, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { fullReport, incompleteReport, kuesioner, withMultipliers } from './economic-impact-fixtures';
import {
  defaultParameterAnswer,
  flaggedReport,
  negativeReport,
  noHostReport,
  nullMarginReport,
  parameterAnswer,
  specReport,
  uncertainSignReport,
  zeroReport,
} from './report-v2-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));


type Handlers = Parameters<typeof stubApi>[0];

function openAs(user: User, report: DampakEkonomi, more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, user),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/dampak-ekonomi': () => json(200, report),
    'GET /api/events/1/parameter-ekonomi': () => json(200, parameterAnswer),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    ...more,
  });
  return { calls, ...renderApp('/dampak-ekonomi/1') };
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });
const card = (sample: HTMLElement, name: string) => within(sample).getByRole('heading', { name }).closest('li') as HTMLElement;
const figures = (sample: HTMLElement, name: string) =>
  [...card(sample, name).querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('/dampak-ekonomi/{id}: not yet computable', () => {
  it('lists what is missing for an Instansi, with no parameter form', async () => {
    const { calls } = openAs(instansi, incompleteReport);

    expect(await screen.findByRole('heading', { level: 1, name: 'Jakarta Marathon' })).toBeTruthy();
    expect(screen.getByText('Dampak Ekonomi')).toBeTruthy();
    const notice = await region('Dampak ekonomi belum dapat dihitung');
    expect(textsOf(within(notice).getAllByRole('listitem'))).toEqual(incompleteReport.kekurangan);
    expect(within(notice).getByText('Admin perlu melengkapinya sebelum laporan ini dapat dibaca.')).toBeTruthy();
    expect(screen.queryByText(/sekitar Rp/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Parameter perhitungan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan Parameter' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/events/1/kuesioner')).toBe(false);
  });

  it('names the segments not counted in one line, with no sample cards for them', async () => {
    openAs(surveyor, incompleteReport);

    const notice = await region('Dampak ekonomi belum dapat dihitung');
    expect(within(notice).getByText('Tidak dihitung: Ofisial (jumlah kunjungan belum diisi; sampel terlalu kecil: 12 responden)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ukuran sampel' })).toBeNull();
  });

  it('still shows the sample card of a segment already counted, with no total margin', async () => {
    openAs(instansi, noHostReport);

    const notice = await region('Dampak ekonomi belum dapat dihitung');
    expect(within(notice).getByText('Tidak dihitung: Ofisial (sampel terlalu kecil: 12 responden)')).toBeTruthy();
    const sample = await region('Ukuran sampel');
    expect(figures(sample, 'Penonton')[1]).toEqual(['Margin galat', '±8,2%']);
    expect(within(sample).queryByRole('heading', { name: 'Ofisial' })).toBeNull();
    expect(sample.textContent).not.toContain('seluruh event');
  });

  it('puts the parameter form right under the notice for an Admin', async () => {
    openAs(admin, incompleteReport, { 'GET /api/events/1/parameter-ekonomi': () => json(200, defaultParameterAnswer) });

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
  it('heads with the direct impact "sekitar", its 90% interval, the lower end as "setidaknya" and its basis', async () => {
    openAs(instansi, specReport);

    const summary = await region('Ringkasan dampak');
    const lines = [...summary.querySelectorAll('p')].map((line) => line.textContent?.replace(/\u00a0/g, ' '));
    expect(lines.slice(0, 6)).toEqual([
      'Dampak ekonomi langsung: sekitar Rp 1,10 miliar',
      'rentang 90%: Rp 0,84 – 1,41 miliar',
      'setidaknya Rp 0,84 miliar dengan keyakinan 95%',
      'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.',
      'berdasarkan 120 responden dari 1 segmen · dihitung 26 November 2026, 23.41 WIB',
      'Tidak dihitung: Atlet (jumlah kunjungan belum diisi), Ofisial (sampel terlalu kecil: 12 responden)',
    ]);
    expect(within(summary).queryByText(/menunggu pemeriksaan/)).toBeNull();

    const gross = within(summary).getByText('Perputaran uang kotor', { selector: 'p' }).parentElement as HTMLElement;
    expect(within(gross).getByText('sekitar Rp 2,35 miliar')).toBeTruthy();
    expect(gross.textContent).toContain('belanja warga setempat dan pengunjung yang tetap akan datang tanpa acara ini bukan uang baru bagi wilayah');
  });

  it('gives the exact Rupiah of the headline in a table under it', async () => {
    openAs(instansi, specReport);

    const table = within(await region('Ringkasan dampak')).getByRole('table', { name: 'Rincian angka (Rupiah penuh)' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Dampak ekonomi langsung', 'Rp 1.098.056.140'],
      ['Batas bawah rentang 90%', 'Rp 840.123.456'],
      ['Batas atas rentang 90%', 'Rp 1.414.000.000'],
      ['Belanja pengunjung tambahan', 'Rp 850.000.000'],
      ['+ Belanja penyelenggara di wilayah', 'Rp 100.000.000'],
      ['− Dana penyelenggara dari wilayah', 'Rp 50.000.000'],
      ['Belanja yang tertahan di wilayah', 'Rp 1.050.000.001'],
      ['Perputaran uang kotor', 'Rp 2.345.678.901'],
    ]);
  });

  it('says a negative result is negative, and why, with no "setidaknya"', async () => {
    openAs(instansi, negativeReport);

    const summary = await region('Ringkasan dampak');
    expect(within(summary).getByText('Dampak ekonomi langsung negatif: sekitar \u2212Rp 30,0 juta')).toBeTruthy();
    expect(within(summary).getByText('rentang 90%: Rp \u221252,3 – \u22128,1 juta')).toBeTruthy();
    expect(
      within(summary).getByText(
        'Dana penyelenggara yang dihimpun dari wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah karena acara ini.',
      ),
    ).toBeTruthy();
    expect(within(summary).queryByText(/setidaknya/)).toBeNull();
    expect(within(summary).queryByText(/Uang baru yang masuk/)).toBeNull();
    expect(within(within(summary).getByRole('table')).getByText('\u2212Rp 30.000.000')).toBeTruthy();
  });

  it('says plainly when no new money was measured', async () => {
    openAs(instansi, zeroReport);

    const summary = await region('Ringkasan dampak');
    expect(within(summary).getByText('Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.')).toBeTruthy();
    expect(within(summary).queryByText(/sekitar Rp 0|rentang 90%|setidaknya/, { selector: 'p' })).toBeNull();
    expect(within(summary).getByText(/^berdasarkan 195 responden dari 2 segmen · dihitung/)).toBeTruthy();
  });

  it('does not claim an "at least" figure when the interval reaches below zero', async () => {
    openAs(instansi, uncertainSignReport);

    const summary = await region('Ringkasan dampak');
    expect(within(summary).getByText('Dampak ekonomi langsung: sekitar Rp 900 juta')).toBeTruthy();
    expect(within(summary).getByText('rentang 90%: Rp \u22120,12 – 1,41 miliar')).toBeTruthy();
    expect(within(summary).getByText('Dengan keyakinan 95% belum dapat dipastikan bahwa dampaknya lebih dari nol.')).toBeTruthy();
    expect(within(summary).queryByText(/setidaknya/)).toBeNull();
  });

  it.each([admin, instansi])('tells $peran how many answers wait for review, linking to them in Data Survei', async (user) => {
    openAs(user, flaggedReport);

    const summary = await region('Ringkasan dampak');
    const notice = within(summary).getByText(/jawaban menunggu pemeriksaan/);
    expect(notice.textContent).toBe(
      '2 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen. Periksa di Data Survei',
    );
    expect(within(notice).getByRole('link', { name: 'Periksa di Data Survei' }).getAttribute('href')).toBe('/data-survei/1?pemeriksaan=perlu');
  });

  it('tells a Surveyor too, without a link to a page a Surveyor cannot open', async () => {
    openAs(surveyor, flaggedReport);

    const notice = within(await region('Ringkasan dampak')).getByText(/jawaban menunggu pemeriksaan/);
    expect(notice.textContent).toBe('2 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('walks the funnel from admissions to new money, in total and per segment, as a chart and as text', async () => {
    openAs(instansi, fullReport);

    const funnel = await region('Dari kunjungan ke dampak');
    const total = within(funnel).getByRole('region', { name: 'Seluruh event' });
    // Drawn a moment after the page, over a placeholder of its height (DelayedChart).
    const chart = await within(total).findByTestId('chart-bar');
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

    expect(within(funnel).queryByRole('region', { name: 'Ofisial' })).toBeNull();
    await waitFor(() => expect(within(funnel).getAllByTestId('chart-bar')).toHaveLength(3));
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
    expect(textsOf(within(await within(event).findByTestId('chart-bar')).getAllByRole('listitem'))).toEqual([
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
      ['Kategori', 'Penonton', 'Atlet', 'Total dampak langsung', 'Perputaran kotor'],
      ['Akomodasi', 'Rp 300.000.000', 'Rp 90.000.000', 'Rp 390.000.000', 'Rp 800.000.000'],
      ['Makan dan minum', 'Rp 200.000.000', 'Rp 40.000.000', 'Rp 240.000.000', 'Rp 700.000.000'],
      ['Transportasi lokal', 'Rp 100.000.000', 'Rp 10.000.000', 'Rp 110.000.000', 'Rp 300.000.000'],
      ['Oleh-oleh dan belanja barang', 'Rp 50.000.000', 'Rp 5.000.000', 'Rp 55.000.000', 'Rp 200.000.000'],
      ['Hiburan dan wisata', 'Rp 30.000.000', 'Rp 3.000.000', 'Rp 33.000.000', 'Rp 120.000.000'],
      ['Lainnya', 'Rp 20.000.000', 'Rp 2.000.000', 'Rp 22.000.000', 'Rp 80.000.000'],
      ['Jumlah', 'Rp 700.000.000', 'Rp 150.000.000', 'Rp 850.000.000', 'Rp 2.200.000.000'],
    ]);
    expect(section.textContent).not.toContain('—');
  });

  it('gives each counted segment its sample size, margin on the direct impact and responses for ±10%, and the total margin', async () => {
    openAs(instansi, fullReport);

    const sample = await region('Ukuran sampel');
    expect(sample.textContent).toContain('Margin galat dampak langsung seluruh event: ±20% (setengah lebar rentang 90%).');
    expect(figures(sample, 'Penonton')).toEqual([
      ['Responden', '150'],
      ['Margin galat', '±8,2%'],
      ['Sampel untuk ±10%', '101 responden'],
      ['Batas wajar belanja per orang', 'Rp 2.400.000'],
    ]);
    expect(within(card(sample, 'Penonton')).getByText('Sampel memadai')).toBeTruthy();

    expect(figures(sample, 'Atlet')).toEqual([
      ['Responden', '45'],
      ['Margin galat', '±21%'],
      ['Sampel untuk ±10%', '170 responden'],
      ['Kurang untuk ±10%', '125 responden lagi'],
      ['Batas wajar belanja per orang', 'Rp 6.000.000'],
    ]);
    expect(within(card(sample, 'Atlet')).getByText('Baca dengan hati-hati')).toBeTruthy();
    expect(within(card(sample, 'Atlet')).getByText(/Sampel kecil: 45 responden/)).toBeTruthy();

    expect(within(sample).queryByRole('heading', { name: 'Ofisial' })).toBeNull();
  });

  it('never calls a sample sufficient next to a margin wider than ±10%', async () => {
    openAs(instansi, specReport);

    const sample = await region('Ukuran sampel');
    expect(figures(sample, 'Penonton')).toEqual([
      ['Responden', '120'],
      ['Tanpa jawaban asal (tidak dipakai)', '20'],
      ['Margin galat', '±31%'],
      ['Sampel untuk ±10%', '1.145 responden'],
      ['Kurang untuk ±10%', '1.025 responden lagi'],
      ['Batas wajar belanja per orang', 'Rp 2.400.000'],
    ]);
    expect(within(card(sample, 'Penonton')).getByText('Margin lebih dari ±10%')).toBeTruthy();
    expect(sample.textContent).not.toMatch(/memadai|Sudah cukup/);
    expect(sample.textContent).toContain('Margin galat dampak langsung seluruh event: ±26,1%');
  });

  it('shows "—" where a margin cannot be measured, never ±0% or "sufficient", and the rule of three where no one was additional', async () => {
    openAs(instansi, nullMarginReport);

    const sample = await region('Ukuran sampel');
    expect(sample.textContent).toContain('Margin galat dampak langsung seluruh event: —');
    expect(figures(sample, 'Penonton')).toEqual([
      ['Responden', '150'],
      ['Margin galat', '—'],
      ['Sampel untuk ±10%', '—'],
      ['Batas wajar belanja per orang', 'Rp 2.400.000'],
    ]);
    expect(within(card(sample, 'Penonton')).getByText('Margin belum terukur')).toBeTruthy();
    expect(card(sample, 'Penonton').textContent).toContain(
      'Tidak ada responden yang tergolong pengunjung tambahan, tetapi porsinya di antara semua pengunjung masih bisa sampai 2% dengan keyakinan 95% (aturan tiga: 3 ÷ 150 responden).',
    );
    expect(figures(sample, 'Atlet')[1]).toEqual(['Margin galat', '—']);
    expect(sample.textContent).not.toMatch(/±0%|memadai|Sudah cukup/);
  });

  it('counts the flagged answers of a segment in its card', async () => {
    openAs(instansi, flaggedReport);

    const sample = await region('Ukuran sampel');
    expect(figures(sample, 'Penonton')).toContainEqual(['Menunggu pemeriksaan', '2 jawaban']);
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
      ['Pendapatan rumah tangga', 'Rp 386.437.500'],
      ['Nilai tambah', 'Rp 687.000.000'],
      ['Tenaga kerja', '10,7 pekerja-tahun (setara penuh waktu)'],
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
    expect(note.textContent).toContain('di atas 10 kali median segmen (batas wajar) ditandai perlu diperiksa');
    expect(note.textContent).toContain('Angka "setidaknya" adalah ujung bawah rentang itu, yang berlaku dengan keyakinan 95%.');
    expect(note.textContent).toContain('dalam 12 bulan yang sama');
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
