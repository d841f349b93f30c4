import type { Kysely } from 'kysely';
import type { BundleEvent } from '../../shared/schemas/offline-bundle';
import { groupBy } from '../../shared/group-by';
import type { Database } from '../db/schema';
import { PERTANYAAN_COLUMNS, pertanyaanFromRow } from '../questionnaires/pertanyaan-row';

/** Active events with their questionnaires and questions: three queries, whatever the count. */
export async function loadBundleEvents(db: Kysely<Database>): Promise<BundleEvent[]> {
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
    .where('event_id', 'in', eventIds)
    .orderBy('id')
    .execute();
  const pertanyaan = kuesioner.length
    ? (
        await db
          .selectFrom('pertanyaan')
          .select(PERTANYAAN_COLUMNS)
          .where(
            'kuesioner_id',
            'in',
            kuesioner.map((row) => row.id),
          )
          .orderBy('urutan')
          .orderBy('id')
          .execute()
      ).map(pertanyaanFromRow)
    : [];

  const questionsByKuesioner = groupBy(pertanyaan, (row) => row.kuesioner_id);
  const kuesionerByEvent = groupBy(
    kuesioner.map((row) => ({ ...row, pertanyaan: questionsByKuesioner.get(row.id) ?? [] })),
    (row) => row.event_id,
  );
  return events.map((event) => ({ ...event, kuesioner: kuesionerByEvent.get(event.id) ?? [] }));
}
