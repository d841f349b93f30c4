import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { groupBy } from '../../shared/group-by';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { isAnyOf } from '../db/any-of';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

/** A questionnaire's form as handed out now: its version and questions. */
export interface HandedOutForm {
  kuesionerId: number;
  versi: string;
  questions: readonly Pertanyaan[];
}

/** When a recorded version was the form, as far as the server knows. */
export interface VersionTimes {
  versi: string;
  /** Since when the form read so (the questionnaire's diubah_pada when it was recorded). */
  berlaku_sejak: string;
  /** Its first hand-out: no device can have filled it before. */
  dicatat_pada: string;
}

/**
 * Records the versions about to be handed out that are not recorded yet. Read first, so a bundle
 * whose forms are all known (nearly always) writes nothing; a new version costs one insert, which
 * takes the time the form reached that content from the questionnaire itself.
 */
export async function recordHandedOut(db: Kysely<Database>, kind: DatabaseKind, forms: readonly HandedOutForm[]): Promise<void> {
  if (forms.length === 0) return;
  const known = await db
    .selectFrom('kuesioner_versi')
    .select(['kuesioner_id', 'versi'])
    .where(isAnyOf(kind, 'versi', forms.map((form) => form.versi)))
    .execute();
  const seen = new Set(known.map((row) => `${row.kuesioner_id}:${row.versi}`));
  const now = nowIso();
  for (const form of forms.filter((candidate) => !seen.has(`${candidate.kuesionerId}:${candidate.versi}`))) {
    await sql`
      insert into kuesioner_versi (kuesioner_id, versi, pertanyaan, berlaku_sejak, dicatat_pada)
      select id, ${form.versi}, ${JSON.stringify(form.questions)}, diubah_pada, ${now} from kuesioner where id = ${form.kuesionerId}
      on conflict (kuesioner_id, versi) do nothing`.execute(db);
  }
}

/** The recorded versions of each of these questionnaires, oldest content first. */
export async function readVersionTimes(
  db: Kysely<Database>,
  kind: DatabaseKind,
  kuesionerIds: readonly number[],
): Promise<Map<number, VersionTimes[]>> {
  if (kuesionerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('kuesioner_versi')
    .select(['kuesioner_id', 'versi', 'berlaku_sejak', 'dicatat_pada'])
    .where(isAnyOf(kind, 'kuesioner_id', kuesionerIds))
    .orderBy('berlaku_sejak')
    .orderBy('dicatat_pada')
    .execute();
  const byKuesioner = groupBy(rows, (row) => row.kuesioner_id);
  return new Map(
    [...byKuesioner].map(([id, versions]) => [
      id,
      versions.map((row) => ({ versi: row.versi, berlaku_sejak: row.berlaku_sejak, dicatat_pada: row.dicatat_pada })),
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
