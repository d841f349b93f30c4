import { deviceDb } from '../../../../src/client/offline/runtime';
import { sessionOf } from '../../../../src/client/offline/session-store';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { TOKEN, admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { findStatus } from '../../helpers/find-status';

type Handlers = Parameters<typeof stubApi>[0];

async function openProfile(user: User, handlers: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({ 'GET /api/me': () => json(200, user), ...handlers });
  const app = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profil Saya' });
  return { ...app, calls };
}

function statistics() {
  const section = screen.getByRole('heading', { name: 'Statistik Kinerja' }).closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('/profile', () => {
  it('shows the avatar initial, name, email and role', async () => {
    await openProfile(surveyor, { 'GET /api/me/stats': () => json(200, { total_survei: 0, total_event: 0 }) });

    const account = screen.getByRole('region', { name: 'Data akun' });
    expect(within(account).getByText('B')).toBeTruthy();
    expect(within(account).getByText('Budi Surveyor')).toBeTruthy();
    expect(within(account).getByText('budi@example.com')).toBeTruthy();
    expect(within(account).getByText('Surveyor')).toBeTruthy();
  });

  it("shows an Admin's figures", async () => {
    await openProfile(admin, {
      'GET /api/me/stats': () => json(200, { total_pengguna: 12, total_event_aktif: 3, total_data_survei: 1500 }),
    });

    await screen.findByRole('heading', { name: 'Statistik Kinerja' });
    expect(statistics()).toEqual([
      ['Total Pengguna', '12'],
      ['Event Aktif', '3'],
      ['Data Survei Terkumpul', '1.500'],
    ]);
  });

  it("shows a Surveyor's figures", async () => {
    await openProfile(surveyor, { 'GET /api/me/stats': () => json(200, { total_survei: 42, total_event: 2 }) });

    await screen.findByRole('heading', { name: 'Statistik Kinerja' });
    expect(statistics()).toEqual([
      ['Survei Diinput', '42'],
      ['Event Diikuti', '2'],
    ]);
  });

  it('shows no figures to Instansi and does not ask for them', async () => {
    const { calls } = await openProfile(instansi);

    await screen.findByRole('heading', { name: 'Edit Profil' });
    expect(screen.queryByRole('heading', { name: 'Statistik Kinerja' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/me/stats');
  });

  it('only logs a failure to load the figures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProfile(admin, {
      'GET /api/me/stats': () => json(500, { message: 'Terjadi kesalahan pada server.', code: 'INTERNAL_ERROR' }),
    });

    // After the query's one retry, a second later.
    await waitFor(() => expect(log).toHaveBeenCalledWith('Gagal mengambil statistik profil', expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Statistik Kinerja' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Edit Profil' })).toBeTruthy();
  });

  it('offline, shows the cached account and says the rest needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = await openProfile(admin);

    expect(screen.getByText('Ani Admin', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/Halaman ini memerlukan koneksi internet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Profil' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/me/stats');
  });
});

describe('edit profile', () => {
  it('saves name and email and makes the answer the session user', async () => {
    const updated: User = { ...surveyor, nama: 'Wati Surveyor', email: 'wati@example.com' };
    const { calls, user } = await openProfile(surveyor, {
      'GET /api/me/stats': () => json(200, { total_survei: 0, total_event: 0 }),
      'PUT /api/me': () => json(200, updated),
    });
    const name = screen.getByLabelText('Nama Lengkap');
    const email = screen.getByLabelText('Email');

    await user.clear(name);
    await user.type(name, 'Wati Surveyor');
    expect(screen.queryByLabelText('Password Saat Ini')).toBeNull();
    await user.clear(email);
    await user.type(email, 'WATI@example.com');
    await user.type(screen.getByLabelText('Password Saat Ini'), 'rahasia-123');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    await findStatus(screen, 'Profil berhasil diperbarui.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      nama: 'Wati Surveyor',
      email: 'wati@example.com',
      password_sekarang: 'rahasia-123',
    });
    // The saved email is the session's now: the field goes.
    await waitFor(() => expect(screen.queryByLabelText('Password Saat Ini')).toBeNull());
    await waitFor(async () => expect((await sessionOf(deviceDb(), updated.id))?.user).toEqual(updated));
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Profil Saya (Wati Surveyor)' }).textContent).toBe('W');
  });

  it('says "Gagal memperbarui profil." with the reason when the server refuses', async () => {
    const { user } = await openProfile(instansi, {
      'PUT /api/me': () => json(409, { message: 'Email sudah terdaftar. Gunakan email lain.', code: 'CONFLICT' }),
    });

    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Gagal memperbarui profil. Email sudah terdaftar. Gunakan email lain.',
    );
  });

  it('asks for the current password only when the email changes, and sends none for a name change', async () => {
    const { calls, user } = await openProfile(instansi, { 'PUT /api/me': () => json(200, { ...instansi, nama: 'Citra Baru' }) });
    const email = screen.getByLabelText('Email');

    await user.type(email, 'x');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(screen.getByText('Password saat ini wajib diisi untuk mengubah email.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(email, '{Backspace}');
    expect(screen.queryByLabelText('Password Saat Ini')).toBeNull();
    await user.clear(screen.getByLabelText('Nama Lengkap'));
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Citra Baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    await screen.findByRole('status');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ nama: 'Citra Baru', email: instansi.email });
  });

  it('shows the server saying the current password is wrong next to the field', async () => {
    const wrong = 'Password saat ini salah.';
    const { user } = await openProfile(instansi, {
      'PUT /api/me': () => json(400, { message: wrong, code: 'VALIDATION_ERROR', fields: { password_sekarang: wrong } }),
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'citra.baru@example.com');
    await user.type(screen.getByLabelText('Password Saat Ini'), 'salah-sekali');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    expect((await screen.findByRole('alert')).textContent).toBe(`Gagal memperbarui profil. ${wrong}`);
    expect(screen.getByLabelText('Password Saat Ini').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the fields before sending', async () => {
    const { calls, user } = await openProfile(instansi);

    await user.clear(screen.getByLabelText('Nama Lengkap'));
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    expect(screen.getByText('Nama wajib diisi.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('change password', () => {
  async function fill(user: Awaited<ReturnType<typeof openProfile>>['user'], old: string, next: string, again: string) {
    if (old) await user.type(screen.getByLabelText('Password Lama'), old);
    if (next) await user.type(screen.getByLabelText('Password Baru'), next);
    if (again) await user.type(screen.getByLabelText('Konfirmasi Password Baru'), again);
    await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
  }

  it('says "Password baru dan konfirmasi tidak cocok." and sends nothing', async () => {
    const { calls, user } = await openProfile(instansi);

    await fill(user, 'rahasia-lama', 'rahasia-baru-1', 'rahasia-baru-2');

    expect(screen.getByText('Password baru dan konfirmasi tidak cocok.')).toBeTruthy();
    expect(screen.getByLabelText('Konfirmasi Password Baru').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/api/me/password')).toBe(false);
  });

  it('requires the old password and a new one of at least 8 characters', async () => {
    const { calls, user } = await openProfile(instansi);

    await fill(user, '', 'pendek', 'pendek');

    expect(screen.getByText('Password lama wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Password minimal 8 karakter.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/me/password')).toBe(false);
  });

  it('stores the new token the server returns and clears the form', async () => {
    const { calls, user } = await openProfile(instansi, {
      'PUT /api/me/password': () => json(200, { message: 'Password berhasil diubah.', token: 'token-baru' }),
    });

    await fill(user, 'rahasia-lama', 'rahasia-baru-1', 'rahasia-baru-1');

    await findStatus(screen, 'Password berhasil diubah.');
    expect(calls.find((call) => call.path === '/api/me/password')?.body).toEqual({
      oldPassword: 'rahasia-lama',
      newPassword: 'rahasia-baru-1',
    });
    expect(localStorage.getItem('token')).toBe('token-baru');
    expect((screen.getByLabelText('Password Baru') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message, or \"Gagal mengubah password.\"", async () => {
    let answer = json(400, { message: 'Password lama salah.', code: 'VALIDATION_ERROR' });
    const { user } = await openProfile(instansi, { 'PUT /api/me/password': () => answer });

    await fill(user, 'salah-sekali', 'rahasia-baru-1', 'rahasia-baru-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Password lama salah.');

    answer = new Response('Bad Gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Gagal mengubah password.'));
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });
});
