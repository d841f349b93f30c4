import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

async function openForm(more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, [makeEvent()]),
    ...more,
  });
  const app = renderApp('/kelola-event');
  await app.user.click(await screen.findByRole('button', { name: 'Tambah Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Tambah Event' });
  return { calls, app, dialog };
}

async function fillRequired(app: Awaited<ReturnType<typeof openForm>>['app']) {
  await app.user.type(screen.getByLabelText('Nama Event'), 'Tour de Borobudur');
  await app.user.type(screen.getByLabelText('Lokasi'), 'Magelang');
  fireEvent.change(screen.getByLabelText('Tanggal Mulai'), { target: { value: '2026-06-01' } });
  fireEvent.change(screen.getByLabelText('Tanggal Selesai'), { target: { value: '2026-06-02' } });
}

const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/events');
const kategoriCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/api/kategori-olahraga'));

describe('event form', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the shared schema messages for the required fields and sends nothing', async () => {
    const { calls, app, dialog } = await openForm();

    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(screen.getByText('Nama event wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Lokasi wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Tanggal mulai wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Tanggal selesai wajib diisi.')).toBeTruthy();
    expect(screen.getByLabelText('Nama Event').getAttribute('aria-invalid')).toBe('true');
    expect(posted(calls)).toHaveLength(0);
  });

  it('takes only digits as the participant count and refuses an end before the start', async () => {
    const { calls, app, dialog } = await openForm();
    await fillRequired(app);
    fireEvent.change(screen.getByLabelText('Tanggal Selesai'), { target: { value: '2026-05-30' } });
    await app.user.type(screen.getByLabelText('Jumlah Peserta'), 'banyak');
    expect((screen.getByLabelText('Jumlah Peserta') as HTMLInputElement).value).toBe('');

    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai.')).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
  });

  it('writes the participant count with thousand dots as it is typed and sends the number', async () => {
    const { calls, app } = await openForm({
      'POST /api/events': () => json(201, { message: 'Event berhasil ditambahkan.', event: makeEvent({ id: 9 }) }),
    });
    await fillRequired(app);
    const peserta = screen.getByLabelText('Jumlah Peserta') as HTMLInputElement;

    await app.user.type(peserta, '1250');
    expect(peserta.value).toBe('1.250');
    await app.user.type(peserta, '000');
    expect(peserta.value).toBe('1.250.000');

    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(posted(calls)[0].body).toMatchObject({ jumlah_peserta: 1250000 });
  });

  it('adds a sponsor only when it has a name not listed yet, and removes one', async () => {
    const { app } = await openForm();
    const sponsor = screen.getByLabelText('Sponsor');
    const add = screen.getByRole('button', { name: 'Tambah sponsor' });
    const listed = () =>
      within(screen.queryByRole('list', { name: 'Daftar sponsor' }) ?? document.createElement('ul'))
        .queryAllByRole('listitem')
        .map((item) => item.textContent);

    await app.user.click(add);
    await app.user.type(sponsor, '   ');
    await app.user.click(add);
    expect(listed()).toEqual([]);

    await app.user.clear(sponsor);
    await app.user.type(sponsor, 'Bank Jaya{Enter}');
    await app.user.type(sponsor, 'Kopi Nusantara');
    await app.user.click(add);
    expect(listed()).toEqual(['Bank Jaya', 'Kopi Nusantara']);
    expect((sponsor as HTMLInputElement).value).toBe('');

    await app.user.type(sponsor, ' bank jaya ');
    await app.user.click(add);
    expect(listed()).toEqual(['Bank Jaya', 'Kopi Nusantara']);
    expect(screen.getByText('Sponsor ini sudah ada di daftar.')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Hapus sponsor Bank Jaya' }));
    expect(listed()).toEqual(['Kopi Nusantara']);
  });

  it('searches categories only from 2 characters, 300 ms after the typing stops', async () => {
    const { calls } = await openForm({
      'GET /api/kategori-olahraga?q=Se': () => json(200, []),
      'GET /api/kategori-olahraga?q=Sep': () => json(200, [{ id: 5, nama_cabor: 'Sepak Bola' }]),
    });
    const box = screen.getByLabelText('Kategori Olahraga');
    vi.useFakeTimers();

    fireEvent.change(box, { target: { value: 'S' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(kategoriCalls(calls)).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Se' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'Sep' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(kategoriCalls(calls)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(kategoriCalls(calls).map((call) => call.path)).toEqual(['/api/kategori-olahraga?q=Sep']);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Sepak Bola' })).toBeTruthy();
  });

  it('sends a picked category by id and saves; "Berhasil!" closes itself', async () => {
    const { calls, app } = await openForm({
      'GET /api/kategori-olahraga?q=Sep': () => json(200, [{ id: 5, nama_cabor: 'Sepak Bola' }]),
      'POST /api/events': () => json(201, { message: 'Event berhasil ditambahkan.', event: makeEvent({ id: 9 }) }),
    });
    await fillRequired(app);
    await app.user.type(screen.getByLabelText('Deskripsi'), 'Balap sepeda.');
    await app.user.type(screen.getByLabelText('Jumlah Peserta'), '250');
    await app.user.selectOptions(screen.getByLabelText('Skala Event'), 'Internasional');
    await app.user.type(screen.getByLabelText('Kategori Olahraga'), 'Sep');
    await app.user.click(await screen.findByRole('button', { name: 'Sepak Bola' }));
    expect(screen.getByText('Kategori terpilih: Sepak Bola')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Sponsor'), 'Bank Jaya{Enter}');

    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));

    const done = await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(done.textContent).toContain('Event berhasil ditambahkan.');
    expect(screen.queryByRole('dialog', { name: 'Tambah Event' })).toBeNull();
    expect(posted(calls)[0].body).toEqual({
      nama_event: 'Tour de Borobudur',
      lokasi: 'Magelang',
      tanggal_mulai: '2026-06-01',
      tanggal_selesai: '2026-06-02',
      deskripsi: 'Balap sepeda.',
      jumlah_peserta: 250,
      skala_event: 'Internasional',
      kategori_olahraga_id: 5,
      nama_kategori_baru: null,
      sponsors: ['Bank Jaya'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Berhasil!' })).toBeNull());
  });

  it('sends typed text that was not picked as a new category, with skala Lokal by default', async () => {
    const { calls, app } = await openForm({
      'GET /api/kategori-olahraga?q=Panahan': () => json(200, []),
      'POST /api/events': () => json(201, { message: 'Event berhasil ditambahkan.', event: makeEvent() }),
    });
    await fillRequired(app);
    await app.user.type(screen.getByLabelText('Kategori Olahraga'), 'Panahan');

    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(posted(calls)[0].body).toMatchObject({
      skala_event: 'Lokal',
      kategori_olahraga_id: null,
      nama_kategori_baru: 'Panahan',
      deskripsi: null,
      jumlah_peserta: null,
      sponsors: [],
    });
  });

  it('shows the server\'s refusal, or "Gagal menyimpan event" when it gives no message', async () => {
    let answer = json(400, { message: 'Kategori olahraga tidak ditemukan.', code: 'VALIDATION_ERROR' });
    const { app } = await openForm({ 'POST /api/events': () => answer });
    await fillRequired(app);

    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kategori olahraga tidak ditemukan.');

    answer = new Response('Bad Gateway', { status: 502 });
    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Gagal menyimpan event'));
    expect(screen.getByRole('dialog', { name: 'Tambah Event' })).toBeTruthy();
  });
});

describe('editing an event', () => {

  async function openEdit(detail: () => Response, more: Handlers = {}) {
    storeSignedIn();
    const calls = stubApi({
      'GET /api/me': () => json(200, admin),
      'GET /api/events?status=aktif': () => json(200, [makeEvent()]),
      'GET /api/events/1': detail,
      ...more,
    });
    const app = renderApp('/kelola-event');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Jakarta Marathon' }));
    return { calls, app };
  }

  it('fills the form with the event and saves it with PUT', async () => {
    const { calls, app } = await openEdit(() => json(200, makeEvent()), {
      'PUT /api/events/1': () => json(200, { message: 'Event berhasil diperbarui.', event: makeEvent() }),
    });
    const name = (await screen.findByLabelText('Nama Event')) as HTMLInputElement;
    expect(name.value).toBe('Jakarta Marathon');
    expect((screen.getByLabelText('Jumlah Peserta') as HTMLInputElement).value).toBe('1.500');
    expect(screen.getByText('Kategori terpilih: Atletik')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus sponsor Bank Jaya' })).toBeTruthy();

    await app.user.clear(name);
    await app.user.type(name, 'Jakarta Marathon 2026');
    await app.user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect((await screen.findByRole('dialog', { name: 'Berhasil!' })).textContent).toContain(
      'Event berhasil diperbarui.',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ nama_event: 'Jakarta Marathon 2026', kategori_olahraga_id: 3, sponsors: ['Bank Jaya'] });
  });

  it('says "Gagal memuat detail event untuk diedit." when the event cannot be read', async () => {
    await openEdit(() => json(500, { message: 'x', code: 'INTERNAL' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    await waitFor(() => expect(dialog.textContent).toContain('Gagal memuat detail event untuk diedit.'));
  });
});
