import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../src/shared/schemas/events';
import type { Kuesioner, PertanyaanDesigner } from '../../../../src/shared/schemas/questionnaires';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn } from '../../helpers/users';

type Handlers = Parameters<typeof stubApi>[0];

function event(id: number, nama_event: string): Event {
  return {
    id,
    nama_event,
    lokasi: 'Jakarta',
    tanggal_mulai: '2025-06-01',
    tanggal_selesai: '2025-06-02',
    deskripsi: null,
    jumlah_peserta: null,
    skala_event: 'Lokal',
    kategori_olahraga_id: null,
    nama_cabor: null,
    sponsors: [],
    status: 'aktif',
    jumlah_respons: 0,
  };
}

const kuesioner = (id: number, event_id: number, tipe: string): Kuesioner => ({
  id,
  event_id,
  tipe_responden: tipe,
  nama_kuesioner: `Kuesioner untuk ${tipe}`,
});

const pertanyaan = (id: number, urutan: number, teks: string): PertanyaanDesigner => ({
  id,
  kuesioner_id: 100,
  teks_pertanyaan: teks,
  tipe_jawaban: 'teks',
  urutan,
  wajib: true,
  min: null,
  maks: null,
  pilihan: null,
  tampil_jika: null,
  jumlah_jawaban: 0,
  pilihan_terjawab: [],
});

const conflict = (message: string) => json(409, { message, code: 'CONFLICT' });

/** A small in-memory server: two events, the first with the type "Penonton" and two questions. */
function fakeServer(overrides: Handlers = {}) {
  let types = [kuesioner(100, 10, 'Penonton')];
  let questions = [pertanyaan(1000, 1, 'Dari kota mana Anda datang?'), pertanyaan(1001, 2, 'Berapa umur Anda?')];
  storeSignedIn();
  return stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, [event(10, 'Jakarta Marathon'), event(11, 'Bali Open')]),
    'GET /api/events/10/kuesioner': () => json(200, types),
    'GET /api/events/11/kuesioner': () => json(200, [kuesioner(200, 11, 'Atlet')]),
    'GET /api/kuesioner/100/pertanyaan': () => json(200, questions),
    'GET /api/kuesioner/200/pertanyaan': () => json(200, []),
    'POST /api/kuesioner': ({ body }) => {
      const { tipe_responden } = body as { tipe_responden: string };
      const created = kuesioner(101, 10, tipe_responden);
      types = [...types, created];
      return json(201, created);
    },
    'GET /api/kuesioner/101/pertanyaan': () => json(200, []),
    'DELETE /api/kuesioner/100': () => {
      types = types.filter((type) => type.id !== 100);
      return json(200, { message: 'Tipe responden berhasil dihapus.' });
    },
    'POST /api/pertanyaan': ({ body }) => {
      const created = { ...pertanyaan(1002, 0, ''), ...(body as Partial<PertanyaanDesigner>) };
      questions = [...questions, created];
      return json(201, created);
    },
    'DELETE /api/pertanyaan/1000': () => {
      questions = questions.filter((question) => question.id !== 1000);
      return json(200, { message: 'Pertanyaan berhasil dihapus.' });
    },
    ...overrides,
  });
}

async function openDesigner(overrides: Handlers = {}) {
  const calls = fakeServer(overrides);
  const app = renderApp('/input-survei');
  await screen.findByRole('heading', { name: 'Perancangan Kuesioner' });
  return { ...app, calls };
}

type App = Awaited<ReturnType<typeof openDesigner>>;

async function chooseEvent(app: App, name: string) {
  await app.user.selectOptions(await screen.findByLabelText('Pilih Event'), name);
  return screen.findByRole('region', { name: 'Tipe Responden' });
}

