import type { User } from '../../../../src/shared/schemas/auth';
import type { Kuesioner } from '../../../../src/shared/schemas/questionnaires';
import type { Progres, ResponsItem, ResponsList, RiwayatStatus } from '../../../../src/shared/schemas/responses';
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
    { id: 6, nama: 'Dewi Lapangan', hari_ini: 12, total: 80, terakhir_diterima: '2026-11-24T03:00:00.000Z' },
    { id: 5, nama: 'Budi Surveyor', hari_ini: 0, total: 30, terakhir_diterima: '2026-11-20T03:00:00.000Z' },
    { id: null, nama: 'Akun terhapus', hari_ini: 0, total: 10, terakhir_diterima: null },
  ],
  segmen: [
    { kuesioner_id: 2, tipe_responden: 'Penonton', jumlah_respons: 120, target_sampel: 300 },
    { kuesioner_id: 3, tipe_responden: 'Atlet', jumlah_respons: 0, target_sampel: null },
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
      { pertanyaan_id: 11, teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks', isi_jawaban: 'Bandung' },
      { pertanyaan_id: 12, teks_pertanyaan: 'Belanja makan', tipe_jawaban: 'nominal', isi_jawaban: '1500000' },
      { pertanyaan_id: 13, teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'angka', isi_jawaban: '1200' },
      { pertanyaan_id: 14, teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak', isi_jawaban: 'Ya' },
    ],
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

export function makeList(data: ResponsItem[], overrides: Partial<ResponsList> = {}): ResponsList {
  return { data, total: data.length, halaman: 1, per_halaman: 50, zona_waktu: ZONE, ...overrides };
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
