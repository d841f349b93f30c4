import { expect, it } from 'vitest';
import type { AppConfig } from '../../../src/server/config';
import type { Peran } from '../../../src/shared/roles';
import { describeOnEachDatabase, TEST_PASSWORD, type SignedInUser, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send, snapshot } from './support';

/**
 * Self-registration waits for an Admin (SECURITY.md, "Registration and approval"): anyone may
 * register, but the account cannot sign in, and so reads nothing, until an Admin approves it.
 */

const REGISTERED = { message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: false };
// The spec's message, and the flag the register page reads to say the account waits.
const REGISTERED_WAITING = { ...REGISTERED, menunggu_persetujuan: true };
const PENDING = 'Akun Anda menunggu persetujuan Admin. Silakan login kembali setelah Admin menyetujui pendaftaran Anda.';
const PASSWORD = 'sandi-pendaftar-1';

function register(ctx: TestContext, nama: string, email: string, peran: Peran = 'Surveyor', kodePenyiapan?: string) {
  return send(ctx, { method: 'POST', url: '/api/register', payload: { nama, email, password: PASSWORD, peran, kodePenyiapan } });
}

function login(ctx: TestContext, email: string, password = PASSWORD) {
  return send(ctx, { method: 'POST', url: '/api/login', payload: { email, password } });
}

