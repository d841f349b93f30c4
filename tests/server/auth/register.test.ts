import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send, snapshot } from './support';

const ADMIN_REFUSED =
  'Pendaftaran sebagai Admin tidak diizinkan. Minta Admin yang sudah ada untuk membuatkan akun.';
const REGISTERED = { message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: false };

function register(ctx: TestContext, payload: unknown) {
  return send(ctx, { method: 'POST', url: '/api/register', payload: payload as object });
}

async function storedUser(ctx: TestContext, email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describeOnEachDatabase('POST /api/register', (ctx) => {
  it('accepts a self-registered Admin with the setup code while the system has no Admin yet', async () => {
    const response = await register(ctx(), {
      nama: 'Admin Pertama',
      email: 'admin.pertama@uji.id',
      password: 'rahasia-admin',
      peran: 'Admin',
      kodePenyiapan: ctx().app.firstAdminSetupCode,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(REGISTERED);
    expect(await storedUser(ctx(), 'admin.pertama@uji.id')).toMatchObject({ peran: 'Admin', status_akun: 'aktif' });
  });

  it('refuses a second self-registered Admin with a clear 403 and stores nothing', async () => {
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: 'Admin Kedua', email: 'admin.kedua@uji.id', password: 'rahasia-admin', peran: 'Admin' },
    });
    expect(expectError(response, 403, 'FORBIDDEN').message).toBe(ADMIN_REFUSED);
  });

  it.each(['Surveyor', 'Instansi'] as const)('registers a %s and stores only a scrypt hash', async (peran) => {
    const email = `daftar.${peran.toLowerCase()}@uji.id`;
    const password = 'sandi-rahasia-9';
    const response = await register(ctx(), { nama: `Calon ${peran}`, email, password, peran });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(REGISTERED);
    expect(response.body).not.toContain(password);

    const row = await storedUser(ctx(), email);
    expect(row).toMatchObject({ nama: `Calon ${peran}`, peran });
    expect(row.password_hash).not.toBe(password);
    expect(row.password_hash).not.toContain(password);
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.token_version).toBe(0);

    const login = await send(ctx(), { method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
  });

  it('salts every hash: the same password gives two different hashes', async () => {
    for (const email of ['garam.satu@uji.id', 'garam.dua@uji.id']) {
      const response = await register(ctx(), { nama: 'Garam', email, password: 'sandi-yang-sama', peran: 'Surveyor' });
      expect(response.statusCode).toBe(201);
    }
    const one = await storedUser(ctx(), 'garam.satu@uji.id');
    const two = await storedUser(ctx(), 'garam.dua@uji.id');
    expect(one.password_hash).not.toBe(two.password_hash);
  });

  it('stores the email trimmed and lower-cased, and the name trimmed', async () => {
    const response = await register(ctx(), {
      nama: '  Budi Santoso  ',
      email: '  Budi.Santoso@Contoh.ID ',
      password: 'sandi-budi-1',
      peran: 'Surveyor',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedUser(ctx(), 'budi.santoso@contoh.id')).nama).toBe('Budi Santoso');
  });

  it('answers a taken email as a new one, also when only the letter case differs, and changes nothing', async () => {
    const first = await register(ctx(), { nama: 'Foo', email: 'Foo@X.id', password: 'sandi-foo-1', peran: 'Instansi' });
    expect(first.statusCode).toBe(201);
    const before = await snapshot(ctx());

    for (const email of ['Foo@X.id', 'foo@x.id', 'FOO@X.ID', ' foo@x.id ']) {
      const response = await send(ctx(), {
        method: 'POST',
        url: '/api/register',
        payload: { nama: 'Foo Lain', email, password: 'sandi-lain-1', peran: 'Surveyor' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(first.json());
    }
    expect(await snapshot(ctx())).toEqual(before);
    const login = await send(ctx(), { method: 'POST', url: '/api/login', payload: { email: 'foo@x.id', password: 'sandi-lain-1' } });
    expectError(login, 401, 'UNAUTHORIZED');
  });

  it('ignores fields it does not know instead of storing them', async () => {
    const response = await register(ctx(), {
      id: 999_999,
      nama: 'Penyusup',
      email: 'penyusup@uji.id',
      password: 'sandi-gelap-7',
      peran: 'Surveyor',
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
      token_version: 42,
    });
    expect(response.statusCode).toBe(201);
    const row = await storedUser(ctx(), 'penyusup@uji.id');
    expect(row.id).not.toBe(999_999);
    expect(row.password_hash).not.toBe('scrypt$1$1$1$AAAA$AAAA');
    expect(row.token_version).toBe(0);
  });

  it('accepts a password of exactly 8 characters', async () => {
    const response = await register(ctx(), { nama: 'Delapan', email: 'delapan@uji.id', password: 'kbn-4821', peran: 'Surveyor' });
    expect(response.statusCode).toBe(201);
  });

  describe('validation', () => {
    const valid = { nama: 'Valid', email: 'valid@uji.id', password: 'sandi-valid-1', peran: 'Surveyor' };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no nama', { ...valid, nama: undefined }, 'nama', 'Nama wajib diisi.'],
      ['a blank nama', { ...valid, nama: '   ' }, 'nama', 'Nama wajib diisi.'],
      ['a nama over 100 characters', { ...valid, nama: 'n'.repeat(101) }, 'nama', 'Nama paling banyak 100 karakter.'],
      ['no email', { ...valid, email: undefined }, 'email', 'Email wajib diisi.'],
      ['an empty email', { ...valid, email: '' }, 'email', 'Email wajib diisi.'],
      ['an email without @', { ...valid, email: 'bukan-email' }, 'email', 'Format email tidak valid.'],
      ['an email without domain', { ...valid, email: 'budi@' }, 'email', 'Format email tidak valid.'],
      ['an email over 254 characters', { ...valid, email: `${'a'.repeat(250)}@uji.id` }, 'email', 'Email paling banyak 254 karakter.'],
      ['no password', { ...valid, password: undefined }, 'password', 'Password wajib diisi.'],
      ['a 7-character password', { ...valid, password: '1234567' }, 'password', 'Password minimal 8 karakter.'],
      ['a password over 200 characters', { ...valid, password: 'p'.repeat(201) }, 'password', 'Password paling banyak 200 karakter.'],
      ['no peran', { ...valid, peran: undefined }, 'peran', 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.'],
      ['an unknown peran', { ...valid, peran: 'SuperAdmin' }, 'peran', 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.'],
      ['a lower-case peran', { ...valid, peran: 'admin' }, 'peran', 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.'],
    ];

    it.each(cases)('refuses %s with 400 and the field message', async (_label, payload, field, message) => {
      const response = await send(ctx(), { method: 'POST', url: '/api/register', payload });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.fields?.[field]).toBe(message);
      expect(body.message).toBe(message);
    });

    it('names every wrong field at once', async () => {
      const response = await send(ctx(), { method: 'POST', url: '/api/register', payload: {} });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'nama', 'password', 'peran']);
    });
  });
});

describeOnEachDatabase('POST /api/register when an Admin exists', (ctx) => {
  it('still refuses an Admin when the first Admin was made by another Admin, not by registering', async () => {
    await quickUser(ctx(), 'Admin');
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: 'Admin Lain', email: 'admin.lain@uji.id', password: 'rahasia-admin', peran: 'Admin' },
    });
    expect(expectError(response, 403, 'FORBIDDEN').message).toBe(ADMIN_REFUSED);
  });

  it('checks the email only after the role: a taken email with peran Admin is still a 403', async () => {
    const { user } = await quickUser(ctx(), 'Surveyor');
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: 'Siapa', email: user.email, password: 'rahasia-admin', peran: 'Admin' },
    });
    expectError(response, 403, 'FORBIDDEN');
  });
});

describeOnEachDatabase(
  'POST /api/register with ALLOW_ADMIN_REGISTRATION=true',
  (ctx) => {
    it('accepts a self-registered Admin even though an Admin exists, waiting for an Admin\'s approval', async () => {
      await quickUser(ctx(), 'Admin');
      const response = await register(ctx(), {
        nama: 'Admin Tambahan',
        email: 'admin.tambahan@uji.id',
        password: 'rahasia-admin',
        peran: 'Admin',
      });
      expect(response.statusCode).toBe(201);
      const admins = await ctx().db.selectFrom('users').select('status_akun').where('peran', '=', 'Admin').orderBy('id').execute();
      expect(admins).toEqual([{ status_akun: 'aktif' }, { status_akun: 'menunggu' }]);
    });
  },
  (config) => ({ ...config, allowAdminRegistration: true }),
);
