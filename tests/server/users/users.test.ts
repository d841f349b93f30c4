import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { bearer, expectError, quickUser, send } from '../auth/support';

const EMAIL_TAKEN = 'Email sudah terdaftar. Gunakan email lain.';
const NOT_FOUND = 'Pengguna tidak ditemukan.';
const LAST_ADMIN = 'Peran Admin terakhir tidak dapat diubah. Tetapkan Admin lain terlebih dahulu.';

function login(ctx: TestContext, email: string, password: string) {
  return send(ctx, { method: 'POST', url: '/api/login', payload: { email, password } });
}

async function storedUser(ctx: TestContext, id: number) {
  return ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

describeOnEachDatabase('users API for an Admin', (ctx) => {
  let admin: SignedInUser;

  function asAdmin(options: Omit<InjectOptions, 'headers'>): InjectOptions {
    return { ...options, headers: admin.auth };
  }

  function editPayload(user: { nama: string; email: string; peran: string }, changes: object = {}) {
    return { nama: user.nama, email: user.email, peran: user.peran, ...changes };
  }

  it('GET /api/users lists every user as id, nama, email, peran, status_akun, ordered by name', async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Maya Admin' });
    const zaki = await quickUser(ctx(), 'Surveyor', { nama: 'Zaki' });
    const ani = await quickUser(ctx(), 'Instansi', { nama: 'Ani' });

    const response = await send(ctx(), asAdmin({ method: 'GET', url: '/api/users' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([ani, admin, zaki].map(({ user }) => ({ ...user, status_akun: 'aktif' })));
    expect(response.body).not.toMatch(/password|hash|token_version|scrypt/i);
  });

  describe('POST /api/users', () => {
    it('creates a user with a scrypt hash who can then log in', async () => {
      const response = await send(ctx(), 
        asAdmin({
          method: 'POST',
          url: '/api/users',
          payload: { nama: ' Rina ', email: 'Rina@Uji.ID', peran: 'Surveyor', password: 'sandi-kebun-1' },
        }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        message: 'Pengguna berhasil ditambahkan.',
        user: { id: expect.any(Number), nama: 'Rina', email: 'rina@uji.id', peran: 'Surveyor', wilayah_kerja: null },
      });
      const row = await storedUser(ctx(), body.user.id);
      expect(row?.password_hash).toMatch(/^scrypt\$/);
      expect(row?.password_hash).not.toContain('sandi-kebun-1');
      expect((await login(ctx(), 'rina@uji.id', 'sandi-kebun-1')).statusCode).toBe(200);
    });

    it('may create another Admin', async () => {
      const response = await send(ctx(), 
        asAdmin({
          method: 'POST',
          url: '/api/users',
          payload: { nama: 'Admin Dua', email: 'admin.dua@uji.id', peran: 'Admin', password: 'sandi-admin-2' },
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().user.peran).toBe('Admin');
    });

    it('refuses a taken email, in any letter case, with 409', async () => {
      const response = await send(
        ctx(),
        asAdmin({
          method: 'POST',
          url: '/api/users',
          payload: { nama: 'Rina Lain', email: 'RINA@uji.id', peran: 'Instansi', password: 'sandi-kebun-2' },
        }),
      );
      expect(expectError(response, 409, 'CONFLICT').message).toBe(EMAIL_TAKEN);
    });

    it.each([
      ['no password', { password: undefined }, 'password', 'Password wajib diisi.'],
      ['a blank password', { password: '' }, 'password', 'Password minimal 8 karakter.'],
      ['a 7-character password', { password: '1234567' }, 'password', 'Password minimal 8 karakter.'],
      ['no nama', { nama: undefined }, 'nama', 'Nama wajib diisi.'],
      ['a malformed email', { email: 'rina.uji.id' }, 'email', 'Format email tidak valid.'],
      ['an unknown peran', { peran: 'Superuser' }, 'peran', 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.'],
    ])('refuses %s with 400', async (_label, changes, field, message) => {
      const payload = { nama: 'Baru', email: 'baru@uji.id', peran: 'Surveyor', password: 'sandi-baru-1', ...changes };
      const response = await send(ctx(), asAdmin({ method: 'POST', url: '/api/users', payload }));
      expect(expectError(response, 400, 'VALIDATION_ERROR').fields?.[field]).toBe(message);
    });
  });

  describe('PUT /api/users/:id', () => {
    it('changes nama, email and peran and answers the updated user', async () => {
      const target = await quickUser(ctx(), 'Surveyor');
      const response = await send(ctx(), 
        asAdmin({
          method: 'PUT',
          url: `/api/users/${target.user.id}`,
          payload: { nama: 'Nama Diubah', email: 'Diubah@Uji.id', peran: 'Instansi' },
        }),
      );
      expect(response.statusCode).toBe(200);
      const updated = { id: target.user.id, nama: 'Nama Diubah', email: 'diubah@uji.id', peran: 'Instansi', wilayah_kerja: null };
      expect(response.json()).toEqual({ message: 'Pengguna berhasil diperbarui.', user: updated });
      const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: target.auth });
      expect(me.json()).toEqual(updated);
    });

    it.each([
      ['a blank password', { password: '' }],
      ['no password field', {}],
    ])('keeps the password and the tokens with %s', async (_label, changes) => {
      const target = await quickUser(ctx(), 'Surveyor');
      const before = await storedUser(ctx(), target.user.id);
      const response = await send(ctx(), 
        asAdmin({
          method: 'PUT',
          url: `/api/users/${target.user.id}`,
          payload: editPayload(target.user, { nama: 'Nama Saja', ...changes }),
        }),
      );
      expect(response.statusCode).toBe(200);
      const after = await storedUser(ctx(), target.user.id);
      expect(after?.password_hash).toBe(before?.password_hash);
      expect(after?.token_version).toBe(before?.token_version);
      expect((await login(ctx(), target.user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await send(ctx(), { method: 'GET', url: '/api/me', headers: target.auth })).statusCode).toBe(200);
    });

    it("sets a new password, which ends the user's old tokens", async () => {
      const target = await quickUser(ctx(), 'Instansi');
      const response = await send(ctx(), 
        asAdmin({
          method: 'PUT',
          url: `/api/users/${target.user.id}`,
          payload: editPayload(target.user, { password: 'sandi-dari-admin' }),
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('sandi-dari-admin');

      const old = await send(ctx(), { method: 'GET', url: '/api/me', headers: target.auth });
      expectError(old, 401, 'UNAUTHORIZED');
      expect((await login(ctx(), target.user.email, TEST_PASSWORD)).statusCode).toBe(401);
      const fresh = await login(ctx(), target.user.email, 'sandi-dari-admin');
      expect(fresh.statusCode).toBe(200);
      const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: bearer(fresh.json().token) });
      expect(me.statusCode).toBe(200);
    });

    it.each([
      ['a 7-character password', { password: '1234567' }, 'password', 'Password minimal 8 karakter.'],
      ['a password given as a number', { password: 12_345_678 }, 'password', 'Password harus berupa teks.'],
      ['a blank nama', { nama: '' }, 'nama', 'Nama wajib diisi.'],
      ['no email', { email: undefined }, 'email', 'Email wajib diisi.'],
      ['no peran', { peran: undefined }, 'peran', 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.'],
    ])('refuses %s with 400 and changes nothing', async (_label, changes, field, message) => {
      const target = await quickUser(ctx(), 'Surveyor');
      const response = await send(
        ctx(),
        asAdmin({ method: 'PUT', url: `/api/users/${target.user.id}`, payload: editPayload(target.user, changes) }),
      );
      expect(expectError(response, 400, 'VALIDATION_ERROR').fields?.[field]).toBe(message);
    });

    it("refuses another user's email, in any letter case, with 409", async () => {
      const owner = await quickUser(ctx(), 'Instansi', { email: 'pemilik@uji.id' });
      const target = await quickUser(ctx(), 'Surveyor');
      const response = await send(
        ctx(),
        asAdmin({
          method: 'PUT',
          url: `/api/users/${target.user.id}`,
          payload: editPayload(target.user, { email: owner.user.email.toUpperCase(), password: 'sandi-baru-99' }),
        }),
      );
      expect(expectError(response, 409, 'CONFLICT').message).toBe(EMAIL_TAKEN);
    });

    it('answers 404 for an id no user has', async () => {
      const response = await send(
        ctx(),
        asAdmin({
          method: 'PUT',
          url: '/api/users/2147483647',
          payload: { nama: 'Hantu', email: 'hantu@uji.id', peran: 'Surveyor' },
        }),
      );
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes a user, even with a JSON content type and no body, and their token stops working', async () => {
      const target = await quickUser(ctx(), 'Surveyor');
      const before = await ctx().tableCounts();
      const response = await send(ctx(), {
        method: 'DELETE',
        url: `/api/users/${target.user.id}`,
        headers: { ...admin.auth, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Pengguna berhasil dihapus.' });
      expect(await ctx().tableCounts()).toEqual({ ...before, users: before.users - 1 });
      expect(await storedUser(ctx(), target.user.id)).toBeUndefined();
      expectError(await send(ctx(), { method: 'GET', url: '/api/me', headers: target.auth }), 401, 'UNAUTHORIZED');

      const again = await send(ctx(), asAdmin({ method: 'DELETE', url: `/api/users/${target.user.id}` }));
      expect(expectError(again, 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
    });

    it('refuses to delete the Admin who asks, with 409', async () => {
      const response = await send(ctx(), asAdmin({ method: 'DELETE', url: `/api/users/${admin.user.id}` }));
      expect(expectError(response, 409, 'CONFLICT').message).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    });

    it('lets one Admin delete another', async () => {
      const other = await quickUser(ctx(), 'Admin');
      const response = await send(ctx(), asAdmin({ method: 'DELETE', url: `/api/users/${other.user.id}` }));
      expect(response.statusCode).toBe(200);
    });
  });
});

describeOnEachDatabase('users API: the last Admin', (ctx) => {
  async function admins(): Promise<number[]> {
    const rows = await ctx().db.selectFrom('users').select('id').where('peran', '=', 'Admin').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  it('refuses to demote the only Admin, also when the Admin asks it for themself', async () => {
    const only = await quickUser(ctx(), 'Admin');
    for (const peran of ['Surveyor', 'Instansi']) {
      const response = await send(ctx(), {
        method: 'PUT',
        url: `/api/users/${only.user.id}`,
        headers: only.auth,
        payload: { nama: only.user.nama, email: only.user.email, peran },
      });
      expect(expectError(response, 409, 'CONFLICT').message).toBe(LAST_ADMIN);
    }
    // Editing the only Admin without demoting them is fine.
    const rename = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${only.user.id}`,
      headers: only.auth,
      payload: { nama: 'Satu-satunya Admin', email: only.user.email, peran: 'Admin' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('lets an Admin step down while another Admin remains, then keeps the last one', async () => {
    const [first] = await admins();
    const second = await quickUser(ctx(), 'Admin');
    const stepDown = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${second.user.id}`,
      headers: second.auth,
      payload: { nama: second.user.nama, email: second.user.email, peran: 'Surveyor' },
    });
    expect(stepDown.statusCode).toBe(200);
    expect(await admins()).toEqual([first]);
  });

  it('keeps an Admin when two Admins demote each other at the same moment', async () => {
    const one = await quickUser(ctx(), 'Admin');
    const two = await quickUser(ctx(), 'Admin');
    await ctx().db.updateTable('users').set({ peran: 'Surveyor' }).where('id', 'not in', [one.user.id, two.user.id]).execute();

    const responses = await Promise.all([
      ctx().app.inject({
        method: 'PUT',
        url: `/api/users/${two.user.id}`,
        headers: one.auth,
        payload: { nama: two.user.nama, email: two.user.email, peran: 'Surveyor' },
      }),
      ctx().app.inject({
        method: 'PUT',
        url: `/api/users/${one.user.id}`,
        headers: two.auth,
        payload: { nama: one.user.nama, email: one.user.email, peran: 'Surveyor' },
      }),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expectError(refused, refused.statusCode);
    expect(await admins()).toHaveLength(1);
  });

  it('keeps an Admin when two Admins delete each other at the same moment', async () => {
    const one = await quickUser(ctx(), 'Admin');
    const two = await quickUser(ctx(), 'Admin');
    await ctx().db.updateTable('users').set({ peran: 'Surveyor' }).where('id', 'not in', [one.user.id, two.user.id]).execute();

    const responses = await Promise.all([
      ctx().app.inject({ method: 'DELETE', url: `/api/users/${two.user.id}`, headers: one.auth }),
      ctx().app.inject({ method: 'DELETE', url: `/api/users/${one.user.id}`, headers: two.auth }),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expectError(refused, refused.statusCode);
    expect(await admins()).toHaveLength(1);
  });
});

describeOnEachDatabase('users API for everyone else', (ctx) => {
  const calls = (id: number): InjectOptions[] => [
    { method: 'GET', url: '/api/users' },
    {
      method: 'POST',
      url: '/api/users',
      payload: { nama: 'Penyusup', email: 'penyusup@uji.id', peran: 'Admin', password: 'sandi-penyusup' },
    },
    { method: 'PUT', url: `/api/users/${id}`, payload: { nama: 'Diambil Alih', email: 'ambil@uji.id', peran: 'Instansi' } },
    { method: 'DELETE', url: `/api/users/${id}` },
    // A body or id it would refuse does not tell the caller anything before the role is checked.
    { method: 'POST', url: '/api/users', payload: {} },
    { method: 'PUT', url: '/api/users/abc', payload: [] },
    { method: 'DELETE', url: '/api/users/0' },
  ];

  it.each(['Surveyor', 'Instansi'] as const)('answers 403 to a %s and changes nothing', async (peran) => {
    const target = await quickUser(ctx(), 'Admin');
    const caller = await quickUser(ctx(), peran);
    for (const call of calls(target.user.id)) {
      const response = await send(ctx(), { ...call, headers: caller.auth });
      expect(expectError(response, 403, 'FORBIDDEN').message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
  });

  it('answers 401 without a token and changes nothing', async () => {
    const target = await quickUser(ctx(), 'Surveyor');
    for (const call of calls(target.user.id)) {
      const response = await send(ctx(), call);
      expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe('Anda perlu login terlebih dahulu.');
    }
  });
});
