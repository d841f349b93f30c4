import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A recorded version as the Admin's list shows it, before its standing is worked out. */
export interface ListedVersion {
  versi: string;
  pertanyaan: string;
  berlaku_sejak: string;
  dicatat_pada: string;
  terakhir_dibagikan: string;
  ditarik_pada: string | null;
  ditarik_oleh: string | null;
  jumlah_respons: number;
}

/** The questionnaire's recorded versions, newest first, each with the responses judged by it. */
export async function listVersions(db: Kysely<Database>, kuesionerId: number): Promise<ListedVersion[]> {
  const rows = await db
    .selectFrom('kuesioner_versi as v')
    .select(['v.versi', 'v.pertanyaan', 'v.berlaku_sejak', 'v.dicatat_pada', 'v.terakhir_dibagikan', 'v.ditarik_pada', 'v.ditarik_oleh'])
    .select((eb) =>
      eb
        .selectFrom('respons as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.kuesioner_id', '=', 'v.kuesioner_id')
        .whereRef('r.versi_lama', '=', 'v.versi')
        .as('jumlah_respons'),
    )
    .where('v.kuesioner_id', '=', kuesionerId)
    .orderBy('v.dicatat_pada', 'desc')
    .orderBy('v.versi')
    .execute();
  return rows.map((row) => ({ ...row, jumlah_respons: Number(row.jumlah_respons ?? 0) }));
}

/**
 * Withdraws a version (once: a second withdrawal keeps the first's time and name). Answers whether
 * the version is recorded for the questionnaire.
 */
export async function withdrawVersion(
  db: Kysely<Database>,
  kuesionerId: number,
  versi: string,
  by: { nama: string; pada: string },
): Promise<'ditarik' | 'sudah_ditarik' | 'tidak_ada'> {
  const result = await db
    .updateTable('kuesioner_versi')
    .set({ ditarik_pada: by.pada, ditarik_oleh: by.nama })
    .where('kuesioner_id', '=', kuesionerId)
    .where('versi', '=', versi)
    .where('ditarik_pada', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'ditarik';
  const row = await db
    .selectFrom('kuesioner_versi')
    .select('versi')
    .where('kuesioner_id', '=', kuesionerId)
    .where('versi', '=', versi)
    .executeTakeFirst();
  return row ? 'sudah_ditarik' : 'tidak_ada';
}
