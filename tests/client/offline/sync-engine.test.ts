import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchemas } from '../../../src/client/offline/answer-schemas';
import { realmLock } from '../../../src/client/offline/drain-lock';
import { META_KEYS, readMeta } from '../../../src/client/offline/meta';
import type { UnsentItem } from '../../../src/client/offline/offline-db';
import { countPending, enqueueSurvey, SENT_RECEIPT_KEEP_MS } from '../../../src/client/offline/outbox';
import { saveSession, sessionOf } from '../../../src/client/offline/session-store';
import { settleHandedOutVersions } from '../../server/form-versions/settled-versions';
import { createSyncEngine } from '../../../src/client/offline/sync-engine';
import { answersFor, createKuesioner, createPertanyaan, createSurvey } from '../../server/helpers/api-fixtures';
import {
  changePasswordElsewhere,
  expectStoredOnce,
  FlakyNetwork,
  newDevice,
  queueSurveys,
  type SyncWorld,
  serverCopies,
  startSyncWorld,
} from './sync-harness';

const bundledSchemas = async () => answerSchemas;

describe('sync engine against the real server', () => {
  let world: SyncWorld;
  beforeAll(async () => {
    world = await startSyncWorld();
  });
  afterAll(async () => world.close());

  const engineFor = (db: Awaited<ReturnType<typeof newDevice>>, network = new FlakyNetwork()) =>
    createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, fetch: network.fetch, lock: realmLock(`lock-${Math.random()}`) });

  it('sends queued surveys once, in one batch request when several wait', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 5);
    const network = new FlakyNetwork();
    const report = await engineFor(db, network).drain();
    expect(report).toMatchObject({ ran: true, sent: 5, failed: 0, waiting: 0 });
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/jawaban/batch']);
    await expectStoredOnce(world, items.map((item) => item.idempotencyKey));
    const stored = await db.outbox.toArray();
    expect(stored.every((item) => item.status === 'sent' && typeof item.serverId === 'number')).toBe(true);
    // Privacy on a shared phone: once the server has them, the answers are gone from the device.
    expect(stored.some((item) => 'jawaban' in item)).toBe(false);
    expect(await readMeta(db, META_KEYS.lastSyncAt)).toBeTypeOf('string');
  });

  it('keeps everything through a network outage and sends it when the network returns', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 3);
    const network = new FlakyNetwork();
    network.offline = true;
    const engine = engineFor(db, network);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await engine.drain()).toMatchObject({ sent: 0, waiting: 3 });
    }
    const waiting = await db.outbox.toArray();
    expect(waiting.every((item) => item.status === 'pending' && item.attempts === 3)).toBe(true);
    expect(waiting[0].lastError).toMatch(/tidak ada koneksi/);
    expect(await serverCopies(world, items.map((item) => item.idempotencyKey))).toEqual([0, 0, 0]);

    network.offline = false;
    expect(await engine.drain()).toMatchObject({ sent: 3, waiting: 0 });
    await expectStoredOnce(world, items.map((item) => item.idempotencyKey));
  });

  it('retries through a burst of 5xx answers', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 1);
    const network = new FlakyNetwork();
    network.failWith = [502, 503, 500];
    const engine = engineFor(db, network);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await engine.drain()).sent).toBe(0);
    expect((await db.outbox.get(items[0].idempotencyKey))?.lastError).toMatch(/kode 500/);
    expect((await engine.drain()).sent).toBe(1);
    await expectStoredOnce(world, [items[0].idempotencyKey]);
  });

  it('does not duplicate when the answer is lost after the server committed', async () => {
    const db = await newDevice(world);
    const single = await queueSurveys(db, world, 1);
    const network = new FlakyNetwork();
    network.loseResponses = 1;
    const engine = engineFor(db, network);
    expect((await engine.drain()).sent).toBe(0);
    await expectStoredOnce(world, [single[0].idempotencyKey]);
    expect((await engine.drain()).sent).toBe(1);

    const batch = await queueSurveys(db, world, 4);
    network.loseResponses = 1;
    expect((await engine.drain()).sent).toBe(0);
    expect((await engine.drain()).sent).toBe(4);
    await expectStoredOnce(world, [single[0], ...batch].map((item) => item.idempotencyKey));
  });

  it('does not take a 200 from something other than the API as delivery', async () => {
    const db = await newDevice(world);
    const single = await queueSurveys(db, world, 1);
    const network = new FlakyNetwork();
    network.impostorBodies = ['<html>Login Wi-Fi</html>', '{}'];
    const engine = engineFor(db, network);
    expect(await engine.drain()).toMatchObject({ ran: true, sent: 0, waiting: 1 });
    await queueSurveys(db, world, 2);
    expect(await engine.drain()).toMatchObject({ ran: true, sent: 0, waiting: 3 });
    expect(await serverCopies(world, [single[0].idempotencyKey])).toEqual([0]);
    expect((await engine.drain()).sent).toBe(3);
    const all = await db.outbox.toArray();
    await expectStoredOnce(world, all.map((item) => item.idempotencyKey));
  });

  it('records nothing from a batch answer that does not parse as the API\'s, and sends the chunk again', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 2);
    const keys = items.map((item) => item.idempotencyKey);
    const network = new FlakyNetwork();
    network.impostorBodies = [
      JSON.stringify({ results: keys.map((key) => ({ idempotencyKey: key, status: 'rejected', message: 42 })) }),
    ];
    const engine = engineFor(db, network);
    expect(await engine.drain()).toMatchObject({ ran: true, sent: 0, failed: 0, waiting: 2 });
    const stored = await db.outbox.bulkGet(keys);
    expect(stored.map((item) => [item?.status, item?.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(await serverCopies(world, keys)).toEqual([0, 0]);
    expect((await engine.drain()).sent).toBe(2);
    await expectStoredOnce(world, keys);
  });

  it('stops on a 401, keeps the surveys, and sends them after the user logs in again', async () => {
    const surveyor = await world.ctx.createUser('Surveyor');
    const db = await newDevice(world, surveyor);
    const items = await queueSurveys(db, world, 2, surveyor);
    const newToken = await changePasswordElsewhere(world, surveyor);

    const engine = engineFor(db);
    const report = await engine.drain();
    expect(report).toMatchObject({ sent: 0, waiting: 2, loginRequired: [surveyor.user.id] });
    expect(await countPending(db, surveyor.user.id)).toBe(2);
    expect(await sessionOf(db, surveyor.user.id)).toBeUndefined();
    expect(await readMeta(db, META_KEYS.loginRequiredFor)).toBe(surveyor.user.id);

    await saveSession(db, surveyor.user, newToken);
    expect((await engine.drain()).sent).toBe(2);
    await expectStoredOnce(world, items.map((item) => item.idempotencyKey));
  });

  it('marks a survey failed with the server message when its questionnaire was deleted, and sends the rest', async () => {
    const kuesioner = await createKuesioner(world.ctx, world.admin, world.survey.event.id, `Sementara ${Date.now()}`);
    const question = await createPertanyaan(world.ctx, world.admin, kuesioner.id, 'Nama?', 'teks');
    const db = await newDevice(world);
    const good = await queueSurveys(db, world, 2);
    const orphan: UnsentItem = {
      ...good[0],
      idempotencyKey: crypto.randomUUID(),
      kuesionerId: kuesioner.id,
      jawaban: [{ pertanyaan_id: question.id, isi_jawaban: 'Budi' }],
    };
    await db.outbox.add(orphan);
    const deleted = await world.ctx.app.inject({ method: 'DELETE', url: `/api/kuesioner/${kuesioner.id}`, headers: world.admin.auth });
    expect(deleted.statusCode).toBe(200);

    const report = await engineFor(db).drain();
    expect(report).toMatchObject({ sent: 2, failed: 1, waiting: 0 });
    const failed = await db.outbox.where('status').equals('failed').toArray();
    expect(failed).toHaveLength(1);
    expect(failed[0].lastError).toBe('Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.');
    await expectStoredOnce(world, good.map((item) => item.idempotencyKey));
  });

  it('marks a single survey refused by the server as failed and keeps it', async () => {
    const db = await newDevice(world);
    const [item] = await queueSurveys(db, world, 1);
    const wrongAnswer: UnsentItem = {
      ...item,
      jawaban: item.jawaban.map((answer, index) => (index === 1 ? { ...answer, isi_jawaban: 'dua' } : answer)),
    };
    await db.outbox.put(wrongAnswer);
    expect(await engineFor(db).drain()).toMatchObject({ sent: 0, failed: 1 });
    expect((await db.outbox.get(item.idempotencyKey))?.lastError).toBe(
      'Jawaban untuk "Berapa malam Anda menginap?" harus berupa bilangan bulat.',
    );
  });

  it('sends the form version saved with the survey, so the server judges it by the form that was filled', async () => {
    const kuesioner = await createKuesioner(world.ctx, world.admin, world.survey.event.id, `Versi ${Date.now()}`);
    const malam = (
      await world.ctx.app.inject({
        method: 'POST',
        url: '/api/pertanyaan',
        headers: world.admin.auth,
        payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 },
      })
    ).json();
    const bundle = await world.ctx.app.inject({ method: 'GET', url: '/api/offline-bundle', headers: world.surveyor.auth });
    const versiFormulir: string = bundle.json().events.flatMap((event: { kuesioner: { id: number; versi_formulir: string }[] }) => event.kuesioner)
      .find((form: { id: number }) => form.id === kuesioner.id).versi_formulir;
    // The form stood long enough to judge the surveys filled on it (form-versions/version-standing.ts).
    await settleHandedOutVersions(world.ctx.db);
    const edited = await world.ctx.app.inject({
      method: 'PUT',
      url: `/api/pertanyaan/${malam.id}`,
      headers: world.admin.auth,
      payload: { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const db = await newDevice(world);
    const survey = {
      userId: world.surveyor.user.id,
      eventId: world.survey.event.id,
      kuesionerId: kuesioner.id,
      namaEvent: world.survey.event.nama_event,
      tipeResponden: kuesioner.tipe_responden,
      jawaban: [{ pertanyaan_id: malam.id, isi_jawaban: '14' }],
    };
    const onOldForm = await enqueueSurvey(db, { ...survey, versiFormulir });
    const withoutVersion = await enqueueSurvey(db, survey);
    expect((await db.outbox.get(onOldForm.idempotencyKey))?.versiFormulir).toBe(versiFormulir);
    expect(await engineFor(db).drain()).toMatchObject({ sent: 1, failed: 1 });
    expect((await db.outbox.get(onOldForm.idempotencyKey))?.status).toBe('sent');
    expect(await db.outbox.get(withoutVersion.idempotencyKey)).toMatchObject({
      status: 'failed',
      lastError: 'Jawaban untuk "Malam menginap" harus antara 1 dan 7.',
    });
  });

  it('keeps a survey refused for an archived event (409), marked failed with the reason, single and batched', async () => {
    const archived = await createSurvey(world.ctx, world.admin);
    const status = await world.ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${archived.event.id}/status`,
      headers: world.admin.auth,
      payload: { status: 'diarsipkan' },
    });
    expect(status.statusCode).toBe(200);
    for (const count of [1, 2]) {
      const db = await newDevice(world);
      const keys = [];
      for (let index = 0; index < count; index += 1) {
        const { kuesionerId, jawaban } = answersFor(archived);
        const item = await enqueueSurvey(db, {
          userId: world.surveyor.user.id,
          eventId: archived.event.id,
          kuesionerId,
          namaEvent: archived.event.nama_event,
          tipeResponden: archived.kuesioner.tipe_responden,
          jawaban,
        });
        keys.push(item.idempotencyKey);
      }
      expect(await engineFor(db).drain()).toMatchObject({ sent: 0, failed: count });
      for (const key of keys) {
        expect(await db.outbox.get(key)).toMatchObject({
          status: 'failed',
          lastError: expect.stringContaining('Event ini sudah diarsipkan'),
          jawaban: expect.any(Array),
        });
      }
    }
  });

  it('lets one drainer work at a time, and even two unlocked drainers store each survey once', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 30);
    const shared = realmLock('shared-device-lock');
    const first = createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: shared });
    const second = createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: shared });
    const reports = await Promise.all([first.drain(), second.drain()]);
    expect(reports.filter((report) => report.ran)).toHaveLength(1);
    await expectStoredOnce(world, items.map((item) => item.idempotencyKey));

    const more = await queueSurveys(db, world, 30);
    const unlocked = () => createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: async (task) => (await task(), true) });
    await Promise.all([unlocked().drain(), unlocked().drain()]);
    await expectStoredOnce(world, more.map((item) => item.idempotencyKey));
    expect(await countPending(db)).toBe(0);
  });

  it('tells its listeners what every drain did, whoever started it, until they unsubscribe', async () => {
    const db = await newDevice(world);
    await queueSurveys(db, world, 2);
    const network = new FlakyNetwork();
    network.offline = true;
    const engine = createSyncEngine({
      db,
      answerSchemas: bundledSchemas,
      baseUrl: world.baseUrl,
      fetch: network.fetch,
      lock: realmLock(`lock-${Math.random()}`),
      channelName: `own-${Math.random()}`,
    });
    const heard: { sent: number; waiting: number }[] = [];
    const unsubscribe = engine.onDrained(({ sent, waiting }) => heard.push({ sent, waiting }));
    const target = new EventTarget();
    const stop = engine.start(target);
    try {
      await expect.poll(() => heard.length).toBe(1);
      expect(heard).toEqual([{ sent: 0, waiting: 2 }]);

      network.offline = false;
      target.dispatchEvent(new Event('online'));
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toEqual({ sent: 2, waiting: 0 });

      unsubscribe();
      await queueSurveys(db, world, 1);
      expect((await engine.drain()).sent).toBe(1);
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('tells no listener of a drain that did not run because another drainer held the lock', async () => {
    const db = await newDevice(world);
    await queueSurveys(db, world, 1);
    const shared = realmLock(`busy-${Math.random()}`);
    const engine = createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: shared, channelName: `busy-${Math.random()}` });
    const heard: number[] = [];
    engine.onDrained(({ sent }) => heard.push(sent));
    let release!: () => void;
    const holding = shared(() => new Promise<void>((resolve) => (release = resolve)));
    expect((await engine.drain()).ran).toBe(false);
    release();
    await holding;
    expect(heard).toEqual([]);
  });

  it("tells its listeners of the drains of the origin's other engines (the service worker, another tab), each once", async () => {
    const db = await newDevice(world);
    await queueSurveys(db, world, 2);
    const shared = { answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: realmLock(`lock-${Math.random()}`), channelName: `origin-${Math.random()}` };
    const page = createSyncEngine({ db, ...shared });
    const worker = createSyncEngine({ db, ...shared });
    const heard: number[] = [];
    const unsubscribe = page.onDrained(({ sent }) => heard.push(sent));
    try {
      expect((await worker.drain()).sent).toBe(2);
      await expect.poll(() => heard).toEqual([2]);

      await queueSurveys(db, world, 1);
      expect((await page.drain()).sent).toBe(1);
      // Its own drain is told at once and not again through the channel.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([2, 1]);
    } finally {
      unsubscribe();
    }
  });

  it("sends each user's surveys only with that user's token", async () => {
    const other = await world.ctx.createUser('Surveyor');
    const db = await newDevice(world);
    const mine = await queueSurveys(db, world, 2);
    const theirs = await queueSurveys(db, world, 2, other);
    const network = new FlakyNetwork();
    const tokens: string[] = [];
    const spying: typeof fetch = async (input, init) => {
      tokens.push(String(new Headers(init?.headers).get('authorization')));
      return network.fetch(input, init);
    };
    const engine = createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, fetch: spying, lock: realmLock('users') });
    expect(await engine.drain()).toMatchObject({ sent: 2, waiting: 2, loginRequired: [other.user.id] });
    expect(new Set(tokens)).toEqual(new Set([world.surveyor.auth.authorization]));

    await saveSession(db, other.user, other.token);
    expect((await engine.drain()).sent).toBe(2);
    const stored = await world.ctx.db
      .selectFrom('respons')
      .select(['idempotency_key', 'surveyor_id'])
      .where('idempotency_key', 'in', [...mine, ...theirs].map((item) => item.idempotencyKey))
      .execute();
    const owner = new Map(stored.map((row) => [row.idempotency_key, row.surveyor_id]));
    for (const item of mine) expect(owner.get(item.idempotencyKey)).toBe(world.surveyor.user.id);
    for (const item of theirs) expect(owner.get(item.idempotencyKey)).toBe(other.user.id);
  });

  it('tries again after 1 s, then after 2 s, while the network is down, and drains at once on `online`', async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 1);
    const network = new FlakyNetwork();
    network.offline = true;
    const engine = engineFor(db, network);
    const target = new EventTarget();
    const stop = engine.start(target);
    try {
      await expect.poll(() => network.requests.length).toBe(3);
      const [first, second, third] = network.requests.map((request) => request.at);
      // setTimeout never fires early (Node may round by a millisecond): these bounds are exact.
      expect(second - first).toBeGreaterThanOrEqual(999);
      expect(third - second).toBeGreaterThanOrEqual(1999);

      network.offline = false;
      target.dispatchEvent(new Event('online'));
      await expect.poll(() => countPending(db)).toBe(0);
      // At once, not after the next back-off step, which fires 4 s after the third try at the earliest.
      expect(network.requests[3].at - third).toBeLessThan(3999);
      await expectStoredOnce(world, [items[0].idempotencyKey]);
    } finally {
      stop();
    }
  });

  it("waits as long as the server's Retry-After asks, and shows its message, before sending again", async () => {
    const db = await newDevice(world);
    const items = await queueSurveys(db, world, 2);
    const network = new FlakyNetwork();
    const message = 'Penyimpanan server penuh atau tidak dapat ditulis, jadi data belum dapat disimpan.';
    network.outages = [{ status: 507, retryAfterSeconds: 3, message }];
    const engine = engineFor(db, network);
    const stop = engine.start(new EventTarget());
    try {
      await expect.poll(() => network.requests.length).toBe(1);
      expect((await db.outbox.get(items[0].idempotencyKey))?.lastError).toBe(message);
      await expect.poll(() => countPending(db)).toBe(0);
      const [refused, accepted] = network.requests.map((request) => request.at);
      // The doubling backoff alone would try again after 1 s; the server asked for 3.
      expect(accepted - refused).toBeGreaterThanOrEqual(2999);
      await expectStoredOnce(world, items.map((item) => item.idempotencyKey));
    } finally {
      stop();
    }
  });

  it('keeps the receipt of a sent survey for the stated time only', async () => {
    const db = await newDevice(world);
    const [item] = await queueSurveys(db, world, 1);
    const sentAt = new Date();
    const at = (offsetMs: number) => () => new Date(sentAt.getTime() + offsetMs);
    const engineAt = (offsetMs: number) =>
      createSyncEngine({ db, answerSchemas: bundledSchemas, baseUrl: world.baseUrl, lock: realmLock(`lock-${Math.random()}`), now: at(offsetMs) });
    expect(await engineAt(0).drain()).toMatchObject({ sent: 1 });
    expect(await db.outbox.get(item.idempotencyKey)).toMatchObject({ status: 'sent', sentAt: sentAt.toISOString() });
    expect(await db.outbox.get(item.idempotencyKey)).not.toHaveProperty('jawaban');

    await engineAt(SENT_RECEIPT_KEEP_MS).drain();
    expect(await db.outbox.get(item.idempotencyKey)).toBeDefined();
    await engineAt(SENT_RECEIPT_KEEP_MS + 1).drain();
    expect(await db.outbox.count()).toBe(0);
    await expectStoredOnce(world, [item.idempotencyKey]);
  });
});
