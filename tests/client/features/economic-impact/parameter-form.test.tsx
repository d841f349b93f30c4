import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DampakEkonomi, ParameterEkonomiTersimpan } from '../../../../src/shared/schemas/economic-impact';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { afterSave, beforeSave, defaultParameters, kuesioner, NO_SAMPLE, savedBody, savedParameters } from './parameter-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));


type Handlers = Parameters<typeof stubApi>[0];

/** An Admin on the page; the report answers `before` until a PUT succeeds, then `after`. */
function openAsAdmin({
  parameters = defaultParameters,
  before = beforeSave,
  after = afterSave,
  put = (call: ApiCall) => json(200, { ...(call.body as object), pengganda_perlu_diperbarui: false, peringatan: [] }),
}: { parameters?: ParameterEkonomiTersimpan; before?: DampakEkonomi; after?: DampakEkonomi; put?: Handlers[string] } = {}) {
  let saved = false;
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/dampak-ekonomi': () => json(200, saved ? after : before),
    'GET /api/events/1/parameter-ekonomi': () => json(200, parameters),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    'PUT /api/events/1/parameter-ekonomi': async (call) => {
      const answer = await put(call);
      saved = answer.ok;
      return answer;
    },
  });
  return { calls, ...renderApp('/dampak-ekonomi/1') };
}

