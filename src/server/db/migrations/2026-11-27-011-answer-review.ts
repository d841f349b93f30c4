import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * The review of implausible answers (docs/economic-impact-method.md, step 5):
 * - respons.versi: bumped by every correction and confirmation, so a concurrent edit is refused;
 * - respons.dikonfirmasi_pada: set when a reviewer confirms the amounts, cleared when an answer of
 *   the response is corrected (a confirmation holds for the answers it saw);
 * - jawaban.dikonfirmasi_surveyor: the surveyor confirmed an amount above the question's soft
 *   limit at entry (0 or 1);
 * - koreksi_jawaban: every correction of an answer, the old value never lost;
 * - konfirmasi_respons: every confirmation, with its note.
 * Names are kept beside the account ids, as in riwayat_status_respons: an account may go.
 */
export function answerReviewMigration(kind: DatabaseKind) {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  const id = (c: any) => (kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  async function create(db: Kysely<any>): Promise<void> {
    await sql`alter table respons add column versi integer not null default 1`.execute(db);
    await sql`alter table respons add column dikonfirmasi_pada text`.execute(db);
    await sql`alter table jawaban add column dikonfirmasi_surveyor integer not null default 0 check (dikonfirmasi_surveyor in (0, 1))`.execute(db);

    await db.schema
      .createTable('koreksi_jawaban')
      .addColumn('id', idType, id)
      .addColumn('respons_id', 'integer', (c) => c.notNull().references('respons.id').onDelete('cascade'))
      .addColumn('pertanyaan_id', 'integer', (c) => c.notNull())
      .addColumn('nilai_lama', 'text')
      .addColumn('nilai_baru', 'text')
      .addColumn('alasan', 'text', (c) => c.notNull())
      .addColumn('oleh_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('oleh_nama', 'text', (c) => c.notNull())
      .addColumn('pada', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('koreksi_jawaban_respons').on('koreksi_jawaban').columns(['respons_id', 'id']).execute();

    await db.schema
      .createTable('konfirmasi_respons')
      .addColumn('id', idType, id)
      .addColumn('respons_id', 'integer', (c) => c.notNull().references('respons.id').onDelete('cascade'))
      .addColumn('catatan', 'text')
      .addColumn('oleh_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('oleh_nama', 'text', (c) => c.notNull())
      .addColumn('pada', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('konfirmasi_respons_respons').on('konfirmasi_respons').columns(['respons_id', 'id']).execute();
  }

  return {
    async up(db: Kysely<any>): Promise<void> {
      await (db.isTransaction ? create(db) : db.transaction().execute(create));
    },
  };
}
