import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Peran } from '../../../src/shared/roles';
import { isInsideArea } from '../../../src/shared/work-area';
import { answersFor, eventInput, submit } from '../helpers/api-fixtures';
import {
  type Fresh,
  type FreshMaker,
  freshEvent,
  freshEventWithKuesioner,
  freshHostKuesioner,
  freshInvite,
  freshKuesioner,
  freshPertanyaan,
  freshReplacedVersion,
  freshRespons,
} from '../helpers/area-fresh';
import {
  adminStats,
  activeEventsInside,
  bundleEvents,
  eventsInside,
  logEntriesInside,
  ownResponsesInside,
  surveyorStats,
  usersInside,
} from '../helpers/area-oracle';
import {
  type AreaWorld,
  buildAreaWorld,
  CALLER_KEYS,
  CALLERS,
  type CallerKey,
  CURRENT_MEMBERS,
  PLACE_KEYS,
  PLACES,
  type PlaceKey,
  sees,
  type SignedInKey,
  TEAM_PLACE,
} from '../helpers/area-world';
import { expectApiError, registeredApiRoutes, routeShape } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * Issue 38, item 9: the role × area × team matrix. Every route that takes an event, a
 * questionnaire, a question, a response or an invite, called for an event in Kota Surabaya (with a
 * required team), one in Kota Bandung and one without a place, by national, provincial (35) and
 * regency (35.78) Admins and Instansi, by Surveyors on, off and removed from the team, by one who
 * joined with an invite code, and by no one. The rule (docs/work-areas.md, docs/event-teams.md):
 * - who the caller is and its role come first: no token 401, a role without the right 403, wherever the event is;
 * - inside the caller's area the role's usual answer (the one tests/server/security/role-matrix.test.ts holds);
 * - outside it 404, as for an event that does not exist, but a submission 403;
 * - on the required team's event a submission from anyone not on the team now is 403, its forms
 *   absent from their offline bundle;
 * - an invite code is a key of its own: reading it is public, and a Surveyor joins or registers
 *   with it wherever its area is (moved to the event's regency when its area missed the event); an
 *   Admin joins only an event inside its own area, 409 otherwise with its area unchanged; revoking
 *   a code is the event's Admins';
 * - a code puts people in its event's regency: an event without a place gets no code (409 to an
 *   Admin who sees it), and a code made before its place was cleared enrols nobody (409).
 * Every refused call stores nothing. The lists across events hold only what lies inside the area,
 * compared with the stored rows filtered in JavaScript (helpers/area-oracle.ts), before and after
 * the whole matrix ran. The routes are walked from the app's own route table: a new route with a
 * parameter fails the suite until it has a row here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Who = Peran | 'none';
/** A status, or for a batch its status with the item's outcome ("200 created", "200 rejected"). */
type Outcome = number | string;
/** What a call must answer, and for some refusals how the message begins. */
interface Expected {
  outcome: Outcome;
  message?: RegExp;
}

interface Call {
  world: AreaWorld;
  who: CallerKey;
  place: PlaceKey;
  fresh: Fresh;
  caller: SignedInUser | undefined;
}

interface Row {
  method: Method;
  /** The route as registered. */
  route: string;
  url(call: Call): string;
  body?(call: Call, ctx: TestContext): unknown;
  fresh?: FreshMaker;
  /** The call is made by a new account of the caller's role and area: it changes the caller (joining a team). */
  freshCaller?: true;
  /** The role's answer inside the area: role-matrix.test.ts's. */
  normal: Record<Who, Outcome>;
  /** A submission: refused with this outcome outside the area, or off the required team. */
  refusedSubmission?: Outcome;
  /** Keyed by an invite code: the code, not the caller's area, decides. */
  anyArea?: true;
  /**
   * Where the event's place refuses a caller who passed the role check and reaches the row
   * (docs/event-teams.md): the refusal, or undefined for the role's usual answer.
   */
  placeRule?(who: CallerKey, place: PlaceKey): Expected | undefined;
  /**
   * A Surveyor reaches only what it collected (the detail and the download follow one rule): the
   * shared response of each event is the member's, so any other Surveyor gets 404 inside the area too.
   */
  ownOnly?: true;
  observe?(response: LightMyRequestResponse): Outcome;
  verify?(response: LightMyRequestResponse, call: Call, ctx: TestContext, body: unknown): Promise<void>;
}

