import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { BundleEvent } from '../../shared/schemas/offline-bundle';
import { groupBy } from '../../shared/group-by';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';
import { formVersionOf } from '../form-versions/form-version';
import { recordHandedOut } from '../form-versions/form-versions.repo';
import { PERTANYAAN_COLUMNS, pertanyaanFromRow } from '../questionnaires/pertanyaan-row';

/**
 * Active events with their questionnaires and questions, each questionnaire with its form version:
 * three queries whatever the count, and a fourth that records versions handed out for the first
 * time, so a survey naming one is later judged by its rules.
 */
export async function loadBundleEvents(db: Kysely<Database>, kind: DatabaseKind): Promise<BundleEvent[]> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'nama_event', 'lokasi', 'tanggal_mulai', 'tanggal_selesai', 'status'])
    .where('status', '=', 'aktif')
    .orderBy('tanggal_mulai', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (events.length === 0) return [];
  const eventIds = events.map((event) => event.id);
  const kuesioner = await db
    .selectFrom('kuesioner')
    .select(['id', 'event_id', 'tipe_responden', 'nama_kuesioner', 'target_sampel'])
    .where(isAnyOf(kind, 'event_id', eventIds))
    .orderBy('id')
    .execute();
  const pertanyaan = kuesioner.length
    ? (
        await db
          .selectFrom('pertanyaan')
          .select(PERTANYAAN_COLUMNS)
          .where(
            isAnyOf(
              kind,
              'kuesioner_id',
              kuesioner.map((row) => row.id),
            ),
          )
          .orderBy('urutan')
          .orderBy('id')
          .execute()
      ).map(pertanyaanFromRow)
    : [];

  const questionsByKuesioner = groupBy(pertanyaan, (row) => row.kuesioner_id);
  const forms = kuesioner.map((row) => {
    const questions = questionsByKuesioner.get(row.id) ?? [];
    return { ...row, pertanyaan: questions, versi_formulir: formVersionOf(questions) };
  });
  await recordHandedOut(
    db,
    kind,
    forms.map((form) => ({ kuesionerId: form.id, versi: form.versi_formulir, questions: form.pertanyaan })),
  );
  const kuesionerByEvent = groupBy(forms, (row) => row.event_id);
  return events.map((event) => ({ ...event, kuesioner: kuesionerByEvent.get(event.id) ?? [] }));
}
