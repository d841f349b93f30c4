import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAnyOf } from '../../../src/server/db/any-of';
import { describeOnEachDatabase } from '../helpers/test-app';

/**
 * "Column in list" has one idiom, isAnyOf (db/any-of.ts): one statement text whatever the list's
 * length, so lists do not mint prepared statements (db/prepared-statements.ts) one per length.
 */

const SERVER_DIR = path.resolve(__dirname, '../../../src/server');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Kysely's `where(column, 'in', x)` left in the server code where x is a list of values. A fixed
 * list written out (['a', 'b']) is one text, and a subquery is no list: both may stay.
 */
function valueListsIn(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/'in',\s*([^)]*?)\s*\)/g)) {
    const operand = match[1];
    if (/^\[\s*('[^']*'\s*,?\s*)*\]$/.test(operand)) continue;
    const subquery = new RegExp(`const ${operand.replace(/[^\w]/g, '')} = \\w+\\s*\\.selectFrom\\(`);
    if (/^\w+$/.test(operand) && subquery.test(source)) continue;
    found.push(match[0]);
  }
  return found;
}

describe('column in list', () => {
  it('goes through isAnyOf everywhere in the server, never an IN list of values', () => {
    const offenders = sourceFiles(SERVER_DIR).flatMap((file) =>
      valueListsIn(fs.readFileSync(file, 'utf8')).map((found) => `${path.relative(SERVER_DIR, file)}: ${found}`),
    );
    expect(offenders).toEqual([]);
  });

  it('tells a value list from a fixed list and a subquery', () => {
    expect(valueListsIn(".where('id', 'in', ids)")).toHaveLength(1);
    expect(valueListsIn(".where('id', 'in', rows.map((row) => row.id))")).toHaveLength(1);
    expect(valueListsIn(".where('tipe', 'in', ['angka', 'pilihan'])")).toEqual([]);
    expect(valueListsIn("const ids = trx.selectFrom('kuesioner').select('id');\n.where('kuesioner_id', 'in', ids)")).toEqual([]);
  });
});

describeOnEachDatabase('isAnyOf', (ctx) => {
  let ids: number[];
  beforeAll(async () => {
    const { db } = ctx();
    const rows = await db
      .insertInto('kategori_olahraga')
      .values(['Panahan', 'Dayung', 'Selam'].map((nama_cabor) => ({ nama_cabor, created_at: '2026-11-21T00:00:00.000Z' })))
      .returning('id')
      .execute();
    ids = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await ctx().db.deleteFrom('kategori_olahraga').where(isAnyOf(ctx().kind, 'id', ids)).execute();
  });

  const query = (values: number[]) =>
    ctx().db.selectFrom('kategori_olahraga').select('nama_cabor').where(isAnyOf(ctx().kind, 'id', values)).orderBy('id');

  it('writes one statement text for lists of every length, the empty one too', () => {
    const texts = new Set([[], ids.slice(0, 1), ids.slice(0, 2), ids].map((values) => query(values).compile().sql));
    expect(texts.size).toBe(1);
  });

  it('finds exactly the rows listed', async () => {
    expect((await query(ids.slice(1)).execute()).map((row) => row.nama_cabor)).toEqual(['Dayung', 'Selam']);
    expect(await query([]).execute()).toEqual([]);
  });
});
