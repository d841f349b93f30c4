import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn } from '../../helpers/users';

function menuLink(name: string): string | null {
  return within(screen.getByRole('navigation', { name: 'Menu' }))
    .getByRole('link', { name })
    .getAttribute('href');
}

describe('landing page', () => {
  it('shows the headline, the tagline and "Mulai Survei" to /login', async () => {
    stubApi({});
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Sport Impact Smart Nation' })).toBeTruthy();
    expect(screen.getByText('Platform survei untuk mengukur dampak ekonomi dari event olahraga.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mulai Survei' }).getAttribute('href')).toBe('/login');
  });

  it('offers Credits, and Kelola Survei to /login when signed out', async () => {
    stubApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sport Impact Smart Nation' });

    expect(menuLink('Credits')).toBe('/credits');
    expect(menuLink('Kelola Survei')).toBe('/login');
  });

  it("leads Kelola Survei to the signed-in user's dashboard", async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, instansi) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sport Impact Smart Nation' });

    expect(menuLink('Kelola Survei')).toBe('/dashboard-instansi');
  });
});

describe('/credits', () => {
  it('shows "Development Credits" with a link back to the landing page', async () => {
    stubApi({});
    renderApp('/credits');

    expect(await screen.findByRole('heading', { name: 'Development Credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  });
});
