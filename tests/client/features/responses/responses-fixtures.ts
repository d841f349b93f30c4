import type { User } from '../../../../src/shared/schemas/auth';
import type { Kuesioner } from '../../../../src/shared/schemas/questionnaires';
import type { PertanyaanDesigner } from '../../../../src/shared/schemas/questionnaires';
import {
  type Progres,
  type ResponsItem,
  type ResponsList,
  responsListSchema,
  type RiwayatStatus,
} from '../../../../src/shared/schemas/responses';
import { type ResponsDetail, responsDetailSchema } from '../../../../src/shared/schemas/review';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

export const ZONE = 'Asia/Jakarta';

export const kuesioner: Kuesioner[] = [
  { id: 2, event_id: 1, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton', target_sampel: 300 },
  { id: 3, event_id: 1, tipe_responden: 'Atlet', nama_kuesioner: 'Kuesioner untuk Atlet', target_sampel: null },
];

export const progress: Progres = {
  zona_waktu: ZONE,
  tanggal: '2026-11-24',
  surveyor: [
    { id: 6, nama: 'Dewi Lapangan', hari_ini: 12, total: 80, terakhir_diterima: '2026-11-24T03:00:00.000Z', anggota_tim: false, target: null },
    { id: 5, nama: 'Budi Surveyor', hari_ini: 0, total: 30, terakhir_diterima: '2026-11-20T03:00:00.000Z', anggota_tim: false, target: null },
    { id: null, nama: 'Akun terhapus', hari_ini: 0, total: 10, terakhir_diterima: null, anggota_tim: false, target: null },
  ],
  segmen: [
    { kuesioner_id: 2, tipe_responden: 'Penonton', jumlah_respons: 120, target_sampel: 300, perlu_diperiksa: 0 },
    { kuesioner_id: 3, tipe_responden: 'Atlet', jumlah_respons: 0, target_sampel: null, perlu_diperiksa: 0 },
  ],
};

/** A response as the list gives it; override what the test is about. */
export function makeRespons(overrides: Partial<ResponsItem> = {}): ResponsItem {
  return {
    id: 101,
    kuesioner_id: 2,
    tipe_responden: 'Penonton',
    event_id: 1,
    nama_event: 'Jakarta Marathon',
    surveyor: { id: 6, nama: 'Dewi Lapangan' },
    diisi_pada: '2026-07-14T01:30:00.000Z',
    diterima_pada: '2026-07-14T02:05:00.000Z',
    status: 'diterima',
    alasan_status: null,
    status_diubah_pada: null,
    status_diubah_oleh: null,
    jawaban: [
      { pertanyaan_id: 11, teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks', isi_jawaban: 'Bandung', dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: 12, teks_pertanyaan: 'Belanja makan', tipe_jawaban: 'nominal', isi_jawaban: '1500000', dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: 13, teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'angka', isi_jawaban: '1200', dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: 14, teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak', isi_jawaban: 'Ya', dikonfirmasi_surveyor: false, dikoreksi: false },
    ],
    perlu_diperiksa: false,
    alasan_pemeriksaan: null,
    ...overrides,
  };
}

export const voidedRespons = makeRespons({
  id: 102,
  status: 'dibatalkan',
  alasan_status: 'Data uji coba',
  status_diubah_pada: '2026-07-15T03:00:00.000Z',
  status_diubah_oleh: 'Ani Admin',
  surveyor: null,
});

/** A page of the list, checked against the API's schema so a fixture never drifts from the contract. */
export function makeList(data: ResponsItem[], overrides: Partial<ResponsList> = {}): ResponsList {
  return responsListSchema.parse({ data, total: data.length, halaman: 1, per_halaman: 50, zona_waktu: ZONE, jumlah_perlu_diperiksa: 0, ...overrides });
}

/** GET /api/respons/{id} of a listed response: not flagged, never corrected or confirmed, unless overridden. */
export function makeDetail(item: ResponsItem, overrides: Partial<ResponsDetail> = {}): ResponsDetail {
  return responsDetailSchema.parse({
    ...item,
    versi: 1,
    pemeriksaan: { perlu_diperiksa: item.perlu_diperiksa, alasan: null, dikonfirmasi: null },
    koreksi: [],
    konfirmasi: [],
    zona_waktu: ZONE,
    ...overrides,
  });
}

export const FLAG_REASON = 'Belanja per orang Rp 2.500.000.000, lebih dari 10 × median segmen Rp 450.000';

/** A response the method flags: a typo of three zeros in a spending answer, confirmed by the surveyor at entry. */
export const flaggedRespons = makeRespons({
  id: 103,
  perlu_diperiksa: true,
  alasan_pemeriksaan: FLAG_REASON,
  jawaban: [
    { pertanyaan_id: 11, teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks', isi_jawaban: 'Bandung', dikonfirmasi_surveyor: false, dikoreksi: false },
    { pertanyaan_id: 12, teks_pertanyaan: 'Belanja makan', tipe_jawaban: 'nominal', isi_jawaban: '2500000000', dikonfirmasi_surveyor: true, dikoreksi: false },
  ],
});

export const flaggedDetail = makeDetail(flaggedRespons, {
  versi: 2,
  pemeriksaan: { perlu_diperiksa: true, alasan: FLAG_REASON, dikonfirmasi: null },
});

/** The questions of questionnaire 2 (Penonton), as the Admin reads them for a correction. */
export const pertanyaanPenonton: PertanyaanDesigner[] = [
  question({ id: 11, teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks', urutan: 1 }),
  question({ id: 12, teks_pertanyaan: 'Belanja makan', tipe_jawaban: 'nominal', urutan: 2, min: 0, maks: 100_000_000_000 }),
  question({ id: 13, teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'angka', urutan: 3, wajib: false }),
  question({ id: 14, teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak', urutan: 4 }),
];

function question(overrides: Partial<PertanyaanDesigner> & Pick<PertanyaanDesigner, 'id' | 'teks_pertanyaan' | 'tipe_jawaban' | 'urutan'>): PertanyaanDesigner {
  return {
    kuesioner_id: 2,
    wajib: true,
    min: null,
    maks: null,
    pilihan: null,
    tampil_jika: null,
    peran_ekonomi: null,
    batas_wajar: null,
    jumlah_jawaban: 1,
    pilihan_terjawab: [],
    ...overrides,
  };
}

export const history: RiwayatStatus = {
  data: [
    { status: 'dibatalkan', alasan: 'Salah event', oleh: 'Ani Admin', pada: '2026-07-15T01:00:00.000Z' },
    { status: 'diterima', alasan: null, oleh: 'Ani Admin', pada: '2026-07-15T02:00:00.000Z' },
    { status: 'dibatalkan', alasan: 'Data uji coba', oleh: 'Ani Admin', pada: '2026-07-15T03:00:00.000Z' },
  ],
};

type Handlers = Parameters<typeof stubApi>[0];
type Handler = Handlers[string];

const LIST_PATH = '/api/events/1/respons';

interface OpenOptions {
  /** The list for a call's query; the default gives the two fixtures on one page. */
  list?: (query: URLSearchParams) => Response | Promise<Response>;
  more?: Handlers;
  search?: string;
}

/**
 * The Data Survei page of event 1 for `user`. Every list call, whatever its query, goes to
 * `list`: stubApi matches whole paths, and the tests are about which query was sent.
 */
export function openDataSurvei(user: User, { list, more = {}, search = '' }: OpenOptions = {}) {
  storeSignedIn();
  const answerList = list ?? (() => json(200, makeList([makeRespons(), voidedRespons])));
  const handlers: Handlers = {
    'GET /api/me': () => json(200, user),
    'GET /api/events/1': () => json(200, makeEvent()),
    'GET /api/events/1/kuesioner': () => json(200, kuesioner),
    'GET /api/events/1/progres': () => json(200, progress),
    'GET /api/respons/101/riwayat': () => json(200, { data: [] }),
    'GET /api/respons/102/riwayat': () => json(200, history),
    'GET /api/respons/103/riwayat': () => json(200, { data: [] }),
    'GET /api/respons/101': () => json(200, makeDetail(makeRespons())),
    'GET /api/respons/102': () => json(200, makeDetail(voidedRespons)),
    'GET /api/respons/103': () => json(200, flaggedDetail),
    'GET /api/kuesioner/2/pertanyaan': () => json(200, pertanyaanPenonton),
    ...more,
  };
  const routed = new Proxy(handlers, {
    get(target, key): Handler | undefined {
      if (typeof key === 'string' && key.startsWith(`GET ${LIST_PATH}?`)) {
        return (call: ApiCall) => answerList(new URL(call.path, 'http://localhost').searchParams);
      }
      return target[key as string];
    },
  });
  const calls = stubApi(routed);
  return { calls, ...renderApp(`/data-survei/1${search}`) };
}

/** The queries of the list calls so far, as plain objects. */
export function listQueries(calls: ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path.startsWith(`${LIST_PATH}?`))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));
}
