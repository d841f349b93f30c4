import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { type DampakEkonomi, dampakEkonomiSchema } from '../../shared/schemas/economic-impact';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';

/**
 * hasil_dampak: each event's last computed report, with the state of the data it was computed on
 * (`sidik`, the report cache's key) and the method version that computed it, so a restarted
 * server answers an unchanged event without running its bootstrap again
 * (docs/economic-impact-register.md).
 */

export interface StoredResult {
  versi_metode: number;
  sidik: string;
  dihitung_pada: string;
  /** The report as stored; null when it no longer reads as one (a damaged row is computed again, never a 500). */
  report: DampakEkonomi | null;
}

function storedResultOf(row: { versi_metode: number; sidik: string; dihitung_pada: string; isi: string }): StoredResult {
  return { versi_metode: Number(row.versi_metode), sidik: row.sidik, dihitung_pada: row.dihitung_pada, report: parseReport(row.isi) };
}

function parseReport(isi: string): DampakEkonomi | null {
  try {
    const parsed = dampakEkonomiSchema.safeParse(JSON.parse(isi));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readStoredResult(db: Kysely<Database>, eventId: number): Promise<StoredResult | undefined> {
  const row = await db.selectFrom('hasil_dampak').select(['versi_metode', 'sidik', 'dihitung_pada', 'isi']).where('event_id', '=', eventId).executeTakeFirst();
  return row && storedResultOf(row);
}

/** The stored results of these events in one query. */
export async function readStoredResults(db: Kysely<Database>, kind: DatabaseKind, eventIds: readonly number[]): Promise<Map<number, StoredResult>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hasil_dampak')
    .select(['event_id', 'versi_metode', 'sidik', 'dihitung_pada', 'isi'])
    .where(isAnyOf(kind, 'event_id', eventIds))
    .execute();
  return new Map(rows.map((row) => [row.event_id, storedResultOf(row)]));
}

/**
 * Keeps the report as the event's result. Two servers (or two requests) computing the same event
 * both write: the later write wins, and either is a report of a state the event had; one written
 * for a state since changed is found stale by its `sidik` and computed again.
 */
export async function writeStoredResult(db: Kysely<Database>, eventId: number, sidik: string, report: DampakEkonomi): Promise<void> {
  const values = { event_id: eventId, versi_metode: report.metode.versi_metode, sidik, isi: JSON.stringify(report), dihitung_pada: report.dihitung_pada };
  await db
    .insertInto('hasil_dampak')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('event_id').doUpdateSet({ versi_metode: values.versi_metode, sidik: values.sidik, isi: values.isi, dihitung_pada: values.dihitung_pada }),
    )
    .execute();
}
