import { expect } from 'vitest';
import { newInviteCode } from '../../../src/server/membership/invite-code';
import { insertInvite } from '../../../src/server/membership/invites.repo';
import { nextDate, startOfDateInZone } from '../../../src/shared/report-time-zone';
import type { Peran } from '../../../src/shared/roles';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import { isInsideArea } from '../../../src/shared/work-area';
import { answersFor, createEvent, createKuesioner, createPertanyaan, submit, type SurveyFixture } from './api-fixtures';
import type { SignedInUser, TestContext } from './test-app';

/**
 * The people and places of the role × area × team matrix (tests/server/security/area-matrix.test.ts,
 * docs/work-areas.md, docs/event-teams.md), built through the real API: three events, one in Kota
 * Surabaya with a required team, one in Kota Bandung, one without a place; Admins and Instansi of
 * the nation, of Jawa Timur and of Kota Surabaya; Surveyors on, off and removed from the team, and
 * one who joined it by invite code. The placeless event's codes are stored directly: the API makes
 * none for an event without a place, so they stand for codes made before its place was cleared.
 */

export type PlaceKey = 'surabaya' | 'bandung' | 'placeless';
/** Each event's place (`events.wilayah`). */
export const PLACES: Record<PlaceKey, string | null> = { surabaya: '35.78', bandung: '32.73', placeless: null };
export const PLACE_KEYS = Object.keys(PLACES) as PlaceKey[];
/** The event whose team is required (wajib true). */
export const TEAM_PLACE: PlaceKey = 'surabaya';

export type CallerKey =
  | 'nationalAdmin'
  | 'provincialAdmin'
  | 'regencyAdmin'
  | 'nationalInstansi'
  | 'provincialInstansi'
  | 'regencyInstansi'
  | 'member'
  | 'nonMember'
  | 'removedMember'
  | 'invitee'
  | 'anonymous';
export type SignedInKey = Exclude<CallerKey, 'anonymous'>;

/** Each caller's role and work area as the matrix runs (the member and the invitee got theirs below). */
export const CALLERS: Record<CallerKey, { peran: Peran | null; area: string | null }> = {
  nationalAdmin: { peran: 'Admin', area: null },
  provincialAdmin: { peran: 'Admin', area: '35' },
  regencyAdmin: { peran: 'Admin', area: '35.78' },
  nationalInstansi: { peran: 'Instansi', area: null },
  provincialInstansi: { peran: 'Instansi', area: '35' },
  regencyInstansi: { peran: 'Instansi', area: '35.78' },
  member: { peran: 'Surveyor', area: '35.78' },
  nonMember: { peran: 'Surveyor', area: '35.78' },
  removedMember: { peran: 'Surveyor', area: '35.78' },
  invitee: { peran: 'Surveyor', area: '35.78' },
  anonymous: { peran: null, area: null },
};
export const CALLER_KEYS = Object.keys(CALLERS) as CallerKey[];
/** The callers on the required team now (the collector too, who is no caller). */
export const CURRENT_MEMBERS: readonly CallerKey[] = ['member', 'invitee'];

export const sees = (who: CallerKey, place: PlaceKey) => isInsideArea(CALLERS[who].area, PLACES[place]);

export interface PlaceFixture {
  /** The event, its questionnaire with one question of each of four types, as answersFor takes it. */
  survey: SurveyFixture;
  /** A second questionnaire of the event that receives the questions the matrix makes and orders. */
  design: Kuesioner;
  /** One response, collected by the member while it was still national. */
  responsId: number;
  /** An invite code to the event, of many uses, still valid (for the placeless event: see placelessInvite). */
  kode: string;
}

export interface AreaWorld {
  users: Record<SignedInKey, SignedInUser>;
  /** A national Surveyor on the required team: collects the responses the matrix reviews. */
  collector: SignedInUser;
  places: Record<PlaceKey, PlaceFixture>;
  /** When the removed member left the team. */
  removedAt: string;
}

const HOUR = 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);

export function expectStatus(response: { statusCode: number; body: string }, status: number): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
}

/** An invite code to the event, made by the national Admin. */
export async function makeInvite(ctx: TestContext, admin: SignedInUser, eventId: number, uses = 1000): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/undangan`,
    headers: admin.auth,
    payload: { berlaku_sampai: inDays(30), maks_penggunaan: uses },
  });
  expectStatus(response, 201);
  return response.json().kode;
}

/**
 * An invite code to an event without a place, stored directly as the API would have stored it: the
 * API refuses to make one (409), so this is a code made before the event's place was cleared,
 * which joining and registering must refuse too (docs/event-teams.md).
 */
export async function placelessInvite(ctx: TestContext, admin: SignedInUser, eventId: number, uses = 1000): Promise<string> {
  const berlakuSampai = inDays(30);
  const row = await insertInvite(ctx.db, {
    kode: newInviteCode(),
    event_id: eventId,
    dibuat_oleh: admin.user.id,
    berlaku_sampai: berlakuSampai,
    kedaluwarsa_pada: startOfDateInZone(nextDate(berlakuSampai), 'Asia/Jakarta'),
    maks_penggunaan: uses,
    dibuat_pada: new Date().toISOString(),
  });
  return row.kode;
}

/** An invite code to the place's event: through the API, or stored directly for the placeless event. */
export function inviteTo(ctx: TestContext, admin: SignedInUser, place: PlaceKey, eventId: number, uses = 1000): Promise<string> {
  return PLACES[place] === null ? placelessInvite(ctx, admin, eventId, uses) : makeInvite(ctx, admin, eventId, uses);
}

async function putTeam(ctx: TestContext, admin: SignedInUser, eventId: number, members: SignedInUser[]): Promise<void> {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/tim`,
    headers: admin.auth,
    payload: { wajib: true, anggota: members.map(({ user }) => ({ user_id: user.id })) },
  });
  expectStatus(response, 200);
}

