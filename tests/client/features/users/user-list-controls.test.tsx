import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, listed, storeSignedIn } from '../../helpers/users';

const four: User[] = [
  admin,
  { id: 5, nama: 'Dewi Lestari', email: 'dewi.lestari@dinas-pariwisata.jakarta.go.id', peran: 'Instansi', wilayah_kerja: null },
  { id: 6, nama: 'Budi Santoso', email: 'zaki@example.com', peran: 'Surveyor', wilayah_kerja: null },
  { id: 7, nama: 'Cahya Pratama', email: 'cahya@example.com', peran: 'Surveyor', wilayah_kerja: null },
];

/** Users 1 to n, named "Pengguna 01" and on. */
const many = (n: number): User[] =>
  Array.from({ length: n }, (_, index) => ({
    id: index + 1,
    nama: `Pengguna ${String(index + 1).padStart(2, '0')}`,
    email: `pengguna${index + 1}@example.com`,
    peran: 'Surveyor',
    wilayah_kerja: null,
  }));

async function openWith(users: User[]) {
  storeSignedIn();
  stubApi({ 'GET /api/me': () => json(200, admin), 'GET /api/users': () => json(200, listed(users)) });
  const app = renderApp('/kelola-pengguna');
  await screen.findByRole('table', { name: 'Daftar pengguna' });
  return app;
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Daftar pengguna' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

const count = () => screen.getByRole('status').textContent;

describe('/kelola-pengguna list', () => {
  it('puts "Tambah Pengguna" beside the title, where "Tambah Event" is on the event list', async () => {
    await openWith(four);

    const title = screen.getByRole('heading', { name: 'Kelola Pengguna', level: 1 });
    expect(title.parentElement?.contains(screen.getByRole('button', { name: 'Tambah Pengguna' }))).toBe(true);
  });

  it('finds users by name or email and filters by role, with the count', async () => {
    const app = await openWith(four);
    expect(count()).toBe('Menampilkan 1–4 dari 4 pengguna');
    const search = screen.getByLabelText('Cari pengguna');

    await app.user.type(search, 'ZAKI');
    expect(rowNames()).toEqual(['Budi Santoso']);

    await app.user.clear(search);
    await app.user.type(search, 'lestari');
    expect(rowNames()).toEqual(['Dewi Lestari']);

    await app.user.clear(search);
    await app.user.selectOptions(screen.getByLabelText('Filter peran'), 'Surveyor');
    expect(rowNames()).toEqual(['Budi Santoso', 'Cahya Pratama']);
    expect(count()).toBe('Menampilkan 1–2 dari 2 pengguna');

    await app.user.type(search, 'dewi');
    expect(count()).toBe('Tidak ada pengguna yang cocok dengan pencarian Anda.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts by name, email and role from the column headers, by name at first', async () => {
    const app = await openWith(four);
    const header = (name: string) => screen.getByRole('columnheader', { name });

    expect(rowNames()).toEqual(['Ani Admin', 'Budi Santoso', 'Cahya Pratama', 'Dewi Lestari']);
    expect(header('Nama').getAttribute('aria-sort')).toBe('ascending');

    await app.user.click(screen.getByRole('button', { name: 'Email' }));
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Nama').getAttribute('aria-sort')).toBeNull();
    expect(rowNames()).toEqual(['Ani Admin', 'Cahya Pratama', 'Dewi Lestari', 'Budi Santoso']);

    await app.user.click(screen.getByRole('button', { name: 'Peran' }));
    expect(rowNames()).toEqual(['Ani Admin', 'Dewi Lestari', 'Budi Santoso', 'Cahya Pratama']);
    await app.user.click(screen.getByRole('button', { name: 'Peran' }));
    expect(header('Peran').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Cahya Pratama', 'Budi Santoso', 'Dewi Lestari', 'Ani Admin']);

    await app.user.selectOptions(screen.getByLabelText('Urutkan'), 'Nama: Z–A');
    expect(rowNames()).toEqual(['Dewi Lestari', 'Cahya Pratama', 'Budi Santoso', 'Ani Admin']);
  });

  it('pages 20 users at a time', async () => {
    const app = await openWith(many(23));

    expect(count()).toBe('Menampilkan 1–20 dari 23 pengguna');
    const pages = screen.getByRole('navigation', { name: 'Halaman pengguna' });
    await app.user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));

    await waitFor(() => expect(count()).toBe('Menampilkan 21–23 dari 23 pengguna'));
    expect(rowNames()).toEqual(['Pengguna 21', 'Pengguna 22', 'Pengguna 23']);
    expect(within(pages).getByText('Halaman 2 dari 2')).toBeTruthy();
  });

  it('lets a long email wrap only after its "@" and its dots', async () => {
    await openWith(four);

    const email = screen.getByText('dewi.lestari@dinas-pariwisata.jakarta.go.id');
    expect(email.querySelectorAll('wbr')).toHaveLength(5);
    expect(email.innerHTML).toBe('dewi.<wbr>lestari@<wbr>dinas-pariwisata.<wbr>jakarta.<wbr>go.<wbr>id');
  });
});
