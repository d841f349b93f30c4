import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Whether a response counts is decided in one place, db/derived/accepted.ts: the server's queries
 * use isAccepted/isVoided and the triggers acceptedSql, so no other file compares a status with
 * its literal value (the frozen migrations aside, which keep the SQL they were written with).
 */

const SERVER = path.resolve(import.meta.dirname, '../../../src/server');
const OWNERS = [path.join(SERVER, 'db/derived'), path.join(SERVER, 'db/migrations')];

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return OWNERS.includes(full) ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// A Kysely comparison ('r.status', '=', 'diterima') or SQL text (status = 'dibatalkan').
const STATUS_TEST = /status'\s*,\s*'(=|<>|!=)'\s*,\s*'(diterima|dibatalkan)'|status\s*(=|<>|!=)\s*'(diterima|dibatalkan)'/;

describe('a counting response', () => {
  it('is decided by db/derived/accepted.ts alone', () => {
    const offenders = serverFiles(SERVER).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (STATUS_TEST.test(line) ? [`${path.relative(SERVER, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
