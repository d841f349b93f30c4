import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn, surveyor } from '../../helpers/users';

async function openDashboard(user: User, path: string) {
  storeSignedIn();
  stubApi({ 'GET /api/me': () => json(200, user) });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('Admin dashboard', () => {
  it('offers the three cards, the profile and logout', async () => {
    await openDashboard(admin, '/dashboard-admin');

    expect(screen.getByRole('heading', { name: 'Dashboard Admin' })).toBeTruthy();
    const cards = within(screen.getByRole('navigation', { name: 'Menu admin' })).getAllByRole('link');
    expect(cards.map((card) => [within(card).getByRole('heading').textContent, card.getAttribute('href')])).toEqual([
      ['Kelola Pengguna', '/kelola-pengguna'],
      ['Kelola Event', '/kelola-event'],
      ['Input Survey', '/input-survei'],
    ]);
    expect(screen.getByRole('link', { name: 'Profil Saya' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeTruthy();
  });

  it('opens Kelola Pengguna from its card', async () => {
    const app = await openDashboard(admin, '/dashboard-admin');

    const cards = screen.getByRole('navigation', { name: 'Menu admin' });
    await app.user.click(within(cards).getByRole('link', { name: /Kelola Pengguna/ }));

    await waitFor(() => expect(app.currentPath()).toBe('/kelola-pengguna'));
  });
});

describe('Surveyor dashboard', () => {
  it('welcomes the surveyor by name and role and leads to /input-survei', async () => {
    const app = await openDashboard(surveyor, '/dashboard-surveyor');

    expect(screen.getByText('Selamat datang, Budi Surveyor')).toBeTruthy();
    expect(screen.getByText(/Anda masuk sebagai/).textContent).toBe('Anda masuk sebagai Surveyor');
    const start = screen.getByRole('link', { name: 'Mulai Input Survei' });
    expect(start.getAttribute('href')).toBe('/input-survei');
    expect(screen.getByRole('link', { name: 'Profil Saya' }).getAttribute('href')).toBe('/profile');

    await app.user.click(start);
    await waitFor(() => expect(app.currentPath()).toBe('/input-survei'));
  });
});
