import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

function openAs(user: User, detail: () => Response, more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({ 'GET /api/me': () => json(200, user), 'GET /api/events/1': detail, ...more });
  return { calls, ...renderApp('/kelola-event/1') };
}

describe('/kelola-event/{id}', () => {

  it('shows every field with long Indonesian dates', async () => {
    openAs(admin, () => json(200, makeEvent({ sponsors: ['Bank Jaya', 'Kopi Nusantara'] })));

    expect(await screen.findByRole('heading', { name: 'Jakarta Marathon', level: 1 })).toBeTruthy();
    const main = screen.getByRole('main');
    for (const text of [
      'Lari maraton tahunan.',
      'Jakarta',
      '1 Mei 2026',
      '3 Mei 2026',
      '1.500 Peserta',
      'Atletik',
      'Nasional',
      'Bank Jaya',
      'Kopi Nusantara',
    ]) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
  });

  it('uses the words of docs/screens.md, "Event detail", for what is missing', async () => {
    openAs(admin, () =>
      json(
        200,
        makeEvent({ deskripsi: '', tanggal_selesai: '', kategori_olahraga_id: null, nama_cabor: null, sponsors: [], jumlah_peserta: 0 }),
      ),
    );

    expect(await screen.findByText('Tidak ada deskripsi.')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('0 Peserta')).toBeTruthy();
    expect(screen.getByText('Tidak ada kategori')).toBeTruthy();
    expect(screen.getByText('Tidak ada sponsor untuk event ini.')).toBeTruthy();
  });

  it('shows the loading text, then "Event tidak ditemukan." as a heading with the way back on 404', async () => {
    openAs(admin, () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' }));

    expect((await screen.findByText('Memuat detail event...')).closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Event tidak ditemukan.', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar event' }).getAttribute('href')).toBe('/kelola-event');
  });

  it('says "Event tidak ditemukan." for an address that names no event, asking nothing', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, surveyor) });
    renderApp('/kelola-event/abc');

    expect(await screen.findByRole('heading', { name: 'Event tidak ditemukan.', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar event' }).getAttribute('href')).toBe('/kelola-event');
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('says "Gagal mengambil detail event." when the server fails', async () => {
    openAs(admin, () => json(500, { message: 'x', code: 'INTERNAL' }));

    expect(await screen.findByText('Gagal mengambil detail event.')).toBeTruthy();
  });

  it('lets Admin edit from the "Aksi" panel and reloads the event after saving', async () => {
    let saved = false;
    const { user } = openAs(admin, () => json(200, makeEvent({ nama_event: saved ? 'Jakarta Marathon 2026' : 'Jakarta Marathon' })), {
      'PUT /api/events/1': () => {
        saved = true;
        return json(200, { message: 'Event berhasil diperbarui.', event: makeEvent() });
      },
    });
    const panel = await screen.findByRole('complementary', { name: 'Aksi' });
    expect(within(panel).getByRole('link', { name: 'Input Survey' }).getAttribute('href')).toBe('/input-survei');

    await user.click(within(panel).getByRole('button', { name: 'Edit Event' }));
    const name = await screen.findByLabelText('Nama Event');
    await user.clear(name);
    await user.type(name, 'Jakarta Marathon 2026');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jakarta Marathon 2026'));
  });

  it.each<[string, User, boolean]>([
    ['Surveyor', surveyor, true],
    ['Instansi', instansi, false],
  ])('gives %s no Edit Event button', async (_peran, user, inputSurvey) => {
    openAs(user, () => json(200, makeEvent()));

    const panel = await screen.findByRole('complementary', { name: 'Aksi' });
    expect(within(panel).queryByRole('button', { name: 'Edit Event' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Input Survey' }) !== null).toBe(inputSurvey);
    expect(within(panel).getByRole('link', { name: 'Lihat Analitik' }).getAttribute('href')).toBe('/hasil-analisis/1');
  });
});
