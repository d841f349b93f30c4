import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Peran } from '../../../src/shared/roles';
import { json, stubApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../helpers/users';

// index.html names the tab so before any page does.
const INDEX_TITLE = 'Sport Impact Smart Nation';

const USERS = { Admin: admin, Surveyor: surveyor, Instansi: instansi };

beforeEach(() => {
  document.title = INDEX_TITLE;
});

describe('every page names the browser tab (issue 16, item 4)', () => {
  it.each<[string, Peran, string]>([
    ['/dashboard-admin', 'Admin', 'Dashboard Admin · Sport Impact'],
    ['/dashboard-surveyor', 'Surveyor', 'Dashboard Surveyor · Sport Impact'],
    ['/dashboard-instansi', 'Instansi', 'Dashboard Instansi · Sport Impact'],
    ['/profile', 'Admin', 'Profil Saya · Sport Impact'],
    ['/riwayat-survei', 'Surveyor', 'Riwayat Survei Saya · Sport Impact'],
    ['/input-survei', 'Admin', 'Perancangan Kuesioner · Sport Impact'],
    ['/input-survei', 'Instansi', 'Akses Terbatas · Sport Impact'],
  ])('%s for %s', async (path, peran, title) => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, USERS[peran]) });
    renderApp(path);

    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/login', 'Login · Sport Impact'],
    ['/register', 'Daftar Akun · Sport Impact'],
    ['/credits', 'Development Credits · Sport Impact'],
    ['/unauthorized', 'Akses Ditolak · Sport Impact'],
    ['/tidak-ada', 'Halaman Tidak Ditemukan · Sport Impact'],
  ])('%s without a session', async (path, title) => {
    stubApi({});
    renderApp(path);

    await waitFor(() => expect(document.title).toBe(title));
  });

  it("gives the landing page back the app's full name when the visitor returns to it", async () => {
    stubApi({});
    const app = renderApp('/credits');
    await waitFor(() => expect(document.title).toBe('Development Credits · Sport Impact'));

    await app.user.click(screen.getByRole('link', { name: /Kembali ke Beranda/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sport Impact Smart Nation' })).toBeTruthy();
    expect(document.title).toBe(INDEX_TITLE);
  });
});
