import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Peran } from '../../../src/shared/roles';
import { logAktivitasListSchema } from '../../../src/shared/schemas/activity-log';
import { tarikVersiResponseSchema, versiFormulirListSchema } from '../../../src/shared/schemas/form-versions';
import { dampakEkonomiSchema } from '../../../src/shared/schemas/economic-impact';
import { impactRegisterResponseSchema } from '../../../src/shared/schemas/impact-register';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import {
  answersFor,
  createEvent,
  createKuesioner,
  createPertanyaan,
  createSurvey,
  eventInput,
  submit,
  type SurveyFixture,
} from '../helpers/api-fixtures';
import { settleHandedOutVersions } from '../form-versions/settled-versions';
import { expectApiError, isRouteRegistered, registeredApiRoutes, routeShape } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';

/**
 * The whole access policy of the API in one table: every endpoint, called with a valid body and
 * existing ids by no one, an Admin, a Surveyor and an Instansi, and the status each must get.
 * Admin: everything. Surveyor: reads events, categories, questionnaires and questions; submits
 * answers; reads analysis, downloads, the offline bundle, its own stats and its own responses
 * (/me/respons). Instansi: reads events, categories, analysis, downloads, the economic-impact
 * report and its parameters, an event's responses, their status history and field progress (Data
 * Survei), and its own stats ({}); nothing else. Every role reads the economic-impact report and
 * parameters; only an Admin sets them, adds the ready-made question set, voids or restores a
 * response and sets a sample target. No token: 401 everywhere but health, login and register.
 */

type Caller = 'none' | Peran;
const CALLERS: readonly Caller[] = ['none', 'Admin', 'Surveyor', 'Instansi'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Shared {
  users: Record<Peran, SignedInUser>;
  /** An event with one questionnaire of four questions and one response already collected. */
  survey: SurveyFixture;
  /** That response, collected by the Surveyor. */
  responsId: number;
  /** An event in Kota Surabaya for the invite calls: a code needs its event to have a place (docs/event-teams.md). */
  inviteEvent: Event;
}

/** Made before a single call, so that call finds what it needs (an event to delete, ...). */
interface Fresh {
  event?: Event;
  kuesioner?: Kuesioner;
  pertanyaan?: Pertanyaan;
  user?: SignedInUser;
  /** A response of the shared survey, collected for this call. */
  responsId?: number;
  /** An invite code to the invite event. */
  kode?: string;
  /** A form version of `kuesioner` handed out and then replaced: one an Admin may withdraw. */
  versi?: string;
}

interface Call {
  shared: Shared;
  fresh: Fresh;
  /** The user making the call; undefined for the call without a token. */
  caller: SignedInUser | undefined;
}

interface Row {
  method: Method;
  /** The route as registered, to check the table covers the app. */
  route: string;
  url(call: Call): string;
  body?(call: Call): unknown;
  fresh?(ctx: TestContext, shared: Shared): Promise<Fresh>;
  /** The call is made by a new user of the role: the call spends its token (password change). */
  freshCaller?: true;
  /** Being built by another engineer: skipped (with a note) until app.ts registers it. */
  pending?: true;
  expected: Record<Caller, number>;
  /** Extra checks of a successful answer. */
  verify?(response: LightMyRequestResponse, caller: Caller): void;
}

const freshEvent = async (ctx: TestContext, shared: Shared): Promise<Fresh> => ({
  event: await createEvent(ctx, shared.users.Admin),
});

const freshKuesioner = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const event = await createEvent(ctx, shared.users.Admin);
  return { event, kuesioner: await createKuesioner(ctx, shared.users.Admin, event.id) };
};

/** A questionnaire whose event has its host area set: the ready-made set names it. */
const freshHostKuesioner = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const fresh = await freshKuesioner(ctx, shared);
  const host = await ctx.app.inject({
    method: 'PUT',
    url: `/api/events/${fresh.event?.id}/parameter-ekonomi`,
    headers: shared.users.Admin.auth,
    payload: { wilayah_tuan_rumah: ['52.71'] },
  });
  expect(host.statusCode, host.body).toBe(200);
  return fresh;
};

