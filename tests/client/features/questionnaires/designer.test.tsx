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
    jumlah_dibatalkan: 0,
    wilayah: null,
  };
}

const kuesioner = (id: number, event_id: number, tipe: string): Kuesioner => ({
  id,
  event_id,
  tipe_responden: tipe,
  nama_kuesioner: `Kuesioner untuk ${tipe}`,
  target_sampel: null,
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
  peran_ekonomi: null,
  batas_wajar: null,
  jumlah_jawaban: 0,
  pilihan_terjawab: [],
});

/** The ready-made economic set's state before the event's host area is set. */
const NO_HOST_AREA = { wilayah: null, lama_hari: null, jenis: 'pengunjung', berbeda: [] };

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
    'GET /api/kuesioner/100/pertanyaan-ekonomi': () => json(200, NO_HOST_AREA),
    'GET /api/kuesioner/101/pertanyaan-ekonomi': () => json(200, NO_HOST_AREA),
    'GET /api/kuesioner/200/pertanyaan-ekonomi': () => json(200, NO_HOST_AREA),
    // No phone has received these forms yet (the versions panel: form-versions.test.tsx).
    'GET /api/kuesioner/100/versi': () => json(200, { data: [] }),
    'GET /api/kuesioner/101/versi': () => json(200, { data: [] }),
    'GET /api/kuesioner/200/versi': () => json(200, { data: [] }),
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

  it('tags a question with an economic role of its type, and offers no role another question holds', async () => {
    const { app, panel } = await openSettingsDesigner();
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'nominal');
    const role = within(panel).getByLabelText<HTMLSelectElement>('Peran Dampak Ekonomi');
    expect([...role.options].map((option) => option.value)).toEqual([
      '',
      'belanja_akomodasi',
      'belanja_makan_minum',
      'belanja_transportasi',
      'belanja_oleh_oleh',
      'belanja_hiburan',
      'belanja_lainnya',
    ]);
    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Berapa biaya makan Anda?');
    await app.user.selectOptions(role, 'belanja_makan_minum');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));
    await waitFor(() => expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(1));
    expect(posts(app.calls, '/api/pertanyaan')[0].body).toMatchObject({ tipe_jawaban: 'nominal', peran_ekonomi: 'belanja_makan_minum' });

    // Another type drops the role: a role belongs to one answer type.
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'angka');
    expect(within(panel).getByLabelText<HTMLSelectElement>('Peran Dampak Ekonomi').value).toBe('');
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

  it('keeps the next question typed while the last one is still being saved', async () => {
    let release: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const app = await openDesigner({
      // The list read after the question is added waits until the test lets it go.
      'GET /api/kuesioner/100/pertanyaan': async () => {
        reads += 1;
        if (reads > 1) await listed;
        return json(200, []);
      },
    });
    await chooseEvent(app, 'Jakarta Marathon');
    const panel = await chooseType(app, 'Penonton');
    const text = within(panel).getByLabelText<HTMLTextAreaElement>('Teks Pertanyaan');
    await app.user.type(text, 'Pertanyaan pertama?');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));
    await waitFor(() => expect(reads).toBe(2));

    await app.user.clear(text);
    await app.user.type(text, 'Pertanyaan kedua?');
    release();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }).hasAttribute('disabled')).toBe(false));
    expect(text.value).toBe('Pertanyaan kedua?');
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

const designed = (id: number, urutan: number, fields: Partial<PertanyaanDesigner>): PertanyaanDesigner => ({
  ...pertanyaan(id, urutan, ''),
  ...fields,
});

/** A form with every kind of setting: an answered yes/no, a text, an answered choice, a limited optional show-if. */
const settingsQuestions = (): PertanyaanDesigner[] => [
  designed(1000, 1, { teks_pertanyaan: 'Apakah Anda menginap?', tipe_jawaban: 'ya_tidak', jumlah_jawaban: 5 }),
  designed(1001, 2, { teks_pertanyaan: 'Dari kota mana Anda datang?' }),
  designed(1002, 3, {
    teks_pertanyaan: 'Jenis tiket?',
    tipe_jawaban: 'pilihan',
    pilihan: ['Reguler', 'VIP', 'VVIP'],
    jumlah_jawaban: 3,
    pilihan_terjawab: ['VIP'],
  }),
  designed(1003, 4, {
    teks_pertanyaan: 'Berapa malam?',
    tipe_jawaban: 'angka',
    wajib: false,
    min: 1,
    maks: 30,
    tampil_jika: { pertanyaan_id: 1000, nilai: 'Ya' },
  }),
];

