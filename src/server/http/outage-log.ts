import type { FastifyBaseLogger } from 'fastify';
import { DeleteQueryNode, InsertQueryNode, type KyselyPlugin, MergeQueryNode, RawNode, type RootOperationNode, UpdateQueryNode } from 'kysely';
import type { Outage } from '../db/outage';

/**
 * The log of an outage: one line with its cause when the first request is refused for it, a count
 * of the requests refused after that, and one line when the database is back, saying how many were
 * refused meanwhile. A stack per refused request (a phone retrying, a fleet of them) would bury the
 * cause under thousands of copies of it.
 */
export interface OutageLog {
  /** A request refused for an outage (503 or 507). */
  refused(outage: Outage, error: unknown): void;
  /** On the app's database: a query answered ends an 'unavailable' outage, a write answered a 'disk-full' one. */
  plugin: KyselyPlugin;
}

type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

const STARTED: Record<Outage, string> = {
  unavailable: 'Database unavailable: refusing requests with 503 until it answers again',
  'disk-full': 'Database storage full: refusing writes with 507 until one succeeds',
};

const ENDED: Record<Outage, string> = {
  unavailable: 'Database answering again',
  'disk-full': 'Database writable again',
};

// Raw statements (the submissions' bulk inserts are raw SQL) are told apart by their text; a word
// boundary keeps a column such as "updated_at" from counting.
const WRITES = /\b(insert|update|delete|merge)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node) || MergeQueryNode.is(node)) return true;
  return RawNode.is(node) && node.sqlFragments.some((fragment) => WRITES.test(fragment));
}

export function createOutageLog(log: Logger, now: () => number = Date.now): OutageLog {
  const open = new Map<Outage, { since: number; refused: number }>();
  // The writes compiled while an outage is open, by query id (the same object when answered).
  const writes = new WeakSet<object>();

  function end(outage: Outage): void {
    const episode = open.get(outage);
    if (!episode) return;
    open.delete(outage);
    const seconds = Math.round((now() - episode.since) / 1000);
    log.warn(
      { outage, refused: episode.refused, seconds },
      `${ENDED[outage]} after ${seconds} s; ${episode.refused} request(s) refused meanwhile`,
    );
  }

  return {
    refused(outage, error) {
      const episode = open.get(outage);
      if (episode) {
        episode.refused += 1;
        return;
      }
      open.set(outage, { since: now(), refused: 1 });
      log.error({ err: error, outage }, STARTED[outage]);
    },
    plugin: {
      transformQuery({ node, queryId }) {
        if (open.size > 0 && isWrite(node)) writes.add(queryId);
        return node;
      },
      async transformResult({ result, queryId }) {
        if (open.size > 0) {
          end('unavailable');
          if (writes.has(queryId)) end('disk-full');
        }
        return result;
      },
    },
  };
}
