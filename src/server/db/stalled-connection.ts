import type pg from 'pg';

/** What pg rejects a query with when the server has not answered it within query_timeout. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

export interface StallWatch {
  /** Runs a query on the connection; once one has timed out, fails at once with that error. */
  run<T>(query: () => Promise<T>): Promise<T>;
  /** Back to the pool; a stalled connection is ended instead of handed out again. */
  release(): void;
}

/**
 * A pooled connection whose query went unanswered past query_timeout (a frozen or cut-off
 * server) is in an unknown state: the query may still be running there, and pg would send the
 * next one behind it, where it waits out a deadline of its own (a transaction's rollback after a
 * timed-out insert doubled the wait). From then on every query on it fails at once with the same
 * error, and releasing it ends it (pg-pool removes a connection released with an error).
 */
export function watchForStall(client: pg.PoolClient): StallWatch {
  let stalled: Error | undefined;
  return {
    async run(query) {
      if (stalled) throw stalled;
      try {
        return await query();
      } catch (error) {
        if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) stalled = error;
        throw error;
      }
    },
    release() {
      client.release(stalled);
    },
  };
}
