import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { ResponsDetail } from '../../shared/schemas/review';
import type { Database } from '../db/schema';
import type { ImpactReports } from '../economic-impact/report-cache';
import { eventsOfForms, flagsOfEvents } from './review-flags';
import { findResponseRow, toItems } from './responses.repo';

/** A corrected question deleted since (possible once the correction left it unanswered). */
const DELETED_QUESTION = 'Pertanyaan terhapus';

/**
 * GET /api/respons/{id}: the response as it is now, why it waits for review (the report's flag),
 * the confirmation that holds, and every correction and confirmation, oldest first. Undefined
 * when there is no such response, or when `surveyorId` is given and it is not theirs.
 */
export async function readResponseDetail(
  db: Kysely<Database>,
  kind: DatabaseKind,
  reports: ImpactReports,
  zone: string,
  id: number,
  surveyorId?: number,
): Promise<ResponsDetail | undefined> {
  const row = await findResponseRow(db, id);
  if (!row || (surveyorId !== undefined && row.surveyor_id !== surveyorId)) return undefined;
  const flags = await flagsOfEvents(reports, await eventsOfForms(db, kind, [row.kuesioner_id]));
  const [[item], koreksi, konfirmasi] = await Promise.all([
    toItems(db, kind, [row], flags),
    db
      .selectFrom('koreksi_jawaban as k')
      .leftJoin('pertanyaan as p', 'p.id', 'k.pertanyaan_id')
      .select(['k.pertanyaan_id', 'p.teks_pertanyaan', 'k.nilai_lama', 'k.nilai_baru', 'k.alasan', 'k.oleh_nama as oleh', 'k.pada'])
      .where('k.respons_id', '=', id)
      .orderBy('k.id')
      .execute(),
    db.selectFrom('konfirmasi_respons').select(['oleh_nama as oleh', 'pada', 'catatan']).where('respons_id', '=', id).orderBy('id').execute(),
  ]);
  if (!item) return undefined;
  const flag = flags.get(id);
  return {
    ...item,
    versi: row.versi,
    pemeriksaan: {
      perlu_diperiksa: flag !== undefined,
      alasan: flag?.alasan ?? null,
      // The confirmation that holds is the last one, as long as no correction cleared it since.
      dikonfirmasi: row.dikonfirmasi_pada === null ? null : (konfirmasi.at(-1) ?? null),
    },
    koreksi: koreksi.map((entry) => ({ ...entry, teks_pertanyaan: entry.teks_pertanyaan ?? DELETED_QUESTION })),
    konfirmasi,
    zona_waktu: zone,
  };
}
