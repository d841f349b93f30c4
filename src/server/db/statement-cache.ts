import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

// The app sends a few dozen distinct statements; multi-row inserts vary with their row count.
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with prepared statements kept and reused by
 * their SQL text (least recently used dropped beyond MAX_STATEMENTS). Kysely prepares every query
 * anew, and preparing (parsing and planning) cost more than running the small queries of a request.
 * Reuse is safe: Kysely runs one statement at a time on its one connection, and SQLite re-plans a
 * kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
