import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, networkFailure, stubApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { deviceDb } from '../../../src/client/offline/runtime';
import { sessionOf } from '../../../src/client/offline/session-store';
import { saveDeviceSession } from '../../../src/client/session/device-session';
import { clearToken } from '../../../src/client/session/stored-token';
import { TOKEN, signedInOnDevice, storeSignedIn, surveyor } from '../helpers/users';

describe('session at start', () => {
  it('shows "Memuat Aplikasi..." while the stored token is checked, then the user', async () => {
    storeSignedIn();
    const me = deferred();
    const calls = stubApi({ 'GET /api/me': () => me.answer });

    renderApp('/dashboard-surveyor');
    expect(screen.getByText('Memuat Aplikasi...')).toBeTruthy();

    me.release(json(200, surveyor));
    expect(await screen.findByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('sets the user the server returns and saves it on the device with its token', async () => {
    localStorage.setItem('token', TOKEN);
    localStorage.setItem('sis:user', JSON.stringify(surveyor));
    localStorage.setItem('sis:sesi-perangkat', 'f'.repeat(64));
    stubApi({ 'GET /api/me': () => json(200, surveyor) });

    renderApp('/dashboard-surveyor');

    expect(await screen.findByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    await waitFor(async () => expect(await sessionOf(deviceDb(), surveyor.id)).toMatchObject({ user: surveyor, token: TOKEN }));
    // localStorage keeps only the token: earlier versions' copies of the user, and of a digest of
    // the session, are gone.
    expect(Object.keys(localStorage)).toEqual(['token']);
  });

  it('saves the session on the device again at every start: the user renamed on the server is kept so', async () => {
    await signedInOnDevice(surveyor);
    const renamed = { ...surveyor, nama: 'Budi Santoso' };
    stubApi({ 'GET /api/me': () => json(200, renamed) });

    renderApp('/dashboard-surveyor');

    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeTruthy();
    await waitFor(async () => expect(await sessionOf(deviceDb(), surveyor.id)).toMatchObject({ user: renamed, token: TOKEN }));
  });

  it('does not keep on the device a session signed out before the device got to save it', async () => {
    const someone = { ...surveyor, id: 4242, email: 'sebentar@contoh.id' };
    localStorage.setItem('token', TOKEN);
    // The user signs out while the device database's code loads.
    const saving = saveDeviceSession(TOKEN, someone);
    clearToken();
    await saving;
    expect(await sessionOf(deviceDb(), someone.id)).toBeUndefined();
  });

  it('removes the token on a 401, and the user from the device, and sends the visitor to /login', async () => {
    await signedInOnDevice(surveyor);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /api/me': () => json(401, { message: 'Sesi Anda telah berakhir.', code: 'UNAUTHORIZED' }),
    });

    const app = renderApp('/dashboard-surveyor');

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(logged.mock.calls[0][0]).toBe('Gagal cek token');
    await waitFor(async () => expect(await sessionOf(deviceDb(), surveyor.id)).toBeUndefined());
  });

  it('keeps the token and opens with the cached user when there is no network', async () => {
    await signedInOnDevice(surveyor);
    stubApi({ 'GET /api/me': networkFailure });

    renderApp('/dashboard-surveyor');

    expect(await screen.findByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('keeps the token when a proxy answers 403: only the API\'s 401 judges the token', async () => {
    await signedInOnDevice(surveyor);
    stubApi({ 'GET /api/me': () => new Response('<h1>Forbidden</h1>', { status: 403 }) });

    renderApp('/dashboard-surveyor');

    expect(await screen.findByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('keeps the token when the server is down (5xx): it said nothing about the token', async () => {
    await signedInOnDevice(surveyor);
    stubApi({ 'GET /api/me': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });

    renderApp('/dashboard-surveyor');

    expect(await screen.findByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('asks nothing of the server when no token is stored', async () => {
    const calls = stubApi({});

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Sport Impact Smart Nation' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
