import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send } from './support';

/**
 * An email change asks for the current password (password_sekarang): the email is the sign-in
 * name, so a token alone (a phone left unlocked, a stolen token) must not be enough to take the
 * account over. Whether an email is taken is told only after the password is right.
 */

const REQUIRED = 'Password saat ini wajib diisi untuk mengubah email.';
const WRONG = 'Password saat ini salah.';
const UNAVAILABLE = 'Email ini tidak dapat digunakan. Gunakan email lain.';

function putMe(ctx: TestContext, auth: { authorization: string }, payload: object) {
  return send(ctx, { method: 'PUT', url: '/api/me', headers: auth, payload });
}

describeOnEachDatabase('PUT /api/me: an email change asks for the current password', (ctx) => {
  it.each([
    ['without password_sekarang', {}, REQUIRED],
    ['with an empty password_sekarang', { password_sekarang: '' }, REQUIRED],
    ['with a wrong password_sekarang', { password_sekarang: 'bukan-sandi-ini' }, WRONG],
  ])('refuses a new email %s with 400, changing nothing', async (_label, extra, message) => {
    const { user, auth } = await quickUser(ctx(), 'Surveyor');
    const body = expectError(await putMe(ctx(), auth, { nama: 'Pengambil Alih', email: 'penyerang@uji.id', ...extra }), 400, 'VALIDATION_ERROR');
    expect(body).toEqual({ message, code: 'VALIDATION_ERROR', fields: { password_sekarang: message } });
    expect((await send(ctx(), { method: 'GET', url: '/api/me', headers: auth })).json()).toEqual(user);
  });

  it('refuses a password_sekarang that is not text or over 200 characters', async () => {
    const { auth } = await quickUser(ctx(), 'Instansi');
    for (const password_sekarang of [12345678, 'p'.repeat(201)]) {
      const body = expectError(await putMe(ctx(), auth, { nama: 'Nama', email: 'lain@uji.id', password_sekarang }), 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.fields ?? {})).toEqual(['password_sekarang']);
    }
  });

  it('changes the email with the right current password', async () => {
    const { user, auth } = await quickUser(ctx(), 'Instansi');
    const response = await putMe(ctx(), auth, { nama: user.nama, email: 'Email.Baru@Uji.id', password_sekarang: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, email: 'email.baru@uji.id' });
  });

  it('needs no password when the email stays (a name change, or only its letter case)', async () => {
    const { user, auth } = await quickUser(ctx(), 'Admin');
    expect((await putMe(ctx(), auth, { nama: 'Nama Saja', email: user.email })).statusCode).toBe(200);
    expect((await putMe(ctx(), auth, { nama: 'Nama Saja', email: user.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('tells whether an email is taken only to who gives the right password, and then without saying "registered"', async () => {
    const other = await quickUser(ctx(), 'Admin', { email: 'sudah.ada@uji.id' });
    const { auth } = await quickUser(ctx(), 'Surveyor');
    const guessed = await putMe(ctx(), auth, { nama: 'Nama', email: other.user.email, password_sekarang: 'tebakan-salah' });
    expect(expectError(guessed, 400, 'VALIDATION_ERROR').message).toBe(WRONG);
    const withoutPassword = await putMe(ctx(), auth, { nama: 'Nama', email: other.user.email });
    expect(expectError(withoutPassword, 400, 'VALIDATION_ERROR').message).toBe(REQUIRED);
    const owner = await putMe(ctx(), auth, { nama: 'Nama', email: other.user.email, password_sekarang: TEST_PASSWORD });
    expect(expectError(owner, 409, 'CONFLICT').message).toBe(UNAVAILABLE);
  });
});
