import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../src/shared/schemas/events';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

function openWith(events: Event[], more: Handlers = {}) {
  storeSignedIn();
  stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, events),
    'GET /api/events?status=diarsipkan': () => json(200, []),
    ...more,
  });
  return renderApp('/kelola-event');
}

/** The event names in the table, top to bottom. */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Daftar event' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('a')?.textContent);

const count = () => screen.getByRole('status').textContent;

const four = [
  makeEvent({ id: 1, nama_event: 'Bali Open', lokasi: 'Denpasar', tanggal_mulai: '2026-03-01', tanggal_selesai: '2026-03-02', jumlah_peserta: 300 }),
  makeEvent({ id: 2, nama_event: 'Jakarta Marathon', lokasi: 'Jakarta', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-03', jumlah_peserta: 1500 }),
  makeEvent({ id: 3, nama_event: 'Lomba Renang Dépok', lokasi: 'Depok', tanggal_mulai: '2026-01-10', tanggal_selesai: '2026-01-10', jumlah_peserta: null }),
  makeEvent({ id: 4, nama_event: 'Festival Dayung', lokasi: 'Palembang', tanggal_mulai: '2026-07-01', tanggal_selesai: '2026-07-05', jumlah_peserta: 20000 }),
];

/** Events 1 to n, event n starting latest. */
const many = (n: number) =>
  Array.from({ length: n }, (_, index) =>
    makeEvent({
      id: index + 1,
      nama_event: `Event ${index + 1}`,
      tanggal_mulai: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
    }),
  );

describe('/kelola-event search', () => {
  it('finds events by name or place, whatever the case and accents, and counts them', async () => {
    const app = openWith(four);
    await screen.findByRole('table', { name: 'Daftar event' });
    expect(count()).toBe('Menampilkan 1–4 dari 4 event');
    const search = screen.getByLabelText('Cari event');

    await app.user.type(search, 'DENPASAR');
    expect(rowNames()).toEqual(['Bali Open']);
    expect(count()).toBe('Menampilkan 1–1 dari 1 event');

    await app.user.clear(search);
    await app.user.type(search, 'renang depok');
    expect(rowNames()).toEqual(['Lomba Renang Dépok']);

    await app.user.type(search, ' xyz');
    expect(count()).toBe('Tidak ada event yang cocok dengan pencarian Anda.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/kelola-event sorting', () => {
  it('opens with the newest start first and sorts by name and participants from the column headers', async () => {
    const app = openWith(four);
    await screen.findByRole('table', { name: 'Daftar event' });
    const header = (name: string) => screen.getByRole('columnheader', { name });

    expect(rowNames()).toEqual(['Festival Dayung', 'Jakarta Marathon', 'Bali Open', 'Lomba Renang Dépok']);
    expect(header('Tanggal').getAttribute('aria-sort')).toBe('descending');
    expect(header('Nama Event').getAttribute('aria-sort')).toBeNull();

    await app.user.click(within(header('Nama Event')).getByRole('button', { name: 'Nama Event' }));
    expect(rowNames()).toEqual(['Bali Open', 'Festival Dayung', 'Jakarta Marathon', 'Lomba Renang Dépok']);
    expect(header('Nama Event').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Tanggal').getAttribute('aria-sort')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Nama Event' }));
    expect(header('Nama Event').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Lomba Renang Dépok', 'Jakarta Marathon', 'Festival Dayung', 'Bali Open']);

    // Most participants first; an event without a count stays last either way.
    await app.user.click(screen.getByRole('button', { name: 'Peserta' }));
    expect(header('Peserta').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Festival Dayung', 'Jakarta Marathon', 'Bali Open', 'Lomba Renang Dépok']);
    await app.user.click(screen.getByRole('button', { name: 'Peserta' }));
    expect(rowNames()).toEqual(['Bali Open', 'Jakarta Marathon', 'Festival Dayung', 'Lomba Renang Dépok']);
  });

  it('sorts from the "Urutkan" menu the phone shows instead of the headers', async () => {
    const app = openWith(four);
    await screen.findByRole('table', { name: 'Daftar event' });

    await app.user.selectOptions(screen.getByLabelText('Urutkan'), 'Tanggal mulai: terlama');

    expect(rowNames()).toEqual(['Lomba Renang Dépok', 'Bali Open', 'Jakarta Marathon', 'Festival Dayung']);
    expect(screen.getByRole('columnheader', { name: 'Tanggal' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows each event\'s participants in Indonesian notation, or that none were given', async () => {
    openWith(four);

    const festival = (await screen.findByRole('link', { name: 'Festival Dayung' })).closest('tr') as HTMLElement;
    expect(festival.textContent).toContain('Peserta: 20.000');
    expect(festival.textContent).toContain('1–5 Juli 2026');
    const renang = screen.getByRole('link', { name: 'Lomba Renang Dépok' }).closest('tr') as HTMLElement;
    expect(within(renang).getByText('Belum diisi')).toBeTruthy();
    expect(renang.textContent).toContain('10 Januari 2026');
  });
});

describe('/kelola-event paging', () => {
  it('shows 20 events a page with the count, and moves between pages', async () => {
    const app = openWith(many(45));
    await screen.findByRole('table', { name: 'Daftar event' });

    expect(count()).toBe('Menampilkan 1–20 dari 45 event');
    expect(rowNames()).toHaveLength(20);
    expect(rowNames()[0]).toBe('Event 45');
    const pages = screen.getByRole('navigation', { name: 'Halaman event' });
    expect(within(pages).getByText('Halaman 1 dari 3')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);

    await app.user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));

    await waitFor(() => expect(count()).toBe('Menampilkan 21–40 dari 45 event'));
    expect(rowNames()[0]).toBe('Event 25');
    expect(rowNames()[19]).toBe('Event 6');
    // The reader is taken back to the top of the new rows.
    expect(document.activeElement).toBe(screen.getByRole('status'));

    await app.user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(count()).toBe('Menampilkan 41–45 dari 45 event'));
    expect((screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement).disabled).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await waitFor(() => expect(count()).toBe('Menampilkan 21–40 dari 45 event'));
  });

  it('starts again at page 1 when the search changes', async () => {
    const app = openWith(many(45));
    await screen.findByRole('table', { name: 'Daftar event' });
    await app.user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(count()).toBe('Menampilkan 21–40 dari 45 event'));

    await app.user.type(screen.getByLabelText('Cari event'), 'event');

    expect(count()).toBe('Menampilkan 1–20 dari 45 event');
    expect(screen.getByText('Halaman 1 dari 3')).toBeTruthy();
  });

  it('keeps the search, order and page in the address: Back from a detail returns to the same rows', async () => {
    const app = openWith(many(45), { 'GET /api/events/21': () => json(200, makeEvent({ id: 21, nama_event: 'Event 21' })) });
    await screen.findByRole('table', { name: 'Daftar event' });
    await app.user.type(screen.getByLabelText('Cari event'), 'event');
    await app.user.click(screen.getByRole('button', { name: 'Nama Event' }));
    await app.user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Event 21'));

    await app.user.click(screen.getByRole('link', { name: 'Event 21' }));
    await screen.findByRole('heading', { name: 'Event 21', level: 1 });
    expect(app.currentPath()).toBe('/kelola-event/21');
    await app.user.click(screen.getByRole('button', { name: 'Kembali' }));

    await screen.findByRole('table', { name: 'Daftar event' });
    expect((screen.getByLabelText('Cari event') as HTMLInputElement).value).toBe('event');
    expect(screen.getByRole('columnheader', { name: 'Nama Event' }).getAttribute('aria-sort')).toBe('ascending');
    expect(count()).toBe('Menampilkan 21–40 dari 45 event');
    expect(rowNames()[0]).toBe('Event 21');
  });

  it('keeps the search when the tab changes', async () => {
    const app = openWith(four);
    await screen.findByRole('table', { name: 'Daftar event' });
    await app.user.type(screen.getByLabelText('Cari event'), 'bali');

    await app.user.click(screen.getByRole('tab', { name: 'Diarsipkan' }));

    expect(await screen.findByText("Tidak ada event untuk kategori 'diarsipkan'.")).toBeTruthy();
    expect((screen.getByLabelText('Cari event') as HTMLInputElement).value).toBe('bali');
  });
});
