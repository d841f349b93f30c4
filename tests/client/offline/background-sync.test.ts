import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchemas } from '../../../src/client/offline/answer-schemas';
import { drainForBackgroundSync, SyncNotFinished } from '../../../src/client/offline/background-sync';
import { realmLock } from '../../../src/client/offline/drain-lock';
import type { OfflineDb } from '../../../src/client/offline/offline-db';
import { countPending } from '../../../src/client/offline/outbox';
import { createSyncEngine } from '../../../src/client/offline/sync-engine';
import { changePasswordElsewhere, expectStoredOnce, FlakyNetwork, newDevice, queueSurveys, type SyncWorld, startSyncWorld } from './sync-harness';

/**
 * The service worker's `sync` handler (sw/sw.ts) hands its event drainForBackgroundSync's promise:
 * the browser schedules another Background Sync only when that promise rejects.
 */
describe('Background Sync against the real server', () => {
  let world: SyncWorld;
  beforeAll(async () => {
    world = await startSyncWorld();
  });
  afterAll(async () => world.close());

  const engineFor = (db: OfflineDb, network: FlakyNetwork) =>
    createSyncEngine({ db, answerSchemas: async () => answerSchemas, baseUrl: world.baseUrl, fetch: network.fetch, lock: realmLock(`lock-${Math.random()}`) });

  it.each([
    ['its database is away (503)', 503],
    ['its disk is full (507)', 507],
  ])('fails while the server says %s, keeps the surveys, and succeeds on the next try', async (_, status) => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 2);
    const network = new FlakyNetwork();
    network.outages = [{ status, retryAfterSeconds: 5, message: 'Server sedang tidak dapat menyimpan data.' }];

    const first = drainForBackgroundSync(engineFor(db, network));
    await expect(first).rejects.toBeInstanceOf(SyncNotFinished);
    await expect(first).rejects.toMatchObject({ report: { sent: 0, waiting: 2, troubled: true } });
    expect(await countPending(db)).toBe(2);

    await expect(drainForBackgroundSync(engineFor(db, network))).resolves.toMatchObject({ sent: 2, waiting: 0 });
    await expectStoredOnce(world, items.map((item) => item.idempotencyKey));
  });

  it('fails while there is no network at all', async () => {
    const db = await newDevice(world);
    await queueSurveys(db, world, 1);
    const network = new FlakyNetwork();
    network.offline = true;
    await expect(drainForBackgroundSync(engineFor(db, network))).rejects.toBeInstanceOf(SyncNotFinished);
    expect(await countPending(db)).toBe(1);
  });

  it('fails when an open page held the queue: this event cannot know whether that drain sent everything', async () => {
    const db = await newDevice(world);
    await queueSurveys(db, world, 1);
    const heldElsewhere = createSyncEngine({ db, answerSchemas: async () => answerSchemas, baseUrl: world.baseUrl, lock: async () => false });
    await expect(drainForBackgroundSync(heldElsewhere)).rejects.toMatchObject({ report: { ran: false } });
    expect(await countPending(db)).toBe(1);
  });

  it('succeeds when nothing waits, and when what waits needs its user to log in again (a retry could not send it)', async () => {
    const empty = await newDevice(world);
    await expect(drainForBackgroundSync(engineFor(empty, new FlakyNetwork()))).resolves.toMatchObject({ sent: 0, waiting: 0 });

    const surveyor = await world.ctx.createUser('Surveyor');
    const db = await newDevice(world, surveyor);
    await queueSurveys(db, world, 1, surveyor);
    await changePasswordElsewhere(world, surveyor);
    await expect(drainForBackgroundSync(engineFor(db, new FlakyNetwork()))).resolves.toMatchObject({
      sent: 0,
      waiting: 1,
      loginRequired: [surveyor.user.id],
    });
    expect(await countPending(db, surveyor.user.id)).toBe(1);
  });
});
