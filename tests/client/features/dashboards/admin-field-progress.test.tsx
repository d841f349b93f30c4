import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../src/shared/schemas/events';
import type { Progres, ProgresEventAktif } from '../../../../src/shared/schemas/progress';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

const stats = { total_pengguna: 1, total_event_aktif: 1, total_data_survei: 0, data_survei_hari_ini: 0 };

function progres(segmen: Progres['segmen'], hariIni: number[] = []): Progres {
  return {
    zona_waktu: 'Asia/Jakarta',
    tanggal: '2026-05-02',
    surveyor: hariIni.map((hari_ini, index) => ({
      id: index + 1,
      nama: `Surveyor ${index + 1}`,
      hari_ini,
      total: hari_ini,
      terakhir_diterima: null,
      anggota_tim: false,
      target: null,
    })),
    segmen,
  };
}

/** GET /api/progres?aktif=1's answer: each event's progress by its id. */
function activeProgress(byEvent: Record<number, Progres>): ProgresEventAktif {
  return { events: Object.entries(byEvent).map(([id, progress]) => ({ event_id: Number(id), ...progress })) };
}

function open(events: Event[], more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/me/stats': () => json(200, stats),
    'GET /api/events?status=aktif': () => json(200, events),
    ...more,
  });
  return { calls, ...renderApp('/dashboard-admin') };
}

describe('the Admin dashboard "Progres Lapangan"', () => {
  beforeEach(() => {
    // Only the clock: the app's own timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 2, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws each segment of an active event against its sample target, with the event's Data Survei link", async () => {
    open([makeEvent({ id: 1, nama_event: 'Jakarta Marathon', jumlah_respons: 1234 })], {
      'GET /api/progres?aktif=1': () =>
        json(
          200,
          activeProgress({
            1: progres(
              [
                { kuesioner_id: 10, tipe_responden: 'Penonton', jumlah_respons: 120, target_sampel: 300, perlu_diperiksa: 0 },
                { kuesioner_id: 11, tipe_responden: 'Atlet', jumlah_respons: 45, target_sampel: null, perlu_diperiksa: 0 },
              ],
              [5, 7],
            ),
          }),
        ),
    });

    const section = await screen.findByRole('region', { name: 'Progres Lapangan' });
    const card = (await within(section).findByRole('heading', { name: 'Jakarta Marathon' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Data survei: 1.234')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Jakarta Marathon' }).getAttribute('href')).toBe('/kelola-event/1');

    const penonton = await within(card).findByRole('progressbar', { name: 'Penonton: 120 / 300 (40%)' });
    expect(penonton.getAttribute('value')).toBe('120');
    expect(penonton.getAttribute('max')).toBe('300');
    // Without a target, the bar is drawn against the largest segment, grey, and says so.
    const atlet = within(card).getByRole('progressbar', { name: 'Atlet: 45 · tanpa target' });
    expect(atlet.getAttribute('max')).toBe('120');
    expect(atlet.className).toContain('bg-slate-500');
    expect(within(card).getByText('Diterima hari ini: 12')).toBeTruthy();

    const link = within(card).getByRole('link', { name: 'Data Survei' });
    expect(link.getAttribute('href')).toBe('/data-survei/1');
    expect(link.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
    expect(within(section).getByRole('link', { name: 'Lihat semua event aktif' }).getAttribute('href')).toBe('/kelola-event');
  });

  it('follows only the 5 active events nearest to today and says how many there are', async () => {
    const dates = ['2026-01-10', '2026-05-01', '2026-05-20', '2026-04-20', '2026-05-02', '2026-09-01', '2026-05-05'];
    const events = dates.map((date, index) =>
      makeEvent({ id: index + 1, nama_event: `Event ${date}`, tanggal_mulai: date, tanggal_selesai: date }),
    );
    const progress = activeProgress(Object.fromEntries(events.map(({ id }) => [id, progres([])])));
    const { calls } = open(events, { 'GET /api/progres?aktif=1': () => json(200, progress) });

    const list = await screen.findByRole('list', { name: 'Event aktif' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Event 2026-05-02',
      'Event 2026-05-01',
      'Event 2026-05-05',
      'Event 2026-04-20',
      'Event 2026-05-20',
    ]);
    expect(screen.getByText('Menampilkan 5 dari 7 event aktif yang tanggalnya paling dekat dengan hari ini.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByText('Belum ada tipe responden.')).toHaveLength(5));
    // One call for every card's progress, none per event.
    expect(calls.filter((call) => call.path.includes('progres')).map((call) => call.path)).toEqual(['/api/progres?aktif=1']);
  });

  it('says when there is no active event', async () => {
    open([]);

    const section = await screen.findByRole('region', { name: 'Progres Lapangan' });
    expect(await within(section).findByText('Belum ada event aktif.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Lihat semua event aktif' })).toBeNull();
  });

  it("says so when an event's progress cannot be read, and still links to its Data Survei", async () => {
    open([makeEvent({ id: 1 })], {
      'GET /api/progres?aktif=1': () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }),
    });

    const card = (await screen.findByRole('heading', { name: 'Jakarta Marathon' })).closest('li') as HTMLElement;
    expect(await within(card).findByText('Gagal mengambil progres lapangan.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Data Survei' })).toBeTruthy();
  });
});
