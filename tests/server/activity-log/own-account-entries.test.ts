import { expect, it } from 'vitest';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import { quickUser } from '../auth/support';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { entriesOf, ok } from './support';

// docs/activity-log.md: registering, and a person's change of their own profile or password, are
// entries; the new account is its own actor; never a password, a hash or a token in an entry.

const NEW_PASSWORD = 'sepeda-biru-42';

function expectNoSecrets(entries: unknown[], secrets: string[]) {
  const text = JSON.stringify(entries);
  expect(text).not.toMatch(/password_hash|token_version|scrypt\$/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const register = (ctx: TestContext, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', remoteAddress: '198.51.100.9', payload: { password: NEW_PASSWORD, ...payload } });

const storedUser = (ctx: TestContext, email: string) =>
  ctx.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();

describeOnEachDatabase('Log Aktivitas: registering, one\'s own profile and password', (ctx) => {
  let me: SignedInUser;

  it('records the first Admin\'s claim with the setup code, the account as actor', async () => {
    const entries = await entriesOf(ctx(), async () => {
      const response = await register(ctx(), { nama: 'Admin Pertama', email: 'pertama@uji.id', peran: 'Admin', kodePenyiapan: ctx().app.firstAdminSetupCode });
      expect(response.statusCode, response.body).toBe(201);
    });
    const account = await storedUser(ctx(), 'pertama@uji.id');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'akun_didaftarkan',
      pelaku_id: account.id,
      pelaku_nama: 'Admin Pertama',
      pelaku_peran: 'Admin',
      target_jenis: 'akun',
      target_id: account.id,
      sesudah: { nama: 'Admin Pertama', email: 'pertama@uji.id', peran: 'Admin', wilayah_kerja: null, status_akun: 'aktif' },
    });
  });

  it('records a self-registration: the new account as actor and target, its area, its fields after', async () => {
    const entries = await entriesOf(ctx(), async () => {
      const response = await register(ctx(), { nama: 'Sari Surveyor', email: 'sari@uji.id', peran: 'Surveyor', wilayah_kerja: '35.78' });
      expect(response.statusCode, response.body).toBe(201);
    });
    const account = await storedUser(ctx(), 'sari@uji.id');

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'akun_didaftarkan',
      pelaku_id: account.id,
      pelaku_nama: 'Sari Surveyor',
      pelaku_email: 'sari@uji.id',
      pelaku_peran: 'Surveyor',
      pelaku_wilayah: '35.78',
      alamat: '198.51.100.9',
      target_jenis: 'akun',
      target_id: account.id,
      target_nama: 'Sari Surveyor',
      event_id: null,
      wilayah: '35.78',
      sebelum: null,
      sesudah: { nama: 'Sari Surveyor', email: 'sari@uji.id', peran: 'Surveyor', wilayah_kerja: '35.78', status_akun: 'aktif' },
    });
    expectNoSecrets(entries, [NEW_PASSWORD, account.password_hash]);
  });

  it('records nothing for a registration that creates nothing: a taken email, an Admin refused', async () => {
    const before = await ctx().db.selectFrom('users').select('id').execute();
    const entries = await entriesOf(ctx(), async () => {
      // The same answer as a new account (nothing tells the email is taken), and no entry.
      expect((await register(ctx(), { nama: 'Orang Lain', email: 'sari@uji.id', peran: 'Surveyor' })).statusCode).toBe(201);
      expect((await register(ctx(), { nama: 'Calon Admin', email: 'calon@uji.id', peran: 'Admin' })).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
    expect(await ctx().db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('records a change of one\'s own name and email with only what changed, and nothing for no change', async () => {
    me = await quickUser(ctx(), 'Instansi', { nama: 'Tono', email: 'tono@uji.id', wilayah_kerja: '35' });
    const put = (payload: Record<string, unknown>) => ok(ctx(), { method: 'PUT', url: '/api/me', headers: me.auth, payload });
    const entries = await entriesOf(ctx(), async () => {
      await put({ nama: 'Tono', email: 'tono@uji.id' });
      await put({ nama: 'Tono Wijaya', email: 'tono@uji.id' });
      await put({ nama: 'Tono Wijaya', email: 'tono.w@uji.id', password_sekarang: TEST_PASSWORD });
    });

    const common = { pelaku_id: me.user.id, pelaku_peran: 'Instansi', target_jenis: 'akun', target_id: me.user.id, wilayah: '35', event_id: null };
    expect(entries.map((entry) => [entry.aksi, entry.sebelum, entry.sesudah])).toEqual([
      ['profil_diubah', { nama: 'Tono' }, { nama: 'Tono Wijaya' }],
      ['profil_diubah', { email: 'tono@uji.id' }, { email: 'tono.w@uji.id' }],
    ]);
    for (const entry of entries) expect(entry).toMatchObject(common);
    expectNoSecrets(entries, [TEST_PASSWORD]);
  });

  it('records a change of one\'s own password with neither before nor after', async () => {
    const oldHash = (await storedUser(ctx(), 'tono.w@uji.id')).password_hash;
    let token = '';
    const entries = await entriesOf(ctx(), async () => {
      const response = await ok(ctx(), { method: 'PUT', url: '/api/me/password', headers: me.auth, payload: { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });
      token = response.json().token;
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'password_diubah',
      pelaku_id: me.user.id,
      target_jenis: 'akun',
      target_id: me.user.id,
      target_nama: 'Tono Wijaya',
      wilayah: '35',
      sebelum: null,
      sesudah: null,
    });
    expectNoSecrets(entries, [TEST_PASSWORD, NEW_PASSWORD, oldHash, (await storedUser(ctx(), 'tono.w@uji.id')).password_hash, token]);
    me = { ...me, token, auth: { authorization: `Bearer ${token}` } };
  });

  it('records nothing for a refused change of one\'s own profile or password', async () => {
    await quickUser(ctx(), 'Surveyor', { email: 'terpakai@uji.id' });
    const entries = await entriesOf(ctx(), async () => {
      const inject = (url: string, payload: Record<string, unknown>) => ctx().app.inject({ method: 'PUT', url, headers: me.auth, payload });
      expect((await inject('/api/me', { nama: 'X', email: 'baru@uji.id', password_sekarang: 'salah-sekali-1' })).statusCode).toBe(400);
      expect((await inject('/api/me', { nama: 'X', email: 'terpakai@uji.id', password_sekarang: NEW_PASSWORD })).statusCode).toBe(409);
      expect((await inject('/api/me/password', { oldPassword: 'salah-sekali-1', newPassword: 'lain-lagi-789' })).statusCode).toBe(400);
      expect((await ctx().app.inject({ method: 'PUT', url: '/api/me', payload: { nama: 'Tanpa Token', email: 'x@uji.id' } })).statusCode).toBe(401);
    });
    expect(entries).toEqual([]);
    const row = await ctx().db.selectFrom('users').select(['nama', 'email']).where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nama: 'Tono Wijaya', email: 'tono.w@uji.id' });
  });

  it('leaves the chain intact', async () => {
    expect(await verifyChain(ctx().db)).toMatchObject({ intact: true });
  });
});
