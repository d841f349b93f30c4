import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import type { User } from '../../../../src/shared/schemas/auth';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, listed, storeSignedIn, surveyor } from '../../helpers/users';

type Handlers = Parameters<typeof stubApi>[0];

const jatimAdmin: User = { id: 4, nama: 'Joko Jatim', email: 'joko@example.com', peran: 'Admin', wilayah_kerja: '35' };
const sbyInstansi: User = { id: 5, nama: 'Sari Surabaya', email: 'sari@example.com', peran: 'Instansi', wilayah_kerja: '35.78' };

// The region list is parsed once, before these tests: each then waits only for its own screen.
beforeAll(async () => {
  await loadWilayahList();
}, 30_000);

async function openUsers(signedIn: User, users: User[], handlers: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, signedIn),
    'GET /api/users': () => json(200, listed(users)),
    ...handlers,
  });
  const app = renderApp('/kelola-pengguna');
  await screen.findByRole('table', { name: 'Daftar pengguna' });
  return { ...app, calls };
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement;
const areaGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Wilayah Kerja' });
const sent = (calls: ApiCall[], method: string) => calls.filter((call) => call.method === method);

async function pick(app: Awaited<ReturnType<typeof openUsers>>, dialog: HTMLElement, typed: string, name: RegExp) {
  await app.user.type(await within(dialog).findByLabelText('Cari wilayah kerja'), typed);
  await app.user.click(within(areaGroup(dialog)).getByRole('button', { name }));
}

describe('work areas on /kelola-pengguna', () => {
  it("lists each account's work area by name, national as Nasional", async () => {
    await openUsers(admin, [admin, jatimAdmin, sbyInstansi]);

    expect(rowOf('Ani Admin').textContent).toContain('Nasional');
    expect(await within(rowOf('Joko Jatim')).findByText('Jawa Timur')).toBeTruthy();
    expect(await within(rowOf('Sari Surabaya')).findByText('Kota Surabaya')).toBeTruthy();
  });

  it('shows the area a waiting self-registration named', async () => {
    await openUsers(admin, [admin, { ...sbyInstansi, status_akun: 'menunggu' } as User]);
    const waiting = screen.getByRole('heading', { name: /^Menunggu Persetujuan/ }).closest('section') as HTMLElement;
    expect(await within(waiting).findByText('Wilayah kerja: Kota Surabaya')).toBeTruthy();
  });

  it('lets a national Admin give a new account a regency', async () => {
    const created: User = { id: 9, nama: 'Dodi Baru', email: 'dodi@example.com', peran: 'Surveyor', wilayah_kerja: '35.78' };
    const app = await openUsers(admin, [admin], {
      'POST /api/users': () => json(201, { message: 'Pengguna berhasil ditambahkan.', user: created }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Pengguna' });
    expect(within(areaGroup(dialog)).getByText('Nasional')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('Nama'), 'Dodi Baru');
    await app.user.type(within(dialog).getByLabelText('Email'), 'dodi@example.com');
    await app.user.type(within(dialog).getByLabelText('Password'), 'rahasia-dodi');

    await pick(app, dialog, 'surabaya', /^Kota Surabaya/);
    expect(within(areaGroup(dialog)).getByText('Kota Surabaya, Jawa Timur')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(sent(app.calls, 'POST')[0].body).toMatchObject({ nama: 'Dodi Baru', wilayah_kerja: '35.78' });
  });

  it("starts a province Admin's new account in its own province, offers nothing wider and sends no area when kept", async () => {
    const created: User = { id: 9, nama: 'Dodi Baru', email: 'dodi@example.com', peran: 'Surveyor', wilayah_kerja: '35' };
    const app = await openUsers(jatimAdmin, [jatimAdmin], {
      'POST /api/users': () => json(201, { message: 'Pengguna berhasil ditambahkan.', user: created }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Pengguna' });
    expect(await within(areaGroup(dialog)).findByText('Jawa Timur')).toBeTruthy();
    expect(within(areaGroup(dialog)).queryByRole('button', { name: 'Jadikan Nasional' })).toBeNull();

    await app.user.type(await within(dialog).findByLabelText('Cari wilayah kerja'), 'bandung');
    expect(within(areaGroup(dialog)).getByText('Tidak ada wilayah yang cocok.')).toBeTruthy();

    await app.user.type(within(dialog).getByLabelText('Nama'), 'Dodi Baru');
    await app.user.type(within(dialog).getByLabelText('Email'), 'dodi@example.com');
    await app.user.type(within(dialog).getByLabelText('Password'), 'rahasia-dodi');
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(sent(app.calls, 'POST')[0].body).not.toHaveProperty('wilayah_kerja');
  });

  it('sends the area on edit only when it changed, null for Nasional', async () => {
    const app = await openUsers(admin, [admin, surveyor, sbyInstansi], {
      'PUT /api/users/5': () => json(200, { message: 'Pengguna berhasil diperbarui.', user: { ...sbyInstansi, wilayah_kerja: null } }),
    });
    await app.user.click(within(rowOf('Sari Surabaya')).getByRole('button', { name: 'Edit Sari Surabaya' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pengguna' });
    expect(await within(areaGroup(dialog)).findByText('Kota Surabaya, Jawa Timur')).toBeTruthy();

    await app.user.click(within(areaGroup(dialog)).getByRole('button', { name: 'Jadikan Nasional' }));
    expect(within(areaGroup(dialog)).getByText('Nasional')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(sent(app.calls, 'PUT')[0].body).toEqual({
      nama: 'Sari Surabaya',
      email: 'sari@example.com',
      peran: 'Instansi',
      wilayah_kerja: null,
    });
  });

  it("shows the server's refusal of an area under the field", async () => {
    const refusal = 'Wilayah kerja harus di dalam wilayah kerja Anda.';
    const app = await openUsers(admin, [admin, surveyor], {
      'PUT /api/users/2': () => json(400, { message: refusal, code: 'VALIDATION_ERROR', fields: { wilayah_kerja: refusal } }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Edit Budi Surveyor' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pengguna' });

    await pick(app, dialog, 'jawa timur', /^Jawa Timur/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const search = within(dialog).getByLabelText('Cari wilayah kerja');
    expect(await within(areaGroup(dialog)).findByText(refusal)).toBeTruthy();
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(sent(app.calls, 'PUT')[0].body).toMatchObject({ wilayah_kerja: '35' });
  });
});
