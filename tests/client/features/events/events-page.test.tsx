import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import type { Event } from '../../../../src/shared/schemas/events';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

const marathon = makeEvent();
const archived = makeEvent({ id: 2, nama_event: 'Liga Voli', status: 'diarsipkan', jumlah_respons: 0 });

function openAs(user: User, lists: { aktif?: Event[]; diarsipkan?: Event[] }, more = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, user),
    'GET /api/events?status=aktif': () => json(200, lists.aktif ?? []),
    'GET /api/events?status=diarsipkan': () => json(200, lists.diarsipkan ?? []),
    ...more,
  });
  return { calls, ...renderApp('/kelola-event') };
}

describe('/kelola-event', () => {
  // The first render loads the lazy page and warms jsdom: more than findBy's default second.

  it('lists the active events with location, dates, download and the Admin actions', async () => {
    openAs(admin, { aktif: [marathon] });

    const link = await screen.findByRole('link', { name: 'Jakarta Marathon' });
    expect(link.getAttribute('href')).toBe('/kelola-event/1');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Jakarta');
    expect(row.textContent).toContain('1–3 Mei 2026');
    expect(within(row).getByRole('button', { name: 'Download hasil survei Jakarta Marathon' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Jakarta Marathon' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Arsipkan Jakarta Marathon' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Hapus Jakarta Marathon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah Event' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kelola Event', level: 1 })).toBeTruthy();
  });

  it('switches to the archived tab, where events can be activated again', async () => {
    const app = openAs(admin, { aktif: [marathon], diarsipkan: [archived] });
    await screen.findByRole('link', { name: 'Jakarta Marathon' });

    await app.user.click(screen.getByRole('tab', { name: 'Diarsipkan' }));

    expect(screen.getByRole('tab', { name: 'Diarsipkan' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Aktifkan Liga Voli' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jakarta Marathon' })).toBeNull();
  });

  it("says there are no events for the tab's status", async () => {
    const app = openAs(admin, {});
    expect(await screen.findByText("Tidak ada event untuk kategori 'aktif'.")).toBeTruthy();

    await app.user.click(screen.getByRole('tab', { name: 'Diarsipkan' }));
    expect(await screen.findByText("Tidak ada event untuk kategori 'diarsipkan'.")).toBeTruthy();
  });

  it('says "Gagal mengambil data event." when the list cannot be read', async () => {
    openAs(admin, {}, { 'GET /api/events?status=aktif': () => json(500, { message: 'x', code: 'INTERNAL' }) });

    expect(await screen.findByText('Gagal mengambil data event.')).toBeTruthy();
  });

  it.each<[string, User]>([
    ['Surveyor', surveyor],
    ['Instansi', instansi],
  ])('gives %s a list to read, titled "Daftar Event", with download and without the Admin actions', async (_peran, user) => {
    openAs(user, { aktif: [marathon] });

    await screen.findByRole('link', { name: 'Jakarta Marathon' });
    expect(screen.getByRole('heading', { name: 'Daftar Event', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Daftar Event · Sport Impact');
    expect(screen.getByRole('button', { name: 'Download hasil survei Jakarta Marathon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tambah Event' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Arsipkan|Hapus) / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
  });

  it('tells how many responses a delete takes with it, deletes, and says "Terhapus!"', async () => {
    let deleted = false;
    const { calls, user } = openAs(
      admin,
      {},
      {
        'GET /api/events?status=aktif': () => json(200, deleted ? [] : [marathon]),
        'DELETE /api/events/1': () => {
          deleted = true;
          return json(200, { message: 'Event berhasil dihapus beserta 12 data survei.', jumlah_respons_terhapus: 12 });
        },
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Hapus Jakarta Marathon' }));
    const confirm = screen.getByRole('dialog', { name: 'Hapus event?' });
    expect(confirm.textContent).toContain('Event ini beserta 12 data survei akan dihapus permanen.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Ya, hapus' }));

    const done = await screen.findByRole('dialog', { name: 'Terhapus!' });
    expect(done.textContent).toContain('Event berhasil dihapus beserta 12 data survei.');
    expect(await screen.findByText("Tidak ada event untuk kategori 'aktif'.")).toBeTruthy();
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { calls, user } = openAs(admin, { aktif: [marathon] });

    await user.click(await screen.findByRole('button', { name: 'Hapus Jakarta Marathon' }));
    await user.click(screen.getByRole('button', { name: 'Batal' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('archives after confirmation with PATCH status diarsipkan', async () => {
    const { calls, user } = openAs(
      admin,
      { aktif: [marathon] },
      {
        'PATCH /api/events/1/status': () =>
          json(200, { message: 'Event berhasil diarsipkan.', event: { ...marathon, status: 'diarsipkan' } }),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Arsipkan Jakarta Marathon' }));
    await user.click(screen.getByRole('button', { name: 'Ya, arsipkan' }));

    expect((await screen.findByRole('dialog', { name: 'Berhasil!' })).textContent).toContain(
      'Event berhasil diarsipkan.',
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'diarsipkan' });
  });

  it("shows the server's refusal of an action in an \"Oops...\" dialog", async () => {
    const { user } = openAs(
      admin,
      { aktif: [marathon] },
      {
        'DELETE /api/events/1': () =>
          json(409, { message: 'Event sedang menerima data survei baru. Silakan coba hapus lagi.', code: 'CONFLICT' }),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Hapus Jakarta Marathon' }));
    await user.click(screen.getByRole('button', { name: 'Ya, hapus' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Oops...' }).textContent).toContain(
        'Event sedang menerima data survei baru.',
      ),
    );
  });
});
