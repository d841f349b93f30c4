import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import { nowIso } from '../../../src/server/db/now';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { addReadyMadeSet, call, type Respondent, roleQuestions, submitRespondents, times } from './support';

/**
 * The parameters of method version 2 (docs/economic-impact-method.md, "Multipliers"; issue 27
 * items 2 and 9) through the real API on both databases: each multiplier inside its range (the
 * bounds accepted, a step beyond refused), the structured source required whole, a segment of
 * either kind only on the event's own questionnaires, an output above 2.5 accepted with a warning,
 * and a v1 set already stored kept as it was, flagged and left out of the report.
 */

const THIS_YEAR = new Date().getFullYear();
const SOURCE = { sumber: 'Tabel input-output BPS', tahun_tabel: 2016, cakupan_tabel: 'provinsi', tipe: 'I' };
const PENGGANDA = { output: 1.8, pendapatan: 0.45, nilai_tambah: 0.6, tenaga_kerja_per_miliar: 12.5, ...SOURCE };
/** A set as v1 let an Admin save it: a ratio-type income multiplier and a source of three letters. */
const V1_PENGGANDA = { output: 1.85, pendapatan: 1.36, nilai_tambah: 0.8, tenaga_kerja_per_miliar: 12.5, sumber: 'abc' };

/** The coefficient messages: which number is wanted, and that a ratio-type multiplier is not it. */
const perRupiahMessage = (label: string, what: string) =>
  `${label} adalah ${what} per Rp 1 belanja yang tertahan, jadi di antara 0 dan 1 (misalnya 0,35). ` +
  'Angka 1 atau lebih adalah pengganda tipe rasio (seperti 1,36): yang diminta adalah koefisiennya.';
const PENDAPATAN_RANGE = perRupiahMessage('Koefisien pendapatan', 'pendapatan rumah tangga');
const NILAI_TAMBAH_RANGE = perRupiahMessage('Koefisien nilai tambah', 'nilai tambah');
const OUTPUT_RANGE = 'Pengganda output harus antara 1,0 dan 3,0.';
const OUTPUT_WARNING = 'Pengganda output di atas 2,5 jarang wajar untuk satu kabupaten/kota.';

