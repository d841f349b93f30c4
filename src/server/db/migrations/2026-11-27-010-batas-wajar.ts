import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * pertanyaan.batas_wajar: the soft limit of an angka or nominal answer (the ready-made spending
 * questions carry one), null for none. A whole number like nilai_min and nilai_maks: bigint on
 * PostgreSQL, where integer stops at about 2.1 billion; SQLite's integer holds 64 bits already.
 * Every question that exists has none.
 */
export function batasWajarMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const type = kind === 'postgres' ? sql.raw('bigint') : sql.raw('integer');
      await sql`alter table pertanyaan add column batas_wajar ${type} check (batas_wajar > 0)`.execute(db);
    },
  };
}
