import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import type { InviteInfo } from '../../../../src/shared/schemas/teams';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { sent } from './team-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

const KODE = 'ABCDEFGHJKMNPQRS';
const INFO: InviteInfo = {
  kode: KODE,
  event: { id: 1, nama_event: 'Surabaya Marathon', lokasi: 'Tugu Pahlawan', tanggal_mulai: '2026-12-12', tanggal_selesai: '2026-12-13' },
  berlaku_sampai: '2026-12-10',
};
const info = () => json(200, INFO);

function openSignedOut(handlers: Handlers = {}) {
  const calls = stubApi({ [`GET /api/undangan/${KODE}`]: info, ...handlers });
  return { ...renderApp(`/gabung/${KODE}`), calls };
}

function openSignedIn(user: User, handlers: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, user),
    [`GET /api/undangan/${KODE}`]: info,
    'GET /api/offline-bundle': () => new Response(null, { status: 304 }),
    ...handlers,
  });
  return { ...renderApp(`/gabung/${KODE}`), calls };
}

const eventHeading = () => screen.findByRole('heading', { name: 'Surabaya Marathon', level: 2 });

describe('/gabung/{kode}, signed out', () => {
  it('tells which event and until when, then registers a Surveyor with the code and sends the person to sign in', async () => {
    const { user, calls, currentPath } = openSignedOut({
      'POST /api/register': () => json(201, { message: 'Pendaftaran berhasil. Silakan login.' }),
    });

    expect(await screen.findByRole('heading', { name: 'Gabung ke Tim Survei', level: 1 })).toBeTruthy();
    await eventHeading();
    for (const text of ['Tugu Pahlawan', '12–13 Desember 2026', '10 Desember 2026', 'ABCD-EFGH-JKMN-PQRS']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Rina Lapangan');
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Password'), 'rahasia-rina');
    await user.click(screen.getByRole('button', { name: 'Daftar dan Gabung' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByText('Pendaftaran berhasil. Silakan login.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rina@example.com');
    expect(sent(calls, 'POST', '/api/register')[0].body).toEqual({
      nama: 'Rina Lapangan',
      email: 'rina@example.com',
      password: 'rahasia-rina',
      peran: 'Surveyor',
      kode_undangan: KODE,
    });
  });

  it('checks the fields with the sign-up’s own rules before sending anything', async () => {
    const { user, calls } = openSignedOut();
    await eventHeading();

    await user.type(screen.getByLabelText('Password'), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Daftar dan Gabung' }));

    expect(screen.getByText('Nama wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Email wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Password minimal 8 karakter.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/register')).toHaveLength(0);
  });

  it('shows the server’s reason when the code ran out meanwhile', async () => {
    const message = 'Kode undangan sudah mencapai batas penggunaan. Minta kode baru kepada Admin event.';
    const { user } = openSignedOut({ 'POST /api/register': () => json(410, { message, code: 'GONE' }) });
    await eventHeading();

    await user.type(screen.getByLabelText('Nama Lengkap'), 'Rina Lapangan');
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Password'), 'rahasia-rina');
    await user.click(screen.getByRole('button', { name: 'Daftar dan Gabung' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers those with an account to sign in first', async () => {
    openSignedOut();
    await eventHeading();

    const link = screen.getByRole('link', { name: 'Sudah punya akun? Masuk lalu buka tautan ini lagi' });
    expect(link.getAttribute('href')).toBe('/login');
  });

  it('offline, says the page waits for a connection, then shows the event when it comes', async () => {
    onlineManager.setOnline(false);
    try {
      const { calls } = openSignedOut();

      expect(await screen.findByText('Anda sedang offline. Halaman ini akan dimuat begitu ada koneksi internet.')).toBeTruthy();
      expect(sent(calls, 'GET', `/api/undangan/${KODE}`)).toHaveLength(0);
      act(() => onlineManager.setOnline(true));
      await eventHeading();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it.each([
    [404, 'NOT_FOUND', 'Kode undangan tidak ditemukan. Periksa kembali kodenya.'],
    [410, 'GONE', 'Kode undangan sudah kedaluwarsa. Minta kode baru kepada Admin event.'],
    [429, 'RATE_LIMITED', 'Terlalu banyak percobaan dari alamat jaringan ini. Silakan coba lagi dalam 600 detik.'],
  ])('shows the server’s %i message as it comes, asked once, with no form', async (status, code, message) => {
    const { calls } = openSignedOut({ [`GET /api/undangan/${KODE}`]: () => json(status, { message, code }) });

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Nama Lengkap')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    expect(sent(calls, 'GET', `/api/undangan/${KODE}`)).toHaveLength(1);
  });
});

describe('/gabung/{kode}, signed in', () => {
  it('joins with one button, says so, leads to Input Survei and fetches the phone’s forms anew', async () => {
    const moved: User = { ...surveyor, wilayah_kerja: '35.78' };
    let meCalls = 0;
    const { user, calls } = openSignedIn(surveyor, {
      'GET /api/me': () => {
        meCalls += 1;
        return json(200, meCalls === 1 ? surveyor : moved);
      },
      [`POST /api/undangan/${KODE}/gabung`]: () =>
        json(200, { message: 'Anda sekarang anggota tim survei event ini. Formulirnya akan tersedia di Input Survei.', event_id: 1 }),
    });
    await eventHeading();
    expect(screen.getByText('Budi Surveyor')).toBeTruthy();
    expect(screen.queryByLabelText('Nama Lengkap')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Gabung ke tim' }));

    expect(await screen.findByText('Anda sekarang anggota tim survei event ini. Formulirnya akan tersedia di Input Survei.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka Input Survei' }).getAttribute('href')).toBe('/input-survei');
    expect(screen.queryByRole('button', { name: 'Gabung ke tim' })).toBeNull();
    await waitFor(() => expect(sent(calls, 'GET', '/api/offline-bundle')).toHaveLength(1));
    // The account is read again: joining may have moved its work area to the event's regency.
    await waitFor(() => expect(meCalls).toBe(2));
  });

  it('tells a current member so, and still leads to Input Survei', async () => {
    const message = 'Anda sudah menjadi anggota tim survei event ini.';
    const { user } = openSignedIn(surveyor, {
      [`POST /api/undangan/${KODE}/gabung`]: () => json(409, { message, code: 'CONFLICT' }),
    });
    await eventHeading();

    await user.click(screen.getByRole('button', { name: 'Gabung ke tim' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Buka Input Survei' })).toBeTruthy();
  });

  it('shows an Instansi the server’s refusal, with no way to the forms', async () => {
    const message = 'Undangan ini untuk Surveyor. Akun Instansi tidak dapat bergabung ke tim survei.';
    const { user } = openSignedIn(instansi, {
      [`POST /api/undangan/${KODE}/gabung`]: () => json(409, { message, code: 'CONFLICT' }),
    });
    await eventHeading();

    await user.click(screen.getByRole('button', { name: 'Gabung ke tim' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('link', { name: 'Buka Input Survei' })).toBeNull();
  });
});