const freshPertanyaan = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const { event, kuesioner } = await freshKuesioner(ctx, shared);
  if (!kuesioner) throw new Error('no kuesioner');
  const pertanyaan = await createPertanyaan(ctx, shared.users.Admin, kuesioner.id, 'Pertanyaan sementara?', 'teks');
  return { event, kuesioner, pertanyaan };
};

/**
 * A questionnaire whose first form was handed out by the offline bundle, stood, and then changed:
 * its first version is recorded and no longer the form, so an Admin may withdraw it
 * (docs/api.md, "Form versions").
 */
const freshReplacedVersion = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const fresh = await freshPertanyaan(ctx, shared);
  const kuesioner = fresh.kuesioner;
  if (!kuesioner) throw new Error('no kuesioner');
  const bundle = await ctx.app.inject({ method: 'GET', url: '/api/offline-bundle', headers: shared.users.Admin.auth });
  expect(bundle.statusCode, bundle.body).toBe(200);
  const forms = (bundle.json().events as { kuesioner: { id: number; versi_formulir: string }[] }[]).flatMap((event) => event.kuesioner);
  const versi = forms.find((form) => form.id === kuesioner.id)?.versi_formulir;
  if (!versi) throw new Error('the fresh questionnaire is not in the bundle');
  // As if it had stood as the form in the field: a version replaced within minutes judges nothing anyway.
  await settleHandedOutVersions(ctx.db);
  await createPertanyaan(ctx, shared.users.Admin, kuesioner.id, 'Pertanyaan tambahan?', 'teks');
  return { ...fresh, versi };
};

const freshSurveyor = async (ctx: TestContext): Promise<Fresh> => ({ user: await ctx.createUser('Surveyor') });

/** A self-registered Surveyor still waiting for an Admin's approval. */
const freshWaiting = async (ctx: TestContext): Promise<Fresh> => {
  const user = await ctx.createUser('Surveyor');
  await ctx.db.updateTable('users').set({ status_akun: 'menunggu' }).where('id', '=', user.user.id).execute();
  return { user };
};

const freshRespons = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const response = await submit(ctx, shared.users.Surveyor, answersFor(shared.survey));
  expect(response.statusCode, response.body).toBe(201);
  return { responsId: response.json().id };
};

