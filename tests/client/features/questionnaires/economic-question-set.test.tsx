import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../src/shared/schemas/events';
import type { EconomicSetStatus, PertanyaanDesigner } from '../../../../src/shared/schemas/questionnaires';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';

/**
 * The designer's parts of the ready-made economic question set, version 2: offered only once the
 * event's host area is set (and saying so before), a dialog that chooses the segment kind with the
 * parameters' kind preselected, the one action that rewords the older questions no one answered
 * yet, and the Batas Wajar field beside the limits.
 */

type Handlers = Parameters<typeof stubApi>[0];

const EVENT: Event = {
  id: 10,
  nama_event: 'Surabaya Marathon',
  lokasi: 'Jalan Tunjungan',
  tanggal_mulai: '2026-06-01',
  tanggal_selesai: '2026-06-01',
  deskripsi: null,
  jumlah_peserta: null,
  skala_event: 'Nasional',
  kategori_olahraga_id: null,
  nama_cabor: null,
  sponsors: [],
  status: 'aktif',
  jumlah_respons: 0,
  jumlah_dibatalkan: 0,
  wilayah: '35.78',
};

const question = (id: number, urutan: number, fields: Partial<PertanyaanDesigner> = {}): PertanyaanDesigner => ({
  id,
  kuesioner_id: 100,
  teks_pertanyaan: `Pertanyaan ${id}?`,
  tipe_jawaban: 'teks',
  urutan,
  wajib: true,
  min: null,
  maks: null,
  pilihan: null,
  tampil_jika: null,
  peran_ekonomi: null,
  batas_wajar: null,
  jumlah_jawaban: 0,
  pilihan_terjawab: [],
  ...fields,
});

const status = (fields: Partial<EconomicSetStatus> = {}): EconomicSetStatus => ({
  wilayah: 'Kota Surabaya dan Kabupaten Sidoarjo',
  lama_hari: 1,
  jenis: 'pengunjung',
  berbeda: [],
  ...fields,
});

const HOST_AREA_FIRST = 'Tetapkan dulu wilayah tuan rumah di halaman Dampak Ekonomi agar pertanyaan menyebut wilayah yang benar.';

async function openDesigner(setStatus: EconomicSetStatus, overrides: Handlers = {}, questions: PertanyaanDesigner[] = []) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, [EVENT]),
    'GET /api/events/10/kuesioner': () => json(200, [{ id: 100, event_id: 10, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton', target_sampel: null }]),
    'GET /api/kuesioner/100/pertanyaan': () => json(200, questions),
    'GET /api/kuesioner/100/pertanyaan-ekonomi': () => json(200, setStatus),
    ...overrides,
  });
  const app = renderApp('/input-survei');
  await app.user.selectOptions(await screen.findByLabelText('Pilih Event'), 'Surabaya Marathon');
  await app.user.click(await screen.findByRole('button', { name: 'Penonton' }));
  const panel = await screen.findByRole('region', { name: 'Pertanyaan untuk Penonton' });
  return { app, calls, panel };
}

const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const SET_PATH = '/api/kuesioner/100/pertanyaan-ekonomi';
const REWORD_PATH = '/api/kuesioner/100/pertanyaan-ekonomi/perbarui';

