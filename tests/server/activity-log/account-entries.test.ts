import { expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/password';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import { quickUser } from '../auth/support';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { entriesOf, ok, storedEntries } from './support';

// docs/activity-log.md: an Admin's every change to an account is an entry, with the fields before
// and after, never the password or its hash; it commits with the change or not at all.

const NEW_PASSWORD = 'kebun-mangga-77';

/** Nothing of a password in an entry: neither the word's values, the hash, nor the new password. */
function expectNoSecrets(entries: unknown[], passwordHashes: string[]) {
  const text = JSON.stringify(entries);
  expect(text).not.toMatch(/password_hash|token_version|scrypt\$/);
  expect(text).not.toContain(NEW_PASSWORD);
  expect(text).not.toContain(TEST_PASSWORD);
  for (const hash of passwordHashes) expect(text).not.toContain(hash);
}

async function waitingAccount(ctx: TestContext, nama: string, wilayah_kerja: string | null = null) {
  return insertUser(ctx.db, { nama, email: `${nama.toLowerCase().replace(/\s+/g, '.')}@uji.id`, peran: 'Surveyor', passwordHash: await hashPassword(TEST_PASSWORD), statusAkun: 'menunggu', wilayahKerja: wilayah_kerja });
}

const hashOf = async (ctx: TestContext, id: number) => (await ctx.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

describeOnEachDatabase('Log Aktivitas: accounts', (ctx) => {
  let admin: SignedInUser;

  it('records a new account with who made it, from where, and its fields after', async () => {
    // A national Admin stays, as the rule wants (docs/work-areas.md); the one acting is provincial.
    await quickUser(ctx(), 'Admin', { nama: 'Admin Nasional' });
    admin = await quickUser(ctx(), 'Admin', { nama: 'Maya Admin', wilayah_kerja: '35' });
    let userId = 0;
    const entries = await entriesOf(ctx(), async () => {
      const response = await ok(ctx(), {
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        remoteAddress: '203.0.113.7',
        payload: { nama: 'Rina', email: 'rina@uji.id', peran: 'Surveyor', password: NEW_PASSWORD, wilayah_kerja: '35.78' },
      });
      userId = response.json().user.id;
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'akun_dibuat',
      pelaku_id: admin.user.id,
      pelaku_nama: 'Maya Admin',
      pelaku_email: admin.user.email,
      pelaku_peran: 'Admin',
      pelaku_wilayah: '35',
      alamat: '203.0.113.7',
      target_jenis: 'akun',
      target_id: userId,
      target_nama: 'Rina',
      event_id: null,
      wilayah: '35.78',
      sebelum: null,
      sesudah: { nama: 'Rina', email: 'rina@uji.id', peran: 'Surveyor', wilayah_kerja: '35.78', status_akun: 'aktif' },
    });
    expect(Date.parse(entries[0].waktu)).toBeGreaterThan(Date.now() - 60_000);
    expectNoSecrets(entries, [await hashOf(ctx(), userId)]);
  });

  it('records an edit as one entry per kind of change: data, role, work area, password reset', async () => {
    const target = await quickUser(ctx(), 'Surveyor', { nama: 'Budi', email: 'budi@uji.id', wilayah_kerja: '35.78' });
    const oldHash = await hashOf(ctx(), target.user.id);
    const entries = await entriesOf(ctx(), () =>
      ok(ctx(), {
        method: 'PUT',
        url: `/api/users/${target.user.id}`,
        headers: admin.auth,
        payload: { nama: 'Budi Santoso', email: 'budi@uji.id', peran: 'Admin', wilayah_kerja: '35.07', password: NEW_PASSWORD },
      }),
    );

    const common = { pelaku_id: admin.user.id, target_jenis: 'akun', target_id: target.user.id, target_nama: 'Budi Santoso', wilayah: '35.07' };
    expect(entries.map((entry) => [entry.aksi, entry.sebelum, entry.sesudah])).toEqual([
      ['akun_diubah', { nama: 'Budi' }, { nama: 'Budi Santoso' }],
      ['akun_peran_diubah', { peran: 'Surveyor' }, { peran: 'Admin' }],
      ['akun_wilayah_diubah', { wilayah_kerja: '35.78' }, { wilayah_kerja: '35.07' }],
      ['akun_password_direset', null, null],
    ]);
    for (const entry of entries) expect(entry).toMatchObject(common);
    expectNoSecrets(entries, [oldHash, await hashOf(ctx(), target.user.id)]);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const target = await quickUser(ctx(), 'Instansi', { nama: 'Citra', email: 'citra@uji.id', wilayah_kerja: '35' });
    const entries = await entriesOf(ctx(), () =>
      ok(ctx(), { method: 'PUT', url: `/api/users/${target.user.id}`, headers: admin.auth, payload: { nama: 'Citra', email: 'citra@uji.id', peran: 'Instansi' } }),
    );
    expect(entries).toEqual([]);
  });

  it('records an approval once, and a rejection with the account as it was', async () => {
    const waiting = await waitingAccount(ctx(), 'Dewi Menunggu', '35.78');
    const rejected = await waitingAccount(ctx(), 'Eko Ditolak', '35.78');
    const entries = await entriesOf(ctx(), async () => {
      await ok(ctx(), { method: 'POST', url: `/api/users/${waiting.id}/setujui`, headers: admin.auth });
      // Approving an active account changes nothing: no second entry.
      await ok(ctx(), { method: 'POST', url: `/api/users/${waiting.id}/setujui`, headers: admin.auth });
      await ok(ctx(), { method: 'POST', url: `/api/users/${rejected.id}/tolak`, headers: admin.auth });
    });

    expect(entries.map((entry) => [entry.aksi, entry.target_id, entry.target_nama, entry.sebelum?.status_akun ?? null, entry.sesudah?.status_akun ?? null])).toEqual([
      ['akun_disetujui', waiting.id, 'Dewi Menunggu', null, 'aktif'],
      ['akun_ditolak', rejected.id, 'Eko Ditolak', 'menunggu', null],
    ]);
  });

  it('records a deletion, keeping the account\'s name and area after it is gone', async () => {
    const doomed = await quickUser(ctx(), 'Surveyor', { nama: 'Fajar', email: 'fajar@uji.id', wilayah_kerja: '35.78' });
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'DELETE', url: `/api/users/${doomed.user.id}`, headers: admin.auth }));

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'akun_dihapus',
      target_id: doomed.user.id,
      target_nama: 'Fajar',
      wilayah: '35.78',
      sebelum: { nama: 'Fajar', email: 'fajar@uji.id', peran: 'Surveyor', wilayah_kerja: '35.78', status_akun: 'aktif' },
      sesudah: null,
    });
  });

  it('records nothing for a refused request', async () => {
    const other = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '32.73' });
    const taken = await quickUser(ctx(), 'Surveyor', { email: 'dipakai@uji.id', wilayah_kerja: '35.78' });
    const surveyor = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '35.78' });
    const entries = await entriesOf(ctx(), async () => {
      // Outside the Admin's area, a taken email, and a role that may not manage users.
      expect((await ctx().app.inject({ method: 'DELETE', url: `/api/users/${other.user.id}`, headers: admin.auth })).statusCode).toBe(404);
      const edit = { nama: 'X', email: 'dipakai@uji.id', peran: 'Surveyor' };
      expect((await ctx().app.inject({ method: 'PUT', url: `/api/users/${surveyor.user.id}`, headers: admin.auth, payload: edit })).statusCode).toBe(409);
      expect((await ctx().app.inject({ method: 'DELETE', url: `/api/users/${taken.user.id}`, headers: surveyor.auth })).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });
});

describeOnEachDatabase('Log Aktivitas: an entry commits with its change or not at all', (ctx) => {
  it('leaves no entry when the last national Admin\'s demotion is refused after the change was made', async () => {
    const only = await quickUser(ctx(), 'Admin', { nama: 'Satu-satunya Admin' });
    const before = await storedEntries(ctx());

    const response = await ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${only.user.id}`,
      headers: only.auth,
      payload: { nama: 'Satu-satunya Admin', email: only.user.email, peran: 'Surveyor' },
    });

    // The role was changed and its entry appended in the transaction, then the rule refused it:
    // the entry went with the change.
    expect(response.statusCode).toBe(409);
    expect(await storedEntries(ctx())).toEqual(before);
    const row = await ctx().db.selectFrom('users').select('peran').where('id', '=', only.user.id).executeTakeFirstOrThrow();
    expect(row.peran).toBe('Admin');
  });
});

