import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { DatabaseKind } from '../../shared/database-kind';
import { initialMigration } from './migrations/2026-11-21-001-initial';
import { answerSummariesMigration } from './migrations/2026-11-21-002-answer-summaries';
import { questionSettingsMigration } from './migrations/2026-11-24-003-question-settings';
import { economicImpactMigration } from './migrations/2026-11-24-004-economic-impact';
import { responseReviewMigration } from './migrations/2026-11-24-005-response-review';
import { responseSearchMigration } from './migrations/2026-11-24-006-response-search';
import { serverCheckMigration } from './migrations/2026-11-24-007-server-check';
import { formVersionsMigration } from './migrations/2026-11-27-008-form-versions';
import { accountsSessionsMigration } from './migrations/2026-11-27-009-accounts-sessions';
import { batasWajarMigration } from './migrations/2026-11-27-010-batas-wajar';
import { answerReviewMigration } from './migrations/2026-11-27-011-answer-review';
import { nationalPictureMigration } from './migrations/2026-11-27-012-national-picture';
import { workAreasMigration } from './migrations/2026-12-07-013-work-areas';
import { activityLogMigration } from './migrations/2026-12-07-014-activity-log';
import { formVersionHandoutsMigration } from './migrations/2026-12-07-015-form-version-handouts';
import { eventTeamsMigration } from './migrations/2026-12-07-016-event-teams';
import type { Database } from './schema';
import { installDerivedData } from './derived';
import { wilayahList } from '../wilayah/wilayah';

/** Every migration in order; the names sort by date, as Kysely runs them. */
export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    '2026-11-21-001-initial': initialMigration(kind),
    '2026-11-21-002-answer-summaries': answerSummariesMigration(kind),
    '2026-11-24-003-question-settings': questionSettingsMigration(kind),
    '2026-11-24-004-economic-impact': economicImpactMigration(kind),
    '2026-11-24-005-response-review': responseReviewMigration(kind, (kode) => wilayahList().byCode.get(kode)?.nama),
    '2026-11-24-006-response-search': responseSearchMigration(kind),
    '2026-11-24-007-server-check': serverCheckMigration(),
    '2026-11-27-008-form-versions': formVersionsMigration(),
    '2026-11-27-009-accounts-sessions': accountsSessionsMigration(),
    '2026-11-27-010-batas-wajar': batasWajarMigration(kind),
    '2026-11-27-011-answer-review': answerReviewMigration(kind),
    '2026-11-27-012-national-picture': nationalPictureMigration(kind),
    '2026-12-07-013-work-areas': workAreasMigration(),
    '2026-12-07-014-activity-log': activityLogMigration(),
    '2026-12-07-015-form-version-handouts': formVersionHandoutsMigration(),
    '2026-12-07-016-event-teams': eventTeamsMigration(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations() {
    return migrationsFor(this.kind);
  }
}

/**
 * Brings the schema up to date, Kysely's lock table keeping two starting servers from racing, then
 * installs the current triggers of the derived data over whatever the migrations left
 * (db/derived, docs/derived-data.md).
 */
export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(kind) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
  await installDerivedData(db, kind);
}
