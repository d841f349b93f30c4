import { expect } from 'vitest';
import { type DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import { type ImpactRegisterResponse, impactRegisterResponseSchema } from '../../../src/shared/schemas/impact-register';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import type { SignedInUser, TestContext } from '../helpers/test-app';
import { call } from '../economic-impact/support';
import { addRoleQuestions, type Answers, PENGUNJUNG_ROLES, putParameters, readReport, submitAnswers } from '../economic-impact/v2-support';

/**
 * What the register's and the stored results' suites share: events built through the real API
 * (event, questionnaire with the role questions, answers through POST /api/jawaban/batch,
 * parameters through PUT), with a varied, deterministic crowd of respondents.
 */

export interface EventPlan {
  nama: string;
  tanggal_mulai: string;
  tanggal_selesai?: string;
  /** The sport category's name (created when new). */
  kategori: string;
  /** Host regency codes; none: the parameters are not set (the report stays incomplete). */
  host: string[];
  respondents: number;
  /** One respondent spending far above everyone else: above the fence, waiting for review. */
  outlier?: boolean;
  dana_publik?: number | null;
}

export interface BuiltEvent {
  eventId: number;
  kuesionerId: number;
  kategoriId: number | null;
  ids: Awaited<ReturnType<typeof addRoleQuestions>>;
}

/** Origins cycled through: the host (52.71) by default, its province, other provinces, abroad. */
const ORIGINS = ['52.71', '33.74', '52.01', 'LN', '31.71', '35.78'];

/** Respondent i: the same on every run and database. */
export function respondent(i: number): Answers {
  return {
    asal: ORIGINS[i % ORIGINS.length],
    rutin: 'Tidak',
    alasan_utama: i % 7 === 3 ? 'Tidak' : 'Ya',
    tetap_datang: i % 5 === 4 ? 'Ya' : 'Tidak',
    hari_hadir: 1 + (i % 2),
    jumlah_ditanggung: 1 + (i % 3 === 0 ? 1 : 0),
    belanja_akomodasi: i % 3 === 0 ? 300_000 : 0,
    belanja_makan_minum: 100_000 + (i % 5) * 50_000,
    belanja_oleh_oleh: 50_000,
  };
}

export async function buildEvent(ctx: TestContext, admin: SignedInUser, surveyor: SignedInUser, plan: EventPlan): Promise<BuiltEvent> {
  const event = await createEvent(ctx, admin, {
    nama_event: plan.nama,
    tanggal_mulai: plan.tanggal_mulai,
    tanggal_selesai: plan.tanggal_selesai ?? plan.tanggal_mulai,
    nama_kategori_baru: plan.kategori,
  });
  const kuesioner = await createKuesioner(ctx, admin, event.id);
  const ids = await addRoleQuestions(ctx, admin, kuesioner.id, PENGUNJUNG_ROLES);
  const answers = Array.from({ length: plan.respondents }, (_, i) => respondent(i));
  if (plan.outlier) answers.push({ ...respondent(1), belanja_akomodasi: 90_000_000 });
  if (answers.length > 0) await submitAnswers(ctx, surveyor, kuesioner.id, ids, answers, `ev-${event.id}`);
  if (plan.host.length > 0) {
    await putParameters(ctx, admin, event.id, {
      wilayah_tuan_rumah: plan.host,
      segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 6_000, kunjungan_min: 5_000, kunjungan_maks: 7_000 }],
      belanja_penyelenggara_lokal: 10_000_000,
      dana_publik: plan.dana_publik ?? null,
    });
  }
  return { eventId: event.id, kuesionerId: kuesioner.id, kategoriId: event.kategori_olahraga_id, ids };
}

/** One more respondent for the event (a new response). */
export async function addResponse(ctx: TestContext, surveyor: SignedInUser, built: BuiltEvent, key: string): Promise<void> {
  await submitAnswers(ctx, surveyor, built.kuesionerId, built.ids, [respondent(2)], key);
}

/** GET /api/dampak-ekonomi with this query, parsed strictly by the contract's schema. */
export async function readImpactRegister(ctx: TestContext, user: SignedInUser, query = ''): Promise<ImpactRegisterResponse> {
  const response = await call(ctx, 'GET', `/api/dampak-ekonomi${query ? `?${query}` : ''}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return impactRegisterResponseSchema.parse(response.json());
}

export { readReport };
export type { DampakEkonomi };
