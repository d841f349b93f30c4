import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { ResponsDetail } from '../../shared/schemas/review';
import type { Database } from '../db/schema';
import type { ImpactReports } from '../economic-impact/report-cache';
import type { Viewer } from '../work-areas/area-rule';
import { isResponseVisible } from './response-guard';
import { eventsOfForms, flagsOfEvents } from './review-flags';
import { findResponseRow, toItems } from './responses.repo';

/** A corrected question deleted since (possible once the correction left it unanswered). */
const DELETED_QUESTION = 'Pertanyaan terhapus';

/** Who reads a response, as far as its detail cares. */
export interface DetailReader {
  /** The reader's work area: a response to an event outside it is not there. */
  viewer: Viewer;
  /** A Surveyor's id: another's response is not there. */
  surveyorId?: number;
  /** Whether each reviewer's account (id, email) goes beside the name: for Admins. */
  accounts: boolean;
}

/**
 * GET /api/respons/{id}: the response as it is now, why it waits for review (the report's flag),
 * the confirmation that holds, and every correction and confirmation, oldest first. Undefined
 * when there is no such response, when its event lies outside the reader's work area, or when
 * `surveyorId` is given and it is not theirs.
 */
export async function readResponseDetail(
  db: Kysely<Database>,
  kind: DatabaseKind,
  reports: ImpactReports,
  zone: string,
  id: number,
  reader: DetailReader,
): Promise<ResponsDetail | undefined> {
  const row = await findResponseRow(db, id);
  if (!row || (reader.surveyorId !== undefined && row.surveyor_id !== reader.surveyorId)) return undefined;
  if (!(await isResponseVisible(db, id, reader.viewer))) return undefined;
  const flags = await flagsOfEvents(reports, await eventsOfForms(db, kind, [row.kuesioner_id]));
  const [[item], koreksi, konfirmasi] = await Promise.all([
    toItems(db, kind, [row], flags),
    db
      .selectFrom('koreksi_jawaban as k')
      .leftJoin('pertanyaan as p', 'p.id', 'k.pertanyaan_id')
      .leftJoin('users as u', 'u.id', 'k.oleh_id')
      .select(['k.pertanyaan_id', 'p.teks_pertanyaan', 'k.nilai_lama', 'k.nilai_baru', 'k.alasan', 'k.oleh_nama as oleh', 'k.oleh_id', 'u.email as oleh_email', 'k.pada'])
      .where('k.respons_id', '=', id)
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('konfirmasi_respons as f')
      .leftJoin('users as u', 'u.id', 'f.oleh_id')
      .select(['f.oleh_nama as oleh', 'f.oleh_id', 'u.email as oleh_email', 'f.pada', 'f.catatan'])
      .where('f.respons_id', '=', id)
      .orderBy('f.id')
      .execute(),
  ]);
  if (!item) return undefined;
  // The display name is free to choose, so it proves nothing: an Admin also sees the account.
  const who = <T extends { oleh_id: number | null; oleh_email: string | null }>({ oleh_id, oleh_email, ...entry }: T) =>
    reader.accounts ? { ...entry, oleh_id, oleh_email } : entry;
  const confirmations = konfirmasi.map(who);
  const flag = flags.get(id);
  return {
    ...item,
    versi: row.versi,
    pemeriksaan: {
      perlu_diperiksa: flag !== undefined,
      alasan: flag?.alasan ?? null,
      // The confirmation that holds is the last one, as long as no correction cleared it since.
      dikonfirmasi: row.dikonfirmasi_pada === null ? null : (confirmations.at(-1) ?? null),
    },
    koreksi: koreksi.map((entry) => ({ ...who(entry), teks_pertanyaan: entry.teks_pertanyaan ?? DELETED_QUESTION })),
    konfirmasi: confirmations,
    zona_waktu: zone,
  };
}
