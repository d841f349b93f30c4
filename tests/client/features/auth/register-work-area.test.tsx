import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';

beforeAll(async () => {
  await loadWilayahList();
}, 30_000);

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Daftar Akun' });
  await app.user.type(screen.getByLabelText('Nama Lengkap'), 'Dewi Lestari');
  await app.user.type(screen.getByLabelText('Email'), 'dewi@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'rahasia123');
  return app;
}

const areaGroup = () => screen.getByRole('group', { name: 'Wilayah Kerja (opsional)' });

describe('the work area on /register', () => {
  it('is national until one is chosen, and sends the chosen province', async () => {
    const calls = stubApi({ 'POST /api/register': () => json(201, { message: 'Pendaftaran berhasil. Silakan login.' }) });
    const app = await openRegister();
    expect(within(areaGroup()).getByText('Nasional')).toBeTruthy();
    expect(within(areaGroup()).getByText(/Biarkan kosong bila Anda bertugas di tingkat nasional/)).toBeTruthy();

    await app.user.type(await screen.findByLabelText('Cari wilayah kerja'), 'jawa timur');
    await app.user.click(within(areaGroup()).getByRole('button', { name: /^Jawa Timur/ }));
    expect(within(areaGroup()).getByText('Jawa Timur')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(calls[0].body).toEqual({
      nama: 'Dewi Lestari',
      email: 'dewi@example.com',
      password: 'rahasia123',
      peran: 'Surveyor',
      wilayah_kerja: '35',
    });
  });

  it('sends no area once the choice is removed again', async () => {
    const calls = stubApi({ 'POST /api/register': () => json(201, { message: 'ok' }) });
    const app = await openRegister();

    await app.user.type(await screen.findByLabelText('Cari wilayah kerja'), 'surabaya');
    await app.user.click(within(areaGroup()).getByRole('button', { name: /^Kota Surabaya/ }));
    await app.user.click(within(areaGroup()).getByRole('button', { name: 'Kosongkan' }));
    expect(within(areaGroup()).getByText('Nasional')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).not.toHaveProperty('wilayah_kerja');
  });

  it("shows the server's refusal of the area under the field as well as in the dialog", async () => {
    stubApi({
      'POST /api/register': () =>
        json(400, { message: 'Wilayah kerja tidak dikenal.', code: 'VALIDATION_ERROR', fields: { wilayah_kerja: 'Wilayah kerja tidak dikenal.' } }),
    });
    const app = await openRegister();
    await app.user.type(await screen.findByLabelText('Cari wilayah kerja'), 'surabaya');
    await app.user.click(within(areaGroup()).getByRole('button', { name: /^Kota Surabaya/ }));
    await app.user.click(screen.getByRole('button', { name: 'Daftar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Wilayah kerja tidak dikenal.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(within(areaGroup()).getByText('Wilayah kerja tidak dikenal.')).toBeTruthy();
    expect(screen.getByLabelText('Cari wilayah kerja').getAttribute('aria-invalid')).toBe('true');
  });
});
