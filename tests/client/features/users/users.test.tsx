import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, listed, storeSignedIn, surveyor } from '../../helpers/users';

type Handlers = Parameters<typeof stubApi>[0];

const USERS: User[] = [admin, surveyor, instansi];

async function openUsers(handlers: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/users': () => json(200, listed(USERS)),
    ...handlers,
  });
  const app = renderApp('/kelola-pengguna');
  await screen.findByRole('heading', { name: 'Kelola Pengguna' });
  return { ...app, calls };
}

function rowOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement;
}

const sent = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method);

describe('/kelola-pengguna', () => {
  it.each<[string, User, string]>([
    ['Surveyor', surveyor, '/dashboard-surveyor'],
    ['Instansi', instansi, '/dashboard-instansi'],
  ])('tells a %s it has no access, with the way home, without asking the server', async (_peran, user, home) => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, user) });
    renderApp('/kelola-pengguna');

    expect(await screen.findByRole('heading', { name: 'Akses Terbatas', level: 1 })).toBeTruthy();
    expect(screen.getByText('Anda tidak memiliki akses ke halaman ini.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe(home);
    expect(screen.queryByRole('button', { name: 'Tambah Pengguna' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('lists name, email and a role badge with one colour per role', async () => {
    await openUsers();

    await screen.findByRole('table', { name: 'Daftar pengguna' });
    // Each row carries the badge twice: under the name on a phone, in its own column on wider screens.
    const badges = USERS.map((user) => within(rowOf(user.nama)).getAllByText(user.peran)[0]);
    expect(badges.map((badge) => badge.textContent)).toEqual(['Admin', 'Surveyor', 'Instansi']);
    expect(new Set(badges.map((badge) => badge.className)).size).toBe(3);
    expect(within(rowOf('Budi Surveyor')).getAllByText('budi@example.com').length).toBeGreaterThan(0);
  });

  it('says "Gagal mengambil data pengguna." when the list fails', async () => {
    await openUsers({ 'GET /api/users': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }) });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Gagal mengambil data pengguna.',
    );
  });

  it('offline, says the page needs a connection and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = await openUsers();

    expect(screen.getByText(/Halaman ini memerlukan koneksi internet/)).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain('/api/users');
  });
});