describe('the ready-made economic question set in the designer', () => {
  it('before the host area is set: says so, links to Dampak Ekonomi, and offers no action', async () => {
    const { panel, calls } = await openDesigner(status({ wilayah: null, lama_hari: null }));
    expect(await within(panel).findByText(HOST_AREA_FIRST)).toBeTruthy();
    const link = within(panel).getByRole('link', { name: 'Buka halaman Dampak Ekonomi' });
    expect(link.getAttribute('href')).toBe('/dampak-ekonomi/10');
    expect(within(panel).queryByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' })).toBeNull();
    expect(posts(calls, SET_PATH)).toHaveLength(0);
  });

  it('once set: names the host area, and the dialog sends the preselected kind', async () => {
    const { app, panel, calls } = await openDesigner(status(), {
      [`POST ${SET_PATH}`]: () => json(201, { ditambahkan: 14, pertanyaan: [] }),
    });
    expect(await within(panel).findByText('Kota Surabaya dan Kabupaten Sidoarjo')).toBeTruthy();
    expect(within(panel).queryByText(HOST_AREA_FIRST)).toBeNull();

    await app.user.click(within(panel).getByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Pengunjung/ }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Peserta/ }).checked).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));

    await waitFor(() => expect(posts(calls, SET_PATH)).toHaveLength(1));
    expect(posts(calls, SET_PATH)[0].body).toEqual({ jenis: 'pengunjung' });
    expect(await within(panel).findByText('14 pertanyaan dampak ekonomi ditambahkan di akhir kuesioner.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("preselects the parameters' peserta kind, and the Admin may choose the other", async () => {
    const { app, panel, calls } = await openDesigner(status({ jenis: 'peserta' }), {
      [`POST ${SET_PATH}`]: () => json(201, { ditambahkan: 12, pertanyaan: [] }),
    });
    await app.user.click(await within(panel).findByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }));
    let dialog = screen.getByRole('dialog', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Peserta/ }).checked).toBe(true);
    await app.user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(posts(calls, SET_PATH)).toHaveLength(1));
    expect(posts(calls, SET_PATH)[0].body).toEqual({ jenis: 'peserta' });

    await app.user.click(within(panel).getByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }));
    dialog = screen.getByRole('dialog', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' });
    await app.user.click(within(dialog).getByRole('radio', { name: /^Pengunjung/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(posts(calls, SET_PATH)).toHaveLength(2));
    expect(posts(calls, SET_PATH)[1].body).toEqual({ jenis: 'pengunjung' });
  });

  it('Batal closes the dialog and sends nothing', async () => {
    const { app, panel, calls } = await openDesigner(status());
    await app.user.click(await within(panel).findByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls, SET_PATH)).toHaveLength(0);
  });

  it("shows the server's reason when it refuses", async () => {
    const reason = 'Wilayah tuan rumah event ini belum ditetapkan. Tetapkan terlebih dahulu di halaman Dampak Ekonomi.';
    const { app, panel } = await openDesigner(status(), {
      [`POST ${SET_PATH}`]: () => json(409, { message: reason, code: 'CONFLICT' }),
    });
    await app.user.click(await within(panel).findByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tambahkan' }));
    const alert = await within(panel).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Gagal menambahkan pertanyaan dampak ekonomi.', reason]);
  });
});

describe('bringing older wording up to date', () => {
  const differing: EconomicSetStatus['berbeda'] = [
    {
      id: 1001,
      peran_ekonomi: 'tetap_datang',
      teks_pertanyaan: 'Seandainya acara ini tidak diadakan, apakah Anda tetap akan datang ke Surabaya pada waktu ini?',
      teks_baru: 'Seandainya acara ini tidak diadakan, apakah Anda tetap akan berkunjung ke Kota Surabaya dalam 12 bulan ini?',
      jumlah_jawaban: 0,
    },
    {
      id: 1002,
      peran_ekonomi: 'hari_hadir',
      teks_pertanyaan: 'Berapa hari Anda menghadiri acara ini?',
      teks_baru: 'Berapa hari Anda menghadiri acara ini?',
      jumlah_jawaban: 0,
    },
    {
      id: 1003,
      peran_ekonomi: 'alasan_utama',
      teks_pertanyaan: 'Apakah acara ini alasan utama Anda datang ke Surabaya pada perjalanan ini?',
      teks_baru: 'Apakah acara ini alasan utama Anda datang ke Kota Surabaya pada perjalanan ini?',
      jumlah_jawaban: 7,
    },
  ];

  it('offers one action, lists what changes and what is kept, and shows what the server did', async () => {
    const message = '2 pertanyaan diperbarui. 1 pertanyaan sudah dijawab, tidak diubah.';
    const { app, panel, calls } = await openDesigner(status({ wilayah: 'Kota Surabaya', berbeda: differing }), {
      [`POST ${REWORD_PATH}`]: () => json(200, { message, diperbarui: 2, dipertahankan: 1, pertanyaan: [] }),
    });
    expect(await within(panel).findByText('3 pertanyaan dampak ekonomi memakai kata-kata atau batas yang berbeda dari versi terbaru.')).toBeTruthy();
    await app.user.click(within(panel).getByRole('button', { name: 'Perbarui kata-kata pertanyaan dampak ekonomi' }));

    const dialog = screen.getByRole('dialog', { name: 'Perbarui Kata-kata Pertanyaan?' });
    expect(within(dialog).getByText('2 pertanyaan yang belum dijawab akan memakai kata-kata dan batas terbaru:')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([differing[0].teks_baru, differing[1].teks_baru]);
    expect(within(dialog).getByText('1 pertanyaan sudah dijawab, tidak diubah.')).toBeTruthy();
    expect(posts(calls, REWORD_PATH)).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(posts(calls, REWORD_PATH)).toHaveLength(1));
    expect(await within(panel).findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when only answered questions differ: no action, a note that they stay', async () => {
    const { panel } = await openDesigner(status({ wilayah: 'Kota Surabaya', berbeda: [differing[2]] }));
    expect(await within(panel).findByText('1 pertanyaan dampak ekonomi memakai kata-kata lama, tetapi sudah dijawab, jadi tidak diubah.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Perbarui kata-kata pertanyaan dampak ekonomi' })).toBeNull();
  });

  it('when nothing differs: no action at all', async () => {
    const { panel } = await openDesigner(status());
    await within(panel).findByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' });
    expect(within(panel).queryByRole('button', { name: 'Perbarui kata-kata pertanyaan dampak ekonomi' })).toBeNull();
  });
});

