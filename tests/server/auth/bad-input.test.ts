import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD } from '../helpers/test-app';
import { expectError, oversizeJson, quickUser, send } from './support';

/** Every auth and users endpoint that takes a body, with a valid body to spoil one part at a time. */
interface BodyEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  caller: 'none' | 'user' | 'admin';
  valid: Record<string, unknown>;
  /** Fields that may be left out. */
  optional?: string[];
}

const ENDPOINTS: BodyEndpoint[] = [
  {
    name: 'POST /api/register',
    method: 'POST',
    url: '/api/register',
    caller: 'none',
    valid: { nama: 'Baru', email: 'baru@uji.id', password: 'sandi-baru-1', peran: 'Surveyor' },
  },
  {
    name: 'POST /api/login',
    method: 'POST',
    url: '/api/login',
    caller: 'none',
    valid: { email: 'pengguna@uji.id', password: TEST_PASSWORD },
  },
  { name: 'PUT /api/me', method: 'PUT', url: '/api/me', caller: 'user', valid: { nama: 'Nama', email: 'pengguna@uji.id' } },
  {
    name: 'PUT /api/me/password',
    method: 'PUT',
    url: '/api/me/password',
    caller: 'user',
    valid: { oldPassword: TEST_PASSWORD, newPassword: 'sandi-baru-1' },
  },
  {
    name: 'POST /api/users',
    method: 'POST',
    url: '/api/users',
    caller: 'admin',
    valid: { nama: 'Baru', email: 'baru@uji.id', peran: 'Instansi', password: 'sandi-baru-1' },
  },
  {
    name: 'PUT /api/users/:id',
    method: 'PUT',
    url: '/api/users/:id',
    caller: 'admin',
    valid: { nama: 'Nama', email: 'target@uji.id', peran: 'Surveyor', password: 'sandi-baru-1' },
    optional: ['password'],
  },
];

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12_345_678],
  ['an array', ['Admin']],
  ['an object', { $ne: '' }],
  ['null', null],
  ['a boolean', true],
];

/** Raw bodies sent with a JSON content type, and the answer each must get. */
const RAW_BODIES: [string, string, number, string][] = [
  ['malformed JSON', '{"email": "a@uji.id", ', 400, 'INVALID_JSON'],
  ['a trailing comma', '{"email": "a@uji.id",}', 400, 'INVALID_JSON'],
  ['an empty body', '', 400, 'VALIDATION_ERROR'],
  ['only spaces', '   \n ', 400, 'VALIDATION_ERROR'],
  ['JSON null', 'null', 400, 'VALIDATION_ERROR'],
  ['a JSON array', '[]', 400, 'VALIDATION_ERROR'],
  ['a JSON string', '"halo"', 400, 'VALIDATION_ERROR'],
  ['a JSON number', '42', 400, 'VALIDATION_ERROR'],
  ['an empty object', '{}', 400, 'VALIDATION_ERROR'],
  ['a __proto__ key', '{"__proto__": {"peran": "Admin"}, "email": "a@uji.id"}', 400, 'INVALID_JSON'],
  ['a constructor.prototype key', '{"constructor": {"prototype": {"peran": "Admin"}}}', 400, 'INVALID_JSON'],
];

const BAD_IDS = ['abc', '-1', '0', '1.5', '01', '1e3', '0x10', '%201', '1%20', '2147483648', '99999999999999999999', '1;DROP%20TABLE%20users'];

