import { expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, EMAIL_PASSWORD_MESSAGE } from '../../../src/server/accounts/password-policy';
import { describeOnEachDatabase, TEST_PASSWORD } from '../helpers/test-app';
import { expectError, quickUser, send } from '../auth/support';

const BLANK = 'Password tidak boleh hanya berisi spasi.';
const REPEATED = 'Password tidak boleh hanya satu karakter yang diulang.';
const EMAIL = 'budi.santoso@uji.id';

/** Passwords anyone guessing tries first, each with the reason it is refused for EMAIL. */
const REFUSED: [string, string][] = [
  ['12345678', COMMON_PASSWORD_MESSAGE],
  ['password', COMMON_PASSWORD_MESSAGE],
  ['Password123!', COMMON_PASSWORD_MESSAGE],
  ['P@ssw0rd', COMMON_PASSWORD_MESSAGE],
  ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
  ['1q2w3e4r5t', COMMON_PASSWORD_MESSAGE],
  ['sandi123', COMMON_PASSWORD_MESSAGE],
  ['Sayang2026', COMMON_PASSWORD_MESSAGE],
  ['bismillah', COMMON_PASSWORD_MESSAGE],
  ['indonesia1945', COMMON_PASSWORD_MESSAGE],
  ['87654321', COMMON_PASSWORD_MESSAGE],
  ['        ', BLANK],
  ['\t\t\t\t \n  ', BLANK],
  ['aaaaaaaa', REPEATED],
  ['!!!!!!!!!!!!', REPEATED],
  [EMAIL, EMAIL_PASSWORD_MESSAGE],
  [EMAIL.toUpperCase(), EMAIL_PASSWORD_MESSAGE],
  ['budi.santoso', EMAIL_PASSWORD_MESSAGE],
  ['budi.santoso2026', EMAIL_PASSWORD_MESSAGE],
  [`xx${EMAIL}xx`, EMAIL_PASSWORD_MESSAGE],
];

const ACCEPTED = ['kbn-4821', 'Pohon mangga di kebun 7', 'tiga-kucing-lompat'];

/** The case's password for an account whose email differs from EMAIL only in its domain. */
function forEmail(password: string, email: string): string {
  return password.replace(EMAIL, email).replace(EMAIL.toUpperCase(), email.toUpperCase());
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string, message: string) {
  const body = expectError(response, 400, 'VALIDATION_ERROR');
  expect(body.fields?.[field], JSON.stringify(body)).toBe(message);
}

describeOnEachDatabase('new passwords: not common, not blank, not the email', (ctx) => {
  let counter = 0;
  const admin = () => quickUser(ctx(), 'Admin');

  it.each(REFUSED)('register refuses "%s" and stores nothing', async (password, message) => {
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: 'Budi', email: EMAIL, password, peran: 'Surveyor' },
    });
    expectRefused(response, 'password', message);
  });

  it.each(REFUSED)('an own password change refuses "%s" and keeps the old one', async (password, message) => {
    const { user, auth } = await quickUser(ctx(), 'Surveyor', { email: `budi.santoso@ganti${++counter}.id` });
    const response = await send(ctx(), {
      method: 'PUT',
      url: '/api/me/password',
      headers: auth,
      payload: { oldPassword: TEST_PASSWORD, newPassword: forEmail(password, user.email) },
    });
    expectRefused(response, 'newPassword', message);
  });

  it.each(REFUSED)('an Admin creating an account refuses "%s"', async (password, message) => {
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/users',
      headers: (await admin()).auth,
      payload: { nama: 'Budi', email: EMAIL, peran: 'Instansi', password },
    });
    expectRefused(response, 'password', message);
  });

  it.each(REFUSED)('an Admin resetting a password refuses "%s"', async (password, message) => {
    const { user } = await quickUser(ctx(), 'Surveyor', { email: `budi.santoso@reset${++counter}.id` });
    const response = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: (await admin()).auth,
      payload: { nama: user.nama, email: user.email, peran: user.peran, password: forEmail(password, user.email) },
    });
    expectRefused(response, 'password', message);
  });

  it.each(ACCEPTED)('accepts "%s" everywhere a password is chosen', async (password) => {
    const tag = ++counter;
    const registered = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      payload: { nama: 'Budi', email: `daftar${tag}@uji.id`, password, peran: 'Surveyor' },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const { auth } = await quickUser(ctx(), 'Surveyor');
    const changed = await send(ctx(), { method: 'PUT', url: '/api/me/password', headers: auth, payload: { oldPassword: TEST_PASSWORD, newPassword: password } });
    expect(changed.statusCode, changed.body).toBe(200);

    const created = await send(ctx(), {
      method: 'POST',
      url: '/api/users',
      headers: (await admin()).auth,
      payload: { nama: 'Budi', email: `buat${tag}@uji.id`, peran: 'Instansi', password },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
