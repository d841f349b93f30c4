import type { Kysely } from 'kysely';
import type { Progres } from '../../shared/schemas/responses';
import type { Database } from '../db/schema';

/** Responses of deleted accounts are counted together under this name. */
export const DELETED_SURVEYOR = 'Akun terhapus';

/**
 * An event's field progress, accepted responses only: per segment its count (the running summary)
 * and target, per surveyor today's count, the total and the last one received. Every Surveyor
 * account is listed, those with nothing yet too: a supervisor looks for who has not started.
 */
export async function readProgress(
  db: Kysely<Database>,
  eventId: number,
  today: { from: string; to: string },
): Promise<Pick<Progres, 'surveyor' | 'segmen'>> {
  const segments = await db
    .selectFrom('kuesioner as k')
    .leftJoin('ringkasan_kuesioner as rk', 'rk.kuesioner_id', 'k.id')
    .select(['k.id', 'k.tipe_responden', 'k.target_sampel', 'rk.jumlah_respons'])
    .where('k.event_id', '=', eventId)
    .orderBy('k.id')
    .execute();
  const kuesionerIds = segments.map((segment) => segment.id);
  const [counts, surveyors] = await Promise.all([
    kuesionerIds.length === 0
      ? []
      : db
          .selectFrom('respons as r')
          .select((eb) => [
            'r.surveyor_id',
            eb.fn.countAll<number>().as('total'),
            eb.fn
              .sum<number>(eb.case().when(eb.and([eb('r.diisi_pada', '>=', today.from), eb('r.diisi_pada', '<', today.to)])).then(1).else(0).end())
              .as('hari_ini'),
            eb.fn.max('r.diterima_pada').as('terakhir'),
          ])
          .where('r.kuesioner_id', 'in', kuesionerIds)
          .where('r.status', '=', 'diterima')
          .groupBy('r.surveyor_id')
          .execute(),
    db.selectFrom('users').select(['id', 'nama']).where('peran', '=', 'Surveyor').execute(),
  ]);

  const countOf = new Map(counts.map((row) => [row.surveyor_id, row]));
  const named = new Map(surveyors.map((user) => [user.id, user.nama]));
  // A former Surveyor whose role changed still collected these: listed by the name they have now.
  const others = counts.filter((row) => row.surveyor_id !== null && !named.has(row.surveyor_id)).map((row) => row.surveyor_id as number);
  if (others.length > 0) {
    for (const user of await db.selectFrom('users').select(['id', 'nama']).where('id', 'in', others).execute()) named.set(user.id, user.nama);
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
      }))
      // Most today first, then most in all, then by name: the busiest on top, the idle together.
      .sort((a, b) => b.hari_ini - a.hari_ini || b.total - a.total || a.nama.localeCompare(b.nama, 'id')),
    segmen: segments.map((segment) => ({
      kuesioner_id: segment.id,
      tipe_responden: segment.tipe_responden,
      jumlah_respons: Number(segment.jumlah_respons ?? 0),
      target_sampel: segment.target_sampel,
    })),
  };
}