const ADMIN_ONLY: Record<Who, Outcome> = { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 };
const ADMIN_CREATES: Record<Who, Outcome> = { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 };
const EVERY_ROLE: Record<Who, Outcome> = { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 };
const COLLECTORS: Record<Who, Outcome> = { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 };
const REVIEWERS: Record<Who, Outcome> = { none: 401, Admin: 200, Surveyor: 403, Instansi: 200 };

const unique = () => randomUUID().slice(0, 8);
/** An id and an invite code no row has. */
const MISSING_ID = 2_147_483_647;
const MISSING_KODE = 'ZZZZZZZZZZZZZZZZ';
const eventId = ({ world, place }: Call) => world.places[place].survey.event.id;
const kuesionerId = ({ world, place }: Call) => world.places[place].survey.kuesioner.id;
const freshEventId = ({ fresh }: Call) => fresh.event?.id ?? 0;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A code enrols nobody on an event without a place, nor an Admin on an event outside its area (docs/event-teams.md). */
const NO_PLACE: Expected = { outcome: 409, message: /^Event ini belum memiliki kabupaten\/kota/ };
const ADMIN_ELSEWHERE: Expected = { outcome: 409, message: /^Wilayah kerja Anda tidak mencakup event ini/ };
const placeless = (place: PlaceKey) => PLACES[place] === null;

