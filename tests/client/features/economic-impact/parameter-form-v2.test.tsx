import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ParameterEkonomiTersimpan } from '../../../../src/shared/schemas/economic-impact';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { afterSave, kuesioner, savedBody, savedParameters, SOURCED, V1_PENGGANDA, withV1Set } from './parameter-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));

/**
 * The parameter form of method version 2 (issue 27 item 2), on the real page: each segment's
 * kind, public money, the multipliers with their own help and the structured source, the live
 * warning above 2,5, the server's messages at their fields, and a stored v1 set to correct.
 */

const OUTPUT_WARNING = 'Pengganda output di atas 2,5 jarang wajar untuk satu kabupaten/kota.';
const INCOME_RANGE =
  'Koefisien pendapatan adalah pendapatan rumah tangga per Rp 1 belanja yang tertahan, jadi di antara 0 dan 1 (misalnya 0,35). ' +
  'Angka 1 atau lebih adalah pengganda tipe rasio (seperti 1,36): yang diminta adalah koefisiennya.';
const THIS_YEAR = new Date().getFullYear();

type Put = (call: ApiCall) => Response | Promise<Response>;
const accepted = (peringatan: string[] = []): Put => (call) => json(200, { ...(call.body as object), pengganda_perlu_diperbarui: false, peringatan });

function openAsAdmin({ parameters = savedParameters, put = accepted() }: { parameters?: ParameterEkonomiTersimpan; put?: Put } = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/dampak-ekonomi': () => json(200, afterSave),
    'GET /api/events/1/parameter-ekonomi': () => json(200, parameters),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    'PUT /api/events/1/parameter-ekonomi': (call) => put(call),
  });
  return { calls, ...renderApp('/dampak-ekonomi/1') };
}

