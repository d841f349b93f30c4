import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase, startAppOn } from '../helpers/database-at-migration';
import { seedSurvey, type SeededSurvey } from '../helpers/seed-survey';

/**
 * Migration 2026-11-27-010 (a question's soft limit, batas_wajar) on a database that already
 * holds surveys: every question starts without one, the column refuses a limit that is not above
 * 0, and the forms keep the version phones already hold (a question without a soft limit is
 * hashed as it was before questions could carry one).
 */

/** The form version as the app computed it before batas_wajar existed: the same hash of the same questions without it. */
function versionBeforeTheField(questions: readonly Pertanyaan[]): string {
  const before = questions.map(({ batas_wajar: _batasWajar, ...rest }) => rest);
  return createHash('sha256').update(JSON.stringify(before)).digest('base64url').slice(0, 22);
}

describe.each(MIGRATION_KINDS)('migration 2026-11-27-010 on a database with surveys [$kind]$skip', ({ kind, skip }) => {
  let database: OldDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let seeded: SeededSurvey;

  beforeAll(async () => {
    if (skip) return;
    database = await databaseAtMigration(kind, '2026-11-21-002-answer-summaries');
    db = database.handle.db;
    seeded = await seedSurvey(db, { responses: 5, surveyorId: null });
    await migrateToLatest(db, kind);
    app = await startAppOn(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.skipIf(Boolean(skip))('gives every question that exists no soft limit', async () => {
    const rows = await db.selectFrom('pertanyaan').select(['id', 'batas_wajar']).orderBy('id').execute();
    expect(rows).toEqual(seeded.pertanyaanIds.map((id) => ({ id, batas_wajar: null })));
  });

  it.skipIf(Boolean(skip))('refuses a soft limit of 0 or less in the column itself', async () => {
    for (const value of [0, -1]) {
      await expect(sql`update pertanyaan set batas_wajar = ${value} where id = ${seeded.pertanyaanIds[1]}`.execute(db)).rejects.toThrow();
    }
    await sql`update pertanyaan set batas_wajar = ${5_000_000} where id = ${seeded.pertanyaanIds[1]}`.execute(db);
    await sql`update pertanyaan set batas_wajar = null where id = ${seeded.pertanyaanIds[1]}`.execute(db);
  });

  it.skipIf(Boolean(skip))('hands out the form under the version it had before the field', async () => {
    const user = await insertUser(db, { nama: 'Surveyor Migrasi', email: `${randomUUID().slice(0, 8)}@uji.id`, peran: 'Surveyor', passwordHash: 'tidak-dipakai' });
    const authorization = `Bearer ${await issueToken(app, { id: user.id, token_version: 0 })}`;
    const response = await app.inject({ method: 'GET', url: '/api/offline-bundle', headers: { authorization } });
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json().events as { id: number; kuesioner: { id: number; versi_formulir: string; pertanyaan: Pertanyaan[] }[] }[];
    const form = events.find((event) => event.id === seeded.eventId)?.kuesioner.find((kuesioner) => kuesioner.id === seeded.kuesionerId);
    expect(form?.pertanyaan.map((question) => question.batas_wajar)).toEqual(seeded.pertanyaanIds.map(() => null));
    expect(form?.versi_formulir).toBe(versionBeforeTheField(form?.pertanyaan ?? []));
  });
});
