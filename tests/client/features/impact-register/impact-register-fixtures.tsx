import type { User } from '../../../../src/shared/schemas/auth';
import { type ImpactRegisterResponse, type ImpactRegisterRow, impactRegisterResponseSchema } from '../../../../src/shared/schemas/impact-register';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn } from '../../helpers/users';

export const ZONE = 'Asia/Jakarta';

/** A complete event with every figure: the names and sums the assertions read. */
export function makeRow(overrides: Partial<ImpactRegisterRow> = {}): ImpactRegisterRow {
  return {
    event_id: 1,
    nama_event: 'Maraton Surabaya',
    tahun: 2026,
    provinsi: ['35'],
    nama_provinsi: ['Jawa Timur'],
    kategori: 'Atletik',
    kategori_id: 3,
    status: 'lengkap',
    kekurangan: [],
    perlu_diperiksa: 0,
    dampak_langsung: 1_100_000_000,
    interval: [840_000_000, 1_410_000_000],
    margin_galat_relatif: 0.26,
    tingkat: {
      kabupaten_kota: { nilai: 1_100_000_000, interval: [840_000_000, 1_410_000_000] },
      provinsi: { nilai: 620_000_000, interval: [450_000_000, 800_000_000] },
      nasional: { nilai: 35_000_000, interval: [10_000_000, 60_000_000] },
    },
    pengunjung_tambahan: 5040.5,
    porsi_tambahan: 0.425,
    rupiah_per_pengunjung_tambahan: 850_000,
    dana_publik: 250_000_000,
    dampak_per_rupiah_publik: 4.4,
    n: 155,
    versi_metode: 2,
    dihitung_pada: '2026-11-26T16:41:00.000Z',
    ...overrides,
  };
}

/** An event whose report cannot give a figure yet: every figure null. */
export const incompleteRow = makeRow({
  event_id: 2,
  nama_event: 'Kejuaraan Bulu Tangkis',
  provinsi: ['32'],
  nama_provinsi: ['Jawa Barat'],
  kategori: 'Bulu Tangkis',
  kategori_id: 4,
  status: 'belum_lengkap',
  kekurangan: ['Wilayah tuan rumah belum diisi', 'Jumlah kunjungan belum diisi'],
  perlu_diperiksa: 0,
  dampak_langsung: null,
  interval: null,
  margin_galat_relatif: null,
  tingkat: null,
  pengunjung_tambahan: null,
  porsi_tambahan: null,
  rupiah_per_pengunjung_tambahan: null,
  dana_publik: null,
  dampak_per_rupiah_publik: null,
  n: null,
});

/** An event with figures whose fenced answers wait for review. */
export const waitingRow = makeRow({
  event_id: 3,
  nama_event: 'Festival Voli Pantai',
  tahun: 2025,
  provinsi: ['52'],
  nama_provinsi: ['Nusa Tenggara Barat'],
  kategori: 'Voli',
  kategori_id: 5,
  status: 'menunggu_pemeriksaan',
  perlu_diperiksa: 3,
  dampak_langsung: 30_000_000,
  interval: [12_000_000, 51_000_000],
  dana_publik: null,
  dampak_per_rupiah_publik: null,
});

/** A page of the register, checked against the API's schema so a fixture never drifts from the contract. */
export function makeImpactRegister(data: ImpactRegisterRow[], overrides: Partial<ImpactRegisterResponse> = {}): ImpactRegisterResponse {
  return impactRegisterResponseSchema.parse({
    data,
    grafik: data.flatMap(({ event_id, nama_event, dampak_langsung, interval }) =>
      dampak_langsung === null || interval === null ? [] : [{ event_id, nama_event, dampak_langsung, interval }],
    ),
    total: data.length,
    halaman: 1,
    per_halaman: 20,
    versi_metode: [2],
    zona_waktu: ZONE,
    tahun_tersedia: [2026, 2025],
    kategori_tersedia: KATEGORI,
    ...overrides,
  });
}

export const KATEGORI = [
  { id: 3, nama: 'Atletik' },
  { id: 4, nama: 'Bulu Tangkis' },
  { id: 9, nama: 'Renang' },
  { id: 5, nama: 'Voli' },
];

type Handlers = Parameters<typeof stubApi>[0];
type Handler = Handlers[string];

const LIST_PATH = '/api/dampak-ekonomi';
const DOWNLOAD_PATH = '/api/dampak-ekonomi/download';

interface OpenOptions {
  /** The page for a call's query; the default gives the three fixtures. */
  list?: (query: URLSearchParams) => Response | Promise<Response>;
  download?: (query: URLSearchParams) => Response | Promise<Response>;
  more?: Handlers;
  search?: string;
}

/**
 * /dampak-ekonomi for `user`. Every list call, whatever its query, goes to `list` (and every
 * download to `download`): stubApi matches whole paths, and the tests are about which query was sent.
 */
export function openImpactRegister(user: User, { list, download, more = {}, search = '' }: OpenOptions = {}) {
  storeSignedIn();
  const answerList = list ?? (() => json(200, makeImpactRegister([makeRow(), incompleteRow, waitingRow])));
  const handlers: Handlers = {
    'GET /api/me': () => json(200, user),
    ...more,
  };
  const routed = new Proxy(handlers, {
    get(target, key): Handler | undefined {
      if (typeof key === 'string') {
        const query = (call: ApiCall) => new URL(call.path, 'http://localhost').searchParams;
        if (download && key.startsWith(`GET ${DOWNLOAD_PATH}`)) return (call: ApiCall) => download(query(call));
        if (key === `GET ${LIST_PATH}` || key.startsWith(`GET ${LIST_PATH}?`)) return (call: ApiCall) => answerList(query(call));
      }
      return target[key as string];
    },
  });
  const calls = stubApi(routed);
  return { calls, ...renderApp(`/dampak-ekonomi${search}`) };
}

/** The queries of the list calls so far, as plain objects. */
export function listQueries(calls: ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.method === 'GET' && (call.path === LIST_PATH || call.path.startsWith(`${LIST_PATH}?`)))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));
}
