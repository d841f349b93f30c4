import { afterEach, describe, expect, it } from 'vitest';
import {
  countAnswers,
  countValues,
  listEventQuestions,
  summarizeNumbers,
} from '../../../src/server/analysis/analysis.repo';
import { buildAnalysis } from '../../../src/server/analysis/build-analysis';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { listQuestionnaireCounts } from '../../../src/server/questionnaires/questionnaires.repo';
import { wilayahList } from '../../../src/server/wilayah/wilayah';
import { analysisByScan } from '../analysis/reference-scan';
import { seedSurvey } from '../helpers/seed-survey';
import { databaseAtMigration, MIGRATION_KINDS } from '../helpers/database-at-migration';

describe.each(MIGRATION_KINDS)('migration 2026-11-21-002 on existing answers [$kind]$skip', ({ kind, skip }) => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
  });

  it.skipIf(Boolean(skip))('backfills the running totals from the answers already stored, then keeps them up to date', async () => {
    const database = await databaseAtMigration(kind, '2026-11-21-001-initial');
    dispose = database.dispose;
    const { db } = database.handle;
    const before = await seedSurvey(db, { responses: 250, surveyorId: null });
    await migrateToLatest(db, kind);
    const after = await seedSurvey(db, { responses: 40, surveyorId: null, namaEvent: 'Sesudah migrasi' });

    for (const eventId of [before.eventId, after.eventId]) {
      const fromSummaries = buildAnalysis({
        questionnaires: await listQuestionnaireCounts(db, eventId),
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
