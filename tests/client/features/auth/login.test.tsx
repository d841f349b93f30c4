import { screen, waitFor, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { deferred, json, networkFailure, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { TOKEN, admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Login' });
  return app;
}

async function fillAndSubmit(app: Awaited<ReturnType<typeof openLogin>>, email: string, password: string) {
  if (email) await app.user.type(screen.getByLabelText('Email'), email);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('shows the schema messages next to empty fields and sends nothing', async () => {
    const calls = stubApi({});
    const app = await openLogin();

    await fillAndSubmit(app, '', '');

    // The form's schema loads once the form is up: the messages follow that first load.
    expect(await screen.findByText('Email wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Password wajib diisi.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('rejects an address that is not an email', async () => {
    stubApi({});
    const app = await openLogin();

    await fillAndSubmit(app, 'bukan-email', 'rahasia');

    expect(screen.getByText('Format email tidak valid.')).toBeTruthy();
  });

  it("shows the server's message when the login is refused", async () => {
    stubApi({
      'POST /api/login': () => json(401, { message: 'Email atau password salah.', code: 'UNAUTHORIZED' }),
    });
    const app = await openLogin();

    await fillAndSubmit(app, 'budi@example.com', 'salah');

    expect((await screen.findByRole('alert')).textContent).toBe('Email atau password salah.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a self-registered user whose account waits for an Admin why they cannot sign in', async () => {
    const pending = 'Akun Anda menunggu persetujuan Admin. Silakan login kembali setelah Admin menyetujui pendaftaran Anda.';
    stubApi({ 'POST /api/login': () => json(403, { message: pending, code: 'ACCOUNT_PENDING' }) });
    const app = await openLogin();

    await fillAndSubmit(app, 'baru@example.com', 'rahasia-123');

    expect((await screen.findByRole('alert')).textContent).toBe(pending);
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.currentPath()).toBe('/login');
  });

  it('says "Login gagal" when the refusal carries no message', async () => {
    stubApi({ 'POST /api/login': () => new Response('Bad Gateway', { status: 502 }) });
    const app = await openLogin();

    await fillAndSubmit(app, 'budi@example.com', 'rahasia');

    expect((await screen.findByRole('alert')).textContent).toBe('Login gagal');
  });

  it('says "Terjadi kesalahan saat login." when the server cannot be reached', async () => {
    stubApi({ 'POST /api/login': networkFailure });
    const app = await openLogin();

    await fillAndSubmit(app, 'budi@example.com', 'rahasia');

    expect((await screen.findByRole('alert')).textContent).toBe('Terjadi kesalahan saat login.');
  });

  it('reads "Memproses..." and is disabled while the login is on its way', async () => {
    const answer = deferred();
    stubApi({ 'POST /api/login': () => answer.answer });
    const app = await openLogin();

    await fillAndSubmit(app, 'budi@example.com', 'rahasia');

    const button = screen.getByRole('button', { name: 'Memproses...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer.release(json(401, { message: 'Email atau password salah.', code: 'UNAUTHORIZED' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it.each<[string, User, string]>([
    ['Admin', admin, '/dashboard-admin'],
    ['Surveyor', surveyor, '/dashboard-surveyor'],
    ['Instansi', instansi, '/dashboard-instansi'],
  ])('stores the token and sends an %s to the role dashboard', async (_peran, user, dashboard) => {
    const calls = stubApi({ 'POST /api/login': () => json(200, { token: TOKEN, user }) });
    const app = await openLogin();

    await fillAndSubmit(app, `  ${user.email.toUpperCase()} `, 'rahasia');

    await waitFor(() => expect(app.currentPath()).toBe(dashboard));
    expect(calls[0].body).toEqual({ email: user.email, password: 'rahasia' });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(await screen.findByText(`Selamat datang, ${user.nama}`)).toBeTruthy();
  });

  it('sends a signed-in user on to the dashboard', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, admin) });

    const app = renderApp('/login');

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard-admin'));
  });

  it('shows and hides the password', async () => {
    stubApi({});
    const app = await openLogin();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');

    await app.user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password.type).toBe('text');

    await app.user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password.type).toBe('password');
  });

  it('opens the forgot-password dialog, which its cancel (Escape in a browser) closes', async () => {
    stubApi({});
    const app = await openLogin();
    const opener = screen.getByRole('button', { name: 'Lupa password?' });

    await app.user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Lupa Password?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.textContent).toContain('hubungi administrator sistem');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('links to /register', async () => {
    stubApi({});
    await openLogin();

    expect(screen.getByRole('link', { name: 'Daftar di sini' }).getAttribute('href')).toBe('/register');
  });
});
