import { todayInZone } from '../../../src/shared/report-time-zone';
import { isInsideArea } from '../../../src/shared/work-area';
import type { TestContext } from './test-app';

/**
 * What each list across events must hold for a caller, worked out from the stored rows with the
 * one rule of docs/work-areas.md (shared/work-area.ts isInsideArea) in JavaScript, apart from the
 * server's SQL: the area matrix compares every list with it (tests/server/security/area-matrix.test.ts).
 */

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

interface EventRow {
  id: number;
  wilayah: string | null;
  status: string;
  tim_wajib: number;
}

async function events(ctx: TestContext): Promise<EventRow[]> {
  return ctx.db.selectFrom('events').select(['id', 'wilayah', 'status', 'tim_wajib']).execute();
}

/** Every event inside the area (GET /api/events, the register). */
export async function eventsInside(ctx: TestContext, area: string | null): Promise<number[]> {
  return sorted((await events(ctx)).filter((event) => isInsideArea(area, event.wilayah)).map((event) => event.id));
}

/** The active events inside the area (GET /api/progres?aktif=1). */
export async function activeEventsInside(ctx: TestContext, area: string | null): Promise<number[]> {
  return sorted((await events(ctx)).filter((event) => event.status === 'aktif' && isInsideArea(area, event.wilayah)).map((event) => event.id));
}

/** The offline bundle's events: active, inside the area, and not of a required team the user is not on now (docs/event-teams.md). */
export async function bundleEvents(ctx: TestContext, userId: number, area: string | null): Promise<number[]> {
  const memberOf = new Set(
    (await ctx.db.selectFrom('anggota_tim').select('event_id').where('user_id', '=', userId).where('dihapus_pada', 'is', null).execute()).map((row) => row.event_id),
  );
  return sorted(
    (await events(ctx))
      .filter((event) => event.status === 'aktif' && isInsideArea(area, event.wilayah) && (event.tim_wajib === 0 || memberOf.has(event.id)))
      .map((event) => event.id),
  );
}

interface ResponseRow {
  id: number;
  surveyor_id: number | null;
  status: string;
  diisi_pada: string;
  wilayah: string | null;
  event_id: number;
}

async function responses(ctx: TestContext): Promise<ResponseRow[]> {
  return ctx.db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .innerJoin('events as e', 'e.id', 'k.event_id')
    .select(['r.id', 'r.surveyor_id', 'r.status', 'r.diisi_pada', 'e.wilayah', 'e.id as event_id'])
    .execute();
}

/** The user's own responses to events inside its area (GET /api/me/respons). */
export async function ownResponsesInside(ctx: TestContext, userId: number, area: string | null): Promise<number[]> {
  return sorted((await responses(ctx)).filter((row) => row.surveyor_id === userId && isInsideArea(area, row.wilayah)).map((row) => row.id));
}

/** The accounts inside the area (GET /api/users): their work area lies inside it. */
export async function usersInside(ctx: TestContext, area: string | null): Promise<number[]> {
  const rows = await ctx.db.selectFrom('users').select(['id', 'wilayah_kerja']).execute();
  return sorted(rows.filter((row) => isInsideArea(area, row.wilayah_kerja)).map((row) => row.id));
}

/** The log entries a regional Admin reads: the target's place or the actor's area inside its own (docs/activity-log.md). */
export async function logEntriesInside(ctx: TestContext, area: string | null): Promise<number[]> {
  const rows = await ctx.db.selectFrom('log_aktivitas').select(['id', 'wilayah', 'pelaku_wilayah']).execute();
  return sorted(rows.filter((row) => isInsideArea(area, row.wilayah) || isInsideArea(area, row.pelaku_wilayah)).map((row) => row.id));
}

/** GET /api/me/stats of an Admin: its accounts, active events and their accepted responses, today's among them. */
export async function adminStats(ctx: TestContext, area: string | null) {
  const today = todayInZone('Asia/Jakarta');
  const accepted = (await responses(ctx)).filter((row) => row.status === 'diterima' && isInsideArea(area, row.wilayah));
  return {
    total_pengguna: (await usersInside(ctx, area)).length,
    total_event_aktif: (await activeEventsInside(ctx, area)).length,
    total_data_survei: accepted.length,
    data_survei_hari_ini: accepted.filter((row) => row.diisi_pada >= today.from && row.diisi_pada < today.to).length,
  };
}

/** GET /api/me/stats of a Surveyor: its accepted responses to events inside its area, and their events. */
export async function surveyorStats(ctx: TestContext, userId: number, area: string | null) {
  const own = (await responses(ctx)).filter((row) => row.surveyor_id === userId && row.status === 'diterima' && isInsideArea(area, row.wilayah));
  return { total_survei: own.length, total_event: new Set(own.map((row) => row.event_id)).size };
}