describe('the Batas Wajar field', () => {
  it('sits beside the limits of a number question with its one-line help, and is sent as batas_wajar', async () => {
    const { app, panel, calls } = await openDesigner(status(), {
      'POST /api/pertanyaan': ({ body }) => json(201, { ...question(1005, 1), ...(body as object) }),
    });
    expect(within(panel).queryByLabelText('Batas Wajar')).toBeNull();
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'nominal');
    const field = within(panel).getByLabelText('Batas Wajar');
    const help = within(panel).getByText('Jawaban di atas batas ini diminta untuk dikonfirmasi.');
    expect(field.getAttribute('aria-describedby')).toBe(help.id);

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Berapa belanja makan Anda?');
    await app.user.type(within(panel).getByLabelText('Batas Maksimal'), '1000000000');
    await app.user.type(field, '5000000');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));
    await waitFor(() => expect(posts(calls, '/api/pertanyaan')).toHaveLength(1));
    expect(posts(calls, '/api/pertanyaan')[0].body).toMatchObject({ tipe_jawaban: 'nominal', maks: 1_000_000_000, batas_wajar: 5_000_000 });
  });

  it('is checked like the server checks it: above the maximum it is marked and nothing is sent', async () => {
    const { app, panel, calls } = await openDesigner(status());
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'angka');
    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Berapa orang rombongan Anda?');
    await app.user.type(within(panel).getByLabelText('Batas Maksimal'), '50');
    await app.user.type(within(panel).getByLabelText('Batas Wajar'), '60');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));
    expect(within(panel).getByText('Batas wajar tidak boleh lebih besar dari batas maksimal.')).toBeTruthy();
    expect(within(panel).getByLabelText('Batas Wajar').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls, '/api/pertanyaan')).toHaveLength(0);
  });

  it('shows a stored soft limit in the list and in the edit dialog, and PUT keeps it', async () => {
    const stored = question(1006, 1, {
      teks_pertanyaan: 'Berapa belanja penginapan Anda?',
      tipe_jawaban: 'nominal',
      maks: 1_000_000_000,
      batas_wajar: 10_000_000,
      peran_ekonomi: 'belanja_akomodasi',
    });
    const { app, panel, calls } = await openDesigner(
      status(),
      { 'PUT /api/pertanyaan/1006': ({ body }) => json(200, { ...stored, ...(body as object) }) },
      [stored],
    );
    expect(await within(panel).findByText('Batas wajar Rp 10.000.000')).toBeTruthy();
    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Batas Wajar').value).toBe('10000000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ maks: 1_000_000_000, batas_wajar: 10_000_000 });
  });
});