describe('adding a user', () => {
  it('requires a password for a new user, then sends it and says "Berhasil!"', async () => {
    let list = USERS;
    const created: User = { id: 9, nama: 'Dodi Baru', email: 'dodi@example.com', peran: 'Instansi', wilayah_kerja: null };
    const { calls, user } = await openUsers({
      'GET /api/users': () => json(200, listed(list)),
      'POST /api/users': () => {
        list = [...USERS, created];
        return json(201, { message: 'Pengguna berhasil ditambahkan.', user: created });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Pengguna' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Dodi Baru');
    await user.type(within(dialog).getByLabelText('Email'), 'dodi@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Peran'), 'Instansi');

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(within(dialog).getByText('Password wajib diisi untuk pengguna baru.')).toBeTruthy();
    expect(sent(calls, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'rahasia-dodi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const done = await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(done.textContent).toContain('Pengguna berhasil ditambahkan.');
    expect(sent(calls, 'POST')[0].body).toEqual({
      nama: 'Dodi Baru',
      email: 'dodi@example.com',
      password: 'rahasia-dodi',
      peran: 'Instansi',
    });
    expect(await screen.findByText('Dodi Baru', { selector: 'span' })).toBeTruthy();
  });

  it('offers the roles Surveyor, Admin and Instansi and a password toggle', async () => {
    const { user } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Pengguna' });

    const roles = within(dialog).getByLabelText('Peran') as HTMLSelectElement;
    expect([...roles.options].map((option) => option.value)).toEqual(['Surveyor', 'Admin', 'Instansi']);
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan password' }));
    expect(password.type).toBe('text');
  });

  it.each([
    [json(409, { message: 'Email sudah terdaftar. Gunakan email lain.', code: 'CONFLICT' }), 'Email sudah terdaftar. Gunakan email lain.'],
    [new Response('Bad Gateway', { status: 502 }), 'Terjadi kesalahan.'],
  ])('shows the server message or "Terjadi kesalahan." when saving fails', async (answer, message) => {
    const { user } = await openUsers({ 'POST /api/users': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Pengguna' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Ani Kembar');
    await user.type(within(dialog).getByLabelText('Email'), 'ani@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'rahasia-ani');

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});

describe('editing a user', () => {
  it('leaves the password out when it is blank', async () => {
    const { calls, user } = await openUsers({
      'PUT /api/users/2': () =>
        json(200, { message: 'Pengguna berhasil diperbarui.', user: { ...surveyor, peran: 'Admin' } }),
    });
    await screen.findByRole('table');
    await user.click(within(rowOf('Budi Surveyor')).getByRole('button', { name: 'Edit Budi Surveyor' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pengguna' });
    expect((within(dialog).getByLabelText('Nama') as HTMLInputElement).value).toBe('Budi Surveyor');
    expect((within(dialog).getByLabelText('Password Baru (opsional)') as HTMLInputElement).value).toBe('');

    await user.selectOptions(within(dialog).getByLabelText('Peran'), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect((await screen.findByRole('dialog', { name: 'Berhasil!' })).textContent).toContain(
      'Pengguna berhasil diperbarui.',
    );
    expect(sent(calls, 'PUT')[0].body).toEqual({ nama: 'Budi Surveyor', email: 'budi@example.com', peran: 'Admin' });
  });

  it('checks the length of a password that is given', async () => {
    const { calls, user } = await openUsers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Budi Surveyor' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pengguna' });

    await user.type(within(dialog).getByLabelText('Password Baru (opsional)'), 'pendek');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(within(dialog).getByText('Password minimal 8 karakter.')).toBeTruthy();
    expect(sent(calls, 'PUT')).toHaveLength(0);
  });

  it("sends the admin to the profile for their own password and refreshes the session's user", async () => {
    const renamed: User = { ...admin, nama: 'Ani Kepala' };
    const { calls, user } = await openUsers({
      'PUT /api/users/1': () => json(200, { message: 'Pengguna berhasil diperbarui.', user: renamed }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Ani Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pengguna' });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Profil Saya' }).getAttribute('href')).toBe('/profile');

    const name = within(dialog).getByLabelText('Nama');
    await user.clear(name);
    await user.type(name, 'Ani Kepala');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(sent(calls, 'PUT')[0].body).toEqual({ nama: 'Ani Kepala', email: 'ani@example.com', peran: 'Admin' });
    expect(screen.getByRole('link', { name: 'Profil Saya (Ani Kepala)' })).toBeTruthy();
  });
});

describe('deleting a user', () => {
  it('asks first, then deletes and says "Terhapus!"', async () => {
    const { calls, user } = await openUsers({
      'DELETE /api/users/3': () => json(200, { message: 'Pengguna berhasil dihapus.' }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Citra Instansi' }));
    const confirm = screen.getByRole('dialog', { name: 'Hapus Pengguna?' });
    expect(confirm.textContent).toContain('Citra Instansi');
    expect(sent(calls, 'DELETE')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect((await screen.findByRole('dialog', { name: 'Terhapus!' })).textContent).toContain(
      'Pengguna berhasil dihapus.',
    );
    expect(sent(calls, 'DELETE').map((call) => call.path)).toEqual(['/api/users/3']);
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const { calls, user } = await openUsers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Citra Instansi' }));

    await user.click(screen.getByRole('button', { name: 'Batal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = await openUsers({
      'DELETE /api/users/1': () =>
        json(409, { message: 'Anda tidak dapat menghapus akun Anda sendiri.', code: 'CONFLICT' }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Ani Admin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('self-registered accounts waiting for approval', () => {
  const dewi = { id: 7, nama: 'Dewi Daftar', email: 'dewi@example.com', peran: 'Instansi', status_akun: 'menunggu', wilayah_kerja: null } as const;
  const eko = { id: 8, nama: 'Eko Daftar', email: 'eko@example.com', peran: 'Surveyor', status_akun: 'menunggu', wilayah_kerja: null } as const;
  const active = USERS.map((user) => ({ ...user, status_akun: 'aktif' as const }));

  function pendingSection(): HTMLElement {
    return screen.getByRole('heading', { name: /^Menunggu Persetujuan/ }).closest('section') as HTMLElement;
  }

  it('shows who waits, with a count, above the list and marked in it; nothing when none waits', async () => {
    await openUsers({ 'GET /api/users': () => json(200, listed([...active, dewi, eko])) });
    expect((await screen.findByRole('heading', { name: /^Menunggu Persetujuan/ })).textContent).toBe('Menunggu Persetujuan (2)');
    expect(within(pendingSection()).getByText('Dewi Daftar')).toBeTruthy();
    expect(within(pendingSection()).getByText('Eko Daftar')).toBeTruthy();
    expect(within(pendingSection()).queryByText('Ani Admin')).toBeNull();
    await screen.findByRole('table');
    expect(within(rowOf('Dewi Daftar')).getByText('Menunggu persetujuan')).toBeTruthy();
    expect(within(rowOf('Ani Admin')).queryByText('Menunggu persetujuan')).toBeNull();
  });

  it('has no waiting section when nobody waits', async () => {
    await openUsers({ 'GET /api/users': () => json(200, listed(active)) });
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: /^Menunggu Persetujuan/ })).toBeNull();
  });

  it('Setujui approves at once, says so and reloads the list', async () => {
    let list = [...active, dewi];
    const { calls, user } = await openUsers({
      'GET /api/users': () => json(200, listed(list)),
      'POST /api/users/7/setujui': () => {
        list = [...active, { ...dewi, status_akun: 'aktif' }];
        return json(200, { message: 'Akun berhasil disetujui dan sekarang dapat login.', user: dewi });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Setujui Dewi Daftar' }));

    expect((await screen.findByRole('dialog', { name: 'Disetujui!' })).textContent).toContain(
      'Akun berhasil disetujui dan sekarang dapat login.',
    );
    expect(sent(calls, 'POST').map((call) => call.path)).toEqual(['/api/users/7/setujui']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Menunggu Persetujuan/ })).toBeNull());
  });

  it('Tolak asks first, then rejects; cancelled, it sends nothing', async () => {
    let list = [...active, dewi, eko];
    const { calls, user } = await openUsers({
      'GET /api/users': () => json(200, listed(list)),
      'POST /api/users/8/tolak': () => {
        list = [...active, dewi];
        return json(200, { message: 'Pendaftaran ditolak dan akun dihapus.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tolak Eko Daftar' }));
    const confirm = screen.getByRole('dialog', { name: 'Tolak Pendaftaran?' });
    expect(confirm.textContent).toContain('Eko Daftar');
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Tolak Eko Daftar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Tolak Pendaftaran?' })).getByRole('button', { name: 'Tolak' }));

    expect((await screen.findByRole('dialog', { name: 'Ditolak' })).textContent).toContain('Pendaftaran ditolak dan akun dihapus.');
    expect(sent(calls, 'POST').map((call) => call.path)).toEqual(['/api/users/8/tolak']);
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Menunggu Persetujuan/ }).textContent).toBe('Menunggu Persetujuan (1)'));
  });

  it("shows the server's reason when a decision is refused", async () => {
    const { user } = await openUsers({
      'GET /api/users': () => json(200, listed([...active, eko])),
      'POST /api/users/8/setujui': () => json(404, { message: 'Pengguna tidak ditemukan.', code: 'NOT_FOUND' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Setujui Eko Daftar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pengguna tidak ditemukan.');
  });
});
