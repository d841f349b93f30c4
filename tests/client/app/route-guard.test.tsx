import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '../../../src/client/app/route-guard';
import { SessionContext } from '../../../src/client/session/session-context';
import { json, stubApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../helpers/users';

describe('route guard', () => {
  it('shows "Loading..." while the session is loading', () => {
    render(
      <SessionContext value={{ user: null, isLoading: true, signIn() {}, signOut() {} }}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route element={<RouteGuard allowed={['Admin']} />}>
              <Route path="/profile" element={<p>Profil</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionContext>,
    );

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('sends a visitor without a session to /login', async () => {
    stubApi({});
    const app = renderApp('/kelola-event');

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('sends a role that is not allowed to /unauthorized, with a way back to its dashboard', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, surveyor) });
    const app = renderApp('/dashboard-admin');

    await waitFor(() => expect(app.currentPath()).toBe('/unauthorized'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('403 Akses Ditolak');
    expect(
      screen.getByText('Maaf, Anda tidak memiliki izin untuk mengakses halaman yang Anda tuju.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe(
      '/dashboard-surveyor',
    );
  });

  it('lets the allowed role in', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, admin) });
    renderApp('/dashboard-admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard Admin' })).toBeTruthy();
  });

  it.each([admin, surveyor, instansi])('opens the shared pages to every role ($peran)', async (user) => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, user) });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Profil Saya' })).toBeTruthy();
  });
});

describe('error pages', () => {
  it('/unauthorized offers /login to a visitor without a session', async () => {
    stubApi({});
    renderApp('/unauthorized');

    expect((await screen.findByRole('link', { name: 'Kembali ke Login' })).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('an unknown path shows the 404 page with a way to the landing page', async () => {
    stubApi({});
    renderApp('/tidak-ada');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '404 Halaman Tidak Ditemukan',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  });

  it('the 404 page leads a signed-in user to the role dashboard', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, instansi) });
    renderApp('/tidak-ada');

    expect((await screen.findByRole('link', { name: 'Kembali ke Dashboard' })).getAttribute('href')).toBe(
      '/dashboard-instansi',
    );
  });
});
