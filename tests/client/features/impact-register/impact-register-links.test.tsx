import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeImpactRegister, makeRow } from './impact-register-fixtures';

const HOMES: [User, string][] = [
  [admin, '/dashboard-admin'],
  [instansi, '/dashboard-instansi'],
  [surveyor, '/dashboard-surveyor'],
];

describe('the register, linked from every home', () => {
  it.each(HOMES)('leads from the $peran dashboard to /dampak-ekonomi', async (user, home) => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, user),
      'GET /api/dampak-ekonomi?arah=turun&halaman=1&per_halaman=20&urut=tahun': () => json(200, makeImpactRegister([makeRow()])),
    });
    const app = renderApp(home);

    const link = await screen.findByRole('link', { name: /Daftar Dampak Ekonomi/ });
    expect(link.getAttribute('href')).toBe('/dampak-ekonomi');
    await app.user.click(link);

    await waitFor(() => expect(app.currentPath()).toBe('/dampak-ekonomi'));
    expect(await screen.findByRole('link', { name: 'Maraton Surabaya' })).toBeTruthy();
  });
});
