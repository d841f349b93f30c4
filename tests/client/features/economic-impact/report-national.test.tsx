import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelBars } from '../../../../src/client/features/economic-impact/report/levels-scale';
import { levelSentence, TINGKAT_LABEL } from '../../../../src/shared/economic-impact/level-words';
import type { User } from '../../../../src/shared/schemas/auth';
import type { AsalPengunjung, DampakEkonomi, ParameterEkonomiTersimpan } from '../../../../src/shared/schemas/economic-impact';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { fullReport, incompleteReport, kuesioner } from './economic-impact-fixtures';
import { parameterAnswer } from './report-v2-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));

type Handlers = Parameters<typeof stubApi>[0];

function openAs(user: User, report: DampakEkonomi, { parameter = parameterAnswer, event = makeEvent(), more = {} }: { parameter?: ParameterEkonomiTersimpan; event?: ReturnType<typeof makeEvent>; more?: Handlers } = {}) {
  storeSignedIn();
  stubApi({
    'GET /api/me': () => json(200, user),
    'GET /api/events/1': () => json(200, event),
    'GET /api/events/1/dampak-ekonomi': () => json(200, report),
    'GET /api/events/1/parameter-ekonomi': () => json(200, parameter),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    ...more,
  });
  return renderApp('/dampak-ekonomi/1');
}

