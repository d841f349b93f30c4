import { randomUUID } from 'node:crypto';
import type { SubmitJawabanRequest } from '../../../src/shared/schemas/answers';
import type { User } from '../../../src/shared/schemas/auth';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { eventInput } from '../../server/helpers/api-fixtures';
import { setupCodeOf } from './server-process';

/** Set-up through the public HTTP API of a running server, as an operator would do it. */

export const PASSWORD = 'rahasia-andal-123';

export interface ApiUser {
  user: User;
  token: string;
}

async function call<T>(baseUrl: string, method: string, url: string, body: unknown, token?: string, expected = 200): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${url}: expected ${expected}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function login(baseUrl: string, email: string): Promise<ApiUser> {
  return call<ApiUser>(baseUrl, 'POST', '/api/login', { email, password: PASSWORD });
}

/**
 * The first Admin registers itself with the setup code the server printed (allowed while the
 * system has none), then logs in. Behind a balancer, `serverUrl` names the instance whose code is
 * used, and the registration goes to it; the login goes through `baseUrl`.
 */
export async function registerFirstAdmin(baseUrl: string, serverUrl = baseUrl): Promise<ApiUser> {
  const email = `admin-${randomUUID().slice(0, 8)}@andal.id`;
  const kodePenyiapan = await setupCodeOf(serverUrl);
  await call(serverUrl, 'POST', '/api/register', { nama: 'Admin Andal', email, password: PASSWORD, peran: 'Admin', kodePenyiapan }, undefined, 201);
  return login(baseUrl, email);
}

/** A Surveyor made by the Admin (POST /api/users), then logged in with its own password. */
export async function createSurveyor(baseUrl: string, admin: ApiUser, nama: string): Promise<ApiUser> {
  const email = `surveyor-${randomUUID().slice(0, 8)}@andal.id`;
  await call(baseUrl, 'POST', '/api/users', { nama, email, peran: 'Surveyor', password: PASSWORD }, admin.token, 201);
  return login(baseUrl, email);
}

export interface HttpSurvey {
  event: Event;
  kuesioner: Kuesioner;
  questions: Record<'teks' | 'angka' | 'nominal' | 'ya_tidak', Pertanyaan>;
}

/** An event with one questionnaire holding one question of each answer type. */
export async function createHttpSurvey(baseUrl: string, admin: ApiUser): Promise<HttpSurvey> {
  const { event } = await call<{ event: Event }>(baseUrl, 'POST', '/api/events', eventInput(), admin.token, 201);
  const kuesioner = await call<Kuesioner>(
    baseUrl,
    'POST',
    '/api/kuesioner',
    { event_id: event.id, tipe_responden: 'Penonton' },
    admin.token,
    201,
  );
  const question = (teks: string, tipe: TipeJawaban) =>
    call<Pertanyaan>(baseUrl, 'POST', '/api/pertanyaan', { kuesioner_id: kuesioner.id, teks_pertanyaan: teks, tipe_jawaban: tipe }, admin.token, 201);
  const questions = {
    teks: await question('Dari kota mana Anda datang?', 'teks'),
    angka: await question('Berapa malam Anda menginap?', 'angka'),
    nominal: await question('Berapa pengeluaran Anda?', 'nominal'),
    ya_tidak: await question('Apakah Anda puas?', 'ya_tidak'),
  };
  return { event, kuesioner, questions };
}

/**
 * A valid submission whose every value is tied to `n`, so a stored copy can be checked answer by
 * answer and two stored copies of one survey would show even under two different keys.
 */
export function numberedAnswers(survey: HttpSurvey, label: string, n: number): SubmitJawabanRequest {
  const { questions } = survey;
  return {
    kuesionerId: survey.kuesioner.id,
    jawaban: [
      { pertanyaan_id: questions.teks.id, isi_jawaban: `${label} ${n}` },
      { pertanyaan_id: questions.angka.id, isi_jawaban: String(n % 30) },
      { pertanyaan_id: questions.nominal.id, isi_jawaban: String(1000 * (n + 1)) },
      { pertanyaan_id: questions.ya_tidak.id, isi_jawaban: n % 2 === 0 ? 'Ya' : 'Tidak' },
    ],
  };
}

/** A survey waiting on a simulated device: sent again until the server acknowledges it. */
export interface QueuedSurvey {
  key: string;
  label: string;
  body: SubmitJawabanRequest;
  acked: boolean;
  ackId?: number;
  refusals: number;
}

/** A simulated phone: its user and the surveys collected on it, oldest first. */
export interface SimulatedDevice<S extends QueuedSurvey = QueuedSurvey> {
  index: number;
  user: ApiUser;
  outbox: S[];
}