describeOnEachDatabase('Economic impact v2: event parameters and multipliers', (ctx) => {
  let admin: SignedInUser;
  let event: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  /** A questionnaire of another event: never a segment of `event`, of either kind. */
  let foreign: Kuesioner;
  /** What `event` has stored; every refused PUT must leave it so. */
  let stored: Record<string, unknown>;

  const url = (eventId: number) => `/api/events/${eventId}/parameter-ekonomi`;
  const get = (eventId: number) => call(ctx(), 'GET', url(eventId), admin);
  const put = (eventId: number, body: unknown) => call(ctx(), 'PUT', url(eventId), admin, body);

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    event = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram' });
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    const other = await createEvent(ctx(), admin);
    foreign = await createKuesioner(ctx(), admin, other.id, 'Atlet');
  });

  const valid = (changes: Record<string, unknown> = {}) => ({
    wilayah_tuan_rumah: ['52.71'],
    segmen: [
      { kuesioner_id: penonton.id, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 15_000, jenis: 'pengunjung' },
      { kuesioner_id: atlet.id, kunjungan: 800, kunjungan_min: null, kunjungan_maks: null, jenis: 'peserta' },
    ],
    belanja_penyelenggara_lokal: 750_000_000,
    dana_dari_lokal: 150_000_000,
    dana_publik: 2_000_000_000,
    margin_ritel: 0.3,
    pengganda: PENGGANDA,
    ...changes,
  });
  const withPengganda = (changes: Record<string, unknown>) => valid({ pengganda: { ...PENGGANDA, ...changes } });
  /** The multipliers with `field` left out. */
  const without = (field: keyof typeof PENGGANDA) => valid({ pengganda: Object.fromEntries(Object.entries(PENGGANDA).filter(([key]) => key !== field)) });

  it('PUT stores the v2 parameters (segment kinds, public money, a sourced set); GET gives them back, usable and without warnings', async () => {
    const body = valid();
    const response = await put(event.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...body, pengganda_perlu_diperbarui: false, peringatan: [] };
    expect(response.json()).toEqual(expected);
    expect((await get(event.id)).json()).toEqual(expected);
    stored = expected;
  });

  it('a segment left without a kind is a pengunjung segment, and dana_publik left out is null', async () => {
    const other = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, other.id);
    const response = await put(other.id, { wilayah_tuan_rumah: ['52.71'], segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 100 }] });
    expect(response.statusCode, response.body).toBe(200);
    const read = (await get(other.id)).json();
    expect(read.segmen).toEqual([{ kuesioner_id: kuesioner.id, kunjungan: 100, jenis: 'pengunjung' }]);
    expect(read.dana_publik).toBeNull();
    expect(read.pengganda).toBeNull();
    expect(read.pengganda_perlu_diperbarui).toBe(false);
  });

  it('every bound itself is accepted, and the output above 2.5 with its warning on PUT and on GET', async () => {
    const other = await createEvent(ctx(), admin);
    const accepted: { changes: Record<string, unknown>; peringatan: string[] }[] = [
      { changes: { output: 1, pendapatan: 0.0001, nilai_tambah: 0.0001, tenaga_kerja_per_miliar: 0.01 }, peringatan: [] },
      { changes: { output: 2.5, pendapatan: 0.9999, nilai_tambah: 0.9999, tenaga_kerja_per_miliar: 100 }, peringatan: [] },
      { changes: { output: 2.51 }, peringatan: [OUTPUT_WARNING] },
      { changes: { output: 3 }, peringatan: [OUTPUT_WARNING] },
      { changes: { tahun_tabel: 1990, cakupan_tabel: 'nasional', tipe: 'II' }, peringatan: [] },
      { changes: { tahun_tabel: THIS_YEAR, cakupan_tabel: 'kabupaten_kota' }, peringatan: [] },
    ];
    for (const { changes, peringatan } of accepted) {
      const body = { wilayah_tuan_rumah: ['52.71'], pengganda: { ...PENGGANDA, ...changes } };
      const response = await put(other.id, body);
      expect(response.statusCode, `${JSON.stringify(changes)}: ${response.body}`).toBe(200);
      expect(response.json().peringatan).toEqual(peringatan);
      const read = (await get(other.id)).json();
      expect(read.pengganda).toEqual(body.pengganda);
      expect(read.peringatan).toEqual(peringatan);
      expect(read.pengganda_perlu_diperbarui).toBe(false);
    }
  });

  describe('bad input -> 400 with an Indonesian message at its field, nothing changed', () => {
    const cases: { name: string; body: () => unknown; field: string; message: string | (() => string); also?: string[] }[] = [
      { name: 'an output multiplier below 1', body: () => withPengganda({ output: 0.99 }), field: 'pengganda.output', message: OUTPUT_RANGE },
      { name: 'an output multiplier of 0', body: () => withPengganda({ output: 0 }), field: 'pengganda.output', message: OUTPUT_RANGE },
      { name: 'an output multiplier above 3', body: () => withPengganda({ output: 3.01 }), field: 'pengganda.output', message: OUTPUT_RANGE },
      { name: 'an output multiplier of 1,000,000', body: () => withPengganda({ output: 1_000_000 }), field: 'pengganda.output', message: OUTPUT_RANGE },
      {
        name: 'an output multiplier as text',
        body: () => withPengganda({ output: '1,8' }),
        field: 'pengganda.output',
        message: 'Pengganda output harus berupa angka.',
      },
      {
        name: 'a ratio-type income multiplier (1.36)',
        body: () => withPengganda({ pendapatan: 1.36 }),
        field: 'pengganda.pendapatan',
        message: PENDAPATAN_RANGE,
      },
      { name: 'an income coefficient of exactly 1', body: () => withPengganda({ pendapatan: 1 }), field: 'pengganda.pendapatan', message: PENDAPATAN_RANGE },
      {
        name: 'an income coefficient of 0',
        body: () => withPengganda({ pendapatan: 0 }),
        field: 'pengganda.pendapatan',
        message: 'Koefisien pendapatan harus lebih dari 0.',
      },
      {
        name: 'a negative income coefficient',
        body: () => withPengganda({ pendapatan: -0.1 }),
        field: 'pengganda.pendapatan',
        message: 'Koefisien pendapatan harus lebih dari 0.',
      },
      {
        name: 'a value-added coefficient of exactly 1',
        body: () => withPengganda({ nilai_tambah: 1 }),
        field: 'pengganda.nilai_tambah',
        message: NILAI_TAMBAH_RANGE,
      },
      {
        name: 'a ratio-type value-added multiplier (1.5)',
        body: () => withPengganda({ nilai_tambah: 1.5 }),
        field: 'pengganda.nilai_tambah',
        message: NILAI_TAMBAH_RANGE,
      },
      {
        name: 'a value-added coefficient of 0',
        body: () => withPengganda({ nilai_tambah: 0 }),
        field: 'pengganda.nilai_tambah',
        message: 'Koefisien nilai tambah harus lebih dari 0.',
      },
      {
        name: 'no jobs per miliar (0)',
        body: () => withPengganda({ tenaga_kerja_per_miliar: 0 }),
        field: 'pengganda.tenaga_kerja_per_miliar',
        message: 'Tenaga kerja per Rp 1 miliar harus lebih dari 0.',
      },
      {
        name: 'jobs per miliar above 100',
        body: () => withPengganda({ tenaga_kerja_per_miliar: 100.5 }),
        field: 'pengganda.tenaga_kerja_per_miliar',
        message: 'Tenaga kerja per Rp 1 miliar paling banyak 100 pekerja-tahun.',
      },
      {
        name: 'a table year before 1990',
        body: () => withPengganda({ tahun_tabel: 1989 }),
        field: 'pengganda.tahun_tabel',
        message: 'Tahun tabel input-output paling awal 1990.',
      },
      {
        name: 'next year as the table year',
        body: () => withPengganda({ tahun_tabel: THIS_YEAR + 1 }),
        field: 'pengganda.tahun_tabel',
        message: `Tahun tabel input-output paling akhir ${THIS_YEAR}.`,
      },
      {
        name: 'a table year with decimals',
        body: () => withPengganda({ tahun_tabel: 2016.5 }),
        field: 'pengganda.tahun_tabel',
        message: 'Tahun tabel input-output harus bilangan bulat.',
      },
      { name: 'no source text', body: () => without('sumber'), field: 'pengganda.sumber', message: 'Sumber pengganda wajib diisi.' },
      {
        name: 'a blank source text',
        body: () => withPengganda({ sumber: '   ' }),
        field: 'pengganda.sumber',
        message: 'Sumber pengganda wajib diisi (misalnya tabel input-output BPS dan tahunnya).',
      },
      {
        name: 'a source too short to find (the audit\'s "abc")',
        body: () => withPengganda({ sumber: 'abc' }),
        field: 'pengganda.sumber',
        message: 'Sumber pengganda terlalu singkat: tuliskan nama tabel atau publikasinya (misalnya Tabel Input-Output BPS).',
      },
      { name: 'no table year', body: () => without('tahun_tabel'), field: 'pengganda.tahun_tabel', message: 'Tahun tabel input-output wajib diisi.' },
      {
        name: 'a table year as text',
        body: () => withPengganda({ tahun_tabel: 'dua ribu' }),
        field: 'pengganda.tahun_tabel',
        message: 'Tahun tabel input-output harus berupa angka.',
      },
      {
        name: 'multipliers as text',
        body: () => valid({ pengganda: 'abc' }),
        field: 'pengganda',
        message: 'Pengganda harus berupa isian angka-angka pengganda beserta sumbernya.',
      },
      {
        name: 'no table coverage',
        body: () => without('cakupan_tabel'),
        field: 'pengganda.cakupan_tabel',
        message: 'Cakupan tabel harus nasional, provinsi atau kabupaten/kota.',
      },
      {
        name: 'a coverage outside the list',
        body: () => withPengganda({ cakupan_tabel: 'kecamatan' }),
        field: 'pengganda.cakupan_tabel',
        message: 'Cakupan tabel harus nasional, provinsi atau kabupaten/kota.',
      },
      { name: 'no multiplier type', body: () => without('tipe'), field: 'pengganda.tipe', message: 'Tipe pengganda harus I atau II.' },
      { name: 'type III', body: () => withPengganda({ tipe: 'III' }), field: 'pengganda.tipe', message: 'Tipe pengganda harus I atau II.' },
      {
        name: 'the v1 set as it was (ratio-type income, no structured source)',
        body: () => valid({ pengganda: V1_PENGGANDA }),
        field: 'pengganda.pendapatan',
        message: PENDAPATAN_RANGE,
        also: ['pengganda.tahun_tabel', 'pengganda.cakupan_tabel', 'pengganda.tipe'],
      },
      {
        name: 'negative public money',
        body: () => valid({ dana_publik: -1 }),
        field: 'dana_publik',
        message: 'Dana publik tidak boleh negatif.',
      },
      {
        name: 'public money with decimals',
        body: () => valid({ dana_publik: 1_000.5 }),
        field: 'dana_publik',
        message: 'Dana publik harus bilangan bulat.',
      },
      {
        name: 'a segment kind outside the two',
        body: () => valid({ segmen: [{ kuesioner_id: penonton.id, kunjungan: 100, jenis: 'atlet' }] }),
        field: 'segmen.0.jenis',
        message: 'Jenis segmen harus "pengunjung" atau "peserta".',
      },
      {
        name: "a peserta segment naming another event's questionnaire",
        body: () => valid({ segmen: [{ kuesioner_id: foreign.id, kunjungan: 100, jenis: 'peserta' }] }),
        field: 'segmen',
        message: () => `Kuesioner ${foreign.id} bukan segmen (tipe responden) event ini.`,
      },
      {
        name: "a pengunjung segment naming another event's questionnaire, after one of the event's own",
        body: () =>
          valid({
            segmen: [
              { kuesioner_id: atlet.id, kunjungan: 800, jenis: 'peserta' },
              { kuesioner_id: foreign.id, kunjungan: 100, jenis: 'pengunjung' },
            ],
          }),
        field: 'segmen',
        message: () => `Kuesioner ${foreign.id} bukan segmen (tipe responden) event ini.`,
      },
    ];

    for (const { name, body, field, message: expected, also = [] } of cases) {
      it(name, async () => {
        const message = typeof expected === 'function' ? expected() : expected;
        const before = await ctx().tableCounts();
        const error = expectApiError(await put(event.id, body()), 400, 'VALIDATION_ERROR');
        expect(error.message).toBe(message);
        expect(error.fields?.[field]).toBe(message);
        for (const other of also) expect(error.fields?.[other], other).toMatch(/\S/);
        expect(await ctx().tableCounts()).toEqual(before);
        expect((await get(event.id)).json(), 'the stored parameters are unchanged').toEqual(stored);
      });
    }
  });

  it('a v1 set stored before: GET keeps it as it was and says it needs updating; the report uses none of it', async () => {
    const other = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' });
    const kuesioner = await createKuesioner(ctx(), admin, other.id, 'Penonton');
    const segmen = [{ kuesioner_id: kuesioner.id, kunjungan: 3_000 }];
    // The host area first: the ready-made questions name it.
    expect((await put(other.id, { wilayah_tuan_rumah: ['52.71'], segmen })).statusCode).toBe(200);
    await addReadyMadeSet(ctx(), admin, kuesioner.id);
    const questions = await roleQuestions(ctx(), admin, kuesioner.id);
    const visitor: Respondent = {
      asal: '33.74',
      rutin: 'Tidak',
      alasan_utama: 'Ya',
      tetap_datang: 'Tidak',
      hari_hadir: 1,
      malam_menginap: 1,
      jenis_akomodasi: 1,
      jumlah_ditanggung: 1,
      belanja: [300_000, 150_000, 50_000, 50_000, 0, 0],
    };
    await submitRespondents(ctx(), await ctx().createUser('Surveyor'), kuesioner.id, questions, times(40, visitor));
    const report = async () => {
      const response = await call(ctx(), 'GET', `/api/events/${other.id}/dampak-ekonomi`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total as Record<string, unknown>;
    };

    // With a sourced v2 set the report reads the multipliers: the test below can tell.
    expect((await put(other.id, { wilayah_tuan_rumah: ['52.71'], segmen, pengganda: PENGGANDA })).statusCode).toBe(200);
    const sourced = await report();
    expect(sourced.output).toBeGreaterThan(0);
    expect(sourced.tenaga_kerja).toBeGreaterThan(0);

    const v1 = { wilayah_tuan_rumah: ['52.71'], segmen, belanja_penyelenggara_lokal: 0, dana_dari_lokal: 0, margin_ritel: 0.25, pengganda: V1_PENGGANDA };
    await ctx().db.updateTable('parameter_ekonomi').set({ isi: JSON.stringify(v1), diubah_pada: nowIso() }).where('event_id', '=', other.id).execute();

    const read = await get(other.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      ...v1,
      segmen: [{ ...segmen[0], jenis: 'pengunjung' }],
      dana_publik: null,
      pengganda_perlu_diperbarui: true,
      peringatan: [],
    });
    const total = await report();
    for (const field of ['output', 'pendapatan', 'nilai_tambah', 'tenaga_kerja', 'sumber_pengganda']) {
      expect(total, `no ${field} from a multiplier set that needs updating`).not.toHaveProperty(field);
    }
    expect(total.dampak_langsung, 'the direct impact is still there').toBe(sourced.dampak_langsung);

    // Saving the same v1 values again is refused, and the stored set stays as it was.
    const resent = expectApiError(await put(other.id, v1), 400, 'VALIDATION_ERROR');
    expect(resent.fields?.['pengganda.pendapatan']).toBe(PENDAPATAN_RANGE);
    expect((await get(other.id)).json().pengganda).toEqual(V1_PENGGANDA);
    // Corrected, it is used again.
    expect((await put(other.id, { ...v1, pengganda: PENGGANDA })).statusCode).toBe(200);
    expect((await get(other.id)).json().pengganda_perlu_diperbarui).toBe(false);
    expect((await report()).output).toBe(sourced.output);
  });
});
