import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../../src/client/offline/runtime';
import { json, networkFailure, stubApi } from '../helpers/fake-api';
import { waitingSurvey } from '../helpers/outbox-items';
import { renderApp } from '../helpers/render-app';
import { storeSignedIn, surveyor, TOKEN } from '../helpers/users';

/** The sending engine starts with the app: its requests never answer, so the queue stays as seeded. */
const neverAnswers = () => new Promise<Response>(() => {});

function signedInSurveyor(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSignedIn();
  return stubApi({
    'GET /api/me': () => json(200, surveyor),
    'POST /api/jawaban': neverAnswers,
    'POST /api/jawaban/batch': neverAnswers,
    'POST /api/logout': () => json(200, { message: 'Anda telah keluar.' }),
    ...handlers,
  });
}

async function waitingSurveys(count: number) {
  await deviceDb().outbox.bulkAdd(Array.from({ length: count }, (_, i) => waitingSurvey(`key-${i}`)));
}

describe('Keluar: leaving when it cannot be undone at once', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs out at once when online and nothing waits, ending the session on the server', async () => {
    const calls = signedInSurveyor();
    const app = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    const logouts = calls.filter((call) => call.method === 'POST' && call.path === '/api/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still logs out on the device when the server cannot be reached, keeping the waiting surveys', async () => {
    await waitingSurveys(2);
    const calls = signedInSurveyor({ 'POST /api/logout': networkFailure });
    const app = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tetap Keluar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(calls.some((call) => call.path === '/api/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await deviceDb().outbox.count()).toBe(2);
  });

  it('still logs out when the server refuses (the session had ended already)', async () => {
    signedInSurveyor({ 'POST /api/logout': () => json(401, { message: 'Sesi Anda telah berakhir. Silakan login kembali.', code: 'UNAUTHORIZED' }) });
    const app = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks first while offline, says signing in again needs a connection, and can be cancelled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = signedInSurveyor();
    const app = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari aplikasi?' });
    expect(dialog.textContent).toContain('Login kembali memerlukan koneksi internet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(app.currentPath()).toBe('/profile');

    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tetap Keluar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    // Offline the server is not asked: the token is removed from the device all the same.
    expect(calls.some((call) => call.path === '/api/logout')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says how many surveys stay on the device when some still wait', async () => {
    await waitingSurveys(3);
    signedInSurveyor();
    renderApp('/dashboard-surveyor');
    await waitFor(async () => expect(await deviceDb().outbox.count()).toBe(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari aplikasi?' });
    expect(dialog.textContent).toContain('3 survei yang menunggu dikirim tetap tersimpan di perangkat ini');
    expect(await deviceDb().outbox.count()).toBe(3);
  });
});

describe('a failed login while offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the device is offline instead of a generic error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({ 'POST /api/login': networkFailure });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'surveyor@contoh.id');
    await userEvent.type(screen.getByLabelText('Password'), 'rahasia-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Perangkat ini sedang offline. Login memerlukan koneksi internet; coba lagi saat ada sinyal.',
    );
  });
});