async function form() {
  const section = await screen.findByRole('region', { name: 'Parameter perhitungan' });
  await within(section).findByRole('button', { name: 'Simpan Parameter' });
  return within(section);
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
/** What a screen reader reads after a control's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('/dampak-ekonomi/{id}: the parameters of method version 2', () => {
  it("gives each segment its kind, says what a peserta segment is, and sends the kind with the segment's admissions", async () => {
    const { calls, user } = openAsAdmin();
    const page = await form();

    const penonton = within(page.getByRole('group', { name: 'Penonton' }));
    const atlet = within(page.getByRole('group', { name: 'Atlet' }));
    expect((penonton.getByRole('radio', { name: 'Pengunjung' }) as HTMLInputElement).checked).toBe(true);
    // The saved kind comes back checked.
    expect((atlet.getByRole('radio', { name: 'Peserta' }) as HTMLInputElement).checked).toBe(true);
    const peserta = penonton.getByRole('radio', { name: 'Peserta' });
    expect(description(peserta)).toMatch(/^Atlet, ofisial, kru atau media, yang datang karena acara ini ada/);
    expect(description(peserta)).toMatch(/tidak ditanyakan kepada mereka/);

    await user.click(peserta);
    await user.click(atlet.getByRole('radio', { name: 'Pengunjung' }));
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as typeof savedBody).segmen).toEqual([
      { ...savedBody.segmen[0], jenis: 'peserta' },
      { ...savedBody.segmen[1], jenis: 'pengunjung' },
    ]);
  });

  it('refuses a peserta kind without admissions, where it would be lost, before anything is sent', async () => {
    const { calls, user } = openAsAdmin();
    const page = await form();

    const ofisial = within(page.getByRole('group', { name: 'Ofisial' }));
    await user.click(ofisial.getByRole('radio', { name: 'Peserta' }));
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    expect(await ofisial.findByText('Isi jumlah kunjungan: jenis segmen Peserta disimpan bersama jumlah kunjungannya.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('takes public money as optional, says what it is for and that it is not a return on investment, without the word ROI', async () => {
    const { calls, user } = openAsAdmin();
    const page = await form();

    const dana = page.getByLabelText('Dana publik (opsional)');
    expect(valueOf(dana)).toBe('');
    expect(description(dana)).toBe('APBN/APBD yang dibelanjakan untuk acara ini; dipakai hanya untuk angka "dampak per Rp 1 dana publik", yang bukan laba atas investasi.');
    expect(description(dana)).not.toMatch(/\bROI\b/);
    await user.type(dana, '2000000000');
    expect(valueOf(dana)).toBe('2.000.000.000');
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ ...savedBody, dana_publik: 2_000_000_000 });
  });

  it('gives the output multiplier and each per-Rupiah coefficient its own help and placeholder, jobs as pekerja-tahun', async () => {
    const { user } = openAsAdmin();
    const page = await form();
    await user.click(page.getByRole('checkbox', { name: 'Gunakan angka pengganda dari sumber resmi' }));

    const output = page.getByLabelText('Pengganda output');
    const income = page.getByLabelText('Koefisien pendapatan rumah tangga');
    const valueAdded = page.getByLabelText('Koefisien nilai tambah');
    const jobs = page.getByLabelText('Pekerja-tahun (setara penuh waktu) per Rp 1 miliar');
    expect([output, income, valueAdded, jobs].map((input) => input.getAttribute('placeholder'))).toEqual([
      'Misalnya 1,6',
      'Misalnya 0,35',
      'Misalnya 0,45',
      'Misalnya 12,5',
    ]);
    expect(description(output)).toMatch(/antara 1,0 dan 3,0: jumlah kolom sektor penerima belanja pada matriks kebalikan Leontief/);
    expect(description(income)).toMatch(/^Pendapatan rumah tangga yang tercipta dari setiap Rp 1 belanja yang tertahan, di atas 0 dan di bawah 1: /);
    expect(description(income)).toMatch(/bukan pengganda pendapatan tipe rasio seperti 1,36\.$/);
    expect(description(valueAdded)).toMatch(/^Nilai tambah bruto \(sumbangan pada PDRB\) yang tercipta dari setiap Rp 1 belanja yang tertahan, di atas 0 dan di bawah 1: /);
    expect(description(jobs)).toMatch(/^Lapangan kerja setahun penuh yang tercipta dari setiap Rp 1 miliar belanja yang tertahan, paling banyak 100: /);
    // One sentence each, and no two alike.
    const hints = [output, income, valueAdded, jobs].map(description);
    for (const hint of hints) expect(hint.match(/\.(\s|$)/g)).toHaveLength(1);
    expect(new Set(hints).size).toBe(4);
  });

  it('warns as soon as the output multiplier goes above 2,5, and says the warning again once saved', async () => {
    const { calls, user } = openAsAdmin({ parameters: { ...savedParameters, pengganda: SOURCED }, put: accepted([OUTPUT_WARNING]) });
    const page = await form();

    const output = page.getByLabelText('Pengganda output');
    expect(valueOf(output)).toBe('1,6');
    expect(page.queryByText(OUTPUT_WARNING)).toBeNull();
    await user.clear(output);
    await user.type(output, '2,5');
    expect(page.queryByText(OUTPUT_WARNING)).toBeNull();
    await user.type(output, '1');
    expect(page.getByText(OUTPUT_WARNING)).toBeTruthy();
    expect(description(output)).toContain(OUTPUT_WARNING);

    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as { pengganda: unknown }).pengganda).toEqual({ ...SOURCED, output: 2.51 });
    const status = await page.findByText('Parameter tersimpan. Laporan dihitung ulang.');
    expect(status.parentElement?.textContent).toContain(OUTPUT_WARNING);
  });

  it('refuses a ratio-type income multiplier and a table year from the future before sending, at their fields', async () => {
    const { calls, user } = openAsAdmin({ parameters: { ...savedParameters, pengganda: SOURCED } });
    const page = await form();

    const income = page.getByLabelText('Koefisien pendapatan rumah tangga');
    await user.clear(income);
    await user.type(income, '1,36');
    const year = page.getByLabelText('Tahun tabel input-output');
    await user.clear(year);
    await user.type(year, String(THIS_YEAR + 1));
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    expect(await page.findByText(INCOME_RANGE)).toBeTruthy();
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(page.getByText(`Tahun tabel input-output paling akhir ${THIS_YEAR}.`)).toBeTruthy();
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's messages on the new fields: the source's parts, a segment's kind, public money", async () => {
    const fields = {
      'pengganda.tahun_tabel': 'Tahun tabel input-output paling akhir 2025.',
      'pengganda.cakupan_tabel': 'Cakupan tabel harus nasional, provinsi atau kabupaten/kota.',
      'segmen.1.jenis': 'Jenis segmen harus "pengunjung" atau "peserta".',
      dana_publik: 'Dana publik terlalu besar.',
    };
    const { user } = openAsAdmin({
      parameters: { ...savedParameters, pengganda: SOURCED },
      put: () => json(400, { message: fields['pengganda.tahun_tabel'], code: 'VALIDATION_ERROR', fields }),
    });
    const page = await form();

    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    expect((await page.findByRole('alert')).textContent).toBe(fields['pengganda.tahun_tabel']);
    expect(page.getByLabelText('Tahun tabel input-output').getAttribute('aria-invalid')).toBe('true');
    expect(description(page.getByLabelText('Tahun tabel input-output'))).toBe(fields['pengganda.tahun_tabel']);
    expect(description(page.getByLabelText('Cakupan tabel'))).toBe(fields['pengganda.cakupan_tabel']);
    expect(description(page.getByLabelText('Dana publik (opsional)'))).toMatch(/^Dana publik terlalu besar\. APBN\/APBD/);
    // Index 1 of the body is Atlet.
    const atlet = within(page.getByRole('group', { name: 'Atlet' }));
    expect(atlet.getByText(fields['segmen.1.jenis'])).toBeTruthy();
    expect(within(page.getByRole('group', { name: 'Penonton' })).queryByText(fields['segmen.1.jenis'])).toBeNull();
  });

  it('opens a stored v1 set flagged: kept but not used until updated, its old values in place with what each must become', async () => {
    const { calls, user } = openAsAdmin({ parameters: withV1Set });
    const page = await form();

    expect(page.getByText('Pengganda perlu diperbarui')).toBeTruthy();
    expect(page.getByText(/tetap disimpan tetapi tidak dipakai sampai diperbarui/)).toBeTruthy();
    expect((page.getByRole('checkbox', { name: /angka pengganda/ }) as HTMLInputElement).checked).toBe(true);
    const income = page.getByLabelText('Koefisien pendapatan rumah tangga');
    expect(valueOf(page.getByLabelText('Pengganda output'))).toBe('1,85');
    expect(valueOf(income)).toBe('1,36');
    expect(valueOf(page.getByLabelText('Nama sumber'))).toBe('abc');
    expect(valueOf(page.getByLabelText('Tahun tabel input-output'))).toBe('');
    expect(page.getByText(INCOME_RANGE)).toBeTruthy();
    expect(page.getByText('Tahun tabel input-output wajib diisi.')).toBeTruthy();
    expect(page.getByLabelText('Tipe pengganda').getAttribute('aria-invalid')).toBe('true');

    await user.clear(income);
    await user.type(income, '0,25');
    await user.clear(page.getByLabelText('Nama sumber'));
    await user.type(page.getByLabelText('Nama sumber'), 'Tabel input-output BPS');
    await user.type(page.getByLabelText('Tahun tabel input-output'), '2016');
    await user.selectOptions(page.getByLabelText('Cakupan tabel'), 'Provinsi');
    await user.selectOptions(page.getByLabelText('Tipe pengganda'), 'Tipe I');
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as { pengganda: unknown }).pengganda).toEqual({
      ...V1_PENGGANDA,
      pendapatan: 0.25,
      sumber: 'Tabel input-output BPS',
      tahun_tabel: 2016,
      cakupan_tabel: 'provinsi',
      tipe: 'I',
    });
    expect(await page.findByText('Parameter tersimpan. Laporan dihitung ulang.')).toBeTruthy();
    expect(page.queryByText('Pengganda perlu diperbarui')).toBeNull();
  }, 30_000);

  it('lets a stored v1 set be taken away instead: the report then stays with the direct impact', async () => {
    const { calls, user } = openAsAdmin({ parameters: withV1Set });
    const page = await form();

    await user.click(page.getByRole('checkbox', { name: /angka pengganda/ }));
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual(savedBody);
    expect(await page.findByText('Parameter tersimpan. Laporan dihitung ulang.')).toBeTruthy();
    expect(page.queryByText('Pengganda perlu diperbarui')).toBeNull();
  });
});
