import type { User } from '../../../../src/shared/schemas/auth';
import type { Invite, Team } from '../../../../src/shared/schemas/teams';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, listed, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/** An event in Kota Surabaya (35.78). */
export const EVENT = makeEvent({ id: 1, nama_event: 'Surabaya Marathon', lokasi: 'Tugu Pahlawan', wilayah: '35.78' });

export const dewi: User = { id: 11, nama: 'Dewi Lapangan', email: 'dewi@example.com', peran: 'Surveyor', wilayah_kerja: '35.78' };
export const eko: User = { id: 12, nama: 'Eko Jatim', email: 'eko@example.com', peran: 'Surveyor', wilayah_kerja: '35' };
export const fajar: User = { id: 13, nama: 'Fajar Admin', email: 'fajar@example.com', peran: 'Admin', wilayah_kerja: null };
export const gita: User = { id: 14, nama: 'Gita Bandung', email: 'gita@example.com', peran: 'Surveyor', wilayah_kerja: '32.73' };
export const hana: User = { id: 15, nama: 'Hana Instansi', email: 'hana@example.com', peran: 'Instansi', wilayah_kerja: '35.78' };
export const indra: User = { id: 16, nama: 'Indra Menunggu', email: 'indra@example.com', peran: 'Surveyor', wilayah_kerja: '35.78' };

/** GET /api/users: Dewi on the team already; Gita outside the event's area; Hana an Instansi; Indra waiting. */
export const USERS = [
  ...listed([admin, dewi, eko, fajar, gita, hana]),
  { ...indra, status_akun: 'menunggu' as const },
];

export const TEAM: Team = {
  wajib: false,
  anggota: [{ user_id: dewi.id, nama: dewi.nama, email: dewi.email, target: 40, jumlah_respons: 12 }],
};

export function makeInvite(overrides: Partial<Invite> = {}): Invite {
  const kode = overrides.kode ?? 'ABCDEFGHJKMNPQRS';
  return {
    kode,
    event_id: 1,
    tautan: `https://sis.example.id/gabung/${kode}`,
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>',
    berlaku_sampai: '2026-12-10',
    maks_penggunaan: 20,
    jumlah_penggunaan: 3,
    status: 'aktif',
    dibuat_pada: '2026-12-07T08:00:00.000Z',
    ...overrides,
  };
}

/** An Admin opens the team screen of EVENT; `handlers` replace or add answers. */
export function openTeam(handlers: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events/1': () => json(200, EVENT),
    'GET /api/events/1/tim': () => json(200, TEAM),
    'GET /api/events/1/undangan': () => json(200, []),
    'GET /api/users': () => json(200, USERS),
    ...handlers,
  });
  return { ...renderApp('/kelola-event/1/tim'), calls };
}

export const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
