import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import type { Team } from '../../../../src/shared/schemas/teams';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn, surveyor } from '../../helpers/users';
import { dewi, EVENT, eko, fajar, openTeam, sent, TEAM } from './team-fixtures';

// The candidates show their work area by name: the region list is parsed once, before these tests.
beforeAll(async () => {
  await loadWilayahList();
}, 30_000);

const membersTable = () => screen.findByRole('table', { name: 'Anggota tim survei' });
const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement;
const saveButton = () => screen.getByRole('button', { name: 'Simpan Tim' });

describe('/kelola-event/{id}/tim, the team', () => {
  it('is reached from the event detail by an Admin', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, admin), 'GET /api/events/1': () => json(200, EVENT) });
    renderApp('/kelola-event/1');

    const link = await screen.findByRole('link', { name: 'Tim Survei' });
    expect(link.getAttribute('href')).toBe('/kelola-event/1/tim');
  });

  it('sends a Surveyor away without asking for the team', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, surveyor) });
    const app = renderApp('/kelola-event/1/tim');

    await waitFor(() => expect(app.currentPath()).toBe('/unauthorized'));
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('shows each member with the target and the accepted responses, and whether only members may collect', async () => {
    openTeam();

    expect(await screen.findByRole('heading', { name: 'Tim Survei', level: 1 })).toBeTruthy();
    await membersTable();
    expect(screen.getByText('Surabaya Marathon')).toBeTruthy();
    const row = rowOf('Dewi Lapangan');
    expect((within(row).getByLabelText('Target Dewi Lapangan') as HTMLInputElement).value).toBe('40');
    expect(within(row).getByText('12')).toBeTruthy();
    const wajib = screen.getByRole('checkbox', { name: 'Hanya anggota tim yang boleh mengisi' }) as HTMLInputElement;
    expect(wajib.checked).toBe(false);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('offers only active Surveyors and Admins whose area reaches the event, then saves the whole team', async () => {
    const saved: Team = {
      wajib: true,
      anggota: [
        { user_id: dewi.id, nama: dewi.nama, email: dewi.email, target: 40, jumlah_respons: 12 },
        { user_id: eko.id, nama: eko.nama, email: eko.email, target: 25, jumlah_respons: 0 },
      ],
    };
    const { user, calls } = openTeam({ 'PUT /api/events/1/tim': () => json(200, saved) });
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Anggota' });
    const offered = await within(dialog).findAllByRole('checkbox');
    // Ani (the Admin herself, national), Eko (province 35), Fajar (national Admin); not Dewi (on
    // the team), Gita (Bandung), Hana (Instansi) or Indra (waiting for approval).
    expect(offered.map((box) => box.closest('label')?.querySelector('span span')?.textContent)).toEqual([
      'Ani Admin',
      'Eko Jatim',
      'Fajar Admin',
    ]);
    await user.type(within(dialog).getByLabelText('Cari Surveyor atau Admin'), 'eko');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));

    expect(screen.queryByRole('dialog', { name: 'Tambah Anggota' })).toBeNull();
    const ekoRow = rowOf('Eko Jatim');
    expect(within(ekoRow).getByText('Belum disimpan')).toBeTruthy();
    await user.type(within(ekoRow).getByLabelText('Target Eko Jatim'), '25');
    await user.click(screen.getByRole('checkbox', { name: 'Hanya anggota tim yang boleh mengisi' }));
    expect(screen.getByText('Ada perubahan yang belum disimpan.')).toBeTruthy();
    await user.click(saveButton());

    expect(await screen.findByText('Tim survei disimpan.')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/events/1/tim')[0].body).toEqual({
      wajib: true,
      anggota: [
        { user_id: dewi.id, target: 40 },
        { user_id: eko.id, target: 25 },
      ],
    });
    expect(within(rowOf('Eko Jatim')).queryByText('Belum disimpan')).toBeNull();
  });

  it('removes a member and sends the team without it; an empty target is none', async () => {
    const { user, calls } = openTeam({
      'GET /api/events/1/tim': () =>
        json(200, { ...TEAM, anggota: [...TEAM.anggota, { user_id: fajar.id, nama: fajar.nama, email: fajar.email, target: 5, jumlah_respons: 1 }] }),
      'PUT /api/events/1/tim': () => json(200, { wajib: false, anggota: [{ ...TEAM.anggota[0], target: null }] }),
    });
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Hapus Fajar Admin dari tim' }));
    await user.clear(screen.getByLabelText('Target Dewi Lapangan'));
    await user.click(saveButton());

    await screen.findByText('Tim survei disimpan.');
    expect(sent(calls, 'PUT', '/api/events/1/tim')[0].body).toEqual({ wajib: false, anggota: [{ user_id: dewi.id, target: null }] });
  });

  it('says what is wrong with a target under it and sends nothing', async () => {
    const { user, calls } = openTeam();
    await membersTable();

    const target = screen.getByLabelText('Target Dewi Lapangan');
    await user.clear(target);
    await user.type(target, '0');
    await user.click(saveButton());

    expect(within(rowOf('Dewi Lapangan')).getByText('Target minimal 1.')).toBeTruthy();
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'PUT', '/api/events/1/tim')).toHaveLength(0);
  });

  it('shows the server’s refusal, which names the person', async () => {
    const message = 'Wilayah kerja Eko Jatim tidak mencakup wilayah event ini.';
    const { user } = openTeam({
      'PUT /api/events/1/tim': () => json(400, { message, code: 'VALIDATION_ERROR', fields: { anggota: message } }),
    });
    await membersTable();

    await user.click(screen.getByRole('checkbox', { name: 'Hanya anggota tim yang boleh mengisi' }));
    await user.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByText('Ada perubahan yang belum disimpan.')).toBeTruthy();
  });

  it('keeps whoever joined by invite while the Admin was editing', async () => {
    let reads = 0;
    const joiner = { user_id: 21, nama: 'Joni Undangan', email: 'joni@example.com', target: null, jumlah_respons: 0 };
    const { user, calls } = openTeam({
      'GET /api/events/1/tim': () => {
        reads += 1;
        return json(200, reads === 1 ? TEAM : { ...TEAM, anggota: [...TEAM.anggota, joiner] });
      },
      'PUT /api/events/1/tim': () => json(200, TEAM),
    });
    await membersTable();

    const target = screen.getByLabelText('Target Dewi Lapangan');
    await user.clear(target);
    await user.type(target, '50');
    await user.click(saveButton());

    await screen.findByText('Tim survei disimpan.');
    expect(sent(calls, 'PUT', '/api/events/1/tim')[0].body).toEqual({
      wajib: false,
      anggota: [
        { user_id: dewi.id, target: 50 },
        { user_id: 21, target: null },
      ],
    });
  });

  it('says "Event tidak ditemukan." for an event outside the Admin’s area', async () => {
    openTeam({
      'GET /api/events/1': () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' }),
      'GET /api/events/1/tim': () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' }),
    });

    expect(await screen.findByRole('heading', { name: 'Event tidak ditemukan.', level: 1 })).toBeTruthy();
  });
});
