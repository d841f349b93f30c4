import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

const events = [
  makeEvent({ id: 1, nama_event: 'Liga Voli Pantai', tanggal_mulai: '2026-03-10', status: 'diarsipkan', lokasi: 'Bali' }),
  makeEvent({ id: 2, nama_event: 'Jakarta Marathon', tanggal_mulai: '2026-05-01', status: 'aktif' }),
  makeEvent({ id: 3, nama_event: 'Festival Voli Remaja', tanggal_mulai: '2026-08-17', status: 'aktif', lokasi: 'Bandung' }),
];

function open(answer = () => json(200, events)) {
  storeSignedIn();
  const calls = stubApi({ 'GET /api/me': () => json(200, instansi), 'GET /api/events': answer });
  return { calls, ...renderApp('/dashboard-instansi') };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Daftar event' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/dashboard-instansi', () => {

  it('welcomes the user and lists active and archived events together, newest start first', async () => {
    const { calls } = open();

    expect(await screen.findByText(`Selamat datang, ${instansi.nama}`)).toBeTruthy();
    await screen.findByRole('list', { name: 'Daftar event' });
    expect(cardNames()).toEqual(['Festival Voli Remaja', 'Jakarta Marathon', 'Liga Voli Pantai']);
    expect(calls.some((call) => call.path === '/api/events')).toBe(true);
  });

  it('shows each card with its badge, location, start date, analytics link and download', async () => {
    open();

    const heading = await screen.findByRole('heading', { name: 'Liga Voli Pantai' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Selesai')).toBeTruthy();
    expect(within(card).getByText('Bali')).toBeTruthy();
    expect(within(card).getByText('10 Maret 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lihat Analitik' }).getAttribute('href')).toBe('/hasil-analisis/1');
    expect(within(card).getByRole('button', { name: 'Download' })).toBeTruthy();

    const active = (await screen.findByRole('heading', { name: 'Jakarta Marathon' })).closest('li') as HTMLElement;
    expect(within(active).getByText('Aktif')).toBeTruthy();
  });

  it('filters by name, whatever the case, and says when nothing matches', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Daftar event' });
    const search = screen.getByLabelText('Cari event');

    await user.type(search, 'VOLI');
    expect(cardNames()).toEqual(['Festival Voli Remaja', 'Liga Voli Pantai']);

    await user.type(search, ' xyz');
    expect(screen.getByText('Tidak ada event yang cocok dengan pencarian Anda.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Daftar event' })).toBeNull();
  });

  it('says "Gagal mengambil data event." when the list cannot be read', async () => {
    open(() => json(500, { message: 'x', code: 'INTERNAL' }));

    expect(await screen.findByText('Gagal mengambil data event.')).toBeTruthy();
  });
});
