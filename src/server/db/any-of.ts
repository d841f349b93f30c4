import { type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';

/**
 * `column` equals one of `values`, written as one statement text whatever the number of values:
 * the list travels as one parameter (PostgreSQL: an array with `= any`; SQLite: a JSON array read
 * with json_each). An `IN ($1, $2, ...)` list would make a new text, and a new prepared statement
 * on each side, for every list length. Every "column in a list of values" of the server comes
 * here (tests/server/db/any-of.test.ts looks); a list written out in the code and a subquery are
 * one text each, and keep Kysely's `in`.
 */
export function isAnyOf(kind: DatabaseKind, column: string, values: readonly (number | string)[]): RawBuilder<boolean> {
  return kind === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${values})`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}