const total = fullReport.total!;
const [penonton, atlet, ofisial] = fullReport.segmen;
const region = (name: string | RegExp) => screen.findByRole('region', { name });
const rowsOf = (table: HTMLElement) => [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('/dampak-ekonomi/{id}: visits and nights (step 11)', () => {
  it('gives each counted segment and the whole event their nights, wisnus and wisman, stay and lodging, to one decimal', async () => {
    openAs(instansi, fullReport);

    const table = await screen.findByRole('table', { name: 'Kunjungan dan malam menginap' });
    expect(rowsOf(table)).toEqual([
      ['Ukuran', 'Penonton', 'Atlet', 'Seluruh event'],
      ['Malam menginap pengunjung tambahan', '5.600', '630', '6.230'],
      ['Pengunjung dari luar wilayah tuan rumah', '4.800', '240', '5.040'],
      ['Wisatawan nusantara (wisnus)', '4.500', '240', '4.740'],
      ['Wisatawan mancanegara (wisman)', '300', '0', '300'],
      ['Rata-rata lama menginap (malam)', '2,1', '3,0', '2,1'],
      ['Porsi menginap di akomodasi komersial (hotel, homestay atau penginapan, villa)', '60%', '90%', '61%'],
    ]);
    // The segment not counted has no column: it is named once, in the "Tidak dihitung" line.
    expect(table.textContent).not.toContain(ofisial.tipe_responden);
  });

  it('shows a dash with its reason where the nights were not asked, or nobody stayed', async () => {
    const noNights = { malam_tambahan: null, rata_lama_menginap: null, porsi_akomodasi_komersial: null };
    openAs(surveyor, {
      ...fullReport,
      segmen: [{ ...penonton, ...noNights }, { ...atlet, rata_lama_menginap: null, porsi_akomodasi_komersial: null }, ofisial],
      total: { ...total, rata_lama_menginap: 3, porsi_akomodasi_komersial: 0.9, malam_tambahan: 630 },
    });

    const table = await screen.findByRole('table', { name: 'Kunjungan dan malam menginap' });
    const rows = rowsOf(table);
    expect(rows[1]).toEqual(['Malam menginap pengunjung tambahan', '—tidak ditanyakan', '630', '630']);
    expect(rows[5]).toEqual(['Rata-rata lama menginap (malam)', '—tidak ditanyakan', '—tidak ada yang menginap', '3,0']);
    expect(rows[6]).toEqual(['Porsi menginap di akomodasi komersial (hotel, homestay atau penginapan, villa)', '—tidak ditanyakan', '—tidak ada jawaban jenis akomodasi', '90%']);
    // The total counts the nights of the segments asked about them only, and says so.
    expect(screen.getByText(/tidak termasuk segmen/).textContent?.replace(/\s+/g, ' ')).toBe(
      'Jumlah malam, rata-rata lama menginap dan porsi akomodasi komersial seluruh event tidak termasuk segmen yang tidak ditanya jumlah malam menginap: Penonton.',
    );
  });

  it('says nothing of segments left out of the nights when every counted segment was asked', async () => {
    openAs(instansi, fullReport);

    await screen.findByRole('table', { name: 'Kunjungan dan malam menginap' });
    expect(screen.queryByText(/tidak termasuk segmen/)).toBeNull();
  });

  it('says nothing of them either when no segment was asked about nights: the total has no nights then', async () => {
    const noNights = { malam_tambahan: null, rata_lama_menginap: null, porsi_akomodasi_komersial: null };
    openAs(instansi, { ...fullReport, segmen: [{ ...penonton, ...noNights }, { ...atlet, ...noNights }, ofisial], total: { ...total, ...noNights } });

    const table = await screen.findByRole('table', { name: 'Kunjungan dan malam menginap' });
    expect(rowsOf(table)[1]).toEqual(['Malam menginap pengunjung tambahan', '—tidak ditanyakan', '—tidak ditanyakan', '—tidak ditanyakan']);
    expect(screen.queryByText(/tidak termasuk segmen/)).toBeNull();
  });
});

describe('/dampak-ekonomi/{id}: the three levels (step 12)', () => {
  it("sets the host area's new money beside the province's and the nation's, each with its interval and its sentence", async () => {
    openAs(instansi, fullReport);

    const levels = await region('Dampak menurut tingkat wilayah');
    const cards = within(levels).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      TINGKAT_LABEL.kabupaten_kota,
      TINGKAT_LABEL.provinsi,
      TINGKAT_LABEL.nasional,
    ]);
    // The sentences name the host area once the regency list has loaded.
    const host = ['Kabupaten Lombok Tengah'];
    const province = ['Nusa Tenggara Barat'];
    expect(await within(cards[0]).findByText(levelSentence('kabupaten_kota', host, province))).toBeTruthy();
    expect(within(cards[1]).getByText(levelSentence('provinsi', host, province))).toBeTruthy();
    expect(within(cards[2]).getByText(levelSentence('nasional', host, province))).toBeTruthy();
    expect(cards.map((card) => [...card.querySelectorAll('p')].slice(0, 2).map((p) => p.textContent!.replace(/\u00a0/g, ' ')))).toEqual([
      // The range in the unit of its upper end, as the headline writes it.
      ['sekitar Rp 900 juta', 'rentang 90%: Rp 0,72 – 1,08 miliar'],
      ['sekitar Rp 510 juta', 'rentang 90%: Rp 400 – 630 juta'],
      ['sekitar Rp 60,0 juta', 'rentang 90%: Rp 20 – 110 juta'],
    ]);

    const exact = within(levels).getByRole('table', { name: 'Rincian tingkat wilayah (Rupiah penuh)' });
    expect(rowsOf(exact)).toEqual([
      ['Tingkat', 'Perkiraan', 'Rentang 90%'],
      [TINGKAT_LABEL.kabupaten_kota, 'Rp 900.000.000', 'Rp 720.000.000 – Rp 1.080.000.000'],
      [TINGKAT_LABEL.provinsi, 'Rp 510.000.000', 'Rp 400.000.000 – Rp 630.000.000'],
      [TINGKAT_LABEL.nasional, 'Rp 60.000.000', 'Rp 20.000.000 – Rp 110.000.000'],
    ]);
  });

  it('says "Rp 0" where no new money came at a level, not "sekitar Rp 0"', async () => {
    openAs(instansi, { ...fullReport, total: { ...total, tingkat: { ...total.tingkat, nasional: { nilai: 0, interval: [0, 0] } } } });

    const levels = await region('Dampak menurut tingkat wilayah');
    const nasional = within(levels).getByRole('heading', { name: TINGKAT_LABEL.nasional }).closest('li')!;
    expect(nasional.querySelector('p')!.textContent).toBe('Rp 0');
  });

  it('draws the three on one scale from zero, a negative host figure leftwards', () => {
    const bars = levelBars({
      kabupaten_kota: { nilai: -100, interval: [-300, 100] },
      provinsi: { nilai: 200, interval: [100, 500] },
      nasional: { nilai: 0, interval: [0, 0] },
    });
    // From −300 to 500: zero lies at 37.5 of 100.
    expect(bars.kabupaten_kota).toEqual({ zero: 37.5, value: 25, low: 0, high: 50 });
    expect(bars.provinsi).toEqual({ zero: 37.5, value: 62.5, low: 50, high: 100 });
    expect(bars.nasional).toEqual({ zero: 37.5, value: 37.5, low: 37.5, high: 37.5 });
    const none = levelBars({ kabupaten_kota: { nilai: 0, interval: [0, 0] }, provinsi: { nilai: 0, interval: [0, 0] }, nasional: { nilai: 0, interval: [0, 0] } });
    expect(none.provinsi).toEqual({ zero: 0, value: 0, low: 0, high: 0 });
  });
});

