import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SubmitJawabanRequest } from '../../../src/shared/schemas/answers';
import type { Event, EventInput } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import type { SignedInUser, TestContext } from './test-app';

/** Builders that go through the real API, so each fixture obeys the same rules as a user. */

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    nama_event: `Maraton Uji ${randomUUID().slice(0, 8)}`,
    lokasi: 'Jakarta',
    tanggal_mulai: '2026-05-01',
    tanggal_selesai: '2026-05-02',
    deskripsi: 'Lari 42 km',
    jumlah_peserta: 1500,
    skala_event: 'Nasional',
    sponsors: ['Bank Uji', 'Minuman Segar'],
    nama_kategori_baru: 'Lari',
    ...overrides,
  };
}

export async function createEvent(ctx: TestContext, admin: SignedInUser, overrides: Partial<EventInput> = {}): Promise<Event> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: admin.auth,
    payload: eventInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event;
}

export async function createKuesioner(
  ctx: TestContext,
  admin: SignedInUser,
  eventId: number,
  tipeResponden = 'Penonton',
): Promise<Kuesioner> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/kuesioner',
    headers: admin.auth,
    payload: { event_id: eventId, tipe_responden: tipeResponden },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function createPertanyaan(
  ctx: TestContext,
  admin: SignedInUser,
  kuesionerId: number,
  teks: string,
  tipe: TipeJawaban,
): Promise<Pertanyaan> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/pertanyaan',
    headers: admin.auth,
    payload: { kuesioner_id: kuesionerId, teks_pertanyaan: teks, tipe_jawaban: tipe },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The four original answer types, one question each. */
type SpecType = 'teks' | 'angka' | 'nominal' | 'ya_tidak';

export interface SurveyFixture {
  event: Event;
  kuesioner: Kuesioner;
  questions: Record<SpecType, Pertanyaan>;
}

/** An event with one questionnaire holding one question of each answer type. */
export async function createSurvey(ctx: TestContext, admin: SignedInUser): Promise<SurveyFixture> {
  const event = await createEvent(ctx, admin);
  const kuesioner = await createKuesioner(ctx, admin, event.id);
  const questions = {
    teks: await createPertanyaan(ctx, admin, kuesioner.id, 'Dari kota mana Anda datang?', 'teks'),
    angka: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa malam Anda menginap?', 'angka'),
    nominal: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa pengeluaran Anda?', 'nominal'),
    ya_tidak: await createPertanyaan(ctx, admin, kuesioner.id, 'Apakah Anda puas?', 'ya_tidak'),
  };
  return { event, kuesioner, questions };
}

/** A valid submission for the survey fixture. */
export function answersFor(
  survey: SurveyFixture,
  values: Partial<Record<SpecType, string | number>> = {},
): SubmitJawabanRequest {
  const { questions } = survey;
  return {
    kuesionerId: survey.kuesioner.id,
    jawaban: [
      { pertanyaan_id: questions.teks.id, isi_jawaban: values.teks ?? 'Bandung' },
      { pertanyaan_id: questions.angka.id, isi_jawaban: values.angka ?? '2' },
      { pertanyaan_id: questions.nominal.id, isi_jawaban: values.nominal ?? '1500000' },
      { pertanyaan_id: questions.ya_tidak.id, isi_jawaban: values.ya_tidak ?? 'Ya' },
    ],
  };
}

export function submit(
  ctx: TestContext,
  user: SignedInUser,
  body: unknown,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/jawaban',
    headers: { ...user.auth, 'idempotency-key': key },
    payload: body as object,
  });
}
