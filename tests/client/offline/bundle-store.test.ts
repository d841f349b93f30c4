import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBundle } from '../../../src/client/offline/bundle-store';
import { META_KEYS, readMeta } from '../../../src/client/offline/meta';
import type { OfflineBundle } from '../../../src/shared/schemas/offline-bundle';
import { FlakyNetwork, newDevice, type SyncWorld, startSyncWorld } from './sync-harness';

describe('offline bundle on the device, from the real server', () => {
  let world: SyncWorld;
  beforeAll(async () => {
    world = await startSyncWorld();
  });
  afterAll(async () => world.close());

  it('stores the forms, and answers "unchanged" for the same version', async () => {
    const db = await newDevice(world);
    const network = new FlakyNetwork();
    expect(await refreshBundle(db, world.surveyor.token, network.fetch, world.baseUrl)).toBe('updated');
    expect((await db.events.toArray()).map((event) => event.nama_event)).toContain(world.survey.event.nama_event);
    expect(await db.pertanyaan.where('kuesioner_id').equals(world.survey.kuesioner.id).count()).toBeGreaterThan(0);
    expect(await refreshBundle(db, world.surveyor.token, network.fetch, world.baseUrl)).toBe('unchanged');
    expect(network.requests.map((request) => request.status)).toEqual([200, 304]);
  });

  it('writes nothing from a 200 whose body is not the bundle, and keeps the cached forms', async () => {
    const db = await newDevice(world);
    const network = new FlakyNetwork();
    await refreshBundle(db, world.surveyor.token, network.fetch, world.baseUrl);
    const version = await readMeta(db, META_KEYS.bundleVersion);
    const events = await db.events.toArray();
    const questions = await db.pertanyaan.count();

    network.impostorBodies = [
      '<html>Login Wi-Fi</html>',
      JSON.stringify({ version: 'palsu', events: [{ id: 'x', nama_event: 'Palsu', kuesioner: [] }] }),
      JSON.stringify({ version: 'palsu', events: [{ ...events[0], status: 'aktif', kuesioner: [{ id: 1 }] }] }),
    ];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await refreshBundle(db, world.surveyor.token, network.fetch, world.baseUrl)).toBe('offline');
    }
    expect(await readMeta(db, META_KEYS.bundleVersion)).toBe(version);
    expect(await db.events.toArray()).toEqual(events);
    expect(await db.pertanyaan.count()).toBe(questions);
  });

  it('takes the forms of a server older than the soft limit: a question without batas_wajar has none', async () => {
    const db = await newDevice(world);
    const network = new FlakyNetwork();
    const answer = await fetch(`${world.baseUrl}/api/offline-bundle`, { headers: { authorization: `Bearer ${world.surveyor.token}` } });
    const current = (await answer.json()) as OfflineBundle;
    const older = {
      version: 'sebelum-batas-wajar',
      events: current.events.map((event) => ({
        ...event,
        kuesioner: event.kuesioner.map((kuesioner) => ({
          ...kuesioner,
          pertanyaan: kuesioner.pertanyaan.map(({ batas_wajar: _batasWajar, ...question }) => question),
        })),
      })),
    };
    network.impostorBodies = [JSON.stringify(older)];
    expect(await refreshBundle(db, world.surveyor.token, network.fetch, world.baseUrl)).toBe('updated');
    const cached = await db.pertanyaan.where('kuesioner_id').equals(world.survey.kuesioner.id).toArray();
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.map((question) => question.batas_wajar)).toEqual(cached.map(() => null));
  });
});
