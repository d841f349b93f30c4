/** Constraint violations, told apart the same way on SQLite and PostgreSQL. */

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * An error that belongs to the rows written, not to the database: a constraint the data broke
 * (PostgreSQL class 23), or a value it could not take (class 22). Writing the same rows again
 * fails the same way; writing other rows may succeed. Anything else (a lost connection, a full
 * disk, a shutdown) is an outage that every write meets alike.
 */
export function isDataError(error: unknown): boolean {
  const code = codeOf(error);
  if (code === undefined) return false;
  return code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || /^2[23][0-9A-Z]{3}$/.test(code);
}
