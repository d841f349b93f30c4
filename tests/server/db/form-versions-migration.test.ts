import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase } from '../helpers/database-at-migration';

/**
 * Migration 2026-11-27-008 (form versions, doubted device times, archive times) on a database
 * that already holds events: an event archived before the update counts as archived from its
 * last change, an active one is not archived, and the new columns start empty.
 */

const ARCHIVED_AT = '2026-10-01T09:00:00.000Z';
const CREATED_AT = '2026-09-01T00:00:00.000Z';

describe.each(MIGRATION_KINDS)('migration 2026-11-27-008 on a database with events [$kind]$skip', ({ kind, skip }) => {
  let database: OldDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    database = await databaseAtMigration(kind, '2026-11-21-002-answer-summaries');
    db = database.handle.db;
    for (const [nama, status, updated] of [
      ['Liga Lama', 'diarsipkan', ARCHIVED_AT],
      ['Liga Berjalan', 'aktif', CREATED_AT],
    ]) {
      await sql`
        insert into events (nama_event, lokasi, tanggal_mulai, tanggal_selesai, skala_event, status, created_at, updated_at)
        values (${nama}, 'Palu', '2026-09-10', '2026-09-12', 'Lokal', ${status}, ${CREATED_AT}, ${updated})`.execute(db);
    }
    await migrateToLatest(db, kind);
  });

  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(Boolean(skip))('gives an archived event its last change as its archive time, and an active one none', async () => {
    const rows = await db.selectFrom('events').select(['nama_event', 'diarsipkan_pada']).orderBy('nama_event').execute();
    expect(rows).toEqual([
      { nama_event: 'Liga Berjalan', diarsipkan_pada: null },
      { nama_event: 'Liga Lama', diarsipkan_pada: ARCHIVED_AT },
    ]);
    expect(await db.selectFrom('kuesioner_versi').selectAll().execute()).toEqual([]);
  });
});
