import { expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import { quickUser } from '../auth/support';
import { eventInput } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { entriesOf, ok } from './support';

// docs/activity-log.md: creating, editing, archiving, activating and deleting an event are entries
// with the event's id, so the log's event filter and the area rule find them.

describeOnEachDatabase('Log Aktivitas: events', (ctx) => {
  let admin: SignedInUser;
  let event: Event;

  it('records a new event with its fields and its place', async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Admin Jatim', wilayah_kerja: '35' });
    const entries = await entriesOf(ctx(), async () => {
      const response = await ok(ctx(), {
        method: 'POST',
        url: '/api/events',
        headers: admin.auth,
        payload: eventInput({ nama_event: 'Maraton Surabaya', lokasi: 'Surabaya', wilayah: '35.78', sponsors: ['Bank Uji'] }),
      });
      event = response.json().event;
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'event_dibuat',
      pelaku_id: admin.user.id,
      pelaku_wilayah: '35',
      target_jenis: 'event',
      target_id: event.id,
      target_nama: 'Maraton Surabaya',
      event_id: event.id,
      wilayah: '35.78',
      sebelum: null,
    });
    expect(entries[0].sesudah).toEqual({
      nama_event: 'Maraton Surabaya',
      lokasi: 'Surabaya',
      tanggal_mulai: '2026-05-01',
      tanggal_selesai: '2026-05-02',
      deskripsi: 'Lari 42 km',
      jumlah_peserta: 1500,
      skala_event: 'Nasional',
      nama_cabor: 'Lari',
      sponsors: ['Bank Uji'],
      status: 'aktif',
      wilayah: '35.78',
    });
  });

  it('records an edit with only the fields that changed, and nothing for an edit that changed nothing', async () => {
    const same = eventInput({ nama_event: 'Maraton Surabaya', lokasi: 'Surabaya', wilayah: '35.78', sponsors: ['Bank Uji'] });
    const changed = { ...same, lokasi: 'Tugu Pahlawan', sponsors: ['Bank Uji', 'Air Segar'] };
    const entries = await entriesOf(ctx(), async () => {
      await ok(ctx(), { method: 'PUT', url: `/api/events/${event.id}`, headers: admin.auth, payload: same });
      await ok(ctx(), { method: 'PUT', url: `/api/events/${event.id}`, headers: admin.auth, payload: changed });
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'event_diubah',
      target_id: event.id,
      event_id: event.id,
      sebelum: { lokasi: 'Surabaya', sponsors: ['Bank Uji'] },
      sesudah: { lokasi: 'Tugu Pahlawan', sponsors: ['Bank Uji', 'Air Segar'] },
    });
  });

  it('records archiving and activating, once each', async () => {
    const status = (value: string) => ({ method: 'PATCH' as const, url: `/api/events/${event.id}/status`, headers: admin.auth, payload: { status: value } });
    const entries = await entriesOf(ctx(), async () => {
      await ok(ctx(), status('diarsipkan'));
      // Already archived: nothing changes, nothing is recorded.
      await ok(ctx(), status('diarsipkan'));
      await ok(ctx(), status('aktif'));
    });

    expect(entries.map((entry) => [entry.aksi, entry.sebelum, entry.sesudah, entry.event_id])).toEqual([
      ['event_diarsipkan', { status: 'aktif' }, { status: 'diarsipkan' }, event.id],
      ['event_diaktifkan', { status: 'diarsipkan' }, { status: 'aktif' }, event.id],
    ]);
  });

  it('records a deletion with the event as it was, its place kept after it is gone', async () => {
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.auth }));

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'event_dihapus',
      target_id: event.id,
      target_nama: 'Maraton Surabaya',
      event_id: event.id,
      wilayah: '35.78',
      sebelum: { nama_event: 'Maraton Surabaya', lokasi: 'Tugu Pahlawan', status: 'aktif' },
      sesudah: { jumlah_respons_terhapus: 0 },
    });
  });

  it('records nothing for a refused change', async () => {
    const elsewhere = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const surveyor = await quickUser(ctx(), 'Surveyor');
    const other = (await ok(ctx(), { method: 'POST', url: '/api/events', headers: elsewhere.auth, payload: eventInput({ wilayah: '32.73' }) })).json().event as Event;
    const entries = await entriesOf(ctx(), async () => {
      // Outside the Admin's area, a place outside it, and a role that may not change events.
      expect((await ctx().app.inject({ method: 'DELETE', url: `/api/events/${other.id}`, headers: admin.auth })).statusCode).toBe(404);
      expect((await ctx().app.inject({ method: 'POST', url: '/api/events', headers: admin.auth, payload: eventInput({ wilayah: '32.73' }) })).statusCode).toBe(400);
      expect((await ctx().app.inject({ method: 'PATCH', url: `/api/events/${other.id}/status`, headers: surveyor.auth, payload: { status: 'diarsipkan' } })).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });
});
