import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countAnswers,
  countValues,
  listEventQuestions,
  listQuestionnaireTotals,
  summarizeNumbers,
} from '../../../src/server/analysis/analysis.repo';
import { buildAnalysis } from '../../../src/server/analysis/build-analysis';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { wilayahList } from '../../../src/server/wilayah/wilayah';
import { initialMigration } from '../../../src/server/db/migrations/2026-11-21-001-initial';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { analysisByScan } from '../analysis/reference-scan';
import { seedSurvey } from '../helpers/seed-survey';
import { postgresUrl } from '../helpers/test-database';

/** A database with only the first migration applied, as one made before the running totals. */
async function databaseBeforeSummaries(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-backfill-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && postgresUrl) {
    const name = `sis_backfill_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = openDatabase({ databaseUrl, dataDir, onConnectionError: () => {} });
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => ({ '2026-11-21-001-initial': initialMigration(kind) }) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return {
    handle,
    async dispose() {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kinds: { kind: DatabaseKind; skip: string }[] = [
  { kind: 'sqlite', skip: '' },
  { kind: 'postgres', skip: postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set, no PostgreSQL to test on)' },
];

describe.each(kinds)('migration 2026-11-21-002 on existing answers [$kind]$skip', ({ kind, skip }) => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
  });

  it.skipIf(Boolean(skip))('backfills the running totals from the answers already stored, then keeps them up to date', async () => {
    const database = await databaseBeforeSummaries(kind);
    dispose = database.dispose;
    const { db } = database.handle;
    const before = await seedSurvey(db, { responses: 250, surveyorId: null });
    await migrateToLatest(db, kind);
    const after = await seedSurvey(db, { responses: 40, surveyorId: null, namaEvent: 'Sesudah migrasi' });

    for (const eventId of [before.eventId, after.eventId]) {
      const fromSummaries = buildAnalysis({
        questionnaires: await listQuestionnaireTotals(db, eventId),
        questions: await listEventQuestions(db, eventId),
        counts: await countAnswers(db, kind, eventId),
        numbers: await summarizeNumbers(db, eventId),
        values: await countValues(db, eventId),
      }, wilayahList());
      expect(fromSummaries).toEqual(await analysisByScan(db, eventId));
    }
    const totals = await db
      .selectFrom('ringkasan_kuesioner')
      .select('jumlah_respons')
      .where('kuesioner_id', '=', before.kuesionerId)
      .executeTakeFirstOrThrow();
    expect(Number(totals.jumlah_respons)).toBe(250);
  });
});