async function form() {
  const section = await screen.findByRole('region', { name: 'Parameter perhitungan' });
  await within(section).findByRole('button', { name: 'Simpan Parameter' });
  return within(section);
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('/dampak-ekonomi/{id}: the Admin sets the parameters', () => {
  it('sends every parameter in the shape of the contract, then shows the report computed again', async () => {
    const { calls, user } = openAsAdmin();
    const page = await form();

    const search = await page.findByRole('searchbox', { name: 'Cari kabupaten/kota tuan rumah' });
    await user.type(search, 'lombok tengah');
    await user.click(page.getByRole('button', { name: /Kabupaten Lombok Tengah/ }));
    const chosen = page.getByRole('list', { name: 'Wilayah tuan rumah terpilih' });
    expect(within(chosen).getByText('Kabupaten Lombok Tengah, Nusa Tenggara Barat')).toBeTruthy();
    // The search is emptied and ready for the next name.
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);

    const penonton = within(page.getByRole('group', { name: 'Penonton' }));
    await user.type(penonton.getByLabelText('Kunjungan Penonton'), '12000');
    expect((penonton.getByLabelText('Kunjungan Penonton') as HTMLInputElement).value).toBe('12.000');
    await user.type(penonton.getByLabelText('Batas bawah (opsional)'), '10000');
    await user.type(penonton.getByLabelText('Batas atas (opsional)'), '14000');
    await user.type(page.getByLabelText('Belanja penyelenggara di wilayah tuan rumah'), '100000000');
    const margin = page.getByLabelText('Margin ritel oleh-oleh');
    expect((margin as HTMLInputElement).value).toBe('25');
    await user.clear(margin);
    await user.type(margin, '30');

    await user.click(page.getByRole('checkbox', { name: 'Gunakan angka pengganda dari sumber resmi' }));
    await user.type(page.getByLabelText('Pengganda output'), '1,85');
    await user.type(page.getByLabelText('Koefisien pendapatan rumah tangga'), '0,25');
    await user.type(page.getByLabelText('Koefisien nilai tambah'), '0.45');
    await user.type(page.getByLabelText('Pekerja-tahun (setara penuh waktu) per Rp 1 miliar'), '12,5');
    await user.type(page.getByLabelText('Nama sumber'), 'Tabel Input-Output BPS');
    await user.type(page.getByLabelText('Tahun tabel input-output'), '2016');
    await user.selectOptions(page.getByLabelText('Cakupan tabel'), 'Provinsi');
    await user.selectOptions(page.getByLabelText('Tipe pengganda'), 'Tipe I');
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      wilayah_tuan_rumah: ['52.02'],
      segmen: [{ kuesioner_id: 11, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 14_000, jenis: 'pengunjung' }],
      belanja_penyelenggara_lokal: 100_000_000,
      dana_dari_lokal: 0,
      dana_publik: null,
      margin_ritel: 0.3,
      pengganda: {
        output: 1.85,
        pendapatan: 0.25,
        nilai_tambah: 0.45,
        tenaga_kerja_per_miliar: 12.5,
        sumber: 'Tabel Input-Output BPS',
        tahun_tabel: 2016,
        cakupan_tabel: 'provinsi',
        tipe: 'I',
      },
    });
    expect(await page.findByText('Parameter tersimpan. Laporan dihitung ulang.')).toBeTruthy();
    // The report is read again.
    expect(await screen.findByText(NO_SAMPLE)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/events/1/dampak-ekonomi').length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('starts from the saved parameters and sends them back unchanged, without multipliers', async () => {
    const { calls, user } = openAsAdmin({ parameters: savedParameters, before: afterSave });
    const page = await form();

    expect(await page.findByText('Kabupaten Lombok Tengah, Nusa Tenggara Barat')).toBeTruthy();
    const penonton = within(page.getByRole('group', { name: 'Penonton' }));
    expect((penonton.getByLabelText('Kunjungan Penonton') as HTMLInputElement).value).toBe('12.000');
    expect((penonton.getByLabelText('Batas atas (opsional)') as HTMLInputElement).value).toBe('14.000');
    expect((page.getByLabelText('Dana penyelenggara dari wilayah tuan rumah') as HTMLInputElement).value).toBe('50.000.000');
    expect((page.getByRole('checkbox', { name: /angka pengganda/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual(savedBody);
  });

  it('removes a host regency with its chip button', async () => {
    const { calls, user } = openAsAdmin({ parameters: savedParameters, before: afterSave });
    const page = await form();

    await user.click(await page.findByRole('button', { name: 'Hapus Kabupaten Lombok Tengah, Nusa Tenggara Barat' }));
    expect(page.getByText('Belum ada wilayah yang dipilih.')).toBeTruthy();
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    // The shared schema refuses an empty host area before anything is sent.
    expect(await page.findByText('Pilih setidaknya satu kabupaten/kota tuan rumah.')).toBeTruthy();
    expect(page.getByRole('alert').textContent).toBe('Periksa kembali isian yang ditandai.');
    expect(puts(calls)).toHaveLength(0);
  });

  it('checks the form with the shared rules before sending: a multiplier needs its source, admissions lie in their range', async () => {
    const { calls, user } = openAsAdmin({ parameters: savedParameters, before: afterSave });
    const page = await form();

    const atlet = within(page.getByRole('group', { name: 'Atlet' }));
    await user.type(atlet.getByLabelText('Batas bawah (opsional)'), '1000');
    const ofisial = within(page.getByRole('group', { name: 'Ofisial' }));
    await user.type(ofisial.getByLabelText('Batas atas (opsional)'), '50');
    await user.click(page.getByRole('checkbox', { name: /angka pengganda/ }));
    await user.type(page.getByLabelText('Pengganda output'), '1,5');
    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    expect(await atlet.findByText('Jumlah kunjungan harus di antara batas bawah dan batas atasnya.')).toBeTruthy();
    expect(ofisial.getByText('Isi jumlah kunjungan, atau kosongkan batas bawah dan batas atasnya.')).toBeTruthy();
    expect(page.getByText('Koefisien pendapatan harus berupa angka.')).toBeTruthy();
    expect(page.getByText(/^Sumber pengganda wajib diisi/)).toBeTruthy();
    expect(page.getByLabelText('Nama sumber').getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);

    // Typing in a marked field clears its message.
    await user.type(page.getByLabelText('Nama sumber'), 'Tabel IO BPS');
    expect(page.queryByText(/^Sumber pengganda wajib diisi/)).toBeNull();
  });

  it("shows the server's field messages on the inputs they name", async () => {
    const { calls, user } = openAsAdmin({
      parameters: { ...savedParameters, segmen: [{ kuesioner_id: 12, kunjungan: 900, kunjungan_min: null, kunjungan_maks: null, jenis: 'peserta' }] },
      before: afterSave,
      put: () =>
        json(400, {
          message: 'Batas atas kunjungan terlalu besar.',
          code: 'VALIDATION_ERROR',
          fields: {
            'segmen.0.kunjungan_maks': 'Batas atas kunjungan terlalu besar.',
            wilayah_tuan_rumah: 'Kode wilayah "52.02" bukan kabupaten/kota yang dikenal.',
          },
        }),
    });
    const page = await form();

    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));

    expect((await page.findByRole('alert')).textContent).toBe('Batas atas kunjungan terlalu besar.');
    // Index 0 of the body is Atlet: the only segment with admissions.
    const atlet = within(page.getByRole('group', { name: 'Atlet' }));
    expect(atlet.getByText('Batas atas kunjungan terlalu besar.')).toBeTruthy();
    expect(within(page.getByRole('group', { name: 'Penonton' })).queryByText('Batas atas kunjungan terlalu besar.')).toBeNull();
    expect(page.getByText('Kode wilayah "52.02" bukan kabupaten/kota yang dikenal.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(page.queryByText('Parameter tersimpan. Laporan dihitung ulang.')).toBeNull();
  });

  it("tells a refusal's message when the server gives no fields", async () => {
    const { user } = openAsAdmin({
      parameters: savedParameters,
      before: afterSave,
      put: () => json(403, { message: 'Hanya Admin yang dapat mengubah parameter.', code: 'FORBIDDEN' }),
    });
    const page = await form();

    await user.click(page.getByRole('button', { name: 'Simpan Parameter' }));
    expect((await page.findByRole('alert')).textContent).toBe('Hanya Admin yang dapat mengubah parameter.');
  });
});
