import type { Kysely } from 'kysely';
import { ACCEPTED } from '../db/derived';
import type { Database } from '../db/schema';

/** One correction or confirmation of a response of the event, as the history sheet lists it. */
export interface ReviewHistoryRow {
  respons_id: number;
  tipe_responden: string;
  /** Null for a confirmation: it holds for the response's amounts, not one answer. */
  teks_pertanyaan: string | null;
  nilai_lama: string | null;
  nilai_baru: string | null;
  oleh: string;
  /** The acting account's email; null once the account is deleted. */
  olehEmail: string | null;
  pada: string;
  /** The correction's reason, or the confirmation's note. */
  keterangan: string | null;
}

/** Which responses' history the sheet holds: those the data sheets hold. */
export interface ReviewHistoryScope {
  eventId: number;
  upToId: number;
  withVoided: boolean;
  /** Only this surveyor's responses (a Surveyor's download). */
  surveyorId?: number;
}

/**
 * Every correction and confirmation of the event's responses up to the export's last one, oldest
 * first (the two logs merged by time, then id): what the reviewers did to the figures. Those of
 * voided responses only when the data sheets hold them too, and only a surveyor's own when the
 * data sheets hold only theirs.
 */
export async function readReviewHistory(db: Kysely<Database>, scope: ReviewHistoryScope): Promise<ReviewHistoryRow[]> {
  const { eventId, upToId, withVoided, surveyorId } = scope;
  const corrections = await db
    .selectFrom('koreksi_jawaban as c')
    .innerJoin('respons as r', 'r.id', 'c.respons_id')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .leftJoin('pertanyaan as p', 'p.id', 'c.pertanyaan_id')
    .leftJoin('users as u', 'u.id', 'c.oleh_id')
    .select(['c.id', 'c.respons_id', 'k.tipe_responden', 'p.teks_pertanyaan', 'c.nilai_lama', 'c.nilai_baru', 'c.oleh_nama', 'u.email', 'c.pada', 'c.alasan'])
    .where('k.event_id', '=', eventId)
    .where('r.id', '<=', upToId)
    .$if(!withVoided, (query) => query.where('r.status', '=', ACCEPTED))
    .$if(surveyorId !== undefined, (query) => query.where('r.surveyor_id', '=', surveyorId!))
    .execute();
  const confirmations = await db
    .selectFrom('konfirmasi_respons as f')
    .innerJoin('respons as r', 'r.id', 'f.respons_id')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .leftJoin('users as u', 'u.id', 'f.oleh_id')
    .select(['f.id', 'f.respons_id', 'k.tipe_responden', 'f.oleh_nama', 'u.email', 'f.pada', 'f.catatan'])
    .where('k.event_id', '=', eventId)
    .where('r.id', '<=', upToId)
    .$if(!withVoided, (query) => query.where('r.status', '=', ACCEPTED))
    .$if(surveyorId !== undefined, (query) => query.where('r.surveyor_id', '=', surveyorId!))
    .execute();
  const rows = [
    ...corrections.map((c) => ({
      order: [c.pada, 0, c.id] as const,
      row: { respons_id: c.respons_id, tipe_responden: c.tipe_responden, teks_pertanyaan: c.teks_pertanyaan ?? '(pertanyaan sudah dihapus)', nilai_lama: c.nilai_lama, nilai_baru: c.nilai_baru, oleh: c.oleh_nama, olehEmail: c.email, pada: c.pada, keterangan: c.alasan },
    })),
    ...confirmations.map((f) => ({
      order: [f.pada, 1, f.id] as const,
      row: { respons_id: f.respons_id, tipe_responden: f.tipe_responden, teks_pertanyaan: null, nilai_lama: null, nilai_baru: null, oleh: f.oleh_nama, olehEmail: f.email, pada: f.pada, keterangan: f.catatan },
    })),
  ];
  rows.sort((a, b) => (a.order[0] < b.order[0] ? -1 : a.order[0] > b.order[0] ? 1 : a.order[1] - b.order[1] || a.order[2] - b.order[2]));
  return rows.map(({ row }) => row);
}
