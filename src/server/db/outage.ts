/**
 * Errors that are the database's state, not the request's: the disk is full, or the database
 * cannot be reached. Told apart the same way on SQLite and PostgreSQL, so the API answers them
 * alike (507 or 503 with Retry-After, http/error-handler.ts) and /api/health reports them
 * (health/database-state.ts), instead of a generic 500.
 */
export type Outage = 'disk-full' | 'unavailable';

function field(error: unknown, name: 'code' | 'message'): string {
  return typeof error === 'object' && error !== null && name in error ? String((error as Record<string, unknown>)[name]) : '';
}

// PostgreSQL: 53100 disk_full; SQLite: SQLITE_FULL ("database or disk is full"), and
// SQLITE_IOERR_WRITE, which is what a write past a file-size limit or quota gives (EFBIG); the OS:
// ENOSPC, EFBIG, EDQUOT. All say the same to the client: nothing more can be written for now.
const DISK_FULL_CODES = new Set(['53100', 'SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'ENOSPC', 'EFBIG', 'EDQUOT']);

// Connection failures (class 08), the server shutting down or starting (57P01-57P03), too many
// connections (53300), a statement cancelled by the server (57014: its statement_timeout, or an
// operator's pg_cancel_backend), and the socket-level errors of a server that went away.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// pg reports by message alone: a connection lost mid-query or not made in time ("Connection
// terminated ..."), a pool that waited too long for a free connection, and a query the server did
// not answer within query_timeout (db/database.ts).
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout$/,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function outageOf(error: unknown): Outage | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = field(current, 'code');
    if (DISK_FULL_CODES.has(code)) return 'disk-full';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return 'unavailable';
    const message = field(current, 'message');
    if (/database or disk is full/i.test(message)) return 'disk-full';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
    // AggregateError (a connection tried on several addresses) carries its causes in `errors`.
    const errors = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.length > 0) return outageOf(errors[0]);
  }
  return undefined;
}
