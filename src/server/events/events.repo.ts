import { type Kysely, sql } from 'kysely';
import type { Event, EventStatus, ParsedEventInput } from '../../shared/schemas/events';
import type { DatabaseKind } from '../../shared/database-kind';
import { groupBy } from '../../shared/group-by';
import { isAnyOf } from '../db/any-of';
import { isVoided } from '../db/derived';
import { inTransaction } from '../db/in-transaction';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { findOrCreateKategori } from '../kategori/kategori.repo';
import { eventInArea, type Viewer } from '../work-areas/area-rule';

function selectEvents(db: Kysely<Database>) {
  return db
    .selectFrom('events')
    .leftJoin('kategori_olahraga', 'kategori_olahraga.id', 'events.kategori_olahraga_id')
    .select((eb) => [
      'events.id',
      'events.nama_event',
      'events.lokasi',
      'events.tanggal_mulai',
      'events.tanggal_selesai',
      'events.deskripsi',
      'events.jumlah_peserta',
      'events.skala_event',
      'events.kategori_olahraga_id',
      'kategori_olahraga.nama_cabor',
      'events.status',
      'events.wilayah',
      // Accepted responses, from the running summaries: a voided one no longer counts.
      eb
        .selectFrom('ringkasan_kuesioner')
        .innerJoin('kuesioner', 'kuesioner.id', 'ringkasan_kuesioner.kuesioner_id')
        .whereRef('kuesioner.event_id', '=', 'events.id')
        .select((sum) => sum.fn.sum<number>('ringkasan_kuesioner.jumlah_respons').as('count'))
        .as('jumlah_respons'),
      eb
        .selectFrom('respons')
        .innerJoin('kuesioner', 'kuesioner.id', 'respons.kuesioner_id')
        .whereRef('kuesioner.event_id', '=', 'events.id')
        .where(isVoided('respons.status'))
        .select((count) => count.fn.countAll<number>().as('count'))
        .as('jumlah_dibatalkan'),
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

function selectSponsors(db: Kysely<Database>) {
  return db.selectFrom('event_sponsors').select(['event_id', 'nama_sponsor']).orderBy('event_id').orderBy('urutan');
}

/** The rows with their sponsors, which `sponsorsQuery` reads for exactly those rows. */
async function withSponsors(rows: EventRow[], sponsorsQuery: ReturnType<typeof selectSponsors>): Promise<Event[]> {
  if (rows.length === 0) return [];
  const sponsors = await sponsorsQuery.execute();
  const byEvent = groupBy(sponsors, (sponsor) => sponsor.event_id);
  return rows.map((row) => ({
    ...row,
    jumlah_respons: Number(row.jumlah_respons ?? 0),
    jumlah_dibatalkan: Number(row.jumlah_dibatalkan ?? 0),
    sponsors: (byEvent.get(row.id) ?? []).map((sponsor) => sponsor.nama_sponsor),
  }));
}

/** Newest start date first: the order of every event list (docs/api.md#events). */
export async function listEvents(db: Kysely<Database>, kind: DatabaseKind, viewer: Viewer, status?: EventStatus): Promise<Event[]> {
  let query = selectEvents(db).where(eventInArea(viewer));
  if (status) query = query.where('events.status', '=', status);
  const rows = await query.orderBy('events.tanggal_mulai', 'desc').orderBy('events.id', 'desc').execute();
  const ids = rows.map((row) => row.id);
  return withSponsors(rows, selectSponsors(db).where(isAnyOf(kind, 'event_id', ids)));
}

/** The ids of the active events in the viewer's area, oldest first: the Admin dashboard's progress cards. */
export async function listActiveEventIds(db: Kysely<Database>, viewer: Viewer): Promise<number[]> {
  const rows = await db.selectFrom('events').select('id').where('status', '=', 'aktif').where(eventInArea(viewer)).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function findEvent(db: Kysely<Database>, id: number, viewer: Viewer): Promise<Event | undefined> {
  const row = await selectEvents(db).where('events.id', '=', id).where(eventInArea(viewer)).executeTakeFirst();
  return row ? (await withSponsors([row], selectSponsors(db).where('event_id', '=', id)))[0] : undefined;
}

export async function eventExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether the event exists and lies in the viewer's area (docs/work-areas.md). */
export async function isEventVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').where('id', '=', id).where(eventInArea(viewer)).executeTakeFirst();
  return row !== undefined;
}

/** Blank names dropped, repeats kept once, in the order given. */
function distinctSponsors(sponsors: string[]): string[] {
  return [...new Set(sponsors.map((name) => name.trim()).filter(Boolean))];
}

async function resolveKategori(db: Kysely<Database>, input: ParsedEventInput): Promise<number | null> {
  if (input.kategori_olahraga_id) return input.kategori_olahraga_id;
  if (input.nama_kategori_baru) return findOrCreateKategori(db, input.nama_kategori_baru);
  return null;
}

async function replaceSponsors(db: Kysely<Database>, eventId: number, sponsors: string[]) {
  await db.deleteFrom('event_sponsors').where('event_id', '=', eventId).execute();
  const names = distinctSponsors(sponsors);
  if (names.length === 0) return;
  await db
    .insertInto('event_sponsors')
    .values(names.map((nama_sponsor, index) => ({ event_id: eventId, urutan: index + 1, nama_sponsor })))
    .execute();
}

function eventColumns(input: ParsedEventInput, kategoriId: number | null) {
  return {
    nama_event: input.nama_event,
    lokasi: input.lokasi,
    tanggal_mulai: input.tanggal_mulai,
    tanggal_selesai: input.tanggal_selesai,
    deskripsi: input.deskripsi || null,
    jumlah_peserta: input.jumlah_peserta ?? null,
    skala_event: input.skala_event,
    kategori_olahraga_id: kategoriId,
    // Undefined on an edit that did not send it: the column is left as it is.
    ...(input.wilayah !== undefined ? { wilayah: input.wilayah } : {}),
  };
}

export async function createEvent(db: Kysely<Database>, input: ParsedEventInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('events')
      .values({
        ...eventColumns(input, await resolveKategori(trx, input)),
        status: input.status ?? 'aktif',
        diarsipkan_pada: input.status === 'diarsipkan' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceSponsors(trx, id, input.sponsors);
    return id;
  });
}

/**
 * The event row is updated first: on PostgreSQL its row lock makes a concurrent edit of the same
 * event wait, so the sponsors of two edits are never mixed. False when the event does not exist.
 */
export async function updateEvent(db: Kysely<Database>, id: number, input: ParsedEventInput): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('events')
      .set({
        ...eventColumns(input, await resolveKategori(trx, input)),
        ...(input.status ? { status: input.status, diarsipkan_pada: archivedAt(input.status, nowIso()) } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await replaceSponsors(trx, id, input.sponsors);
    return true;
  });
}

/**
 * When the event counts as archived after a change to `status`: an event saved as archived while
 * it already was keeps its time, an active one has none (answers.service.ts reads it).
 */
function archivedAt(status: EventStatus, now: string) {
  return status === 'diarsipkan' ? sql<string | null>`coalesce(diarsipkan_pada, ${now})` : sql<string | null>`null`;
}

export async function setEventStatus(db: Kysely<Database>, id: number, status: EventStatus): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('events')
    .set({ status, diarsipkan_pada: archivedAt(status, now), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes the event with everything collected for it, in one transaction. The schema refuses to
 * drop responses as a side effect, so they are removed here on purpose, and counted for the answer.
 * Undefined when the event does not exist.
 */
export async function deleteEvent(db: Kysely<Database>, id: number): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await eventExists(trx, id))) return undefined;
    const kuesionerIds = trx.selectFrom('kuesioner').select('id').where('event_id', '=', id);
    const responsIds = trx.selectFrom('respons').select('id').where('kuesioner_id', 'in', kuesionerIds);
    await trx.deleteFrom('jawaban').where('respons_id', 'in', responsIds).execute();
    const deleted = await trx.deleteFrom('respons').where('kuesioner_id', 'in', kuesionerIds).executeTakeFirst();
    await trx.deleteFrom('events').where('id', '=', id).execute();
    return Number(deleted.numDeletedRows);
  });
}
