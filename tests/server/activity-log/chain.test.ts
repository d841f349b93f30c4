import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { entryHash, GENESIS_HASH } from '../../../src/server/audit/entry-hash';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import { quickUser } from '../auth/support';
import { eventInput } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type TestContext } from '../helpers/test-app';
import { ok } from './support';

// docs/activity-log.md, "The chain" and "Checking the chain": each entry's hash covers its content
// and the previous entry's hash; appends at the same moment never fork the chain; and
// `npm run audit:verify` names the first entry altered or removed.

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = pathToFileURL(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('tsx')).href;
const run = promisify(execFile);

/** `npm run audit:verify` as the package's script runs it, on the test's database. */
async function auditVerify(ctx: TestContext): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: ctx.database.dataDir, DATABASE_URL: ctx.database.databaseUrl ?? '' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', TSX, path.join(REPO_ROOT, 'src/server/ops/verify-activity-log.ts')], { cwd: REPO_ROOT, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describeOnEachDatabase('Log Aktivitas: the hash chain', (ctx) => {
  it('chains each entry to the one before, from the first', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    for (const nama of ['Satu', 'Dua', 'Tiga']) {
      await ok(ctx(), { method: 'POST', url: '/api/users', headers: admin.auth, payload: { nama, email: `${nama.toLowerCase()}@rantai.id`, peran: 'Surveyor', password: 'rantai-kuat-123' } });
    }

    const rows = await ctx().db.selectFrom('log_aktivitas').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(rows[0].hash_sebelumnya).toBe(GENESIS_HASH);
    expect(rows[1].hash_sebelumnya).toBe(rows[0].hash);
    expect(rows[2].hash_sebelumnya).toBe(rows[1].hash);
    for (const row of rows) expect(row.hash).toBe(entryHash(row));
    expect(await verifyChain(ctx().db)).toEqual({ intact: true, checked: 3, lastId: 3, lastHash: rows[2].hash });
  });

  it('never forks when many changes append at the same moment', { timeout: 60_000 }, async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => ctx().app.inject({ method: 'POST', url: '/api/events', headers: admin.auth, payload: eventInput({ nama_event: `Serentak ${index}` }) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(201));

    const result = await verifyChain(ctx().db);
    expect(result).toMatchObject({ intact: true, checked: 27 });
    const names = await ctx().db.selectFrom('log_aktivitas').select('target_nama').where('aksi', '=', 'event_dibuat').execute();
    expect(names.map((row) => row.target_nama).sort()).toEqual(Array.from({ length: 24 }, (_, index) => `Serentak ${index}`).sort());
  });

  it('audit:verify prints the count when intact, names an edited entry, then a removed one (exit 1)', { timeout: 120_000 }, async () => {
    const intact = await auditVerify(ctx());
    expect(intact).toMatchObject({ code: 0, stderr: '' });
    expect(intact.stdout).toContain('Activity log intact: 27 entries checked.');
    expect(intact.stdout).toMatch(/Last entry: #27, hash [0-9a-f]{64}/);

    // Someone with access to the database changes what an entry says.
    const original = await ctx().db.selectFrom('log_aktivitas').select('target_nama').where('id', '=', 5).executeTakeFirstOrThrow();
    await ctx().db.updateTable('log_aktivitas').set({ target_nama: 'Bukan yang sebenarnya' }).where('id', '=', 5).execute();
    const edited = await auditVerify(ctx());
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain('entry #5 was altered');
    expect(edited.stderr).toContain('4 entries before it are intact');

    // Put back, the chain holds again; then a middle entry is deleted.
    await ctx().db.updateTable('log_aktivitas').set({ target_nama: original.target_nama }).where('id', '=', 5).execute();
    expect((await auditVerify(ctx())).code).toBe(0);
    await ctx().db.deleteFrom('log_aktivitas').where('id', '=', 12).execute();
    const removed = await auditVerify(ctx());
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain('entry #12 was removed (the next entry present is #13)');
  });
});

describeOnEachDatabase('Log Aktivitas: an entry edited and its hash recomputed', (ctx) => {
  it('is named by the next entry, which still holds its old hash', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    for (const nama of ['Satu', 'Dua', 'Tiga']) {
      await ok(ctx(), { method: 'POST', url: '/api/users', headers: admin.auth, payload: { nama, email: `${nama.toLowerCase()}@palsu.id`, peran: 'Surveyor', password: 'rantai-kuat-123' } });
    }
    const row = await ctx().db.selectFrom('log_aktivitas').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    const forged = { ...row, alamat: '10.9.9.9' };
    await ctx().db.updateTable('log_aktivitas').set({ alamat: forged.alamat, hash: entryHash(forged) }).where('id', '=', 2).execute();

    expect(await verifyChain(ctx().db)).toEqual({ intact: false, checked: 2, id: 2, problem: 'entry #2 was altered: entry #3 names another hash for it' });
  });
});
