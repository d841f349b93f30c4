import { fireEvent, screen, within } from '@testing-library/react';
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

function open(answer = () => json(200, events), path = '/dashboard-instansi') {
  storeSignedIn();
  const calls = stubApi({ 'GET /api/me': () => json(200, instansi), 'GET /api/events': answer });
  return { calls, ...renderApp(path) };
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

const dated = [
  makeEvent({ id: 1, nama_event: 'Liga Voli Pantai', tanggal_mulai: '2026-03-10', tanggal_selesai: '2026-03-12', status: 'diarsipkan' }),
  makeEvent({ id: 2, nama_event: 'Jakarta Marathon', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-03', status: 'aktif' }),
  makeEvent({ id: 3, nama_event: 'Festival Voli Remaja', tanggal_mulai: '2026-08-17', tanggal_selesai: '2026-08-20', status: 'aktif' }),
];

describe('/dashboard-instansi filters', () => {
  it('counts the events shown', async () => {
    open(() => json(200, dated));

    await screen.findByRole('list', { name: 'Daftar event' });
    expect(screen.getByRole('status').textContent).toBe('Menampilkan 1–3 dari 3 event');
  });

  it('filters by status: Aktif, or Selesai for the archived events', async () => {
    const { user } = open(() => json(200, dated));
    await screen.findByRole('list', { name: 'Daftar event' });
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual(['Semua', 'Aktif', 'Selesai']);

    await user.selectOptions(status, 'Selesai');
    expect(cardNames()).toEqual(['Liga Voli Pantai']);

    await user.selectOptions(status, 'Aktif');
    expect(cardNames()).toEqual(['Festival Voli Remaja', 'Jakarta Marathon']);
    expect(screen.getByRole('status').textContent).toBe('Menampilkan 1–2 dari 2 event');
  });

  it('keeps the events held on some day between the two dates', async () => {
    open(() => json(200, dated));
    await screen.findByRole('list', { name: 'Daftar event' });

    // The marathon ends on 3 May: it is still held on the first day asked for.
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-05-03' } });
    expect(cardNames()).toEqual(['Festival Voli Remaja', 'Jakarta Marathon']);

    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2026-05-01' } });
    expect(screen.getByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-03-12' } });
    expect(screen.queryByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeNull();
    expect(cardNames()).toEqual(['Jakarta Marathon', 'Liga Voli Pantai']);
  });

  it('opens with the filters of its address and clears them all at once', async () => {
    const { user } = open(() => json(200, dated), '/dashboard-instansi?q=voli&status=aktif');
    await screen.findByRole('list', { name: 'Daftar event' });
    expect(cardNames()).toEqual(['Festival Voli Remaja']);
    expect((screen.getByLabelText('Cari event') as HTMLInputElement).value).toBe('voli');

    await user.click(screen.getByRole('button', { name: 'Hapus semua filter' }));

    expect(cardNames()).toEqual(['Festival Voli Remaja', 'Jakarta Marathon', 'Liga Voli Pantai']);
    expect((screen.getByLabelText('Cari event') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Hapus semua filter' })).toBeNull();
  });

  it('shows 18 cards a page', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) =>
      makeEvent({ id: index + 1, nama_event: `Event ${index + 1}`, tanggal_mulai: `2026-06-${String(index + 1).padStart(2, '0')}` }),
    );
    const { user } = open(() => json(200, twenty));
    await screen.findByRole('list', { name: 'Daftar event' });
    expect(cardNames()).toHaveLength(18);
    expect(screen.getByRole('status').textContent).toBe('Menampilkan 1–18 dari 20 event');

    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));

    expect(await screen.findByText('Menampilkan 19–20 dari 20 event')).toBeTruthy();
    expect(cardNames()).toEqual(['Event 2', 'Event 1']);
  });
});
