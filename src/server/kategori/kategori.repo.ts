import { type Kysely, sql } from 'kysely';
import { KATEGORI_SEARCH_LIMIT, type Kategori } from '../../shared/schemas/events';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

/** LIKE treats % and _ as wildcards: a search for "100%" must mean those characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function searchKategori(db: Kysely<Database>, query: string | undefined): Promise<Kategori[]> {
  let select = db.selectFrom('kategori_olahraga').select(['id', 'nama_cabor']);
  const text = query?.trim();
  if (text) {
    // Both sides lowered by the database: JavaScript and SQL disagree on letters like "İ".
    const pattern = `%${escapeLike(text)}%`;
    select = select.where(sql<boolean>`lower(nama_cabor) like lower(${pattern}) escape '\\'`);
  }
  return select.orderBy('nama_cabor').orderBy('id').limit(KATEGORI_SEARCH_LIMIT).execute();
}

export async function kategoriExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('kategori_olahraga').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The id of the category with this name in any case, created when there is none. A concurrent
 * request creating the same name is absorbed by ON CONFLICT instead of failing the save.
 */
export async function findOrCreateKategori(db: Kysely<Database>, nama: string): Promise<number> {
  await db
    .insertInto('kategori_olahraga')
    .values({ nama_cabor: nama, created_at: nowIso() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await db
    .selectFrom('kategori_olahraga')
    .select('id')
    .where(sql<boolean>`lower(nama_cabor) = lower(${nama})`)
    .executeTakeFirstOrThrow();
  return row.id;
}
