import { type Kysely, sql } from 'kysely';

/**
 * Form versions honoured only where they were handed out (security issue 38, item 8; docs/api.md,
 * "Form versions"):
 * - kuesioner_versi_dibagikan: which sign-in session (and so which user) was handed which version
 *   of a questionnaire by the offline bundle, first and last; swept once not handed out for long;
 * - kuesioner_versi.terakhir_dibagikan: the last time any session was handed the version, the
 *   proof of how long it stayed the form (versions recorded before start from their first time);
 * - kuesioner_versi.ditarik_pada / ditarik_oleh: an Admin withdrew the version (by name, kept if
 *   the account goes), so its own rules no longer judge anything;
 * - respons.versi_lama: the older form version a response was judged by, null when it was judged
 *   by the form as it was when it arrived.
 */
export function formVersionHandoutsMigration() {
  async function create(db: Kysely<any>): Promise<void> {
    await sql`alter table kuesioner_versi add column terakhir_dibagikan text not null default ''`.execute(db);
    await sql`update kuesioner_versi set terakhir_dibagikan = dicatat_pada`.execute(db);
    await sql`alter table kuesioner_versi add column ditarik_pada text`.execute(db);
    await sql`alter table kuesioner_versi add column ditarik_oleh text`.execute(db);
    await sql`alter table respons add column versi_lama text`.execute(db);
    await db.schema
      .createTable('kuesioner_versi_dibagikan')
      // No reference to sessions: a session ended by Keluar passes its hand-outs to the user's next
      // one, whose queued surveys were filled on them (form-versions/handouts.repo.ts).
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kuesioner_id', 'integer', (c) => c.notNull())
      .addColumn('versi', 'text', (c) => c.notNull())
      .addColumn('dibagikan_pada', 'text', (c) => c.notNull())
      .addColumn('terakhir_pada', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('kuesioner_versi_dibagikan_pk', ['session_id', 'kuesioner_id', 'versi'])
      .addForeignKeyConstraint('kuesioner_versi_dibagikan_versi', ['kuesioner_id', 'versi'], 'kuesioner_versi', ['kuesioner_id', 'versi'], (c) =>
        c.onDelete('cascade'),
      )
      .execute();
    await db.schema.createIndex('kuesioner_versi_dibagikan_user').on('kuesioner_versi_dibagikan').columns(['user_id', 'kuesioner_id']).execute();
    await db.schema.createIndex('kuesioner_versi_dibagikan_terakhir').on('kuesioner_versi_dibagikan').column('terakhir_pada').execute();
  }

  return {
    async up(db: Kysely<any>): Promise<void> {
      await (db.isTransaction ? create(db) : db.transaction().execute(create));
    },
  };
}
