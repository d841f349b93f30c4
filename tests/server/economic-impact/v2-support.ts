import { expect } from 'vitest';
import { type DampakEkonomi, dampakEkonomiSchema, type SegmenDampak } from '../../../src/shared/schemas/economic-impact';
import type { Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import type { SignedInUser, TestContext } from '../helpers/test-app';
import { call, ROLE_TYPES } from './support';

/**
 * What the method-v2 suites share: questionnaires built question by question through
 * POST /api/pertanyaan, every role question optional (wajib false) and without limits, so a
 * respondent can leave any of them unanswered or give what an old questionnaire let through
 * (0 or 500 days, a 15-digit amount), as the audit's cases need; and the report read strictly.
 */

export type V2Role = Exclude<keyof typeof ROLE_TYPES, 'jenis_akomodasi'>;

/** One respondent: the roles answered; a role left out is unanswered (absent from the response). */
export type Answers = Partial<Record<V2Role, string | number>>;

/** The roles a full `pengunjung` questionnaire of these suites asks, in order. */
export const PENGUNJUNG_ROLES: V2Role[] = [
  'asal',
  'rutin',
  'alasan_utama',
  'tetap_datang',
  'hari_hadir',
  'jumlah_ditanggung',
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_oleh_oleh',
];

/** Adds one optional, unlimited question per role to the questionnaire; returns each role's question id. */
export async function addRoleQuestions(
  ctx: TestContext,
  admin: SignedInUser,
  kuesionerId: number,
  roles: readonly V2Role[],
): Promise<Partial<Record<V2Role, number>>> {
  const ids: Partial<Record<V2Role, number>> = {};
  for (const role of roles) {
    const response = await call(ctx, 'POST', '/api/pertanyaan', admin, {
      kuesioner_id: kuesionerId,
      teks_pertanyaan: `Pertanyaan uji untuk ${role}`,
      tipe_jawaban: ROLE_TYPES[role],
      wajib: false,
      peran_ekonomi: role,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[role] = (response.json() as Pertanyaan).id;
  }
  return ids;
}

/**
 * Sends the respondents through POST /api/jawaban/batch (100 a call), each answering only the
 * roles it names, with idempotency keys `<prefix>-00000`...: the same on every run and database.
 */
export async function submitAnswers(
  ctx: TestContext,
  surveyor: SignedInUser,
  kuesionerId: number,
  ids: Partial<Record<V2Role, number>>,
  respondents: readonly Answers[],
  keyPrefix: string,
  extra: { pertanyaan_id: number; isi_jawaban: string }[] = [],
): Promise<void> {
  for (let start = 0; start < respondents.length; start += 100) {
    const items = respondents.slice(start, start + 100).map((answers, i) => ({
      idempotencyKey: `${keyPrefix}-${String(start + i).padStart(5, '0')}`,
      kuesionerId,
      jawaban: [
        ...Object.entries(answers).map(([role, value]) => {
          const id = ids[role as V2Role];
          if (id === undefined) throw new Error(`the questionnaire has no ${role} question`);
          return { pertanyaan_id: id, isi_jawaban: String(value) };
        }),
        ...extra,
      ],
    }));
    const response = await call(ctx, 'POST', '/api/jawaban/batch', surveyor, { items });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { status: string; message?: string }[];
    expect(results.map((result) => result.message ?? result.status)).toEqual(items.map(() => 'created'));
  }
}

export const times = (count: number, answers: Answers): Answers[] => Array.from({ length: count }, () => answers);

/** A v2 multiplier set with its structured source. */
export const PENGGANDA_V2 = {
  output: 1.8,
  pendapatan: 0.35,
  nilai_tambah: 0.55,
  tenaga_kerja_per_miliar: 20,
  sumber: 'Tabel Input-Output BPS Provinsi NTB 2016 (uji)',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
} as const;

export async function putParameters(ctx: TestContext, admin: SignedInUser, eventId: number, body: unknown): Promise<void> {
  const response = await call(ctx, 'PUT', `/api/events/${eventId}/parameter-ekonomi`, admin, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** GET /api/events/{id}/dampak-ekonomi, parsed strictly by the contract's schema. */
export async function readReport(ctx: TestContext, user: SignedInUser, eventId: number): Promise<DampakEkonomi> {
  const response = await call(ctx, 'GET', `/api/events/${eventId}/dampak-ekonomi`, user);
  expect(response.statusCode, response.body).toBe(200);
  return dampakEkonomiSchema.parse(response.json());
}

export function segmentOf(report: DampakEkonomi, kuesionerId: number): SegmenDampak {
  const segment = report.segmen.find((candidate) => candidate.kuesioner_id === kuesionerId);
  expect(segment, `segment ${kuesionerId}`).toBeDefined();
  return segment as SegmenDampak;
}

export type Total = NonNullable<DampakEkonomi['total']>;

export function totalOf(report: DampakEkonomi): Total {
  expect(report.total).not.toBeNull();
  return report.total as Total;
}