/** The designer on that form; PUTs change the list the way the server would. */
async function openSettingsDesigner(overrides: Handlers = {}) {
  let questions = settingsQuestions();
  const handlers: Handlers = {
    'GET /api/kuesioner/100/pertanyaan': () => json(200, questions),
    'PUT /api/kuesioner/100/urutan': ({ body }) => {
      const ids = (body as { pertanyaan_ids: number[] }).pertanyaan_ids;
      questions = ids.map((id, index) => ({ ...questions.find((question) => question.id === id)!, urutan: index + 1 }));
      return json(200, questions);
    },
  };
  for (const question of questions) {
    handlers[`PUT /api/pertanyaan/${question.id}`] = ({ body }) => {
      questions = questions.map((current) => (current.id === question.id ? { ...current, ...(body as object) } : current));
      return json(200, questions.find((current) => current.id === question.id));
    };
  }
  const app = await openDesigner({ ...handlers, ...overrides });
  await chooseEvent(app, 'Jakarta Marathon');
  const panel = await chooseType(app, 'Penonton');
  await within(panel).findByText('Berapa malam?');
  return { app, panel };
}

const puts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'PUT' && call.path === path);
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);
const listedTexts = (panel: HTMLElement) =>
  within(within(panel).getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('questionnaire designer: question settings', () => {
  it('lists each question with its settings and answer count, and offers no delete once answered', async () => {
    const { panel } = await openSettingsDesigner();

    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(within(items[0]).getByText('5 jawaban')).toBeTruthy();
    expect(within(items[2]).getByText('3 pilihan')).toBeTruthy();
    expect(within(items[3]).getByText('Opsional')).toBeTruthy();
    expect(within(items[3]).getByText('Antara 1 dan 30')).toBeTruthy();
    expect(within(items[3]).getByText('Tampil jika no. 1 dijawab "Ya"')).toBeTruthy();
    expect(within(items[3]).getByText('0 jawaban')).toBeTruthy();

    const deleteAnswered = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Hapus pertanyaan 1' });
    expect(deleteAnswered.disabled).toBe(true);
    expect(deleteAnswered.title).toBe('Sudah memiliki jawaban, jadi tidak dapat dihapus');
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Hapus pertanyaan 3' }).disabled).toBe(true);
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Hapus pertanyaan 2' }).disabled).toBe(false);
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Hapus pertanyaan 4' }).disabled).toBe(false);
    expect(within(panel).getByText(/Pertanyaan yang sudah memiliki jawaban tidak dapat dihapus/)).toBeTruthy();
  });

  it('offers as show-if targets only the earlier yes/no and choice questions, with their answers', async () => {
    const { app, panel } = await openSettingsDesigner();

    const showIf = within(panel).getByLabelText('Tampilkan Jika');
    expect(optionTexts(showIf)).toEqual(['Selalu ditampilkan', '1. Apakah Anda menginap?', '3. Jenis tiket?']);
    expect(within(panel).queryByLabelText('Dijawab')).toBeNull();
    await app.user.selectOptions(showIf, '3. Jenis tiket?');
    expect(optionTexts(within(panel).getByLabelText('Dijawab'))).toEqual(['-- Pilih jawaban --', 'Reguler', 'VIP', 'VVIP']);
    await app.user.selectOptions(showIf, '1. Apakah Anda menginap?');
    expect(optionTexts(within(panel).getByLabelText('Dijawab'))).toEqual(['-- Pilih jawaban --', 'Ya', 'Tidak']);

    // Editing: only the questions before the one edited.
    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 3' }));
    let dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    expect(optionTexts(within(dialog).getByLabelText('Tampilkan Jika'))).toEqual(['Selalu ditampilkan', '1. Apakah Anda menginap?']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Batal' }));

    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 1' }));
    dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    expect(within(dialog).queryByLabelText('Tampilkan Jika')).toBeNull();
  });

  it('adds a question with every setting it was given, and only those', async () => {
    const { app, panel } = await openSettingsDesigner();

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Berapa orang dalam rombongan?');
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'angka');
    await app.user.type(within(panel).getByLabelText('Batas Minimal'), '1');
    await app.user.type(within(panel).getByLabelText('Batas Maksimal'), '3x0');
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Wajib dijawab' }));
    await app.user.selectOptions(within(panel).getByLabelText('Tampilkan Jika'), '1. Apakah Anda menginap?');
    await app.user.selectOptions(within(panel).getByLabelText('Dijawab'), 'Ya');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    await waitFor(() => expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(1));
    expect(posts(app.calls, '/api/pertanyaan')[0].body).toEqual({
      kuesioner_id: 100,
      teks_pertanyaan: 'Berapa orang dalam rombongan?',
      tipe_jawaban: 'angka',
      wajib: false,
      min: 1,
      maks: 30,
      tampil_jika: { pertanyaan_id: 1000, nilai: 'Ya' },
      urutan: 5,
    });
  });

  it('sends a choice question with its options, one per line, and leaves the defaults out', async () => {
    const { app, panel } = await openSettingsDesigner();

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Kendaraan?');
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'pilihan');
    expect(within(panel).queryByLabelText('Batas Minimal')).toBeNull();
    await app.user.type(within(panel).getByLabelText('Pilihan Jawaban (satu per baris)'), ' Mobil {Enter}{Enter}Motor{Enter}Bus ');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    await waitFor(() => expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(1));
    expect(posts(app.calls, '/api/pertanyaan')[0].body).toEqual({
      kuesioner_id: 100,
      teks_pertanyaan: 'Kendaraan?',
      tipe_jawaban: 'pilihan',
      pilihan: ['Mobil', 'Motor', 'Bus'],
      urutan: 5,
    });
  });

  it('refuses a choice with a single option or with a minimum above the maximum, and sends nothing', async () => {
    const { app, panel } = await openSettingsDesigner();
    const add = within(panel).getByRole('button', { name: 'Tambah Pertanyaan' });

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Kendaraan?');
    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'pilihan');
    await app.user.type(within(panel).getByLabelText('Pilihan Jawaban (satu per baris)'), 'Mobil');
    await app.user.click(add);
    expect(within(panel).getByText(/^Pertanyaan pilihan perlu \d+ sampai \d+ pilihan jawaban\.$/)).toBeTruthy();

    await app.user.selectOptions(within(panel).getByLabelText('Tipe Jawaban'), 'nominal');
    await app.user.type(within(panel).getByLabelText('Batas Minimal'), '500');
    await app.user.type(within(panel).getByLabelText('Batas Maksimal'), '100');
    await app.user.click(add);
    expect(within(panel).getByText('Batas minimal tidak boleh lebih besar dari batas maksimal.')).toBeTruthy();
    expect(posts(app.calls, '/api/pertanyaan')).toHaveLength(0);
  });

  it('shows the server reason under "Gagal menambah pertanyaan." when it refuses the question', async () => {
    const reason = 'Syarat tampil hanya boleh menunjuk pertanyaan sebelumnya.';
    const { app, panel } = await openSettingsDesigner({
      'POST /api/pertanyaan': () => json(400, { message: reason, code: 'VALIDATION_ERROR' }),
    });

    await app.user.type(within(panel).getByLabelText('Teks Pertanyaan'), 'Apa saran Anda?');
    await app.user.click(within(panel).getByRole('button', { name: 'Tambah Pertanyaan' }));

    const alert = await within(panel).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Gagal menambah pertanyaan.', reason]);
  });

  it('edits a question in "Ubah Pertanyaan" and sends its whole definition', async () => {
    const { app, panel } = await openSettingsDesigner();

    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    const text = within(dialog).getByLabelText<HTMLTextAreaElement>('Teks Pertanyaan');
    expect(text.value).toBe('Berapa malam?');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tipe Jawaban').value).toBe('angka');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tipe Jawaban').disabled).toBe(false);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Batas Minimal').value).toBe('1');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Batas Maksimal').value).toBe('30');
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Wajib dijawab' }).checked).toBe(false);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tampilkan Jika').value).toBe('1000');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Dijawab').value).toBe('Ya');

    await app.user.clear(text);
    await app.user.type(text, 'Berapa malam Anda menginap?');
    const maks = within(dialog).getByLabelText('Batas Maksimal');
    await app.user.clear(maks);
    await app.user.type(maks, '14');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Wajib dijawab' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Pertanyaan' })).toBeNull());
    expect(puts(app.calls, '/api/pertanyaan/1003').map((call) => call.body)).toEqual([
      {
        teks_pertanyaan: 'Berapa malam Anda menginap?',
        tipe_jawaban: 'angka',
        wajib: true,
        min: 1,
        maks: 14,
        pilihan: null,
        tampil_jika: { pertanyaan_id: 1000, nilai: 'Ya' },
        peran_ekonomi: null,
        batas_wajar: null,
      },
    ]);
    expect(await within(panel).findByText('Berapa malam Anda menginap?')).toBeTruthy();
  });

  it('locks the type of an answered question and keeps the options respondents chose', async () => {
    const { app, panel } = await openSettingsDesigner();

    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tipe Jawaban').disabled).toBe(true);
    expect(within(dialog).getByText('Tipe jawaban tidak dapat diubah: pertanyaan ini sudah memiliki 3 jawaban.')).toBeTruthy();
    expect(within(dialog).getByText(/Sudah dipilih responden, jadi harus tetap ada: VIP\./)).toBeTruthy();
    const options = within(dialog).getByLabelText<HTMLTextAreaElement>('Pilihan Jawaban (satu per baris)');
    expect(options.value).toBe('Reguler\nVIP\nVVIP');

    await app.user.clear(options);
    await app.user.type(options, 'Reguler{Enter}V.I.P{Enter}VVIP');
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));
    expect(
      within(dialog).getByText('Pilihan "VIP" sudah dipilih responden, jadi tidak dapat dihapus atau diganti namanya.'),
    ).toBeTruthy();
    expect(puts(app.calls, '/api/pertanyaan/1002')).toHaveLength(0);

    await app.user.clear(options);
    await app.user.type(options, 'Reguler{Enter}VIP{Enter}VVIP{Enter}Pelajar');
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(puts(app.calls, '/api/pertanyaan/1002')).toHaveLength(1));
    expect(puts(app.calls, '/api/pertanyaan/1002')[0].body).toEqual({
      teks_pertanyaan: 'Jenis tiket?',
      tipe_jawaban: 'pilihan',
      wajib: true,
      min: null,
      maks: null,
      pilihan: ['Reguler', 'VIP', 'VVIP', 'Pelajar'],
      tampil_jika: null,
      peran_ekonomi: null,
      batas_wajar: null,
    });
  });

  it.each([
    [409, 'Pertanyaan ini sudah memiliki jawaban; tipe jawabannya tidak dapat diubah.'],
    [400, 'Batas minimal tidak cocok dengan jawaban yang sudah ada.'],
  ])('keeps the dialog open and shows the reason when the server refuses an edit (%i)', async (status, reason) => {
    const { app, panel } = await openSettingsDesigner({
      'PUT /api/pertanyaan/1001': () => json(status, { message: reason, code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR' }),
    });

    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    await app.user.type(within(dialog).getByLabelText('Teks Pertanyaan'), ' sebelumnya');
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));

    const alert = await within(dialog).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Gagal menyimpan pertanyaan.', reason]);
    expect(screen.getByRole('dialog', { name: 'Ubah Pertanyaan' })).toBeTruthy();
  });

  it('says only "Gagal menyimpan pertanyaan." when the server is down', async () => {
    const { app, panel } = await openSettingsDesigner({ 'PUT /api/pertanyaan/1001': () => new Response('Bad Gateway', { status: 502 }) });

    await app.user.click(within(panel).getByRole('button', { name: 'Ubah pertanyaan 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Gagal menyimpan pertanyaan.');
  });

  it('moves a question up or down by sending the whole new order', async () => {
    const { app, panel } = await openSettingsDesigner();
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Pindahkan pertanyaan 1 ke atas' }).disabled).toBe(true);
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Pindahkan pertanyaan 4 ke bawah' }).disabled).toBe(true);

    await app.user.click(within(panel).getByRole('button', { name: 'Pindahkan pertanyaan 3 ke atas' }));
    await waitFor(() =>
      expect(listedTexts(panel)).toEqual(['Apakah Anda menginap?', 'Jenis tiket?', 'Dari kota mana Anda datang?', 'Berapa malam?']),
    );
    await app.user.click(within(panel).getByRole('button', { name: 'Pindahkan pertanyaan 1 ke bawah' }));
    await waitFor(() =>
      expect(listedTexts(panel)).toEqual(['Jenis tiket?', 'Apakah Anda menginap?', 'Dari kota mana Anda datang?', 'Berapa malam?']),
    );
    expect(puts(app.calls, '/api/kuesioner/100/urutan').map((call) => call.body)).toEqual([
      { pertanyaan_ids: [1000, 1002, 1001, 1003] },
      { pertanyaan_ids: [1002, 1000, 1001, 1003] },
    ]);
  });

  it('keeps the order and shows the reason when the server refuses a move', async () => {
    const reason = 'Pertanyaan "Berapa malam?" harus tetap setelah pertanyaan yang menjadi syarat tampilnya.';
    const { app, panel } = await openSettingsDesigner({
      'PUT /api/kuesioner/100/urutan': () => json(400, { message: reason, code: 'VALIDATION_ERROR' }),
    });

    await app.user.click(within(panel).getByRole('button', { name: 'Pindahkan pertanyaan 1 ke bawah' }));

    const alert = await within(panel).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Gagal mengubah urutan pertanyaan.', reason]);
    expect(listedTexts(panel)).toEqual(['Apakah Anda menginap?', 'Dari kota mana Anda datang?', 'Jenis tiket?', 'Berapa malam?']);
  });
});
