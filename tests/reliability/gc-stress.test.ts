import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchJawabanResponse } from '../../src/shared/schemas/answers';
import { createHttpSurvey, createSurveyor, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { fetchAnswer } from './helpers/http-answer';
import { cleanUpAll, makeDataDir, startServer } from './helpers/server-process';

/**
 * better-sqlite3 12 on Node 24.19+ aborted the process (SIGABRT, `(env) != nullptr`) when a
 * garbage collection outside any JavaScript call finalised a prepared statement: the idle
 * collection V8's memory reducer runs some 8 s after a burst. Both runs end in such an idle
 * spell: a bare process that drops 20,000 statements (it aborted 2 times of 2 on better-sqlite3 12
 * with Node 24.21), and the real server after requests flowed under forced collections.
 */

const HELPERS = fileURLToPath(new URL('./helpers/', import.meta.url));
const LOAD_ROUNDS = 80;
const LOAD_BUDGET_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** Longer than the memory reducer waits before its idle collection. */
const IDLE_MS = 10_000;

describe('garbage collections finalising SQLite statements (Node 24, --expose-gc)', () => {
  afterAll(async () => {
    await cleanUpAll();
  });

  it('a process that drops 20,000 prepared statements and then idles ends normally', () => {
    const file = path.join(makeDataDir('sis-gc-'), 'churn.db');
    const result = spawnSync(process.execPath, [path.join(HELPERS, 'statement-churn.mjs'), file], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect({ signal: result.signal, status: result.status, stderr: result.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(result.stdout).toContain('survived 20000 statements');
  });

  it('the server answers every request while collections run between them, and stays up through an idle spell', async () => {
    const server = await startServer(makeDataDir('sis-gc-'), {}, {
      nodeArgs: ['--expose-gc', '--import', path.join(HELPERS, 'gc-pressure.mjs')],
    });
    const admin = await registerFirstAdmin(server.url);
    const surveyor = await createSurveyor(server.url, admin, 'Surveyor GC');
    const survey = await createHttpSurvey(server.url, admin);
    const asSurveyor = { 'content-type': 'application/json', authorization: `Bearer ${surveyor.token}` };
    const asAdmin = { authorization: `Bearer ${admin.token}` };

    // Batches of every size from 1 to 40 write multi-row statements of as many shapes; the
    // searches and pages read with them.
    const deadline = Date.now() + LOAD_BUDGET_MS;
    let stored = 0;
    let rounds = 0;
    const refused: string[] = [];
    for (; rounds < LOAD_ROUNDS && Date.now() < deadline; rounds += 1) {
      const size = (rounds % 40) + 1;
      const items = Array.from({ length: size }, (_, i) => ({
        idempotencyKey: randomUUID(),
        ...numberedAnswers(survey, 'GC', rounds * 100 + i),
      }));
      const batch = await fetchAnswer(`${server.url}/api/jawaban/batch`, { method: 'POST', headers: asSurveyor, body: JSON.stringify({ items }) }, REQUEST_TIMEOUT_MS);
      const results = (batch.body as unknown as BatchJawabanResponse).results ?? [];
      if (batch.status !== 200 || results.some((result) => result.status !== 'created')) refused.push(`batch ${rounds}: ${batch.status}`);
      stored += results.filter((result) => result.status === 'created').length;

      const list = await fetchAnswer(
        `${server.url}/api/events/${survey.event.id}/respons?q=GC%20${rounds}&halaman=${(rounds % 3) + 1}`,
        { headers: asAdmin },
        REQUEST_TIMEOUT_MS,
      );
      if (list.status !== 200) refused.push(`list ${rounds}: ${list.status}`);
    }

    // An idle spell, when what the load dropped is collected with nothing else running.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const all = await fetchAnswer(`${server.url}/api/events/${survey.event.id}/respons`, { headers: asAdmin }, REQUEST_TIMEOUT_MS);
    const health = await fetchAnswer(`${server.url}/api/health`, {}, REQUEST_TIMEOUT_MS);
    console.log(`[gc-stress] ${rounds} rounds, ${stored} surveys stored under forced collections`);

    expect(refused).toEqual([]);
    expect(rounds).toBeGreaterThanOrEqual(10);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(health.status).toBe(200);
    expect(all.body.total).toBe(stored);
    expect(await server.stop()).toBe(true);
  });
});