async function chooseType(app: App, tipe: string) {
  await app.user.click(await screen.findByRole('button', { name: tipe }));
  return screen.findByRole('region', { name: `Pertanyaan untuk ${tipe}` });
}

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('questionnaire designer: respondent types', () => {
  it('tells Instansi it has no access', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, instansi) });
    renderApp('/input-survei');

    expect(await screen.findByText('Anda tidak memiliki akses ke halaman ini.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('offers the active events and asks to choose one first', async () => {
    const app = await openDesigner();

    const picker = (await screen.findByLabelText('Pilih Event')) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      '-- Pilih event --',
      'Jakarta Marathon',
      'Bali Open',
    ]);
    expect(screen.getByText('Pilih event untuk mulai merancang kuesioner.')).toBeTruthy();
    expect(app.calls.map((call) => call.path)).toContain('/api/events?status=aktif');
  });

  it('says "Anda perlu mengisi nama tipe responden!" for an empty name and sends nothing', async () => {
    const app = await openDesigner();
    const panel = await chooseEvent(app, 'Jakarta Marathon');

    await app.user.type(within(panel).getByLabelText('Nama Tipe Responden'), '   ');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Tipe' }));

    expect(within(panel).getByText('Anda perlu mengisi nama tipe responden!')).toBeTruthy();
    expect(posts(app.calls, '/api/kuesioner')).toHaveLength(0);
  });

  it('adds a type named "Kuesioner untuk {tipe}" and selects it', async () => {
    const app = await openDesigner();
    const panel = await chooseEvent(app, 'Jakarta Marathon');

    await app.user.type(within(panel).getByLabelText('Nama Tipe Responden'), ' Pedagang ');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Tipe' }));

    expect(await screen.findByRole('region', { name: 'Pertanyaan untuk Pedagang' })).toBeTruthy();
    expect(posts(app.calls, '/api/kuesioner')[0].body).toEqual({
      event_id: 10,
      tipe_responden: 'Pedagang',
      nama_kuesioner: 'Kuesioner untuk Pedagang',
    });
    const added = await within(panel).findByRole('button', { name: 'Pedagang' });
    expect(added.getAttribute('aria-pressed')).toBe('true');
    expect((within(panel).getByLabelText('Nama Tipe Responden') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [conflict('Tipe responden "Penonton" sudah ada untuk event ini.'), 'Tipe responden "Penonton" sudah ada untuk event ini.'],
    [new Response('Bad Gateway', { status: 502 }), 'Terjadi kesalahan saat menambah kuesioner.'],
  ])('shows why a type was not added', async (answer, message) => {
    const app = await openDesigner({ 'POST /api/kuesioner': () => answer });
    const panel = await chooseEvent(app, 'Jakarta Marathon');

    await app.user.type(within(panel).getByLabelText('Nama Tipe Responden'), 'Penonton');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Tipe' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
  });

  it('loads the types of the chosen event and starts the type over when the event changes', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    await chooseType(app, 'Penonton');

    await app.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Bali Open');

    expect(await screen.findByRole('button', { name: 'Atlet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Penonton' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Pertanyaan' })).toBeTruthy();
    expect(app.calls.map((call) => call.path)).toContain('/api/events/11/kuesioner');
  });

  it('clears the selection when the selected type is deleted', async () => {
    const app = await openDesigner();
    const panel = await chooseEvent(app, 'Jakarta Marathon');
    await chooseType(app, 'Penonton');
    expect(await screen.findByText('Dari kota mana Anda datang?')).toBeTruthy();

    await app.user.click(within(panel).getByRole('button', { name: 'Hapus tipe responden Penonton' }));
    const confirm = screen.getByRole('dialog', { name: 'Hapus Tipe Responden?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByRole('region', { name: 'Pertanyaan' })).toBeTruthy();
    expect(screen.queryByText('Dari kota mana Anda datang?')).toBeNull();
    expect(await within(panel).findByText('Belum ada tipe responden untuk event ini.')).toBeTruthy();
    expect(app.calls.some((call) => call.method === 'DELETE' && call.path === '/api/kuesioner/100')).toBe(true);
  });

  it.each([
    [
      conflict('Tipe responden ini sudah memiliki data survei dan tidak dapat dihapus.'),
      'Tipe responden ini sudah memiliki data survei dan tidak dapat dihapus.',
    ],
    [new Response('Bad Gateway', { status: 502 }), 'Gagal menghapus tipe responden.'],
  ])('keeps a type the server did not delete and says why', async (answer, message) => {
    const app = await openDesigner({ 'DELETE /api/kuesioner/100': () => answer });
    const panel = await chooseEvent(app, 'Jakarta Marathon');
    await chooseType(app, 'Penonton');

    await app.user.click(within(panel).getByRole('button', { name: 'Hapus tipe responden Penonton' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('region', { name: 'Pertanyaan untuk Penonton' })).toBeTruthy();
  });

  it('offline, says the designer needs a connection and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const app = await openDesigner();

    expect(screen.getByText(/Halaman ini memerlukan koneksi internet/)).toBeTruthy();
    expect(app.calls.map((call) => call.path)).toEqual(['/api/me']);
  });
});

describe('questionnaire designer: questions', () => {
  it('says "Pilih tipe responden terlebih dahulu." before a type is chosen', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = screen.getByRole('region', { name: 'Pertanyaan' });

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Apakah Anda puas?');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    expect(within(panel).getByText('Pilih tipe responden terlebih dahulu.')).toBeTruthy();
    expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(0);
  });

  it('says "Teks pertanyaan tidak boleh kosong" for an empty question', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');

    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    expect(within(panel).getByText('Teks pertanyaan tidak boleh kosong')).toBeTruthy();
    expect(within(panel).getByLabelText('Teks Pertanyaan').getAttribute('aria-invalid')).toBe('true');
    expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(0);
  });

  it('checks the question with the shared schema: blanks only are empty, a NUL is refused', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    const text = within(panel).getByLabelText('Teks Pertanyaan') as HTMLTextAreaElement;
    const add = within(panel).getByRole('button', { name: 'Tambah Pertanyaan' });
    expect(text.maxLength).toBe(500);

    await app.user.type(text, '   ');
    await app.user.click(add);
    expect(within(panel).getByText('Teks pertanyaan tidak boleh kosong')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'Apakah\u0000 Anda puas?' } });
    await app.user.click(add);
    expect(within(panel).getByText('Teks pertanyaan berisi karakter yang tidak diizinkan.')).toBeTruthy();
    expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(0);
  });

  it('offers the six answer types by their Indonesian names', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');

    const select = screen.getByLabelText('Tipe Jawaban') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['teks', 'Teks'],
      ['angka', 'Angka'],
      ['nominal', 'Nominal (Rupiah)'],
      ['ya_tidak', 'Ya / Tidak'],
      ['pilihan', 'Pilihan Ganda'],
      ['wilayah', 'Wilayah (Kabupaten/Kota)'],
    ]);
  });

  it('sends urutan = the current question count + 1 and shows the new question', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    await within(panel).findByText('Berapa umur Anda?');

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Apakah Anda puas?');
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'ya_tidak');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    expect(await within(panel).findByText('Apakah Anda puas?')).toBeTruthy();
    expect(posts(app.calls, '/api/pertanyaan')[0].body).toEqual({
      kuesioner_id: 100,
      teks_pertanyaan: 'Apakah Anda puas?',
      tipe_jawaban: 'ya_tidak',
      urutan: 3,
    });
    expect(within(panel).getByText('Ya / Tidak', { selector: 'p' })).toBeTruthy();
    expect((within(panel).getByLabelText('Teks Pertanyaan') as HTMLTextAreaElement).value).toBe('');
  });

  it('says "Gagal menambah pertanyaan." when the server fails', async () => {
    const app = await openDesigner({ 'POST /api/pertanyaan': () => new Response('', { status: 503 }) });
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    await within(panel).findByText('Berapa umur Anda?');

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Berapa pengeluaran Anda?');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe('Gagal menambah pertanyaan.');
  });

  it('deletes a question after confirmation', async () => {
    const app = await openDesigner();
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    await within(panel).findByText('Dari kota mana Anda datang?');

    await app.user.click(within(panel).getByRole('button', { name: 'Hapus pertanyaan 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Hapus Pertanyaan?' });
    expect(confirm.textContent).toContain('Dari kota mana Anda datang?');
    await app.user.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    await waitFor(() => expect(within(panel).queryByText('Dari kota mana Anda datang?')).toBeNull());
    expect(within(panel).getByText('Berapa umur Anda?')).toBeTruthy();
  });

  it.each([
    [
      conflict('Pertanyaan ini sudah memiliki jawaban dan tidak dapat dihapus.'),
      'Pertanyaan ini sudah memiliki jawaban dan tidak dapat dihapus.',
    ],
    [new Response('Bad Gateway', { status: 502 }), 'Gagal menghapus pertanyaan.'],
  ])('keeps a question the server did not delete and says why', async (answer, message) => {
    const app = await openDesigner({ 'DELETE /api/pertanyaan/1000': () => answer });
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    await within(panel).findByText('Dari kota mana Anda datang?');

    await app.user.click(within(panel).getByRole('button', { name: 'Hapus pertanyaan 1' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(within(panel).getByText('Dari kota mana Anda datang?')).toBeTruthy();
  });
});
