import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { call, UNKNOWN_ID } from './support';

/**
 * GET and PUT /api/events/{id}/parameter-ekonomi (docs/api.md#economic-impact, issue 14
 * items 2 and 8) through the real API on both databases: the page's defaults before anything is
 * set, every role reads, only an Admin sets, and every bad input is refused with an Indonesian
 * message while the stored parameters stay as they were.
 */

/** The page's defaults: no host area, no segments, organiser's money 0, retail margin 0.25, no multipliers. */
const DEFAULTS = {
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
  pengganda_perlu_diperbarui: false,
  peringatan: [],
};

const PENGGANDA = {
  output: 1.8,
  pendapatan: 0.45,
  nilai_tambah: 0.7,
  tenaga_kerja_per_miliar: 12.5,
  sumber: 'Tabel Input-Output BPS, NTB',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
};

/** What GET answers for a body PUT stored: its segments with their kind, the v2 fields filled. */
const answerOf = (body: Record<string, unknown>) => ({
  ...DEFAULTS,
  ...body,
  segmen: ((body.segmen ?? []) as Record<string, unknown>[]).map((segmen) => ({ jenis: 'pengunjung', ...segmen })),
});

describeOnEachDatabase('Economic impact: event parameters', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let instansi: SignedInUser;
  let event: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  /** A questionnaire of another event: never a segment of `event`. */
  let foreign: Kuesioner;
  /** What `event` has stored; every refused PUT must leave it so. */
  let stored: Record<string, unknown>;

  const url = (eventId: number) => `/api/events/${eventId}/parameter-ekonomi`;
  const get = (eventId: number, user: SignedInUser | null = admin) => call(ctx(), 'GET', url(eventId), user);
  const put = (eventId: number, body: unknown, user: SignedInUser | null = admin) => call(ctx(), 'PUT', url(eventId), user, body);

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    instansi = await ctx().createUser('Instansi');
    event = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram' });
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    const other = await createEvent(ctx(), admin);
    foreign = await createKuesioner(ctx(), admin, other.id, 'Penonton');
  });

  /** A complete, valid body; `changes` overrides or (undefined) removes fields. */
  const valid = (changes: Record<string, unknown> = {}) => {
    const body: Record<string, unknown> = {
      wilayah_tuan_rumah: ['52.71', '52.01'],
      segmen: [
        { kuesioner_id: penonton.id, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 15_000 },
        { kuesioner_id: atlet.id, kunjungan: 800 },
      ],
      belanja_penyelenggara_lokal: 750_000_000,
      dana_dari_lokal: 150_000_000,
      margin_ritel: 0.3,
      pengganda: PENGGANDA,
      ...changes,
    };
    for (const [key, value] of Object.entries(changes)) if (value === undefined) delete body[key];
    return body;
  };
  const segment = (changes: Record<string, unknown>) => ({ kuesioner_id: penonton.id, kunjungan: 12_000, ...changes });

  it('GET gives the defaults before anything is set, to every role', async () => {
    const fresh = await createEvent(ctx(), admin);
    for (const user of [admin, surveyor, instansi]) {
      const response = await get(fresh.id, user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(DEFAULTS);
    }
  });

  it('PUT (Admin) stores the parameters; GET returns them to every role', async () => {
    const body = valid();
    const response = await put(event.id, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(answerOf(body));
    for (const user of [admin, surveyor, instansi]) {
      const read = await get(event.id, user);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(answerOf(body));
    }
    stored = answerOf(body);
  });

  it('PUT fills the defaults of what is left out, and a later PUT replaces the whole', async () => {
    const other = await createEvent(ctx(), admin);
    const minimal = { wilayah_tuan_rumah: ['52.02'] };
    const response = await put(other.id, minimal);
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(other.id)).json()).toEqual({ ...DEFAULTS, wilayah_tuan_rumah: ['52.02'] });

    const withRange = { ...minimal, segmen: [], margin_ritel: 1, pengganda: { ...PENGGANDA, output: 1 } };
    expect((await put(other.id, withRange)).statusCode).toBe(200);
    expect((await get(other.id)).json()).toEqual({ ...DEFAULTS, ...withRange });
    // null multipliers take them away again (the report then shows direct impact only).
    expect((await put(other.id, { ...withRange, pengganda: null })).statusCode).toBe(200);
    expect((await get(other.id)).json().pengganda).toBeNull();
  });

  it('the bounds themselves are accepted: margin 0 and 1, min = kunjungan = maks, zero amounts', async () => {
    const other = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, other.id);
    for (const margin of [0, 1]) {
      const body = {
        wilayah_tuan_rumah: ['52.71'],
        segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 500, kunjungan_min: 500, kunjungan_maks: 500 }],
        belanja_penyelenggara_lokal: 0,
        dana_dari_lokal: 0,
        margin_ritel: margin,
        pengganda: null,
      };
      const response = await put(other.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await get(other.id)).json()).toEqual(answerOf(body));
    }
  });

  describe('bad input -> 400 with an Indonesian message, nothing changed', () => {
    const cases: { name: string; body: () => unknown; message: string | (() => string); field?: string }[] = [
      {
        name: 'an unknown region code',
        body: () => valid({ wilayah_tuan_rumah: ['52.71', '99.99'] }),
        message: 'Kode wilayah "99.99" bukan kabupaten/kota yang dikenal.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: '"LN" (abroad) as host',
        body: () => valid({ wilayah_tuan_rumah: ['LN'] }),
        message: 'Kode wilayah "LN" bukan kabupaten/kota yang dikenal.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: 'a province code, not a regency/city',
        body: () => valid({ wilayah_tuan_rumah: ['52'] }),
        message: 'Kode wilayah "52" bukan kabupaten/kota yang dikenal.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: 'an empty host list',
        body: () => valid({ wilayah_tuan_rumah: [] }),
        message: 'Pilih setidaknya satu kabupaten/kota tuan rumah.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: 'no host list at all',
        body: () => valid({ wilayah_tuan_rumah: undefined }),
        message: 'Wilayah tuan rumah harus berupa daftar kode.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: 'the same regency twice',
        body: () => valid({ wilayah_tuan_rumah: ['52.71', '52.71'] }),
        message: 'Setiap kabupaten/kota tuan rumah hanya boleh disebut sekali.',
        field: 'wilayah_tuan_rumah',
      },
      {
        name: 'negative admissions',
        body: () => valid({ segmen: [segment({ kunjungan: -1 })] }),
        message: 'Jumlah kunjungan tidak boleh negatif.',
        field: 'segmen.0.kunjungan',
      },
      {
        name: 'a negative lower bound',
        body: () => valid({ segmen: [segment({ kunjungan_min: -10 })] }),
        message: 'Batas bawah kunjungan tidak boleh negatif.',
        field: 'segmen.0.kunjungan_min',
      },
      {
        name: "negative organiser's spending",
        body: () => valid({ belanja_penyelenggara_lokal: -5 }),
        message: 'Belanja penyelenggara di wilayah tuan rumah tidak boleh negatif.',
        field: 'belanja_penyelenggara_lokal',
      },
      {
        name: 'negative local funding',
        body: () => valid({ dana_dari_lokal: -1 }),
        message: 'Dana penyelenggara dari wilayah tuan rumah tidak boleh negatif.',
        field: 'dana_dari_lokal',
      },
      {
        name: 'a negative multiplier',
        body: () => valid({ pengganda: { ...PENGGANDA, pendapatan: -0.1 } }),
        message: 'Koefisien pendapatan harus lebih dari 0.',
        field: 'pengganda.pendapatan',
      },
      {
        name: 'non-integer admissions',
        body: () => valid({ segmen: [segment({ kunjungan: 1200.5 })] }),
        message: 'Jumlah kunjungan harus bilangan bulat.',
        field: 'segmen.0.kunjungan',
      },
      {
        name: 'a non-integer upper bound',
        body: () => valid({ segmen: [segment({ kunjungan_maks: 15_000.25 })] }),
        message: 'Batas atas kunjungan harus bilangan bulat.',
        field: 'segmen.0.kunjungan_maks',
      },
      {
        name: 'admissions as text',
        body: () => valid({ segmen: [segment({ kunjungan: '12000' })] }),
        message: 'Jumlah kunjungan harus berupa angka.',
        field: 'segmen.0.kunjungan',
      },
      {
        name: 'non-integer Rupiah',
        body: () => valid({ belanja_penyelenggara_lokal: 1000.5 }),
        message: 'Belanja penyelenggara di wilayah tuan rumah harus bilangan bulat.',
        field: 'belanja_penyelenggara_lokal',
      },
      {
        name: 'min > kunjungan',
        body: () => valid({ segmen: [segment({ kunjungan_min: 12_001 })] }),
        message: 'Jumlah kunjungan harus di antara batas bawah dan batas atasnya.',
        field: 'segmen.0.kunjungan',
      },
      {
        name: 'kunjungan > maks',
        body: () => valid({ segmen: [segment({ kunjungan_min: 10_000, kunjungan_maks: 11_999 })] }),
        message: 'Jumlah kunjungan harus di antara batas bawah dan batas atasnya.',
        field: 'segmen.0.kunjungan',
      },
      {
        name: 'a margin below 0',
        body: () => valid({ margin_ritel: -0.01 }),
        message: 'Margin ritel harus antara 0 dan 1.',
        field: 'margin_ritel',
      },
      {
        name: 'a margin above 1',
        body: () => valid({ margin_ritel: 1.5 }),
        message: 'Margin ritel harus antara 0 dan 1.',
        field: 'margin_ritel',
      },
      {
        name: 'a margin given as a percentage',
        body: () => valid({ margin_ritel: 25 }),
        message: 'Margin ritel harus antara 0 dan 1.',
        field: 'margin_ritel',
      },
      {
        name: 'multipliers without a source',
        body: () => valid({ pengganda: { ...PENGGANDA, sumber: undefined } }),
        message: 'Sumber pengganda wajib diisi.',
        field: 'pengganda.sumber',
      },
      {
        name: 'multipliers with a blank source',
        body: () => valid({ pengganda: { ...PENGGANDA, sumber: '   ' } }),
        message: 'Sumber pengganda wajib diisi (misalnya tabel input-output BPS dan tahunnya).',
        field: 'pengganda.sumber',
      },
      {
        name: "a segment naming another event's questionnaire",
        body: () => valid({ segmen: [segment({}), { kuesioner_id: foreign.id, kunjungan: 100 }] }),
        message: () => `Kuesioner ${foreign.id} bukan segmen (tipe responden) event ini.`,
        field: 'segmen',
      },
      {
        name: 'a segment naming no questionnaire at all',
        body: () => valid({ segmen: [{ kuesioner_id: UNKNOWN_ID, kunjungan: 100 }] }),
        message: `Kuesioner ${UNKNOWN_ID} bukan segmen (tipe responden) event ini.`,
        field: 'segmen',
      },
      {
        name: 'a duplicate segment',
        body: () => valid({ segmen: [segment({}), segment({ kunjungan: 9_000 })] }),
        message: 'Setiap segmen hanya boleh disebut sekali.',
        field: 'segmen',
      },
    ];

    for (const { name, body, message: expected, field } of cases) {
      it(name, async () => {
        const message = typeof expected === 'function' ? expected() : expected;
        const before = await ctx().tableCounts();
        const response = await put(event.id, body());
        const error = expectApiError(response, 400, 'VALIDATION_ERROR');
        expect(error.message).toBe(message);
        if (field) expect(error.fields?.[field]).toBe(message);
        expect(await ctx().tableCounts()).toEqual(before);
        const read = await get(event.id);
        expect(read.json(), 'the stored parameters are unchanged').toEqual(stored);
      });
    }
  });

  it('Admin only: 403 for Surveyor and Instansi, 401 without a token; nothing changed', async () => {
    const attempt = valid({ wilayah_tuan_rumah: ['32.73'], belanja_penyelenggara_lokal: 1 });
    for (const [user, status] of [
      [surveyor, 403],
      [instansi, 403],
      [null, 401],
    ] as const) {
      expectApiError(await put(event.id, attempt, user), status, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      expect((await get(event.id)).json()).toEqual(stored);
    }
    expectApiError(await get(event.id, null), 401, 'UNAUTHORIZED');
  });

  it('404 for an unknown event, on GET and on PUT (with a valid body)', async () => {
    const missing = expectApiError(await get(UNKNOWN_ID), 404, 'NOT_FOUND');
    expect(missing.message).toMatch(/tidak ditemukan/);
    const body = { wilayah_tuan_rumah: ['52.71'] };
    expectApiError(await put(UNKNOWN_ID, body), 404, 'NOT_FOUND');
    expectApiError(await get(UNKNOWN_ID, instansi), 404, 'NOT_FOUND');
  });

  it('a questionnaire deleted after its admissions were set: what GET gives names only the event\'s segments, and PUT takes it back', async () => {
    const other = await createEvent(ctx(), admin);
    const kept = await createKuesioner(ctx(), admin, other.id, 'Penonton');
    const doomed = await createKuesioner(ctx(), admin, other.id, 'Ofisial');
    const body = {
      wilayah_tuan_rumah: ['52.71'],
      segmen: [
        { kuesioner_id: kept.id, kunjungan: 1_000 },
        { kuesioner_id: doomed.id, kunjungan: 50 },
      ],
    };
    expect((await put(other.id, body)).statusCode).toBe(200);
    const removed = await call(ctx(), 'DELETE', `/api/kuesioner/${doomed.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);

    const read = (await get(other.id)).json() as { segmen: { kuesioner_id: number }[] };
    expect(read.segmen.map((segmen) => segmen.kuesioner_id), 'no segment of a questionnaire that is gone').toEqual([kept.id]);
    // The Admin's form sends back what it was given, e.g. to change the margin only.
    const resaved = await put(other.id, { ...read, margin_ritel: 0.3 });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it('a deleted event takes its parameters with it', async () => {
    const doomed = await createEvent(ctx(), admin);
    expect((await put(doomed.id, { wilayah_tuan_rumah: ['52.71'] })).statusCode).toBe(200);
    const removed = await call(ctx(), 'DELETE', `/api/events/${doomed.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expectApiError(await get(doomed.id), 404, 'NOT_FOUND');
    const { rows } = await sql<{ count: number }>`select count(*) as count from parameter_ekonomi where event_id = ${doomed.id}`.execute(ctx().db);
    expect(Number(rows[0].count)).toBe(0);
  });
});