async function buildPlace(ctx: TestContext, admin: SignedInUser, place: PlaceKey): Promise<Omit<PlaceFixture, 'responsId'>> {
  const wilayah = PLACES[place];
  const event = await createEvent(ctx, admin, { nama_event: `Kejuaraan ${place}`, ...(wilayah ? { wilayah } : {}) });
  expect(event.wilayah).toBe(wilayah);
  const kuesioner = await createKuesioner(ctx, admin, event.id);
  const questions = {
    teks: await createPertanyaan(ctx, admin, kuesioner.id, 'Dari kota mana Anda datang?', 'teks'),
    angka: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa malam Anda menginap?', 'angka'),
    nominal: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa pengeluaran Anda?', 'nominal'),
    ya_tidak: await createPertanyaan(ctx, admin, kuesioner.id, 'Apakah Anda puas?', 'ya_tidak'),
  };
  const design = await createKuesioner(ctx, admin, event.id, 'Perancang');
  return { survey: { event, kuesioner, questions }, design, kode: await inviteTo(ctx, admin, place, event.id) };
}

export async function buildAreaWorld(ctx: TestContext): Promise<AreaWorld> {
  const user = (key: SignedInKey, area = CALLERS[key].area) => ctx.createUser(CALLERS[key].peran as Peran, { wilayah_kerja: area });
  const users = {
    nationalAdmin: await user('nationalAdmin'),
    provincialAdmin: await user('provincialAdmin'),
    regencyAdmin: await user('regencyAdmin'),
    nationalInstansi: await user('nationalInstansi'),
    provincialInstansi: await user('provincialInstansi'),
    regencyInstansi: await user('regencyInstansi'),
    // National while it collects in every place; narrowed to Kota Surabaya below.
    member: await user('member', null),
    nonMember: await user('nonMember'),
    removedMember: await user('removedMember'),
    // Of Kota Bandung until the code moves it to the event's regency.
    invitee: await user('invitee', '32.73'),
  };
  const collector = await ctx.createUser('Surveyor');
  const admin = users.nationalAdmin;
  const built = {} as Record<PlaceKey, Omit<PlaceFixture, 'responsId'>>;
  for (const place of PLACE_KEYS) built[place] = await buildPlace(ctx, admin, place);

  const team = built[TEAM_PLACE].survey;
  await putTeam(ctx, admin, team.event.id, [users.member, users.removedMember, collector]);
  // Made an hour ago, so a collection time within that hour is believed (answers/collection-time.ts).
  await ctx.db.updateTable('kuesioner').set({ created_at: new Date(Date.now() - HOUR).toISOString() }).where('id', '=', team.kuesioner.id).execute();

  const places = {} as Record<PlaceKey, PlaceFixture>;
  for (const place of PLACE_KEYS) {
    const response = await submit(ctx, users.member, answersFor(built[place].survey));
    expectStatus(response, 201);
    places[place] = { ...built[place], responsId: response.json().id };
  }

  await putTeam(ctx, admin, team.event.id, [users.member, collector]);
  const removed = await ctx.db
    .selectFrom('anggota_tim')
    .select('dihapus_pada')
    .where('event_id', '=', team.event.id)
    .where('user_id', '=', users.removedMember.user.id)
    .executeTakeFirstOrThrow();
  if (!removed.dihapus_pada) throw new Error('the removed member is still on the team');

  const joined = await ctx.app.inject({ method: 'POST', url: `/api/undangan/${places[TEAM_PLACE].kode}/gabung`, headers: users.invitee.auth });
  expectStatus(joined, 200);
  const narrowed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${users.member.user.id}`,
    headers: admin.auth,
    payload: { nama: users.member.user.nama, email: users.member.user.email, peran: 'Surveyor', wilayah_kerja: CALLERS.member.area },
  });
  expectStatus(narrowed, 200);
  for (const key of Object.keys(users) as SignedInKey[]) {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: users[key].auth });
    expect({ key, area: me.json().wilayah_kerja }).toEqual({ key, area: CALLERS[key].area });
  }
  return { users, collector, places, removedAt: removed.dihapus_pada };
}
