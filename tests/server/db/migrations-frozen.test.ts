import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A migration runs once on each database, so it must keep doing what it did when it was written:
 * it imports no application code (only kysely, and types, which leave nothing at run time). The
 * SQL it needs is copied in; the current triggers live in db/derived (docs/derived-data.md).
 */

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

/** Every import of a file: its text and the module it names. */
function importsOf(source: string): { statement: string; from: string }[] {
  return [...source.matchAll(/^import\s[\s\S]*?from\s+'([^']+)';?$/gm)].map((match) => ({ statement: match[0], from: match[1] }));
}

describe('the migrations', () => {
  const files = fs.readdirSync(MIGRATIONS).filter((file) => file.endsWith('.ts'));

  it('are found', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  it.each(files)('%s imports only kysely and types', (file) => {
    const source = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
    const live = importsOf(source).filter(({ statement, from }) => from !== 'kysely' && from !== 'kysely/migration' && !/^import\s+type\s/.test(statement));
    expect(live).toEqual([]);
    expect(source).not.toMatch(/\bimport\s*\(|\brequire\s*\(/);
  });
});
