import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Progres } from '../../shared/schemas/responses';
import { isAnyOf } from '../db/any-of';
import { isAccepted } from '../db/derived';
import type { Database } from '../db/schema';
import { listQuestionnaireCounts } from '../questionnaires/questionnaires.repo';

/** Responses of deleted accounts are counted together under this name. */
export const DELETED_SURVEYOR = 'Akun terhapus';

/**
 * An event's field progress, accepted responses only: per segment its count (the running summary)
 * and target and how many of its responses wait for review (`flags`, the review queue), per
 * surveyor today's count, the total and the last one received, and for a member of the event's
 * team its target (docs/event-teams.md). Only the team's members and the surveyors who collected
 * for this event are listed (one whose responses were all voided too, at zero): the list of every
 * account is nobody's business who reads an event's progress.
 */
export async function readProgress(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventId: number,
  today: { from: string; to: string },
  flags: Iterable<{ kuesioner_id: number }>,
): Promise<Pick<Progres, 'surveyor' | 'segmen'>> {
  const waiting = new Map<number, number>();
  for (const flag of flags) waiting.set(flag.kuesioner_id, (waiting.get(flag.kuesioner_id) ?? 0) + 1);
  const segments = await listQuestionnaireCounts(db, eventId);
  const kuesionerIds = segments.map((segment) => segment.id);
  const counts =
    kuesionerIds.length === 0
      ? []
      : await db
          .selectFrom('respons as r')
          .select((eb) => {
            const accepted = isAccepted('r.status');
            const acceptedToday = eb.and([accepted, eb('r.diisi_pada', '>=', today.from), eb('r.diisi_pada', '<', today.to)]);
            return [
              'r.surveyor_id',
              eb.fn.sum<number>(eb.case().when(accepted).then(1).else(0).end()).as('total'),
              eb.fn.sum<number>(eb.case().when(acceptedToday).then(1).else(0).end()).as('hari_ini'),
              eb.fn.max(eb.case().when(accepted).then(eb.ref('r.diterima_pada')).end()).as('terakhir'),
            ];
          })
          .where(isAnyOf(kind, 'r.kuesioner_id', kuesionerIds))
          .groupBy('r.surveyor_id')
          .execute();

  const countOf = new Map(counts.map((row) => [row.surveyor_id, row]));
  const members = await db.selectFrom('anggota_tim').select(['user_id', 'target']).where('event_id', '=', eventId).where('dihapus_pada', 'is', null).execute();
  const targetOf = new Map(members.map((member) => [member.user_id, member.target]));
  const ids = [...new Set([...counts.flatMap((row) => (row.surveyor_id === null ? [] : [row.surveyor_id])), ...targetOf.keys()])];
  // Listed by the name they have now, whatever their role is now.
  const named = new Map<number, string>();
  if (ids.length > 0) {
    for (const user of await db.selectFrom('users').select(['id', 'nama']).where(isAnyOf(kind, 'id', ids)).execute()) named.set(user.id, user.nama);
  }
  const surveyor = [...named].map(([id, nama]) => ({ id: id as number | null, nama, row: countOf.get(id) }));
  const deleted = countOf.get(null);
  if (deleted) surveyor.push({ id: null, nama: DELETED_SURVEYOR, row: deleted });

  return {
    surveyor: surveyor
      .map(({ id, nama, row }) => ({
        id,
        nama,
        hari_ini: Number(row?.hari_ini ?? 0),
        total: Number(row?.total ?? 0),
        terakhir_diterima: row?.terakhir ?? null,
        anggota_tim: id !== null && targetOf.has(id),
        target: id === null ? null : (targetOf.get(id) ?? null),
      }))
      // Most today first, then most in all, then by name: the busiest on top, the idle together.
      .sort((a, b) => b.hari_ini - a.hari_ini || b.total - a.total || a.nama.localeCompare(b.nama, 'id')),
    segmen: segments.map((segment) => ({
      kuesioner_id: segment.id,
      tipe_responden: segment.tipe_responden,
      jumlah_respons: segment.jumlah_respons,
      target_sampel: segment.target_sampel,
      perlu_diperiksa: waiting.get(segment.id) ?? 0,
    })),
  };
}
