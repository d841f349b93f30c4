import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { watchForStall } from './stalled-connection';

// A statement text run this often is one of the app's steady queries (a submission's insert, a
// token's user lookup), worth keeping prepared; a one-off admin query is not.
const HOT_AFTER_USES = 3;
// Each kept statement holds a plan in its connection's memory on the server: a bound per connection.
const MAX_NAMED_PER_CONNECTION = 100;
// The app's query texts are few (values travel as parameters); these bound the counting anyway.
const MAX_NAMES = 1_000;
const MAX_COUNTED_TEXTS = 10_000;
// A kept statement whose result columns come from `*` fails ("cached plan must not change result
// type") once another instance's migration adds a column: such a text is never kept. Statements
// that name their columns are re-planned by PostgreSQL after a schema change, and go on working.
const SAYS_STAR = /\b(select|returning)\s+\*|\.\*/i;

/**
 * PostgreSQL's counterpart of statement-cache.ts: the pool as Kysely's dialect sees it, sending
 * the frequent statement texts as named prepared statements, so each connection parses and plans
 * them once instead of on every run (Kysely sends every query unnamed): PostgreSQL spent a quarter
 * less CPU per stored answer. PostgreSQL re-plans a kept statement after a schema change, such as
 * a newer instance's migration during a rolling deploy, as long as its result columns stay the
 * same (see SAYS_STAR). Needs a session of its own per connection: not for a pooler in
 * transaction mode in front of the server.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function nameFor(text: string): string | undefined {
    const name = names.get(text);
    if (name) return name;
    if (names.size >= MAX_NAMES || SAYS_STAR.test(text)) return undefined;
    const count = (uses.get(text) ?? 0) + 1;
    if (count < HOT_AFTER_USES) {
      if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
      uses.set(text, count);
      return undefined;
    }
    uses.delete(text);
    const made = `sis_${names.size + 1}`;
    names.set(text, made);
    return made;
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const prepared = new Set<string>();
    const stall = watchForStall(client);
    function query(textOrCursor: string | pg.Submittable, parameters: ReadonlyArray<unknown> = []) {
      // Kysely's stream() hands a cursor (pg-cursor) instead of a text: it goes through as it is.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor);
      const name = nameFor(textOrCursor);
      if (name && (prepared.has(name) || prepared.size < MAX_NAMED_PER_CONNECTION)) {
        prepared.add(name);
        return stall.run(() => client.query({ name, text: textOrCursor, values: [...parameters] }));
      }
      return stall.run(() => client.query(textOrCursor, [...parameters]));
    }
    // pg's and Kysely's declarations of the same calls differ in detail (command: string vs a union).
    return { query: query as unknown as PostgresPoolClient['query'], release: () => stall.release() };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let facade = wrapped.get(client);
      if (!facade) {
        facade = wrap(client);
        wrapped.set(client, facade);
      }
      return facade;
    },
    end: () => pool.end(),
    // Kysely opens a control connection with these to cancel a query that is taking too long.
    options: pool.options,
  };
}