async function idOf(ctx: TestContext, email: string): Promise<number> {
  return (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

const approval = (config: AppConfig): AppConfig => ({ ...config, selfRegistration: 'approval' });

describeOnEachDatabase(
  'self-registration waits for an Admin (SELF_REGISTRATION=approval, the default)',
  (ctx) => {
    let admin: SignedInUser;

    it('lets the first Admin of a fresh install (with the setup code) in at once', async () => {
      const code = ctx().app.firstAdminSetupCode;
      expect((await register(ctx(), 'Admin Pertama', 'admin.pertama@uji.id', 'Admin', code)).json()).toEqual(REGISTERED);
      const signedIn = await login(ctx(), 'admin.pertama@uji.id');
      expect(signedIn.statusCode).toBe(200);
      const { token, user } = signedIn.json();
      admin = { user, token, auth: { authorization: `Bearer ${token}` } };
    });

    it.each(['Instansi', 'Surveyor'] as const)('keeps a self-registered %s out: 403 with the waiting message, no token, nothing to read', async (peran) => {
      const email = `menunggu.${peran.toLowerCase()}@uji.id`;
      const response = await register(ctx(), `Calon ${peran}`, email, peran);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED_WAITING);
      // The same answer for an email already taken: it tells nothing of the accounts there are.
      expect((await register(ctx(), `Calon ${peran} Lagi`, email, peran)).json()).toEqual(REGISTERED_WAITING);
      expect(await ctx().db.selectFrom('users').select('status_akun').where('email', '=', email).executeTakeFirstOrThrow()).toEqual({
        status_akun: 'menunggu',
      });

      const refused = await login(ctx(), email);
      expect(expectError(refused, 403, 'ACCOUNT_PENDING').message).toBe(PENDING);
      expect(refused.body).not.toMatch(/token/i);
      // A wrong password says what it says for any email: the waiting is told only to the owner.
      expect(expectError(await login(ctx(), email, 'tebakan-salah-1'), 401, 'UNAUTHORIZED').message).toBe('Email atau password salah.');
    });

    it('a waiting Admin (ALLOW_ADMIN_REGISTRATION aside) is not an Admin: not counted, not let in', async () => {
      const other = await quickUser(ctx(), 'Admin');
      await ctx().db.updateTable('users').set({ status_akun: 'menunggu' }).where('id', '=', other.user.id).execute();
      // Even a token made before the account was set waiting is refused.
      expectError(await send(ctx(), { method: 'GET', url: '/api/me', headers: other.auth }), 401, 'UNAUTHORIZED');
      // The only active Admin is still the last one: they cannot be demoted.
      const demote = await send(ctx(), {
        method: 'PUT',
        url: `/api/users/${admin.user.id}`,
        headers: admin.auth,
        payload: { nama: admin.user.nama, email: admin.user.email, peran: 'Surveyor' },
      });
      expectError(demote, 409, 'CONFLICT');
      await ctx().db.deleteFrom('users').where('id', '=', other.user.id).execute();
    });

    it('Kelola Pengguna lists who waits; Setujui lets them sign in', async () => {
      const list = await send(ctx(), { method: 'GET', url: '/api/users', headers: admin.auth });
      const waiting = (list.json() as { email: string; status_akun: string }[]).filter((user) => user.status_akun === 'menunggu');
      expect(waiting.map((user) => user.email).sort()).toEqual(['menunggu.instansi@uji.id', 'menunggu.surveyor@uji.id']);

      const id = await idOf(ctx(), 'menunggu.instansi@uji.id');
      const approved = await send(ctx(), { method: 'POST', url: `/api/users/${id}/setujui`, headers: admin.auth });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toEqual({
        message: 'Akun berhasil disetujui dan sekarang dapat login.',
        user: { id, nama: 'Calon Instansi', email: 'menunggu.instansi@uji.id', peran: 'Instansi', wilayah_kerja: null },
      });
      expect((await login(ctx(), 'menunggu.instansi@uji.id')).statusCode).toBe(200);
      // Again: nothing changes, the same answer.
      expect((await send(ctx(), { method: 'POST', url: `/api/users/${id}/setujui`, headers: admin.auth })).statusCode).toBe(200);
    });

    it('Tolak deletes a waiting account, which then cannot sign in, and frees its email', async () => {
      const id = await idOf(ctx(), 'menunggu.surveyor@uji.id');
      const rejected = await send(ctx(), { method: 'POST', url: `/api/users/${id}/tolak`, headers: admin.auth });
      expect(rejected.json()).toEqual({ message: 'Pendaftaran ditolak dan akun dihapus.' });
      expect(await ctx().db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expectError(await login(ctx(), 'menunggu.surveyor@uji.id'), 401, 'UNAUTHORIZED');
      expect((await register(ctx(), 'Calon Surveyor', 'menunggu.surveyor@uji.id')).statusCode).toBe(201);
      expectError(await login(ctx(), 'menunggu.surveyor@uji.id'), 403, 'ACCOUNT_PENDING');
    });

    it('Tolak refuses an active account (Hapus is for those) and an unknown id, changing nothing', async () => {
      const active = await quickUser(ctx(), 'Surveyor');
      const refused = await send(ctx(), { method: 'POST', url: `/api/users/${active.user.id}/tolak`, headers: admin.auth });
      expect(expectError(refused, 409, 'CONFLICT').message).toBe(
        'Hanya pendaftaran yang menunggu persetujuan yang dapat ditolak. Gunakan Hapus untuk akun yang sudah aktif.',
      );
      for (const action of ['setujui', 'tolak']) {
        const missing = await send(ctx(), { method: 'POST', url: `/api/users/2147483647/${action}`, headers: admin.auth });
        expect(expectError(missing, 404, 'NOT_FOUND').message).toBe('Pengguna tidak ditemukan.');
      }
    });

    it('only an Admin approves or rejects: a Surveyor or Instansi gets 403 and the account keeps waiting', async () => {
      expect((await register(ctx(), 'Calon Lain', 'calon.lain@uji.id')).statusCode).toBe(201);
      const id = await idOf(ctx(), 'calon.lain@uji.id');
      const before = await snapshot(ctx());
      for (const peran of ['Surveyor', 'Instansi'] as const) {
        const { auth } = await quickUser(ctx(), peran);
        for (const action of ['setujui', 'tolak']) {
          expectError(await ctx().app.inject({ method: 'POST', url: `/api/users/${id}/${action}`, headers: auth }), 403, 'FORBIDDEN');
        }
      }
      expectError(await ctx().app.inject({ method: 'POST', url: `/api/users/${id}/setujui` }), 401, 'UNAUTHORIZED');
      const after = await snapshot(ctx());
      expect(after.users.find((user) => user.id === id)).toEqual(before.users.find((user) => user.id === id));
      expectError(await login(ctx(), 'calon.lain@uji.id'), 403, 'ACCOUNT_PENDING');
    });

    it('a user an Admin creates signs in at once', async () => {
      const created = await send(ctx(), {
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        payload: { nama: 'Dibuat Admin', email: 'dibuat.admin@uji.id', peran: 'Instansi', password: TEST_PASSWORD },
      });
      expect(created.statusCode).toBe(201);
      expect((await login(ctx(), 'dibuat.admin@uji.id', TEST_PASSWORD)).statusCode).toBe(200);
    });
  },
  approval,
);

describeOnEachDatabase(
  'self-registration with SELF_REGISTRATION=open',
  (ctx) => {
    it('lets a self-registered Instansi sign in at once', async () => {
      await quickUser(ctx(), 'Admin');
      expect((await register(ctx(), 'Instansi Terbuka', 'instansi.terbuka@uji.id', 'Instansi')).json()).toEqual(REGISTERED);
      expect((await login(ctx(), 'instansi.terbuka@uji.id')).statusCode).toBe(200);
    });
  },
  (config) => ({ ...config, selfRegistration: 'open' }),
);
