import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../bench/lib/postgres-cluster';
import { type ControlledPostgres, startControlledPostgres } from './helpers/postgres-control';
import { runServerUntilExit } from './helpers/server-exit';
import { cleanUpAll, makeDataDir } from './helpers/server-process';

/**
 * A DATABASE_URL that PostgreSQL answers but refuses (issue 24): a database that does not exist,
 * a user it does not know. The server says so in one line on stderr and exits 1, instead of a
 * 40-line stack trace, and never listens.
 */

const START_FAILS_WITHIN_MS = 30_000;

const bin = findPostgresBin();
if (!bin && process.env.SIS_REQUIRE_ALL_TESTS) {
  throw new Error('CI needs the PostgreSQL binaries (initdb, pg_ctl): the start error tests must run.');
}
const skipNote = bin ? '' : ' (skipped: no PostgreSQL binaries (initdb, pg_ctl) installed)';

describe.skipIf(!bin)(`A DATABASE_URL that PostgreSQL refuses${skipNote}`, () => {
  let cluster: ControlledPostgres;

  beforeAll(async () => {
    cluster = await startControlledPostgres(bin as string);
  });

  afterAll(async () => {
    await cleanUpAll();
    cluster?.dispose();
  });

  async function startWith(databaseUrl: string, label: string) {
    const exit = await runServerUntilExit(makeDataDir(), { DATABASE_URL: databaseUrl }, START_FAILS_WITHIN_MS);
    const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
    console.log(`[postgres-start-errors] ${label}: exit ${exit.code ?? exit.signal} after ${exit.ms} ms, ${lines.length} line(s) on stderr: ${JSON.stringify(lines[0] ?? '')}`);
    expect(exit.timedOut, 'the server ended by itself').toBe(false);
    expect(exit.code, `exit code; stderr: ${exit.stderr}`).toBe(1);
    expect(lines, 'one line on stderr').toHaveLength(1);
    expect(`${exit.stdout}\n${exit.stderr}`, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(exit.stdout, 'never listened').not.toMatch(/http:\/\/localhost:/);
    return lines[0];
  }

  it('a database that does not exist: one line naming it, exit 1', async () => {
    const line = await startWith(cluster.url.replace(/\/postgres$/, '/sis_tidak_ada'), 'missing database');
    expect(line).toBe(
      'Database not found: database "sis_tidak_ada" does not exist. Create it (createdb) or fix the database name in DATABASE_URL; exiting.',
    );
  });

  it('a user PostgreSQL does not know: one line, exit 1', async () => {
    const line = await startWith(cluster.url.replace('postgres://postgres@', 'postgres://orang_asing:salah@'), 'unknown user');
    expect(line).toBe('PostgreSQL refused the login: role "orang_asing" does not exist. Check the user and password in DATABASE_URL; exiting.');
  });
});