/** The question ids of a questionnaire in the form's order: a valid new order that changes nothing. */
async function questionOrder(ctx: TestContext, id: number): Promise<number[]> {
  const rows = await ctx.db.selectFrom('pertanyaan').select('id').where('kuesioner_id', '=', id).orderBy('urutan').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Where joining or registering with a code leaves an account: the event's place when its area missed the event. */
async function areaOf(ctx: TestContext, userId: number): Promise<string | null> {
  return (await ctx.db.selectFrom('users').select('wilayah_kerja').where('id', '=', userId).executeTakeFirstOrThrow()).wilayah_kerja;
}

// prettier-ignore
const MATRIX: Row[] = [
  // Events
  { method: 'GET', route: '/api/events/:id', url: (call) => `/api/events/${eventId(call)}`, normal: EVERY_ROLE },
  { method: 'PUT', route: '/api/events/:id', fresh: freshEvent, url: (call) => `/api/events/${freshEventId(call)}`,
    body: () => eventInput({ lokasi: 'Surabaya' }), normal: ADMIN_ONLY },
  { method: 'PATCH', route: '/api/events/:id/status', fresh: freshEvent, url: (call) => `/api/events/${freshEventId(call)}/status`,
    body: () => ({ status: 'diarsipkan' }), normal: ADMIN_ONLY },
  { method: 'DELETE', route: '/api/events/:id', fresh: freshEvent, url: (call) => `/api/events/${freshEventId(call)}`, normal: ADMIN_ONLY },
  { method: 'GET', route: '/api/events/:id/kuesioner', url: (call) => `/api/events/${eventId(call)}/kuesioner`, normal: COLLECTORS },
  { method: 'GET', route: '/api/events/:id/analisis', url: (call) => `/api/events/${eventId(call)}/analisis`, normal: EVERY_ROLE },
  { method: 'GET', route: '/api/events/:id/hasil-survei/download', url: (call) => `/api/events/${eventId(call)}/hasil-survei/download`, normal: EVERY_ROLE,
    ownOnly: true },
  { method: 'GET', route: '/api/events/:id/dampak-ekonomi', url: (call) => `/api/events/${eventId(call)}/dampak-ekonomi`, normal: EVERY_ROLE },
  { method: 'GET', route: '/api/events/:id/parameter-ekonomi', url: (call) => `/api/events/${eventId(call)}/parameter-ekonomi`, normal: EVERY_ROLE },
  { method: 'PUT', route: '/api/events/:id/parameter-ekonomi', fresh: freshEventWithKuesioner,
    url: (call) => `/api/events/${freshEventId(call)}/parameter-ekonomi`,
    body: ({ fresh, place }) => ({ wilayah_tuan_rumah: [PLACES[place] ?? '35.78'], segmen: [{ kuesioner_id: fresh.kuesioner?.id, kunjungan: 1000 }] }),
    normal: ADMIN_ONLY },
  { method: 'GET', route: '/api/events/:id/respons', url: (call) => `/api/events/${eventId(call)}/respons`, normal: REVIEWERS },
  { method: 'GET', route: '/api/events/:id/progres', url: (call) => `/api/events/${eventId(call)}/progres`, normal: REVIEWERS },
  // Teams and invites of an event
  { method: 'GET', route: '/api/events/:id/tim', url: (call) => `/api/events/${eventId(call)}/tim`, normal: ADMIN_ONLY },
  { method: 'PUT', route: '/api/events/:id/tim', fresh: freshEvent, url: (call) => `/api/events/${freshEventId(call)}/tim`,
    body: () => ({ wajib: false, anggota: [] }), normal: ADMIN_ONLY },
  { method: 'POST', route: '/api/events/:id/tim/impor', url: (call) => `/api/events/${eventId(call)}/tim/impor`,
    body: () => ({ csv: `Orang Baru,impor-${unique()}@uji.id`, cara: 'undangan' }), normal: ADMIN_ONLY },
  { method: 'POST', route: '/api/events/:id/undangan', url: (call) => `/api/events/${eventId(call)}/undangan`,
    body: () => ({ berlaku_sampai: inDays(2), maks_penggunaan: 5 }), normal: ADMIN_CREATES,
    placeRule: (_who, place) => (placeless(place) ? NO_PLACE : undefined) },
  { method: 'GET', route: '/api/events/:id/undangan', url: (call) => `/api/events/${eventId(call)}/undangan`, normal: ADMIN_ONLY },

  // Questionnaires (the event in the body, or the questionnaire in the path)
  { method: 'POST', route: '/api/kuesioner', url: () => '/api/kuesioner',
    body: (call) => ({ event_id: eventId(call), tipe_responden: `Segmen ${unique()}` }), normal: ADMIN_CREATES },
  { method: 'DELETE', route: '/api/kuesioner/:id', fresh: freshKuesioner, url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}`, normal: ADMIN_ONLY },
  { method: 'GET', route: '/api/kuesioner/:id/pertanyaan', url: (call) => `/api/kuesioner/${kuesionerId(call)}/pertanyaan`, normal: COLLECTORS },
  { method: 'PUT', route: '/api/kuesioner/:id/urutan', url: ({ world, place }) => `/api/kuesioner/${world.places[place].design.id}/urutan`,
    body: async ({ world, place }, ctx) => ({ pertanyaan_ids: await questionOrder(ctx, world.places[place].design.id) }), fresh: freshPertanyaan,
    normal: ADMIN_ONLY },
  { method: 'PUT', route: '/api/kuesioner/:id/target-sampel', url: (call) => `/api/kuesioner/${kuesionerId(call)}/target-sampel`,
    body: () => ({ target_sampel: 150 }), normal: ADMIN_ONLY },
  { method: 'GET', route: '/api/kuesioner/:id/pertanyaan-ekonomi', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi`, normal: ADMIN_ONLY },
  { method: 'POST', route: '/api/kuesioner/:id/pertanyaan-ekonomi', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi`, normal: ADMIN_CREATES },
  { method: 'POST', route: '/api/kuesioner/:id/pertanyaan-ekonomi/perbarui', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi/perbarui`, normal: ADMIN_ONLY },
  { method: 'GET', route: '/api/kuesioner/:id/versi', url: (call) => `/api/kuesioner/${kuesionerId(call)}/versi`, normal: ADMIN_ONLY },
  { method: 'POST', route: '/api/kuesioner/:id/versi/:versi/tarik', fresh: freshReplacedVersion,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/versi/${fresh.versi}/tarik`, normal: ADMIN_ONLY },

  // Questions (the questionnaire in the body, or the question in the path)
  { method: 'POST', route: '/api/pertanyaan', url: () => '/api/pertanyaan',
    body: ({ world, place }) => ({ kuesioner_id: world.places[place].design.id, teks_pertanyaan: 'Berapa orang rombongan Anda?', tipe_jawaban: 'angka' }),
    normal: ADMIN_CREATES },
  { method: 'PUT', route: '/api/pertanyaan/:id', fresh: freshPertanyaan, url: ({ fresh }) => `/api/pertanyaan/${fresh.pertanyaan?.id}`,
    body: () => ({ teks_pertanyaan: 'Bagaimana Anda datang?', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta'] }), normal: ADMIN_ONLY },
  { method: 'DELETE', route: '/api/pertanyaan/:id', fresh: freshPertanyaan, url: ({ fresh }) => `/api/pertanyaan/${fresh.pertanyaan?.id}`, normal: ADMIN_ONLY },

  // Submissions (the questionnaire in the body)
  { method: 'POST', route: '/api/jawaban', url: () => '/api/jawaban', body: ({ world, place }) => answersFor(world.places[place].survey),
    normal: { none: 401, Admin: 201, Surveyor: 201, Instansi: 403 }, refusedSubmission: 403 },
  { method: 'POST', route: '/api/jawaban/batch', url: () => '/api/jawaban/batch',
    body: ({ world, place }) => ({ items: [{ idempotencyKey: randomUUID(), ...answersFor(world.places[place].survey) }] }),
    normal: { none: 401, Admin: '200 created', Surveyor: '200 created', Instansi: 403 }, refusedSubmission: '200 rejected',
    observe: (response) => (response.statusCode === 200 ? `200 ${response.json().results[0].status}` : response.statusCode) },

  // Responses
  { method: 'GET', route: '/api/respons/:id', url: ({ world, place }) => `/api/respons/${world.places[place].responsId}`, normal: EVERY_ROLE, ownOnly: true },
  { method: 'GET', route: '/api/respons/:id/riwayat', url: ({ world, place }) => `/api/respons/${world.places[place].responsId}/riwayat`, normal: REVIEWERS },
  { method: 'PATCH', route: '/api/respons/:id', fresh: freshRespons, url: ({ fresh }) => `/api/respons/${fresh.responsId}`,
    body: () => ({ status: 'dibatalkan', alasan: 'Responden mengisi dua kali' }), normal: ADMIN_ONLY },
  { method: 'POST', route: '/api/respons/:id/konfirmasi', fresh: freshRespons, url: ({ fresh }) => `/api/respons/${fresh.responsId}/konfirmasi`,
    body: () => ({ catatan: 'Sudah dicek.', versi: 1 }), normal: ADMIN_ONLY },
  { method: 'PUT', route: '/api/respons/:id/jawaban/:pertanyaanId', fresh: freshRespons,
    url: ({ fresh, world, place }) => `/api/respons/${fresh.responsId}/jawaban/${world.places[place].survey.questions.teks.id}`,
    body: () => ({ nilai: 'Surabaya', alasan: 'Salah ketik kota.', versi: 1 }), normal: ADMIN_ONLY },

  // Invite codes: the code is the key (docs/event-teams.md)
  { method: 'GET', route: '/api/undangan/:kode', url: ({ world, place }) => `/api/undangan/${world.places[place].kode}`, anyArea: true,
    normal: { none: 200, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'DELETE', route: '/api/undangan/:kode', fresh: freshInvite, url: ({ fresh }) => `/api/undangan/${fresh.kode}`, normal: ADMIN_ONLY },
  // A Surveyor whose area missed the event is moved to the event's regency; an Admin joins only
  // inside its own area; a code of an event without a place enrols nobody (an Instansi is refused first).
  { method: 'POST', route: '/api/undangan/:kode/gabung', fresh: freshInvite, freshCaller: true, anyArea: true,
    url: ({ fresh }) => `/api/undangan/${fresh.kode}/gabung`, normal: { none: 401, Admin: 200, Surveyor: 200, Instansi: 409 },
    placeRule: (who, place) => {
      if (CALLERS[who].peran === 'Instansi') return undefined;
      if (placeless(place)) return NO_PLACE;
      return CALLERS[who].peran === 'Admin' && !sees(who, place) ? ADMIN_ELSEWHERE : undefined;
    },
    verify: async (_response, { caller, who, place }, ctx) => {
      const before = CALLERS[who].area;
      const moved = CALLERS[who].peran === 'Surveyor' && !isInsideArea(before, PLACES[place]);
      expect(await areaOf(ctx, caller?.user.id ?? 0), moved ? 'moved to the event’s regency' : 'the area as it was').toBe(moved ? PLACES[place] : before);
    } },
  { method: 'POST', route: '/api/register', fresh: freshInvite, anyArea: true, url: () => '/api/register',
    // The role and area asked for are ignored: the invite decides both.
    body: ({ fresh }) => ({
      nama: 'Surveyor Harian', email: `harian-${unique()}@uji.id`, password: 'rahasia-harian-1', peran: 'Admin', wilayah_kerja: '11', kode_undangan: fresh.kode,
    }),
    normal: { none: 201, Admin: 201, Surveyor: 201, Instansi: 201 },
    // Registering needs no sign-in: whoever calls, a code of an event without a place registers nobody.
    placeRule: (_who, place) => (placeless(place) ? NO_PLACE : undefined),
    verify: async (_response, { place }, ctx, body) => {
      const email = (body as { email: string }).email;
      const user = await ctx.db.selectFrom('users').select(['peran', 'status_akun', 'wilayah_kerja']).where('email', '=', email).executeTakeFirst();
      expect(user).toEqual({ peran: 'Surveyor', status_akun: 'aktif', wilayah_kerja: PLACES[place] });
    } },
];

/** Routes that take an event, questionnaire or invite in their body: each must have a row too. */
const BODY_ROUTES = ['POST /api/kuesioner', 'POST /api/pertanyaan', 'POST /api/jawaban', 'POST /api/jawaban/batch', 'POST /api/register'];
/** Routes with a parameter that is no event, questionnaire, question, response or invite: accounts (tests/server/work-areas/work-areas.test.ts). */
const NOT_OF_AN_EVENT = /^[A-Z]+ \/api\/users\//;

/** What a caller must get for a row in a place: the rule of this file's header. */
function expectedOutcome(row: Row, who: CallerKey, place: PlaceKey): Expected {
  const { peran } = CALLERS[who];
  const normal = row.normal[peran ?? 'none'];
  if (normal === 401 || normal === 403) return { outcome: normal };
  if (row.refusedSubmission !== undefined) {
    const offTeam = place === TEAM_PLACE && !CURRENT_MEMBERS.includes(who);
    return { outcome: !sees(who, place) || offTeam ? row.refusedSubmission : normal };
  }
  if (!row.anyArea) {
    if (!sees(who, place)) return { outcome: 404 };
    if (row.ownOnly && peran === 'Surveyor' && who !== 'member') return { outcome: 404 };
  }
  return row.placeRule?.(who, place) ?? { outcome: normal };
}

const isRefusal = (outcome: Outcome) => (typeof outcome === 'number' ? outcome >= 400 : outcome.endsWith('rejected'));

/** Every stored table's count, the log's included: a refused call changes none. */
async function storedCounts(ctx: TestContext): Promise<Record<string, number>> {
  const { rows } = await sql<{ count: number }>`select count(*) as count from log_aktivitas`.execute(ctx.db);
  return { ...(await ctx.tableCounts()), log_aktivitas: Number(rows[0].count) };
}

describeOnEachDatabase('Area matrix: role × work area × team over every route of an event', (ctx) => {
  let world: AreaWorld;

  beforeAll(async () => {
    world = await buildAreaWorld(ctx());
  });

  it('has a row for every route with an event, questionnaire, question, response or invite, and none the app does not serve', () => {
    const inApp = registeredApiRoutes(ctx().app).map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${routeShape(path)}`;
    });
    const inMatrix = MATRIX.map((row) => `${row.method} ${routeShape(row.route)}`);
    const withParameter = inApp.filter((route) => route.includes(':') && !NOT_OF_AN_EVENT.test(route));
    expect(withParameter.length).toBeGreaterThan(30);
    expect([...withParameter, ...BODY_ROUTES].filter((route) => !inMatrix.includes(route)), 'routes missing from the area matrix').toEqual([]);
    expect(inMatrix.filter((route) => !inApp.includes(route)), 'rows of routes the app does not serve').toEqual([]);
  });

  describe('lists hold only what lies inside the area (before the matrix)', () => {
    listChecks(() => ctx(), () => world);
  });

  for (const row of MATRIX) {
    describe(`${row.method} ${row.route}`, () => {
      for (const place of PLACE_KEYS) {
        for (const who of CALLER_KEYS) {
          const { outcome, message } = expectedOutcome(row, who, place);
          it(`${who} on the ${place} event -> ${outcome}`, async () => {
            const fresh = row.fresh ? await row.fresh(ctx(), world, place) : {};
            let caller: SignedInUser | undefined;
            if (who !== 'anonymous') {
              if (row.freshCaller) {
                caller = await ctx().createUser(CALLERS[who].peran as Peran, { wilayah_kerja: CALLERS[who].area });
              } else {
                caller = world.users[who as SignedInKey];
              }
            }
            const call: Call = { world, who, place, fresh, caller };
            const body = await row.body?.(call, ctx());
            const before = await storedCounts(ctx());
            const response = await ctx().app.inject({
              method: row.method,
              url: row.url(call),
              headers: { ...caller?.auth, ...(row.route === '/api/jawaban' ? { 'idempotency-key': randomUUID() } : {}) },
              ...(body === undefined ? {} : { payload: body as object }),
            });
            const seen = row.observe ? row.observe(response) : response.statusCode;
            expect({ outcome: seen, body: seen === outcome ? '' : response.body.slice(0, 300) }).toEqual({ outcome, body: '' });
            if (isRefusal(outcome)) {
              if (typeof outcome === 'number') expectApiError(response, outcome);
              if (message) expect(response.json().message).toMatch(message);
              expect(await storedCounts(ctx()), 'a refused call stores nothing').toEqual(before);
              // A refused join changes no row's count, but could still have moved the caller.
              if (row.freshCaller && caller) expect(await areaOf(ctx(), caller.user.id), 'a refused call leaves the area as it was').toBe(CALLERS[who].area);
              if (outcome === 404 && !sees(who, place)) await expectAsMissing(row, call, body, response);
            } else {
              await row.verify?.(response, call, ctx(), body);
            }
          });
        }
      }
    });
  }

  /** Outside the area, the answer is the one for a row that does not exist: the same status, code and message. */
  async function expectAsMissing(row: Row, call: Call, body: unknown, outside: LightMyRequestResponse) {
    const url = row.url(call);
    const missingUrl = url.replace(/^(\/api\/[a-z-]+\/)(\d+|[0-9A-Z]{16})(?=\/|$)/, (_match, head: string, target: string) => `${head}${/^\d+$/.test(target) ? MISSING_ID : MISSING_KODE}`);
    if (missingUrl === url) return;
    const missing = await ctx().app.inject({
      method: row.method,
      url: missingUrl,
      headers: { ...call.caller?.auth },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...(response.json() as object) });
    expect(answer(outside), `${url} outside the area answers as ${missingUrl}`).toEqual(answer(missing));
  }

  describe('lists hold only what lies inside the area (after every call of the matrix)', () => {
    listChecks(() => ctx(), () => world);
  });

  describe("a removed member's offline survey", () => {
    const collectedAt = (offsetMs: number) => new Date(Date.parse(world.removedAt) + offsetMs).toISOString();

    it('collected before its removal is accepted; one collected after is refused with 403 and stores nothing', async () => {
      const survey = world.places[TEAM_PLACE].survey;
      const member = world.users.removedMember;
      const early = await submit(ctx(), member, { ...answersFor(survey), diisiPada: collectedAt(-5 * 60_000) });
      expect(early.statusCode, early.body).toBe(201);
      const before = await storedCounts(ctx());
      const late = await submit(ctx(), member, { ...answersFor(survey), diisiPada: collectedAt(60_000) });
      expectApiError(late, 403, 'FORBIDDEN');
      expect(late.json().message).toMatch(/^Anda sudah dikeluarkan dari tim survei event ini/);
      expect(await storedCounts(ctx())).toEqual(before);
    });

    it('is still absent from the offline bundle, though its earlier survey was taken', async () => {
      const bundle = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: world.users.removedMember.auth });
      expect(bundle.statusCode).toBe(200);
      expect((bundle.json().events as { id: number }[]).map((event) => event.id)).not.toContain(world.places[TEAM_PLACE].survey.event.id);
    });
  });

  // The register's totals for a provincial Instansi equal the sum of its own events' reports:
  // tests/server/work-areas/read-scope.test.ts ("gives a provincial Instansi totals equal to the sum
  // of its own events' reports") proves it on both databases with events measured in full; here
  // the register only lists, so its rows are checked above.
});

