import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchemas } from '../../../src/client/offline/answer-schemas';
import { realmLock } from '../../../src/client/offline/drain-lock';
import type { OfflineDb } from '../../../src/client/offline/offline-db';
import { enqueueSurvey, exportUnsent } from '../../../src/client/offline/outbox';
import { createSyncEngine } from '../../../src/client/offline/sync-engine';
import type { Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { createKuesioner } from '../../server/helpers/api-fixtures';
import { FlakyNetwork, newDevice, type SyncWorld, startSyncWorld } from './sync-harness';

/**
 * A confirmation of an amount above the soft limit made offline: kept with the survey in the
 * outbox (and its export), and stored on the server's jawaban row when the survey is sent, alone
 * or in a batch, however long the network was away.
 */
describe('the surveyor confirmation through the outbox', () => {
  let world: SyncWorld;
  let kuesionerId: number;
  let belanja: Pertanyaan;

  beforeAll(async () => {
    world = await startSyncWorld();
    kuesionerId = (await createKuesioner(world.ctx, world.admin, world.survey.event.id, 'Wisatawan')).id;
    const response = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: world.admin.auth,
      payload: { kuesioner_id: kuesionerId, teks_pertanyaan: 'Belanja hari ini?', tipe_jawaban: 'nominal', batas_wajar: 5_000_000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    belanja = response.json();
  });
  afterAll(async () => world.close());

  const engineFor = (db: OfflineDb, network: FlakyNetwork) =>
    createSyncEngine({ db, answerSchemas: async () => answerSchemas, baseUrl: world.baseUrl, fetch: network.fetch, lock: realmLock(`lock-${Math.random()}`) });

  const queue = (db: OfflineDb, amount: string, confirmed: boolean) =>
    enqueueSurvey(db, {
      userId: world.surveyor.user.id,
      eventId: world.survey.event.id,
      kuesionerId,
      namaEvent: world.survey.event.nama_event,
      tipeResponden: 'Wisatawan',
      jawaban: [{ pertanyaan_id: belanja.id, isi_jawaban: amount, ...(confirmed ? { dikonfirmasi_surveyor: true } : {}) }],
    });

  /** The stored answer of the survey sent under this key: its value and the confirmation column. */
  async function storedAnswer(key: string) {
    const row = await world.ctx.db
      .selectFrom('jawaban')
      .innerJoin('respons', 'respons.id', 'jawaban.respons_id')
      .select(['jawaban.isi_jawaban', 'jawaban.dikonfirmasi_surveyor'])
      .where('respons.idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return [row.isi_jawaban, Number(row.dikonfirmasi_surveyor)];
  }

  it('keeps the confirmation in the outbox and its export through an outage, and the server stores it on sending', async () => {
    const db = await newDevice(world);
    const item = await queue(db, '2500000000', true);
    const network = new FlakyNetwork();
    network.offline = true;
    const engine = engineFor(db, network);
    expect(await engine.drain()).toMatchObject({ sent: 0, waiting: 1 });

    const waiting = await db.outbox.get(item.idempotencyKey);
    expect(waiting).toMatchObject({ status: 'pending', jawaban: [{ pertanyaan_id: belanja.id, isi_jawaban: '2500000000', dikonfirmasi_surveyor: true }] });
    expect(JSON.parse(await exportUnsent(db, world.surveyor.user.id)).items[0].jawaban[0].dikonfirmasi_surveyor).toBe(true);

    network.offline = false;
    expect(await engine.drain()).toMatchObject({ sent: 1, waiting: 0 });
    expect(network.requests.at(-1)?.url).toBe(`${world.baseUrl}/api/jawaban`);
    expect(await storedAnswer(item.idempotencyKey)).toEqual(['2500000000', 1]);
  });

  it('sends each survey of a batch with its own confirmation', async () => {
    const db = await newDevice(world);
    const confirmed = await queue(db, '7500000', true);
    const plain = await queue(db, '7500000', false);
    const network = new FlakyNetwork();
    expect(await engineFor(db, network).drain()).toMatchObject({ sent: 2, failed: 0 });
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/jawaban/batch']);
    expect(await storedAnswer(confirmed.idempotencyKey)).toEqual(['7500000', 1]);
    expect(await storedAnswer(plain.idempotencyKey)).toEqual(['7500000', 0]);
  });
});
