import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import type { SignedInUser, TestContext } from '../helpers/test-app';

/**
 * What the economic-impact suites share: the roles and their answer types as the product's method
 * writes them (copied from the page, not imported from src, so a change there is caught), and
 * builders that go through the real API.
 */

/** The page's table "Question roles", in its order. */
export const ROLE_TYPES = {
  asal: 'wilayah',
  rutin: 'ya_tidak',
  alasan_utama: 'ya_tidak',
  tetap_datang: 'ya_tidak',
  hari_hadir: 'angka',
  malam_menginap: 'angka',
  jenis_akomodasi: 'pilihan',
  jumlah_ditanggung: 'angka',
  belanja_akomodasi: 'nominal',
  belanja_makan_minum: 'nominal',
  belanja_transportasi: 'nominal',
  belanja_oleh_oleh: 'nominal',
  belanja_hiburan: 'nominal',
  belanja_lainnya: 'nominal',
} as const;
export type Role = keyof typeof ROLE_TYPES;
export const ROLES = Object.keys(ROLE_TYPES) as Role[];

/** The report's spending categories, in the order of the belanja roles. */
export const CATEGORIES = ['akomodasi', 'makan_minum', 'transportasi', 'oleh_oleh', 'hiburan', 'lainnya'] as const;
export type Category = (typeof CATEGORIES)[number];

export const UNKNOWN_ID = 2_147_483_647;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call through the real app; `user` null is the call without a token. */
export function call(ctx: TestContext, method: Method, url: string, user: SignedInUser | null, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The host area the ready-made set is worded for when a test has set none: Kota Mataram. */
export const SET_HOST = '52.71';

/**
 * POST /api/kuesioner/{id}/pertanyaan-ekonomi as an Admin: the ready-made set added. The set
 * names the host area, so it waits for one; where the test has set no parameters yet, SET_HOST is
 * set for the call and the parameters taken away after, leaving the event as the test made it.
 */
export async function addReadyMadeSet(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<PertanyaanDesigner[]> {
  const { event_id: eventId } = await ctx.db.selectFrom('kuesioner').select('event_id').where('id', '=', kuesionerId).executeTakeFirstOrThrow();
  const unset = (await ctx.db.selectFrom('parameter_ekonomi').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) === undefined;
  if (unset) {
    const saved = await call(ctx, 'PUT', `/api/events/${eventId}/parameter-ekonomi`, admin, { wilayah_tuan_rumah: [SET_HOST] });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const response = await call(ctx, 'POST', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, admin);
  if (unset) await ctx.db.deleteFrom('parameter_ekonomi').where('event_id', '=', eventId).execute();
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pertanyaan;
}

/** The role questions of a questionnaire, read through GET /api/kuesioner/{id}/pertanyaan. */
export interface RoleQuestions {
  /** The question id of each role. */
  ids: Record<Role, number>;
  /** The options of the jenis_akomodasi question, as the form offers them. */
  akomodasi: string[];
}

export async function roleQuestions(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<RoleQuestions> {
  const response = await call(ctx, 'GET', `/api/kuesioner/${kuesionerId}/pertanyaan`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const ids: Partial<Record<Role, number>> = {};
  let akomodasi: string[] = [];
  for (const question of response.json() as PertanyaanDesigner[]) {
    if (question.peran_ekonomi) ids[question.peran_ekonomi as Role] = question.id;
    if (question.peran_ekonomi === 'jenis_akomodasi') akomodasi = question.pilihan ?? [];
  }
  expect(Object.keys(ids).sort()).toEqual([...ROLES].sort());
  return { ids: ids as Record<Role, number>, akomodasi };
}

/** One respondent of the ready-made set, as the answers sent. */
export interface Respondent {
  asal: string;
  rutin: 'Ya' | 'Tidak';
  alasan_utama: 'Ya' | 'Tidak';
  tetap_datang: 'Ya' | 'Tidak';
  hari_hadir: number;
  malam_menginap: number;
  /** Which option of the jenis_akomodasi question (its index). */
  jenis_akomodasi: number;
  jumlah_ditanggung: number;
  /** Rupiah per category, in CATEGORIES order, for everyone the respondent paid for. */
  belanja: readonly [number, number, number, number, number, number];
}

export const times = (count: number, respondent: Respondent): Respondent[] => Array.from({ length: count }, () => respondent);

/** Every answer of one respondent to the ready-made set (all of its questions are required). */
export function answersOf({ ids, akomodasi }: RoleQuestions, respondent: Respondent) {
  const value: Record<Role, string> = {
    asal: respondent.asal,
    rutin: respondent.rutin,
    alasan_utama: respondent.alasan_utama,
    tetap_datang: respondent.tetap_datang,
    hari_hadir: String(respondent.hari_hadir),
    malam_menginap: String(respondent.malam_menginap),
    jenis_akomodasi: akomodasi[respondent.jenis_akomodasi],
    jumlah_ditanggung: String(respondent.jumlah_ditanggung),
    belanja_akomodasi: String(respondent.belanja[0]),
    belanja_makan_minum: String(respondent.belanja[1]),
    belanja_transportasi: String(respondent.belanja[2]),
    belanja_oleh_oleh: String(respondent.belanja[3]),
    belanja_hiburan: String(respondent.belanja[4]),
    belanja_lainnya: String(respondent.belanja[5]),
  };
  return ROLES.map((role) => ({ pertanyaan_id: ids[role], isi_jawaban: value[role] }));
}

/**
 * Sends the respondents through POST /api/jawaban/batch (100 a call) and checks each was created.
 * With a `keyPrefix` the idempotency keys are `<prefix>-00000`, `<prefix>-00001`...: the same on
 * every run, so the responses are stored in the same order on both databases (equal spending is
 * then ordered alike, and so is the bootstrap's draw); without one they are random.
 */
export async function submitRespondents(
  ctx: TestContext,
  surveyor: SignedInUser,
  kuesionerId: number,
  questions: RoleQuestions,
  respondents: readonly Respondent[],
  keyPrefix?: string,
): Promise<void> {
  const keyOf = (index: number) => (keyPrefix ? `${keyPrefix}-${String(index).padStart(5, '0')}` : randomUUID());
  for (let start = 0; start < respondents.length; start += 100) {
    const items = respondents.slice(start, start + 100).map((respondent, i) => ({
      idempotencyKey: keyOf(start + i),
      kuesionerId,
      jawaban: answersOf(questions, respondent),
    }));
    const response = await call(ctx, 'POST', '/api/jawaban/batch', surveyor, { items });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { status: string; message?: string }[];
    expect(results.map((result) => result.message ?? result.status)).toEqual(items.map(() => 'created'));
  }
}