const tomorrow = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const freshInvite = async (ctx: TestContext, shared: Shared): Promise<Fresh> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/events/${shared.inviteEvent.id}/undangan`,
    headers: shared.users.Admin.auth,
    payload: { berlaku_sampai: tomorrow(), maks_penggunaan: 100 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { kode: response.json().kode };
};
const kode = ({ fresh }: Call) => fresh.kode ?? 'TIDAKADA';

/** A page of Data Survei: the response items and how many match. */
const expectResponsList = (response: LightMyRequestResponse) =>
  expect(response.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number), halaman: 1, zona_waktu: 'Asia/Jakarta' });

const uniqueEmail = () => `matriks-${randomUUID().slice(0, 12)}@uji.id`;
const eventId = ({ shared }: Call) => shared.survey.event.id;
const kuesionerId = ({ shared }: Call) => shared.survey.kuesioner.id;

// prettier-ignore
const MATRIX: Row[] = [
  // Public
  { method: 'GET', route: '/api/health', url: () => '/api/health',
    expected: { none: 200, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'POST', route: '/api/register', url: () => '/api/register',
    body: () => ({ nama: 'Pendaftar Baru', email: uniqueEmail(), password: 'rahasia-baru-1', peran: 'Surveyor' }),
    expected: { none: 201, Admin: 201, Surveyor: 201, Instansi: 201 } },
  { method: 'POST', route: '/api/login', url: () => '/api/login',
    body: ({ shared }) => ({ email: shared.users.Surveyor.user.email, password: TEST_PASSWORD }),
    expected: { none: 200, Admin: 200, Surveyor: 200, Instansi: 200 } },

  // Own profile and stats
  { method: 'GET', route: '/api/me', url: () => '/api/me',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'PUT', route: '/api/me', url: () => '/api/me',
    body: ({ caller }) => ({ nama: caller?.user.nama ?? 'Tanpa Token', email: caller?.user.email ?? uniqueEmail() }),
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'PUT', route: '/api/me/password', url: () => '/api/me/password', freshCaller: true,
    body: () => ({ oldPassword: TEST_PASSWORD, newPassword: 'rahasia-baru-456' }),
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'POST', route: '/api/logout', url: () => '/api/logout', freshCaller: true,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  // Teams and invites (docs/event-teams.md)
  { method: 'GET', route: '/api/events/:id/tim', url: (call) => `/api/events/${eventId(call)}/tim`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'PUT', route: '/api/events/:id/tim', url: (call) => `/api/events/${eventId(call)}/tim`,
    body: () => ({ wajib: false, anggota: [] }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/events/:id/tim/impor', url: (call) => `/api/events/${eventId(call)}/tim/impor`,
    body: () => ({ csv: `Orang Baru,${uniqueEmail()}`, cara: 'undangan' }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/events/:id/undangan', url: ({ shared }) => `/api/events/${shared.inviteEvent.id}/undangan`,
    body: () => ({ berlaku_sampai: tomorrow(), maks_penggunaan: 5 }),
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 } },
  { method: 'GET', route: '/api/events/:id/undangan', url: ({ shared }) => `/api/events/${shared.inviteEvent.id}/undangan`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'DELETE', route: '/api/undangan/:kode', url: (call) => `/api/undangan/${kode(call)}`, fresh: freshInvite,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'GET', route: '/api/undangan/:kode', url: (call) => `/api/undangan/${kode(call)}`, fresh: freshInvite,
    expected: { none: 200, Admin: 200, Surveyor: 200, Instansi: 200 } },
  // Any signed-in account may try; an Instansi is told a survey team is not for it.
  { method: 'POST', route: '/api/undangan/:kode/gabung', url: (call) => `/api/undangan/${kode(call)}/gabung`, fresh: freshInvite, freshCaller: true,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 409 } },
  { method: 'GET', route: '/api/me/stats', url: () => '/api/me/stats', pending: true,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response, caller) => {
      if (caller === 'Instansi') expect(response.json()).toEqual({});
      if (caller === 'Surveyor') expect(response.json()).toEqual({ total_survei: expect.any(Number), total_event: expect.any(Number) });
      if (caller === 'Admin') {
        expect(response.json()).toEqual({
          total_pengguna: expect.any(Number), total_event_aktif: expect.any(Number), total_data_survei: expect.any(Number),
          data_survei_hari_ini: expect.any(Number),
        });
      }
    } },

  // Users: Admin only
  { method: 'GET', route: '/api/users', url: () => '/api/users',
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/users', url: () => '/api/users',
    body: () => ({ nama: 'Pengguna Baru', email: uniqueEmail(), peran: 'Surveyor', password: 'rahasia-baru-1' }),
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 } },
  { method: 'PUT', route: '/api/users/:id', fresh: freshSurveyor,
    url: ({ fresh }) => `/api/users/${fresh.user?.user.id}`,
    body: ({ fresh }) => ({ nama: 'Nama Diubah', email: fresh.user?.user.email, peran: 'Surveyor' }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'DELETE', route: '/api/users/:id', fresh: freshSurveyor,
    url: ({ fresh }) => `/api/users/${fresh.user?.user.id}`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/users/:id/setujui', fresh: freshWaiting,
    url: ({ fresh }) => `/api/users/${fresh.user?.user.id}/setujui`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/users/:id/tolak', fresh: freshWaiting,
    url: ({ fresh }) => `/api/users/${fresh.user?.user.id}/tolak`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },

  // Events and categories: every role reads, Admin writes
  { method: 'GET', route: '/api/events', url: () => '/api/events?status=aktif',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'GET', route: '/api/events/:id', url: (call) => `/api/events/${eventId(call)}`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },
  { method: 'POST', route: '/api/events', url: () => '/api/events', body: () => eventInput(),
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 } },
  { method: 'PUT', route: '/api/events/:id', fresh: freshEvent,
    url: ({ fresh }) => `/api/events/${fresh.event?.id}`, body: () => eventInput({ lokasi: 'Surabaya' }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'PATCH', route: '/api/events/:id/status', fresh: freshEvent,
    url: ({ fresh }) => `/api/events/${fresh.event?.id}/status`, body: () => ({ status: 'diarsipkan' }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'DELETE', route: '/api/events/:id', fresh: freshEvent,
    url: ({ fresh }) => `/api/events/${fresh.event?.id}`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'GET', route: '/api/kategori-olahraga', url: () => '/api/kategori-olahraga?q=La',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 } },

  // Questionnaires and questions: Admin and Surveyor read, Admin writes
  { method: 'GET', route: '/api/events/:id/kuesioner', url: (call) => `/api/events/${eventId(call)}/kuesioner`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 } },
  { method: 'POST', route: '/api/kuesioner', fresh: freshEvent, url: () => '/api/kuesioner',
    body: ({ fresh }) => ({ event_id: fresh.event?.id, tipe_responden: 'Atlet' }),
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 } },
  { method: 'DELETE', route: '/api/kuesioner/:id', fresh: freshKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'GET', route: '/api/kuesioner/:id/pertanyaan', url: (call) => `/api/kuesioner/${kuesionerId(call)}/pertanyaan`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 } },
  { method: 'PUT', route: '/api/kuesioner/:id/urutan', fresh: freshPertanyaan,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/urutan`, body: ({ fresh }) => ({ pertanyaan_ids: [fresh.pertanyaan?.id] }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'POST', route: '/api/pertanyaan', fresh: freshKuesioner, url: () => '/api/pertanyaan',
    body: ({ fresh }) => ({ kuesioner_id: fresh.kuesioner?.id, teks_pertanyaan: 'Berapa orang rombongan Anda?', tipe_jawaban: 'angka' }),
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 } },
  { method: 'PUT', route: '/api/pertanyaan/:id', fresh: freshPertanyaan,
    url: ({ fresh }) => `/api/pertanyaan/${fresh.pertanyaan?.id}`,
    body: () => ({ teks_pertanyaan: 'Bagaimana Anda datang?', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta'] }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'DELETE', route: '/api/pertanyaan/:id', fresh: freshPertanyaan,
    url: ({ fresh }) => `/api/pertanyaan/${fresh.pertanyaan?.id}`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },

  // Answers: Admin and Surveyor submit
  { method: 'POST', route: '/api/jawaban', url: () => '/api/jawaban', body: ({ shared }) => answersFor(shared.survey),
    expected: { none: 401, Admin: 201, Surveyor: 201, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ duplicate: false, id: expect.any(Number) }) },
  { method: 'POST', route: '/api/jawaban/batch', url: () => '/api/jawaban/batch',
    body: ({ shared }) => ({ items: [{ idempotencyKey: randomUUID(), ...answersFor(shared.survey) }] }),
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 },
    verify: (response) => expect(response.json().results).toEqual([expect.objectContaining({ status: 'created' })]) },

  // Results: every role reads
  { method: 'GET', route: '/api/events/:id/analisis', url: (call) => `/api/events/${eventId(call)}/analisis`, pending: true,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => expect(response.json()).toHaveProperty('Penonton.total_responden') },
  { method: 'GET', route: '/api/events/:id/hasil-survei/download', pending: true,
    url: (call) => `/api/events/${eventId(call)}/hasil-survei/download`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => {
      expect(response.headers['content-type']).toMatch(/spreadsheetml/);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    } },

  // Economic impact: every role reads the report and the parameters, Admin sets them and adds the question set
  { method: 'GET', route: '/api/events/:id/dampak-ekonomi', url: (call) => `/api/events/${eventId(call)}/dampak-ekonomi`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => expect(dampakEkonomiSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true) },
  { method: 'GET', route: '/api/dampak-ekonomi', url: () => '/api/dampak-ekonomi',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => expect(impactRegisterResponseSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true) },
  { method: 'GET', route: '/api/dampak-ekonomi/download', url: () => '/api/dampak-ekonomi/download',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => {
      expect(response.headers['content-type']).toMatch(/spreadsheetml/);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    } },
  // Log Aktivitas: Admins only (docs/activity-log.md)
  { method: 'GET', route: '/api/log-aktivitas', url: () => '/api/log-aktivitas',
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(logAktivitasListSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true) },
  { method: 'GET', route: '/api/log-aktivitas/download', url: () => '/api/log-aktivitas/download',
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.headers['content-type']).toMatch(/spreadsheetml/) },
  { method: 'GET', route: '/api/events/:id/parameter-ekonomi', url: (call) => `/api/events/${eventId(call)}/parameter-ekonomi`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => expect(response.json()).toMatchObject({ wilayah_tuan_rumah: expect.any(Array), margin_ritel: expect.any(Number) }) },
  { method: 'PUT', route: '/api/events/:id/parameter-ekonomi', fresh: freshKuesioner,
    url: ({ fresh }) => `/api/events/${fresh.event?.id}/parameter-ekonomi`,
    body: ({ fresh }) => ({ wilayah_tuan_rumah: ['52.71'], segmen: [{ kuesioner_id: fresh.kuesioner?.id, kunjungan: 1000 }] }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 } },
  { method: 'GET', route: '/api/kuesioner/:id/pertanyaan-ekonomi', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ wilayah: 'Kota Mataram', jenis: 'pengunjung', berbeda: [] }) },
  { method: 'POST', route: '/api/kuesioner/:id/pertanyaan-ekonomi', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi`,
    expected: { none: 401, Admin: 201, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json().ditambahkan).toBe(14) },
  { method: 'POST', route: '/api/kuesioner/:id/pertanyaan-ekonomi/perbarui', fresh: freshHostKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/pertanyaan-ekonomi/perbarui`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ diperbarui: 0, dipertahankan: 0 }) },

  // Data Survei: Admin and Instansi read an event's responses, their history and the field progress;
  // a Surveyor (and an Admin) reads their own; only an Admin voids or restores, and sets targets
  { method: 'GET', route: '/api/events/:id/respons', url: (call) => `/api/events/${eventId(call)}/respons?status=diterima`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 200 },
    verify: (response) => {
      expectResponsList(response);
      expect(response.json().total).toBeGreaterThan(0);
    } },
  { method: 'GET', route: '/api/me/respons', url: () => '/api/me/respons',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 },
    verify: (response, caller) => {
      expectResponsList(response);
      // The Surveyor collected the shared response; the Admin collected only what other rows sent.
      if (caller === 'Surveyor') expect(response.json().total).toBeGreaterThan(0);
    } },
  { method: 'PATCH', route: '/api/respons/:id', fresh: freshRespons,
    url: ({ fresh }) => `/api/respons/${fresh.responsId}`, body: () => ({ status: 'dibatalkan', alasan: 'Responden mengisi dua kali' }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) =>
      expect(response.json()).toMatchObject({
        message: 'Data survei berhasil dibatalkan.',
        respons: { status: 'dibatalkan', alasan_status: 'Responden mengisi dua kali' },
      }) },
  { method: 'GET', route: '/api/respons/:id/riwayat', url: ({ shared }) => `/api/respons/${shared.responsId}/riwayat`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 200 },
    verify: (response) => expect(response.json()).toEqual({ data: [] }) },
  // The review (issue 28): every role reads one response (a Surveyor their own), only an Admin confirms or corrects
  { method: 'GET', route: '/api/respons/:id', url: ({ shared }) => `/api/respons/${shared.responsId}`,
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 200 },
    verify: (response) => expect(response.json()).toMatchObject({ versi: 1, pemeriksaan: { perlu_diperiksa: false }, koreksi: [], konfirmasi: [] }) },
  { method: 'POST', route: '/api/respons/:id/konfirmasi', fresh: freshRespons,
    url: ({ fresh }) => `/api/respons/${fresh.responsId}/konfirmasi`, body: () => ({ catatan: 'Sudah dicek.', versi: 1 }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ respons: { versi: 2, konfirmasi: [{ catatan: 'Sudah dicek.' }] } }) },
  { method: 'PUT', route: '/api/respons/:id/jawaban/:pertanyaanId', fresh: freshRespons,
    url: ({ fresh, shared }) => `/api/respons/${fresh.responsId}/jawaban/${shared.survey.questions.teks.id}`,
    body: () => ({ nilai: 'Surabaya', alasan: 'Salah ketik kota.', versi: 1 }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ respons: { versi: 2, koreksi: [{ nilai_lama: 'Bandung', nilai_baru: 'Surabaya' }] } }) },
  { method: 'GET', route: '/api/events/:id/progres', url: (call) => `/api/events/${eventId(call)}/progres`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 200 },
    verify: (response) =>
      expect(response.json()).toMatchObject({ zona_waktu: 'Asia/Jakarta', tanggal: expect.any(String), surveyor: expect.any(Array), segmen: expect.any(Array) }) },
  { method: 'GET', route: '/api/progres', url: () => '/api/progres?aktif=1',
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 200 },
    verify: (response) => expect(response.json()).toMatchObject({ events: expect.any(Array) }) },
  // Form versions: only an Admin lists and withdraws them (docs/api.md, "Form versions")
  { method: 'GET', route: '/api/kuesioner/:id/versi', url: (call) => `/api/kuesioner/${kuesionerId(call)}/versi`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(versiFormulirListSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true) },
  { method: 'POST', route: '/api/kuesioner/:id/versi/:versi/tarik', fresh: freshReplacedVersion,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/versi/${fresh.versi}/tarik`,
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => {
      expect(tarikVersiResponseSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true);
      expect(response.json().versi).toMatchObject({ saat_ini: false, status: 'ditarik' });
    } },
  { method: 'PUT', route: '/api/kuesioner/:id/target-sampel', fresh: freshKuesioner,
    url: ({ fresh }) => `/api/kuesioner/${fresh.kuesioner?.id}/target-sampel`, body: () => ({ target_sampel: 150 }),
    expected: { none: 401, Admin: 200, Surveyor: 403, Instansi: 403 },
    verify: (response) => expect(response.json()).toMatchObject({ message: 'Target sampel berhasil disimpan.', kuesioner: { target_sampel: 150 } }) },

  // The surveyor's offline data
  { method: 'GET', route: '/api/offline-bundle', url: () => '/api/offline-bundle',
    expected: { none: 401, Admin: 200, Surveyor: 200, Instansi: 403 } },
];

const SAMPLE_ID = 1;
const sampleUrl = (route: string) => route.replace(/:[^/]+/g, String(SAMPLE_ID));

describeOnEachDatabase('Role matrix: who may call what', (ctx) => {
  let shared: Shared;
  const registered = new Map<string, boolean>();

  beforeAll(async () => {
    const users = {
      Admin: await ctx().createUser('Admin'),
      Surveyor: await ctx().createUser('Surveyor'),
      Instansi: await ctx().createUser('Instansi'),
    };
    const survey = await createSurvey(ctx(), users.Admin);
    const first = await submit(ctx(), users.Surveyor, answersFor(survey));
    expect(first.statusCode, first.body).toBe(201);
    const inviteEvent = await createEvent(ctx(), users.Admin, { wilayah: '35.78' });
    shared = { users, survey, responsId: first.json().id, inviteEvent };
    for (const row of MATRIX) {
      registered.set(`${row.method} ${row.route}`, await isRouteRegistered(ctx().app, row.method, sampleUrl(row.route)));
    }
  });

  it('covers every route the app registers under /api, and nothing it does not', () => {
    const inApp = registeredApiRoutes(ctx().app).map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${routeShape(path)}`;
    });
    expect(inApp).toContain('GET /api/health');
    const inMatrix = MATRIX.map((row) => `${row.method} ${routeShape(row.route)}`);
    expect(inApp.filter((route) => !inMatrix.includes(route)), 'routes missing from the matrix').toEqual([]);
    const notInApp = MATRIX.filter((row) => !row.pending && !inApp.includes(`${row.method} ${routeShape(row.route)}`));
    expect(notInApp.map((row) => `${row.method} ${row.route}`), 'matrix rows the app does not serve').toEqual([]);
  });

  async function callAs(row: Row, who: Caller): Promise<{ response: LightMyRequestResponse; before: Record<string, number> }> {
    const fresh = row.fresh ? await row.fresh(ctx(), shared) : {};
    let caller: SignedInUser | undefined;
    if (who !== 'none') caller = row.freshCaller ? await ctx().createUser(who) : shared.users[who];
    const call: Call = { shared, fresh, caller };
    const before = await ctx().tableCounts();
    const body = row.body?.(call);
    const response = await ctx().app.inject({
      method: row.method,
      url: row.url(call),
      headers: caller ? caller.auth : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { response, before };
  }

  for (const row of MATRIX) {
    describe(`${row.method} ${row.route}`, () => {
      for (const who of CALLERS) {
        const status = row.expected[who];
        it(`${who === 'none' ? 'no token' : who} -> ${status}`, async ({ skip }) => {
          if (row.pending && !registered.get(`${row.method} ${row.route}`)) {
            skip('route not registered in app.ts yet');
          }
          const { response, before } = await callAs(row, who);
          if (status === 401 || status === 403) {
            expectApiError(response, status, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
            expect(await ctx().tableCounts(), 'a refused call stores nothing').toEqual(before);
          } else {
            expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
            row.verify?.(response, who);
          }
        });
      }
    });
  }

  /**
   * A caller who may not use an endpoint gets its refusal, never the body's error: a malformed
   * body from no one or from the wrong role still answers 401 or 403, never 400: the refusal
   * comes before the body is read (no parsing up to 1 MiB, or 8 MiB for a batch, for someone
   * refused anyway; auth/guards.ts).
   */
  describe('refusal comes before the body is read', () => {
    for (const row of MATRIX.filter((candidate) => candidate.body)) {
      const refused = CALLERS.filter((who) => row.expected[who] === 401 || row.expected[who] === 403);
      if (refused.length === 0) continue;
      it(`${row.method} ${row.route} with malformed JSON: ${refused.map((who) => `${who} -> ${row.expected[who]}`).join(', ')}`, async ({ skip }) => {
        if (row.pending && !registered.get(`${row.method} ${row.route}`)) skip('route not registered in app.ts yet');
        const fresh = row.fresh ? await row.fresh(ctx(), shared) : {};
        for (const who of refused) {
          const caller = who === 'none' ? undefined : shared.users[who];
          const response = await ctx().app.inject({
            method: row.method,
            url: row.url({ shared, fresh, caller }),
            headers: { ...caller?.auth, 'content-type': 'application/json' },
            payload: '{"rusak": ',
          });
          expect.soft(response.statusCode, `${who}: ${response.body}`).toBe(row.expected[who]);
        }
      });
    }
  });
});