describe('/dampak-ekonomi/{id}: where the visitors came from', () => {
  const origin = (kode: string, nama: string, pengunjung: number): AsalPengunjung => ({ kode, nama, pengunjung, porsi: pengunjung / 1_000 });
  const eleven: AsalPengunjung[] = [
    origin('52', 'Nusa Tenggara Barat', 300),
    origin('51', 'Bali', 150),
    origin('35', 'Jawa Timur', 120),
    origin('LN', 'Luar Negeri', 100),
    origin('31', 'DKI Jakarta', 90),
    origin('32', 'Jawa Barat', 80),
    origin('33', 'Jawa Tengah', 50),
    origin('34', 'DI Yogyakarta', 40),
    origin('73', 'Sulawesi Selatan', 30),
    origin('12', 'Sumatera Utara', 25.5),
    origin('64', 'Kalimantan Timur', 14.5),
  ];

  /** An origin's name as the table shows it: the host area's own province says so. */
  const shown = (row: AsalPengunjung) => (row.kode === '52' ? `${row.nama} (provinsi tuan rumah)` : row.nama);

  it('names every origin, most first, with visitors to one decimal and their share', async () => {
    openAs(instansi, fullReport);

    const table = await screen.findByRole('table', { name: 'Asal pengunjung dari luar wilayah' });
    expect(rowsOf(table)).toEqual([
      ['Asal', 'Pengunjung', 'Porsi'],
      // The fixture's host area is in Nusa Tenggara Barat: its visitors are no new money for the province.
      ['Nusa Tenggara Barat (provinsi tuan rumah)', '2.016', '40%'],
      ['Bali', '1.512', '30%'],
      ['Jawa Timur', '1.008', '20%'],
      ['Luar Negeri', '504', '10%'],
    ]);
    // Each bar as long as its share of the largest; the text is the chart's alternative.
    const widths = [...table.querySelectorAll('svg rect')].map((rect) => Math.round(Number(rect.getAttribute('width')) * 100) / 100);
    expect(widths).toEqual([100, 75, 50, 25]);
    expect(table.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the first eight and groups the rest as "Lainnya"', async () => {
    openAs(instansi, { ...fullReport, total: { ...total, asal_pengunjung: eleven } });

    const table = await screen.findByRole('table', { name: 'Asal pengunjung dari luar wilayah' });
    const rows = rowsOf(table);
    expect(rows.map((row) => row[0])).toEqual(['Asal', ...eleven.slice(0, 8).map(shown), 'Lainnya (3 wilayah)']);
    expect(rows[rows.length - 1]).toEqual(['Lainnya (3 wilayah)', '70', '7%']);
  });

  it('names a ninth origin by its own name rather than grouping one', async () => {
    openAs(instansi, { ...fullReport, total: { ...total, asal_pengunjung: eleven.slice(0, 9) } });

    const table = await screen.findByRole('table', { name: 'Asal pengunjung dari luar wilayah' });
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Asal', ...eleven.slice(0, 9).map(shown)]);
  });

  it('says so when no visitor came from outside', async () => {
    openAs(instansi, { ...fullReport, total: { ...total, asal_pengunjung: [] } });

    const section = await region('Asal pengunjung dari luar wilayah');
    expect(within(section).getByText('Tidak ada pengunjung dari luar wilayah tuan rumah dalam sampel.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});

describe('/dampak-ekonomi/{id}: computed again with method version 2', () => {
  it('says plainly that the older result is no longer used', async () => {
    openAs(instansi, { ...fullReport, versi_sebelumnya: { versi_metode: 1, dihitung_pada: '2026-10-03T03:12:00.000Z' } });

    expect(
      await screen.findByText(
        'Dihitung ulang dengan metode versi 2; hasil sebelumnya (metode versi 1, dihitung 3 Oktober 2026, 10.12 WIB) tidak dipakai lagi.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of it for a report computed with version 2 from the start', async () => {
    openAs(instansi, { ...fullReport, versi_sebelumnya: null });

    await region('Ringkasan dampak');
    expect(screen.queryByText(/Dihitung ulang/)).toBeNull();
  });
});

describe('/dampak-ekonomi/{id}: printing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers "Cetak / Simpan PDF", which opens the browser\'s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openAs(instansi, fullReport);

    fireEvent.click(await screen.findByRole('button', { name: 'Cetak / Simpan PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('offers no print while the report cannot be computed', async () => {
    openAs(instansi, incompleteReport);

    await region('Dampak ekonomi belum dapat dihitung');
    expect(screen.queryByRole('button', { name: 'Cetak / Simpan PDF' })).toBeNull();
  });

  it('gives every printed page its running header: the event, the method version and the print date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T03:05:00.000Z') });
    const { unmount } = openAs(instansi, fullReport, { event: makeEvent({ nama_event: 'Lomba "Jalan" Sehat' }) });

    await screen.findByRole('button', { name: 'Cetak / Simpan PDF' });
    const header = () => document.documentElement.style.getPropertyValue('--print-running-header');
    expect(header()).toBe('"Lomba \\"Jalan\\" Sehat · Metode versi 2 · Dicetak 27 Nov 2026 10.05 WIB"');
    // Taken again when the browser prints, a day later.
    vi.setSystemTime(new Date('2026-11-28T01:00:00.000Z'));
    window.dispatchEvent(new Event('beforeprint'));
    expect(header()).toContain('Dicetak 28 Nov 2026 08.00 WIB');
    vi.useRealTimers();
    unmount();
    expect(header()).toBe('');
  });

  it('ends with the parameters and their sources, and keeps the Admin\'s form off paper', async () => {
    const parameter: ParameterEkonomiTersimpan = {
      ...parameterAnswer,
      dana_publik: 250_000_000,
      pengganda: {
        output: 1.8,
        pendapatan: 0.35,
        nilai_tambah: 0.52,
        tenaga_kerja_per_miliar: 12.5,
        sumber: 'Tabel Input-Output BPS 2016, Nusa Tenggara Barat',
        tahun_tabel: 2016,
        cakupan_tabel: 'provinsi',
        tipe: 'I',
      },
    };
    openAs(admin, fullReport, { parameter });

    const summary = await region('Parameter dan sumbernya');
    const rows = [...summary.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      ['Kunjungan Penonton', '12.000 (rentang 10.000–14.000)'],
      ['Kunjungan Atlet', '900'],
      ['Belanja penyelenggara di wilayah', 'Rp 100.000.000'],
      ['Dana penyelenggara dari wilayah', 'Rp 50.000.000'],
      ['Dana publik (APBN/APBD)', 'Rp 250.000.000'],
      ['Margin ritel oleh-oleh', '25%'],
      ['Pengganda output', '1,8'],
      ['Koefisien pendapatan', '0,35'],
      ['Koefisien nilai tambah', '0,52'],
      ['Tenaga kerja per Rp 1 miliar', '12,5 pekerja-tahun'],
      ['Sumber pengganda', 'Tabel Input-Output BPS 2016, Nusa Tenggara Barat'],
      ['Tabel input-output', 'tahun 2016, cakupan provinsi, tipe I'],
    ]);
    // The method and the parameters start the last printed page, together.
    const note = await region('Cara menghitung');
    expect(note.parentElement).toBe(summary.parentElement);
    expect(summary.parentElement!.className).toContain('print-new-page');
    const form = await region('Parameter perhitungan');
    expect(form.closest('.print\\:hidden')).not.toBeNull();
  });

  it('says where no multiplier is used', async () => {
    openAs(instansi, fullReport);

    const summary = await region('Parameter dan sumbernya');
    expect(summary.textContent).toContain('Penggandatidak ada');
    expect(summary.textContent).toContain('Dana publik (APBN/APBD)tidak diisi');
  });
});
