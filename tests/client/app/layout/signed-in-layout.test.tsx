import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';

async function openAs(user: User, path: string) {
  storeSignedIn();
  stubApi({ 'GET /api/me': () => json(200, user) });
  const app = renderApp(path);
  await screen.findByRole('banner');
  return app;
}

function linksOf(navigation: HTMLElement): [string, string | null][] {
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('signed-in layout', () => {
  it('gives Admin the management links, a home button and the avatar', async () => {
    await openAs(admin, '/kelola-event');

    expect(linksOf(screen.getByRole('navigation', { name: 'Navigasi utama' }))).toEqual([
      ['Kelola Pengguna', '/kelola-pengguna'],
      ['Kelola Event', '/kelola-event'],
      ['Input Survei', '/input-survei'],
      ['Log Aktivitas', '/log-aktivitas'],
    ]);
    expect(screen.getByRole('link', { name: 'Beranda' }).getAttribute('href')).toBe('/dashboard-admin');
    const avatar = screen.getByRole('link', { name: /Profil Saya/ });
    expect(avatar.textContent).toBe('A');
    expect(avatar.getAttribute('href')).toBe('/profile');
  });

  it('gives Surveyor only Input Survei', async () => {
    await openAs(surveyor, '/profile');

    expect(linksOf(screen.getByRole('navigation', { name: 'Navigasi utama' }))).toEqual([
      ['Input Survei', '/input-survei'],
    ]);
  });

  it('gives Instansi "Laporan Analitik", named "Hasil Analisis" in the small-screen menu', async () => {
    const app = await openAs(instansi, '/profile');

    expect(linksOf(screen.getByRole('navigation', { name: 'Navigasi utama' }))).toEqual([
      ['Laporan Analitik', '/dashboard-instansi'],
    ]);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(linksOf(screen.getByRole('navigation', { name: 'Menu' }))).toEqual([
      ['Hasil Analisis', '/dashboard-instansi'],
      ['Profil Saya', '/profile'],
    ]);
  });

  it('tells roles other than Admin and Surveyor that /input-survei is not for them, with a way home', async () => {
    const app = await openAs(instansi, '/input-survei');

    const main = screen.getByRole('main');
    expect((await within(main).findByRole('heading', { level: 1 })).textContent).toBe('Akses Terbatas');
    expect(within(main).getByText('Anda tidak memiliki akses ke halaman ini.')).toBeTruthy();
    expect(within(main).getByText(/Input survei hanya untuk Admin dan Surveyor\./)).toBeTruthy();
    const home = within(main).getByRole('link', { name: 'Kembali ke Dashboard' });
    expect(home.getAttribute('href')).toBe('/dashboard-instansi');

    await app.user.click(home);
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard-instansi'));
  });

  it.each<[User, string]>([
    [admin, 'Perancangan Kuesioner'],
    [surveyor, 'Input Survei'],
  ])('shows $peran its own screen on /input-survei', async (user, heading) => {
    await openAs(user, '/input-survei');

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('goes back to the dashboard when the page was opened directly', async () => {
    const app = await openAs(surveyor, '/profile');

    await app.user.click(screen.getByRole('button', { name: 'Kembali' }));

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard-surveyor'));
  });
});

describe('logout', () => {
  it('removes the token and the user and goes to /login', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, surveyor) });
    const app = renderApp('/dashboard-surveyor');

    await app.user.click(await screen.findByRole('button', { name: 'Keluar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
