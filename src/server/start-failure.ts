import { ConfigError } from './config';
import { outageOf } from './db/outage';

/** The error and its causes, outermost first; an AggregateError (one per address tried) by its first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 10; ) {
    chain.push(current);
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the driver said: a timeout by its own words, anything else by the innermost cause. */
function driverWords(chain: unknown[]): string {
  const timeout = chain.find((error) => /timeout/i.test(messageOf(error)));
  return messageOf(timeout ?? chain[chain.length - 1]);
}

/** PostgreSQL's SQLSTATE, wherever in the chain it is. */
function sqlStateOf(chain: unknown[]): string | undefined {
  for (const error of chain) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (/^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The one line the server prints when it cannot start for a cause the operator fixes outside the
 * code: a bad setting, or a database that is down, silent, missing or refuses the login. A
 * supervisor's log (systemd, Docker) shows it at a glance and decides when to retry; a stack trace
 * would only bury it. Undefined for anything else, which keeps its stack.
 */
export function startFailureLine(error: unknown): string | undefined {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const chain = chainOf(error);
  const words = driverWords(chain);
  const sqlState = sqlStateOf(chain);
  // 3D000 invalid_catalog_name: the database in DATABASE_URL does not exist.
  if (sqlState === '3D000') return `Database not found: ${words}. Create it (createdb) or fix the database name in DATABASE_URL; exiting.`;
  // 28P01 invalid_password; 28000 invalid_authorization_specification (no such role, or pg_hba.conf refuses it).
  if (sqlState === '28P01' || sqlState === '28000') return `PostgreSQL refused the login: ${words}. Check the user and password in DATABASE_URL; exiting.`;
  if (outageOf(error) === 'unavailable') return `Database unavailable at start: ${words}. Check that PostgreSQL runs and answers at DATABASE_URL; exiting.`;
  return undefined;
}
