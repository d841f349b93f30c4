import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import type { ResponsDetail, ReviewResponse } from '../../../src/shared/schemas/review';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import type { SignedInUser, TestContext } from '../helpers/test-app';
import { call } from '../economic-impact/support';
import { addRoleQuestions, type Answers, PENGGANDA_V2, PENGUNJUNG_ROLES, putParameters, submitAnswers, times, type V2Role } from '../economic-impact/v2-support';

/**
 * The review suites' event: one `peserta` segment ("Atlet", 600 admissions over a 2-day event)
 * whose respondents are all from outside the host area (so all additional) and attend both days,
 * so each stands for 600 / 2 / 30 = 10 people when there are 30. Besides the role questions
 * (optional, unlimited) it asks a required choice, a bounded optional number, an optional yes/no
 * and a required text shown only after "Ya": the answer rules a correction must meet.
 */

export const HOST = ['52.71', '52.01'];
export const ADMISSIONS = 600;

export interface ReviewEvent {
  event: Event;
  kuesioner: Kuesioner;
  roles: Partial<Record<V2Role, number>>;
  tiket: Pertanyaan;
  umur: Pertanyaan;
  menginap: Pertanyaan;
  hotel: Pertanyaan;
  /** The response ids in the order sent. */
  ids: number[];
}

/** An ordinary participant: from Surabaya, 2 days, spending 100,000 on food [b = 100,000]. */
export const ORDINARY: Answers = { asal: '35.78', rutin: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja_makan_minum: 100_000 };

/** The typo: 50,000,000 on accommodation [b = 50,000,000], above the fence of 1,000,000. */
export const TYPO: Answers = { asal: '35.78', rutin: 'Tidak', hari_hadir: 2, jumlah_ditanggung: 1, belanja_akomodasi: 50_000_000 };

async function question(ctx: TestContext, admin: SignedInUser, body: Record<string, unknown>): Promise<Pertanyaan> {
  const response = await call(ctx, 'POST', '/api/pertanyaan', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Pertanyaan;
}

/**
 * The event with `respondents` sent in order (29 ordinary ones and the typo last, by default),
 * each with tiket "Reguler" and umur 30, plus `extra` answers of their own when given.
 */
export async function createReviewEvent(
  ctx: TestContext,
  admin: SignedInUser,
  surveyor: SignedInUser,
  keyPrefix: string,
  respondents: readonly Answers[] = [...times(29, ORDINARY), TYPO],
): Promise<ReviewEvent> {
  const event = await createEvent(ctx, admin, { nama_event: `Lomba ${keyPrefix}`, lokasi: 'Kota Mataram', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' });
  const kuesioner = await createKuesioner(ctx, admin, event.id, 'Atlet');
  const roles = await addRoleQuestions(ctx, admin, kuesioner.id, PENGUNJUNG_ROLES);
  const k = kuesioner.id;
  const tiket = await question(ctx, admin, { kuesioner_id: k, teks_pertanyaan: 'Jenis tiket', tipe_jawaban: 'pilihan', wajib: true, pilihan: ['Reguler', 'VIP'] });
  const umur = await question(ctx, admin, { kuesioner_id: k, teks_pertanyaan: 'Umur', tipe_jawaban: 'angka', wajib: false, min: 10, maks: 99 });
  const menginap = await question(ctx, admin, { kuesioner_id: k, teks_pertanyaan: 'Menginap di hotel?', tipe_jawaban: 'ya_tidak', wajib: false });
  const hotel = await question(ctx, admin, {
    kuesioner_id: k,
    teks_pertanyaan: 'Nama hotel',
    tipe_jawaban: 'teks',
    wajib: true,
    tampil_jika: { pertanyaan_id: menginap.id, nilai: 'Ya' },
  });
  const extra = [
    { pertanyaan_id: tiket.id, isi_jawaban: 'Reguler' },
    { pertanyaan_id: umur.id, isi_jawaban: '30' },
  ];
  await submitAnswers(ctx, surveyor, k, roles, respondents, keyPrefix, extra);
  await putParameters(ctx, admin, event.id, {
    wilayah_tuan_rumah: HOST,
    segmen: [{ kuesioner_id: k, kunjungan: ADMISSIONS, jenis: 'peserta' }],
    belanja_penyelenggara_lokal: 0,
    dana_dari_lokal: 0,
    margin_ritel: 0.3,
    dana_publik: 0,
    pengganda: PENGGANDA_V2,
  });
  const rows = await ctx.db.selectFrom('respons').select('id').where('kuesioner_id', '=', k).orderBy('id').execute();
  return { event, kuesioner, roles, tiket, umur, menginap, hotel, ids: rows.map((row) => row.id) };
}

export function detail(ctx: TestContext, user: SignedInUser | null, id: number): Promise<LightMyRequestResponse> {
  return call(ctx, 'GET', `/api/respons/${id}`, user);
}

export async function readDetail(ctx: TestContext, user: SignedInUser, id: number): Promise<ResponsDetail> {
  const response = await detail(ctx, user, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResponsDetail;
}

export function correct(
  ctx: TestContext,
  user: SignedInUser | null,
  id: number,
  pertanyaanId: number | string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return call(ctx, 'PUT', `/api/respons/${id}/jawaban/${pertanyaanId}`, user, body);
}

/**
 * POST /api/respons/{id}/konfirmasi. Without a `versi` in the body, the response's stored one is
 * sent, as a reviewer who just read it would (1 for an unknown response).
 */
export async function confirm(ctx: TestContext, user: SignedInUser | null, id: number, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const stored = await ctx.db.selectFrom('respons').select('versi').where('id', '=', id).executeTakeFirst();
  return call(ctx, 'POST', `/api/respons/${id}/konfirmasi`, user, { versi: stored?.versi ?? 1, ...body });
}

export async function succeeded(response: Promise<LightMyRequestResponse>): Promise<ReviewResponse> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ReviewResponse;
}
