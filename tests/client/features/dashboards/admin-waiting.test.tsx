import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../src/shared/schemas/events';
import type { ProgresEventAktif } from '../../../../src/shared/schemas/progress';
import type { ManagedUser } from '../../../../src/shared/schemas/users';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

const stats = { total_pengguna: 3, total_event_aktif: 2, total_data_survei: 10, data_survei_hari_ini: 0 };

const account = (id: number, status_akun: ManagedUser['status_akun']): ManagedUser => ({
  id,
  nama: `Akun ${id}`,
  email: `akun${id}@example.com`,
  peran: 'Surveyor',
  status_akun,
  wilayah_kerja: null,
});

/** Each event's progress with one segment holding `flagged` responses waiting for review. */
function progress(flaggedByEvent: Record<number, number>): ProgresEventAktif {
  return {
    events: Object.entries(flaggedByEvent).map(([id, flagged]) => ({
      event_id: Number(id),
      zona_waktu: 'Asia/Jakarta',
      tanggal: '2026-05-02',
      surveyor: [],
      segmen: [{ kuesioner_id: Number(id) * 10, tipe_responden: 'Penonton', jumlah_respons: 40, target_sampel: null, perlu_diperiksa: flagged }],
    })),
  };
}

function open(users: ManagedUser[], events: Event[], flagged: Record<number, number>) {
  storeSignedIn();
  stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/me/stats': () => json(200, stats),
    'GET /api/events?status=aktif': () => json(200, events),
    'GET /api/progres?aktif=1': () => json(200, progress(flagged)),
    'GET /api/users': () => json(200, users),
  });
  renderApp('/dashboard-admin');
}

const section = () => screen.findByRole('region', { name: 'Menunggu Tindakan Anda' });

describe('the Admin dashboard "Menunggu Tindakan Anda"', () => {
  it('links the registrations waiting for approval and, per event, the responses waiting for review', async () => {
    const events = [makeEvent({ id: 1, nama_event: 'Jakarta Marathon' }), makeEvent({ id: 2, nama_event: 'Tour de Bali' })];
    open([admin as ManagedUser, account(7, 'menunggu'), account(8, 'menunggu'), account(9, 'aktif')], events, { 1: 3, 2: 0 });

    const waiting = within(await section());
    const registrations = await waiting.findByRole('link', { name: '2 pendaftaran menunggu persetujuan' });
    expect(registrations.getAttribute('href')).toBe('/kelola-pengguna');
    const reviews = waiting.getByRole('link', { name: '3 data survei perlu diperiksa' });
    expect(reviews.getAttribute('href')).toBe('/data-survei/1?pemeriksaan=perlu');
    expect(reviews.closest('li')?.textContent).toBe('3 data survei perlu diperiksa di Jakarta Marathon');
    // An event with nothing to review is not listed.
    expect(waiting.queryByText(/Tour de Bali/)).toBeNull();
  });

  it('says when nothing waits', async () => {
    open([admin as ManagedUser, account(9, 'aktif')], [makeEvent({ id: 1 })], { 1: 0 });

    expect(await within(await section()).findByText('Tidak ada pendaftaran atau data survei yang menunggu.')).toBeTruthy();
  });
});
