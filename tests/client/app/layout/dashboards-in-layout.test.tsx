import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';

function openAs(user: User, path: string) {
  storeSignedIn();
  stubApi({ 'GET /api/me': () => json(200, user) });
  return renderApp(path);
}

describe('the dashboards keep the top bar of every signed-in page (issue 16, item 7)', () => {
  it.each<[string, User, string]>([
    ['/dashboard-admin', admin, 'Dashboard Admin'],
    ['/dashboard-surveyor', surveyor, 'Dashboard Surveyor'],
  ])('%s: banner, navigation and one main around the page', async (path, user, heading) => {
    openAs(user, path);

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Kembali' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Beranda' }).getAttribute('href')).toBe(path);
    expect(within(banner).getByRole('link', { name: `Profil Saya (${user.nama})` }).getAttribute('href')).toBe('/profile');
    expect(within(banner).getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
  });

  it('gives the Instansi home the top bar too', async () => {
    openAs(instansi, '/dashboard-instansi');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Instansi' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Beranda' }).getAttribute('href')).toBe(
      '/dashboard-instansi',
    );
  });

  it("still sends another role away from a home that is not its own", async () => {
    const app = openAs(instansi, '/dashboard-surveyor');

    await waitFor(() => expect(app.currentPath()).toBe('/unauthorized'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('403 Akses Ditolak');
  });

  it('marks Beranda as the current page on the home, and has no way back from a home opened directly', async () => {
    openAs(admin, '/dashboard-admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' });

    expect(screen.getByRole('link', { name: 'Beranda' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Kembali' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not mark Beranda on another page, and goes back there from the home', async () => {
    const app = openAs(surveyor, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profil Saya' });
    const home = screen.getByRole('link', { name: 'Beranda' });
    expect(home.getAttribute('aria-current')).toBeNull();

    await app.user.click(home);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard Surveyor' });
    const back = screen.getByRole('button', { name: 'Kembali' }) as HTMLButtonElement;
    expect(back.disabled).toBe(false);
    await app.user.click(back);

    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
  });
});
