import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { groupBy } from '../../shared/group-by';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';

/** A questionnaire's form as handed out now: its version and questions. */
export interface HandedOutForm {
  kuesionerId: number;
  versi: string;
  questions: readonly Pertanyaan[];
}

/** A recorded version as the answers are judged by it (answers/form-as-filled.ts). */
export interface RecordedVersion {
  versi: string;
  /** Since when the form read so (the questionnaire's diubah_pada when it was recorded). */
  berlaku_sejak: string;
  /** Its first hand-out: no device can have filled it before. */
  dicatat_pada: string;
  /** Its last hand-out, to the minute: it was still the form then. */
  terakhir_dibagikan: string;
  /** When an Admin withdrew it; null while it stands. */
  ditarik_pada: string | null;
  /** It has no questions: a questionnaire handed out before the Admin added any. */
  kosong: boolean;
}

/** The last hand-out is written again only when older than this: a bundle read costs no write. */
const LAST_HANDOUT_STEP_MS = 60 * 1000;

/** "kuesioner:versi" of a version row, in SQL: a pair in one list, as isAnyOf takes one column. */
export function versionKeyIn(kind: DatabaseKind, keys: readonly string[]): RawBuilder<boolean> {
  const key = sql`(cast(kuesioner_id as text) || ':' || versi)`;
  return kind === 'postgres' ? sql<boolean>`${key} = any(${keys})` : sql<boolean>`${key} in (select value from json_each(${JSON.stringify(keys)}))`;
}

export const versionKey = (kuesionerId: number, versi: string): string => `${kuesionerId}:${versi}`;

/**
 * Records the versions about to be handed out that are not recorded yet, and moves the last
 * hand-out of those recorded on when it is more than a minute old. Read first, so a bundle whose
 * forms are all known (nearly always) writes at most one update a minute; a new version costs one
 * insert, which takes the time the form reached that content from the questionnaire itself.
 */
export async function recordHandedOut(db: Kysely<Database>, kind: DatabaseKind, forms: readonly HandedOutForm[], now: Date): Promise<void> {
  if (forms.length === 0) return;
  const known = await db
    .selectFrom('kuesioner_versi')
    .select(['kuesioner_id', 'versi', 'terakhir_dibagikan'])
    .where(isAnyOf(kind, 'kuesioner_id', forms.map((form) => form.kuesionerId)))
    .where(isAnyOf(kind, 'versi', forms.map((form) => form.versi)))
    .execute();
  const lastOf = new Map(known.map((row) => [versionKey(row.kuesioner_id, row.versi), row.terakhir_dibagikan]));
  const at = now.toISOString();
  for (const form of forms.filter((candidate) => !lastOf.has(versionKey(candidate.kuesionerId, candidate.versi)))) {
    await sql`
      insert into kuesioner_versi (kuesioner_id, versi, pertanyaan, berlaku_sejak, dicatat_pada, terakhir_dibagikan)
      select id, ${form.versi}, ${JSON.stringify(form.questions)}, diubah_pada, ${at}, ${at} from kuesioner where id = ${form.kuesionerId}
      on conflict (kuesioner_id, versi) do nothing`.execute(db);
  }
  const staleBefore = new Date(now.getTime() - LAST_HANDOUT_STEP_MS).toISOString();
  const stale = [...lastOf].filter(([, last]) => last < staleBefore).map(([key]) => key);
  if (stale.length === 0) return;
  await db
    .updateTable('kuesioner_versi')
    .set({ terakhir_dibagikan: at })
    .where(isAnyOf(kind, 'kuesioner_id', forms.map((form) => form.kuesionerId)))
    .where(versionKeyIn(kind, stale))
    .where('terakhir_dibagikan', '<', at)
    .execute();
}

/** The recorded versions of each of these questionnaires, oldest content first. */
export async function readRecordedVersions(
  db: Kysely<Database>,
  kind: DatabaseKind,
  kuesionerIds: readonly number[],
): Promise<Map<number, RecordedVersion[]>> {
  if (kuesionerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('kuesioner_versi')
    .select(['kuesioner_id', 'versi', 'berlaku_sejak', 'dicatat_pada', 'terakhir_dibagikan', 'ditarik_pada'])
    .select(sql<number>`case when pertanyaan = '[]' then 1 else 0 end`.as('kosong'))
    .where(isAnyOf(kind, 'kuesioner_id', kuesionerIds))
    .orderBy('berlaku_sejak')
    .orderBy('dicatat_pada')
    .execute();
  const byKuesioner = groupBy(rows, (row) => row.kuesioner_id);
  return new Map(
    [...byKuesioner].map(([id, versions]) => [
      id,
      versions.map((row) => ({
        versi: row.versi,
        berlaku_sejak: row.berlaku_sejak,
        dicatat_pada: row.dicatat_pada,
        terakhir_dibagikan: row.terakhir_dibagikan,
        ditarik_pada: row.ditarik_pada,
        kosong: Number(row.kosong) === 1,
      })),
    ]),
  );
}

/** The questions of a recorded version, as they were handed out. */
export async function readVersionQuestions(db: Kysely<Database>, kuesionerId: number, versi: string): Promise<Pertanyaan[] | undefined> {
  const row = await db
    .selectFrom('kuesioner_versi')
    .select('pertanyaan')
    .where('kuesioner_id', '=', kuesionerId)
    .where('versi', '=', versi)
    .executeTakeFirst();
  return row ? (JSON.parse(row.pertanyaan) as Pertanyaan[]) : undefined;
}