/** Every list across events, for every caller allowed to read it, against the stored rows (helpers/area-oracle.ts). */
function listChecks(ctx: () => TestContext, world: () => AreaWorld) {
  const signedIn = CALLER_KEYS.filter((who): who is SignedInKey => who !== 'anonymous');
  const roleOf = (who: SignedInKey) => CALLERS[who].peran as Peran;
  const get = (who: SignedInKey, url: string) => ctx().app.inject({ method: 'GET', url, headers: world().users[who].auth });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json();
  };

  for (const who of signedIn) {
    const area = CALLERS[who].area;
    describe(who, () => {
      it('GET /api/events: every event inside the area, none outside', async () => {
        const listed = (ok(await get(who, '/api/events')) as { id: number }[]).map((event) => event.id).sort((a, b) => a - b);
        expect(listed).toEqual(await eventsInside(ctx(), area));
      });

      it('GET /api/dampak-ekonomi: the register lists only the events inside the area', async () => {
        const ids: number[] = [];
        for (let halaman = 1; ; halaman += 1) {
          const page = ok(await get(who, `/api/dampak-ekonomi?per_halaman=200&halaman=${halaman}`)) as { data: { event_id: number }[]; total: number };
          ids.push(...page.data.map((row) => row.event_id));
          if (page.data.length === 0 || ids.length >= page.total) break;
        }
        expect(ids.sort((a, b) => a - b)).toEqual(await eventsInside(ctx(), area));
      });

      it('GET /api/me/stats: counts only what lies inside the area', async () => {
        const stats = ok(await get(who, '/api/me/stats'));
        if (roleOf(who) === 'Admin') expect(stats).toEqual(await adminStats(ctx(), area));
        else if (roleOf(who) === 'Surveyor') expect(stats).toEqual(await surveyorStats(ctx(), world().users[who].user.id, area));
        else expect(stats).toEqual({});
      });

      if (roleOf(who) !== 'Instansi') {
        it('GET /api/me/respons: its own responses to events inside the area only', async () => {
          const page = ok(await get(who, '/api/me/respons?per_halaman=200')) as { data: { id: number }[]; total: number };
          expect(page.total).toBe(page.data.length);
          expect(page.data.map((item) => item.id).sort((a, b) => a - b)).toEqual(await ownResponsesInside(ctx(), world().users[who].user.id, area));
        });

        it('GET /api/me/respons?event_id= of an event outside the area shows nothing of it', async () => {
          for (const place of PLACE_KEYS.filter((candidate) => !sees(who, candidate))) {
            const response = await get(who, `/api/me/respons?event_id=${world().places[place].survey.event.id}`);
            if (response.statusCode === 404) continue;
            expect({ place, items: ok(response).data }).toEqual({ place, items: [] });
          }
        });

        it('GET /api/offline-bundle: the active events inside the area, without a required team it is not on', async () => {
          const bundle = ok(await get(who, '/api/offline-bundle')) as { events: { id: number }[] };
          const ids = bundle.events.map((event) => event.id).sort((a, b) => a - b);
          expect(ids).toEqual(await bundleEvents(ctx(), world().users[who].user.id, area));
          const teamEvent = world().places[TEAM_PLACE].survey.event.id;
          expect(ids.includes(teamEvent), 'the required team event is in the bundle of its current members only').toBe(CURRENT_MEMBERS.includes(who));
        });
      }

      if (roleOf(who) !== 'Surveyor') {
        it('GET /api/progres?aktif=1: the active events inside the area only', async () => {
          const progress = ok(await get(who, '/api/progres?aktif=1')) as { events: { event_id: number }[] };
          expect(progress.events.map((event) => event.event_id).sort((a, b) => a - b)).toEqual(await activeEventsInside(ctx(), area));
        });
      }

      if (roleOf(who) === 'Admin') {
        it('GET /api/users: the accounts inside the area only', async () => {
          const users = ok(await get(who, '/api/users')) as { id: number }[];
          expect(users.map((user) => user.id).sort((a, b) => a - b)).toEqual(await usersInside(ctx(), area));
        });

        it('GET /api/log-aktivitas: the entries of its area only (the target or the actor inside it)', async () => {
          const ids: number[] = [];
          for (let halaman = 1; ; halaman += 1) {
            const page = ok(await get(who, `/api/log-aktivitas?per_halaman=200&halaman=${halaman}`)) as { data: { id: number }[]; total: number };
            ids.push(...page.data.map((entry) => entry.id));
            if (page.data.length === 0 || ids.length >= page.total) break;
          }
          // Entries appended after the page was read (none: nothing else runs meanwhile) would only be missing, never extra.
          expect(ids.sort((a, b) => a - b)).toEqual(await logEntriesInside(ctx(), area));
        });
      }
    });
  }

  it('anonymous: every list is 401', async () => {
    for (const url of ['/api/events', '/api/me/respons', '/api/dampak-ekonomi', '/api/log-aktivitas', '/api/users', '/api/progres?aktif=1', '/api/me/stats', '/api/offline-bundle']) {
      expectApiError(await ctx().app.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
  });
}
