import type { LogAktivitasItem, LogAktivitasList } from '../../../../src/shared/schemas/activity-log';
import type { User } from '../../../../src/shared/schemas/auth';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, listed, storeSignedIn, surveyor } from '../../helpers/users';

export const LIST_PATH = '/api/log-aktivitas';
export const DOWNLOAD_PATH = '/api/log-aktivitas/download';

/** An Admin's edit of an event: the entry every assertion reads first. */
export function makeEntry(overrides: Partial<LogAktivitasItem> = {}): LogAktivitasItem {
  return {
    id: 42,
    // 14:05 in Jakarta.
    waktu: '2026-12-07T07:05:00.000Z',
    pelaku: { id: 1, nama: 'Ani Admin', email: 'ani@example.com', peran: 'Admin', wilayah_kerja: null },
    alamat: '203.0.113.7',
    aksi: 'event_diubah',
    target: { jenis: 'event', id: 9, nama: 'Maraton Surabaya' },
    event_id: 9,
    sebelum: { lokasi: 'Surabaya', sponsors: ['Bank Uji'] },
    sesudah: { lokasi: 'Tugu Pahlawan', sponsors: ['Bank Uji', 'Air Segar'] },
    ...overrides,
  };
}

/** A failed sign-in of an unknown email: no actor. */
export const failedSignIn = makeEntry({
  id: 41,
  pelaku: null,
  alamat: '198.51.100.50',
  aksi: 'login_gagal',
  target: { jenis: 'akun', id: null, nama: 'siapa@example.com' },
  event_id: null,
  sebelum: null,
  sesudah: { alasan: 'Email tidak terdaftar', gagal_email_1_jam: 1, gagal_alamat_1_jam: 3 },
});

/** A new account: its fields after only. */
export const newAccount = makeEntry({
  id: 40,
  aksi: 'akun_dibuat',
  target: { jenis: 'akun', id: 2, nama: 'Budi Surveyor' },
  event_id: null,
  sebelum: null,
  sesudah: { nama: 'Budi Surveyor', email: 'budi@example.com', peran: 'Surveyor', wilayah_kerja: null, status_akun: 'aktif' },
});

export function makeLog(data: LogAktivitasItem[], overrides: Partial<LogAktivitasList> = {}): LogAktivitasList {
  return { data, total: data.length, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta', ...overrides };
}

interface OpenOptions {
  list?: (query: URLSearchParams) => Response | Promise<Response>;
  download?: (query: URLSearchParams) => Response | Promise<Response>;
  search?: string;
}

/** /log-aktivitas as `user`, with the list (and download) answered by query. */
export function openActivityLog(user: User = admin, { list, download, search = '' }: OpenOptions = {}) {
  storeSignedIn();
  const answerList = list ?? (() => json(200, makeLog([makeEntry(), failedSignIn, newAccount])));
  const query = (call: ApiCall) => new URL(call.path, 'http://localhost').searchParams;
  const handlers: Record<string, (call: ApiCall) => Response | Promise<Response>> = {
    'GET /api/me': () => json(200, user),
    'GET /api/users': () => json(200, listed([admin, surveyor])),
    'GET /api/events': () => json(200, [{ id: 9, nama_event: 'Maraton Surabaya' }, { id: 10, nama_event: 'Liga Voli' }]),
  };
  const routed = new Proxy(handlers, {
    get(target, key) {
      if (typeof key === 'string') {
        if (key.startsWith(`GET ${DOWNLOAD_PATH}`)) return download && ((call: ApiCall) => download(query(call)));
        if (key === `GET ${LIST_PATH}` || key.startsWith(`GET ${LIST_PATH}?`)) return (call: ApiCall) => answerList(query(call));
      }
      return target[key as string];
    },
  });
  const calls = stubApi(routed);
  return { calls, ...renderApp(`/log-aktivitas${search}`) };
}

/** The queries of the list calls so far, as plain objects. */
export function listQueries(calls: ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.path === LIST_PATH || call.path.startsWith(`${LIST_PATH}?`))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));
}
