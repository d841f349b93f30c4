import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type OfflineDb, openOfflineDb } from '../../../src/client/offline/offline-db';
import { enqueueSurvey } from '../../../src/client/offline/outbox';
import { saveSession } from '../../../src/client/offline/session-store';
import { answersFor, createSurvey, type SurveyFixture } from '../../server/helpers/api-fixtures';
import { type SignedInUser, startTestApp, TEST_PASSWORD, type TestContext } from '../../server/helpers/test-app';

/** The real server on a real loopback port, with a device database of its own per test. */
export interface SyncWorld {
  ctx: TestContext;
  baseUrl: string;
  admin: SignedInUser;
  surveyor: SignedInUser;
  survey: SurveyFixture;
  close(): Promise<void>;
}

export async function startSyncWorld(): Promise<SyncWorld> {
  const ctx = await startTestApp('sqlite');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const admin = await ctx.createUser('Admin');
  const surveyor = await ctx.createUser('Surveyor');
  const survey = await createSurvey(ctx, admin);
  return {
    ctx,
    baseUrl: `http://127.0.0.1:${address.port}`,
    admin,
    surveyor,
    survey,
    async close() {
      await ctx.app.close();
      await ctx.database.dispose();
    },
  };
}

/** The user's password changes elsewhere: every older token of theirs stops working. Answers the new one. */
export async function changePasswordElsewhere(world: SyncWorld, user: SignedInUser): Promise<string> {
  const changed = await world.ctx.app.inject({
    method: 'PUT',
    url: '/api/me/password',
    headers: user.auth,
    payload: { oldPassword: TEST_PASSWORD, newPassword: 'kata-sandi-baru-1' },
  });
  expect(changed.statusCode).toBe(200);
  return changed.json<{ token: string }>().token;
}

export async function newDevice(world: SyncWorld, user: SignedInUser = world.surveyor): Promise<OfflineDb> {
  const db = openOfflineDb(`device-${randomUUID()}`);
  await saveSession(db, user.user, user.token);
  return db;
}

/** Saves `count` surveys on the device as the form would. */
export async function queueSurveys(db: OfflineDb, world: SyncWorld, count: number, user: SignedInUser = world.surveyor) {
  const items = [];
  for (let index = 0; index < count; index += 1) {
    const { kuesionerId, jawaban } = answersFor(world.survey, { teks: `Kota ${index}` });
    items.push(
      await enqueueSurvey(db, {
        userId: user.user.id,
        eventId: world.survey.event.id,
        kuesionerId,
        namaEvent: world.survey.event.nama_event,
        tipeResponden: world.survey.kuesioner.tipe_responden,
        jawaban,
      }),
    );
  }
  return items;
}

/** How many times each key is stored on the server: exactly once is the promise. */
export async function serverCopies(world: SyncWorld, keys: string[]): Promise<number[]> {
  const rows = await world.ctx.db.selectFrom('respons').select('idempotency_key').where('idempotency_key', 'in', keys).execute();
  return keys.map((key) => rows.filter((row) => row.idempotency_key === key).length);
}

export async function expectStoredOnce(world: SyncWorld, keys: string[]): Promise<void> {
  expect(await serverCopies(world, keys)).toEqual(keys.map(() => 1));
}

/** A fetch that reaches the real server but can be told to fail in the ways a venue's network does. */
export class FlakyNetwork {
  /** Every request, with when it was made (Date.now()). */
  requests: { url: string; at: number; status?: number }[] = [];
  offline = false;
  /** Statuses to answer instead of the server, one per request, before the server is reached. */
  failWith: number[] = [];
  /** How many of the next requests reach the server, get committed, and lose their answer. */
  loseResponses = 0;
  /** Bodies answered with 200 by something that is not the API (a captive portal, a proxy). */
  impostorBodies: string[] = [];
  /** Answers as the server gives them in an outage (a full disk, its database away), one per request. */
  outages: { status: number; retryAfterSeconds: number; message: string }[] = [];

  readonly fetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const at = Date.now();
    if (this.offline) {
      this.requests.push({ url, at });
      throw new TypeError('fetch failed');
    }
    const impostor = this.impostorBodies.shift();
    if (impostor !== undefined) {
      this.requests.push({ url, at, status: 200 });
      return new Response(impostor, { status: 200 });
    }
    const outage = this.outages.shift();
    if (outage) {
      this.requests.push({ url, at, status: outage.status });
      const headers = { 'content-type': 'application/json', 'retry-after': String(outage.retryAfterSeconds) };
      return new Response(JSON.stringify({ message: outage.message, code: 'SERVICE_UNAVAILABLE' }), { status: outage.status, headers });
    }
    const status = this.failWith.shift();
    if (status !== undefined) {
      this.requests.push({ url, at, status });
      return new Response(JSON.stringify({ message: 'Bad gateway', code: 'X' }), { status });
    }
    const response = await fetch(input, init);
    this.requests.push({ url, at, status: response.status });
    if (this.loseResponses > 0) {
      this.loseResponses -= 1;
      await response.arrayBuffer();
      throw new TypeError('connection reset after the server answered');
    }
    return response;
  };
}