describeOnEachDatabase('bad input on the auth and users API', (ctx) => {
  let user: SignedInUser;
  let admin: SignedInUser;
  let target: SignedInUser;

  beforeAll(async () => {
    user = await quickUser(ctx(), 'Surveyor', { email: 'pengguna@uji.id' });
    admin = await quickUser(ctx(), 'Admin');
    target = await quickUser(ctx(), 'Surveyor', { email: 'target@uji.id' });
  });

  function request(endpoint: BodyEndpoint, extra: Partial<InjectOptions>): InjectOptions {
    const caller = endpoint.caller === 'admin' ? admin : endpoint.caller === 'user' ? user : undefined;
    return {
      method: endpoint.method,
      url: endpoint.url.replace(':id', String(target.user.id)),
      ...extra,
      headers: { ...caller?.auth, ...extra.headers },
    };
  }

  function sendTo(endpoint: BodyEndpoint, extra: Partial<InjectOptions>) {
    return send(ctx(), request(endpoint, extra));
  }

  for (const endpoint of ENDPOINTS) {
    it.each(Object.keys(endpoint.valid))(`${endpoint.name}: refuses a wrong type for %s with 400`, async (field) => {
      for (const [, value] of WRONG_TYPES) {
        const response = await sendTo(endpoint, { payload: { ...endpoint.valid, [field]: value } });
        const body = expectError(response, 400, 'VALIDATION_ERROR');
        expect(body.fields?.[field]).toEqual(expect.any(String));
      }
    });

    const required = Object.keys(endpoint.valid).filter((field) => !endpoint.optional?.includes(field));
    it.each(required)(`${endpoint.name}: refuses a missing %s with 400`, async (field) => {
      const payload = { ...endpoint.valid };
      delete payload[field];
      const response = await sendTo(endpoint, { payload });
      expect(expectError(response, 400, 'VALIDATION_ERROR').fields?.[field]).toEqual(expect.any(String));
    });

    it.each(RAW_BODIES)(`${endpoint.name}: answers %s with the right 400`, async (_label, raw, status, code) => {
      const response = await sendTo(endpoint, {
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expectError(response, status, code);
    });

    it(`${endpoint.name}: answers 400 to a request with no body and no content type`, async () => {
      expectError(await sendTo(endpoint, {}), 400, 'VALIDATION_ERROR');
    });

    it(`${endpoint.name}: answers a body over 1 MiB with 413 in Indonesian`, async () => {
      const response = await sendTo(endpoint, {
        headers: { 'content-type': 'application/json' },
        payload: oversizeJson(endpoint.valid),
      });
      expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE').message).toBe('Data yang dikirim terlalu besar.');
    });

    it(`${endpoint.name}: answers a form-encoded body with 415`, async () => {
      const response = await sendTo(endpoint, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40uji.id&password=x',
      });
      expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe(
        'Tipe konten tidak didukung. Kirim data sebagai JSON.',
      );
    });
  }

  it('PUT /api/users/:id: treats a missing password as unchanged', async () => {
    const { password: _password, ...withoutPassword } = ENDPOINTS[5].valid;
    const response = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      headers: admin.auth,
      payload: { ...withoutPassword, email: target.user.email },
    });
    expect(response.statusCode).toBe(200);
    expect((await send(ctx(), { method: 'GET', url: '/api/me', headers: target.auth })).statusCode).toBe(200);
  });

  it('accepts a JSON content type that names its charset', async () => {
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: user.user.email, password: TEST_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    it.each(BAD_IDS)(`${method} /api/users/%s: answers 400 "ID tidak valid."`, async (id) => {
      const response = await send(ctx(), {
        method,
        url: `/api/users/${id}`,
        headers: admin.auth,
        payload: method === 'PUT' ? { nama: 'X', email: 'x@uji.id', peran: 'Surveyor' } : undefined,
      });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.message).toBe('ID tidak valid.');
      expect(body.fields).toEqual({ id: 'ID tidak valid.' });
    });

    it(`${method} /api/users/2147483647 (the largest id) answers 404`, async () => {
      const response = await send(ctx(), {
        method,
        url: '/api/users/2147483647',
        headers: admin.auth,
        payload: method === 'PUT' ? { nama: 'X', email: 'x@uji.id', peran: 'Surveyor' } : undefined,
      });
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe('Pengguna tidak ditemukan.');
    });
  }

  it('DELETE /api/users/:id refuses a malformed JSON body and deletes nothing', async () => {
    const response = await send(ctx(), {
      method: 'DELETE',
      url: `/api/users/${target.user.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{',
    });
    expectError(response, 400, 'INVALID_JSON');
  });
});

describeOnEachDatabase('text that looks like SQL or HTML', (ctx) => {
  const NAMES = [
    "Robert'); DROP TABLE users;--",
    '" OR 1=1 --',
    "<script>alert('x')</script>",
    '<img src=x onerror=alert(1)> &amp; &lt;',
    'Dewi Ñandú 🏃‍♀️ 山田 \\ % _',
  ];

  it.each(NAMES)('stores and answers the name %s verbatim', async (nama) => {
    const email = `nama${NAMES.indexOf(nama)}@uji.id`;
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama, email, password: 'sandi-verbatim', peran: 'Instansi' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const row = await ctx().db.selectFrom('users').select('nama').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.nama).toBe(nama);
  });

  it('keeps every table in place afterwards', async () => {
    const counts = await ctx().tableCounts();
    expect(counts.users).toBe(NAMES.length);
  });

  it('accepts an email and a password full of quotes, and logs in with them', async () => {
    const email = "o'brien+uji@uji.id";
    const password = "' OR '1'='1' --";
    const registered = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: "O'Brien", email, password, peran: 'Surveyor' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: false });

    expect((await send(ctx(), { method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
    const wrong = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nama0@uji.id', password },
    });
    expectError(wrong, 401, 'UNAUTHORIZED');
  });

  it('stores HTML given on PUT /api/me and PUT /api/users/:id verbatim', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const me = await send(ctx(), {
      method: 'PUT',
      url: '/api/me',
      headers: admin.auth,
      payload: { nama: '<b>Admin</b>', email: admin.user.email },
    });
    expect(me.json().nama).toBe('<b>Admin</b>');

    const other = await quickUser(ctx(), 'Surveyor');
    const edited = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      headers: admin.auth,
      payload: { nama: "</td><script>x='1'</script>", email: other.user.email, peran: 'Surveyor' },
    });
    expect(edited.json().user.nama).toBe("</td><script>x='1'</script>");
    const list = await send(ctx(), { method: 'GET', url: '/api/users', headers: admin.auth });
    expect(list.json().map((row: { nama: string }) => row.nama)).toEqual(
      expect.arrayContaining(['<b>Admin</b>', "</td><script>x='1'</script>"]),
    );
  });
});
