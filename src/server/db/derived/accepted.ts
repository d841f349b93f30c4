import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { StatusRespons } from '../../../shared/schemas/responses';

/**
 * When a response counts: it is accepted. The summaries, the economic profiles, the statistics,
 * the progress, the export and the report all read this one definition, the triggers as SQL text
 * and the queries as a Kysely expression (docs/derived-data.md).
 */
export const ACCEPTED: StatusRespons = 'diterima';
/** The other status: stored, shown in the list, counted nowhere. */
export const VOIDED: StatusRespons = 'dibatalkan';

type StatusColumn = 'status' | 'r.status' | 'respons.status';

/** Whether the response's status (the column named) makes it count. */
export function isAccepted(column: StatusColumn): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = ${ACCEPTED}`;
}

/** Whether the response is voided: the responses that isAccepted leaves out. */
export function isVoided(column: StatusColumn): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = ${VOIDED}`;
}

/** isAccepted as SQL text for the triggers, of the row `row` (new, old, r). */
export const acceptedSql = (row: string) => `${row}.status = '${ACCEPTED}'`;
