import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { BundleEvent } from '../../shared/schemas/offline-bundle';
import { groupBy } from '../../shared/group-by';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';
import { formVersionOf } from '../form-versions/form-version';
import { PERTANYAAN_COLUMNS, pertanyaanFromRow } from '../questionnaires/pertanyaan-row';
import { eventInArea, type Viewer } from '../work-areas/area-rule';

/**
 * The active events inside the viewer's work area (docs/work-areas.md), without those whose team
 * is required and does not have the viewer on it now (docs/event-teams.md), with their
 * questionnaires and questions, each questionnaire with its form version: three queries whatever
 * the count.
 */
export async function loadBundleEvents(db: Kysely<Database>, kind: DatabaseKind, viewer: Viewer & { id: number }): Promise<BundleEvent[]> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'nama_event', 'lokasi', 'tanggal_mulai', 'tanggal_selesai', 'status'])
    .where('status', '=', 'aktif')
    .where(eventInArea(viewer))
    .where((eb) =>
      eb.or([
        eb('tim_wajib', '=', 0),
        eb.exists(
          eb
            .selectFrom('anggota_tim')
            .select('anggota_tim.user_id')
            .whereRef('anggota_tim.event_id', '=', 'events.id')
            .where('anggota_tim.user_id', '=', viewer.id)
            .where('anggota_tim.dihapus_pada', 'is', null),
        ),
      ]),
    )
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
  const kuesionerByEvent = groupBy(forms, (row) => row.event_id);
  return events.map((event) => ({ ...event, kuesioner: kuesionerByEvent.get(event.id) ?? [] }));
}
