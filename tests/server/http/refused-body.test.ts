import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/test-app';

const TRIES = 30;
const BODY_BYTES = 6 * 1024 * 1024;

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/** `TRIES` uploads of `BODY_BYTES` from another thread (uploading-client.mjs), one after another. */
function uploadFromAnotherThread(url: string, token: string): Promise<Outcome[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./uploading-client.mjs', import.meta.url), {
      workerData: { url, token, bytes: BODY_BYTES, tries: TRIES },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const refusedForSize = (outcome: Outcome) =>
  outcome.status === 413 && outcome.body !== undefined && JSON.parse(outcome.body).message === 'Data yang dikirim terlalu besar.';

/**
 * A body over the limit is answered 413, and a client still sending when the server decided reads
 * that answer instead of a cut connection (EPIPE), after which a phone would try again forever.
 */
describeOnEachDatabase('a body over the limit, over a real connection', (ctx) => {
  let url: string;
  let token: string;

  beforeAll(async () => {
    token = (await ctx().createUser('Surveyor')).token;
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}/api/jawaban`;
  });

  it(`reaches the client as a 413 on each of ${TRIES} tries of ${BODY_BYTES / 1024 / 1024} MB`, async () => {
    const outcomes = await uploadFromAnotherThread(url, token);
    expect(outcomes).toHaveLength(TRIES);
    expect(outcomes.filter((outcome) => !refusedForSize(outcome))).toEqual([]);
  });
});
