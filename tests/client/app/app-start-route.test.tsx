import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifest from '../../../public/manifest.webmanifest?raw';
import { json, stubApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../helpers/users';

describe('where the installed app opens', () => {
  it.each([
    [admin, '/dashboard-admin'],
    [surveyor, '/dashboard-surveyor'],
    [instansi, '/dashboard-instansi'],
  ])('takes a signed-in $peran straight to their dashboard', async (user, dashboard) => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, user) });
    const app = renderApp('/aplikasi');
    await waitFor(() => expect(app.currentPath()).toBe(dashboard));
  });

  it('shows the landing page to anyone not signed in', async () => {
    stubApi({});
    const app = renderApp('/aplikasi');
    await waitFor(() => expect(app.currentPath()).toBe('/'));
  });

  it('is the manifest start_url, with shortcuts to Input Survei and the Instansi reports', () => {
    const parsed = JSON.parse(manifest) as { id: string; start_url: string; shortcuts: { url: string; name: string }[] };
    // The id stays "/": changing it would make browsers treat the installed app as a new one.
    expect(parsed).toMatchObject({ id: '/', start_url: '/aplikasi' });
    expect(parsed.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/input-survei', '/dashboard-instansi']);
  });
});
