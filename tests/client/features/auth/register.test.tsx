import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, networkFailure, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Daftar Akun' });
  return app;
}

async function fillAndSubmit(app: Awaited<ReturnType<typeof openRegister>>) {
  await app.user.type(screen.getByLabelText('Nama Lengkap'), 'Dewi Lestari');
  await app.user.type(screen.getByLabelText('Email'), 'dewi@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'rahasia123');
  await app.user.click(screen.getByRole('button', { name: 'Daftar' }));
}

describe('/register', () => {
  it('shows the schema messages and sends nothing when the form is incomplete', async () => {
    const calls = stubApi({});
    const app = await openRegister();

    await app.user.type(screen.getByLabelText('Password'), 'pendek');
    await app.user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(screen.getByText('Nama wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Email wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Password minimal 8 karakter.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('registers as Surveyor by default, then says so on /login with the email filled in', async () => {
    const calls = stubApi({
      'POST /api/register': () =>
        json(201, { message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: false }),
    });
    const app = await openRegister();

    await fillAndSubmit(app);

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(await screen.findByText('Pendaftaran berhasil. Silakan login.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dewi@example.com');
    expect(calls[0].body).toEqual({
      nama: 'Dewi Lestari',
      email: 'dewi@example.com',
      password: 'rahasia123',
      peran: 'Surveyor',
    });
  });

  it('says the account waits for an Admin when the server says so, instead of asking to log in', async () => {
    stubApi({ 'POST /api/register': () => json(201, { message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: true }) });
    const app = await openRegister();

    await fillAndSubmit(app);

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(await screen.findByText('Pendaftaran berhasil. Akun Anda menunggu persetujuan Admin sebelum dapat login.')).toBeTruthy();
    expect(screen.queryByText('Pendaftaran berhasil. Silakan login.')).toBeNull();
  });

  it('sends the chosen role', async () => {
    const calls = stubApi({ 'POST /api/register': () => json(201, { message: 'ok' }) });
    const app = await openRegister();

    await app.user.selectOptions(screen.getByLabelText('Daftar sebagai'), 'Instansi');
    await fillAndSubmit(app);

    await waitFor(() => expect(calls[0]?.body).toMatchObject({ peran: 'Instansi' }));
  });

  it('asks for the setup code only for Admin, says the first Admin needs it, and sends it', async () => {
    const calls = stubApi({ 'POST /api/register': () => json(201, { message: 'ok', user: {} }) });
    const app = await openRegister();
    expect(screen.queryByLabelText('Kode penyiapan')).toBeNull();

    await app.user.selectOptions(screen.getByLabelText('Daftar sebagai'), 'Admin');
    expect(screen.getByText('Wajib untuk Admin pertama: kode tercetak di log server saat server dijalankan.')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Kode penyiapan'), 'ABCD-EFGH-JKMN');
    await fillAndSubmit(app);

    await waitFor(() => expect(calls[0]?.body).toMatchObject({ peran: 'Admin', kodePenyiapan: 'ABCD-EFGH-JKMN' }));
  });

  it('shows the server\'s text in an "Oops..." dialog', async () => {
    stubApi({
      'POST /api/register': () =>
        json(409, { message: 'Email sudah terdaftar. Gunakan email lain.', code: 'CONFLICT' }),
    });
    const app = await openRegister();

    await fillAndSubmit(app);

    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Email sudah terdaftar. Gunakan email lain.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.currentPath()).toBe('/register');
  });

  it('says "Pendaftaran gagal." when the refusal carries no text', async () => {
    stubApi({ 'POST /api/register': () => new Response('', { status: 500 }) });
    const app = await openRegister();

    await fillAndSubmit(app);

    expect((await screen.findByRole('dialog', { name: 'Oops...' })).textContent).toContain(
      'Pendaftaran gagal.',
    );
  });

  it('says "Terjadi kesalahan jaringan." when the server cannot be reached', async () => {
    stubApi({ 'POST /api/register': networkFailure });
    const app = await openRegister();

    await fillAndSubmit(app);

    expect((await screen.findByRole('dialog', { name: 'Oops...' })).textContent).toContain(
      'Terjadi kesalahan jaringan.',
    );
  });
});
