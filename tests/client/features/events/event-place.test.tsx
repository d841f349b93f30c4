import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import type { User } from '../../../../src/shared/schemas/auth';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

const jatimAdmin: User = { ...admin, wilayah_kerja: '35' };
const sbyAdmin: User = { ...admin, wilayah_kerja: '35.78' };
const inSurabaya = makeEvent({ wilayah: '35.78' });

// The region list is parsed once, before these tests: each then waits only for its own screen.
beforeAll(async () => {
  await loadWilayahList();
}, 30_000);

function openList(signedIn: User, more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, signedIn),
    'GET /api/events?status=aktif': () => json(200, [inSurabaya]),
    ...more,
  });
  return { calls, ...renderApp('/kelola-event') };
}

async function openNewEvent(signedIn: User, more: Handlers = {}) {
  const app = openList(signedIn, more);
  await app.user.click(await screen.findByRole('button', { name: 'Tambah Event' }));
  await app.user.type(screen.getByLabelText('Nama Event'), 'Tour de Borobudur');
  await app.user.type(screen.getByLabelText('Lokasi'), 'Magelang');
  fireEvent.change(screen.getByLabelText('Tanggal Mulai'), { target: { value: '2026-06-01' } });
  fireEvent.change(screen.getByLabelText('Tanggal Selesai'), { target: { value: '2026-06-02' } });
  return app;
}

const placeGroup = (name = 'Kabupaten/Kota (opsional)') => screen.getByRole('group', { name });
const saved = (calls: ApiCall[], method: string) => calls.filter((call) => call.method === method && call.path.startsWith('/api/events'));
const created = () => json(201, { message: 'Event berhasil ditambahkan.', event: makeEvent({ id: 9 }) });

describe("an event's place on /kelola-event", () => {
  it('shows the place by name under the location in the list', async () => {
    openList(admin);
    const row = (await screen.findByRole('link', { name: 'Jakarta Marathon' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Kota Surabaya, Jawa Timur')).toBeTruthy();
  });

  it('lets a national Admin pick a regency and sends it', async () => {
    const { calls, user } = await openNewEvent(admin, { 'POST /api/events': created });
    expect(within(placeGroup()).getByText('Belum dipilih')).toBeTruthy();

    await user.type(await screen.findByLabelText('Cari kabupaten/kota event'), 'magelang');
    await user.click(within(placeGroup()).getByRole('button', { name: /^Kabupaten Magelang/ }));
    expect(within(placeGroup()).getByText('Kabupaten Magelang, Jawa Tengah')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(saved(calls, 'POST')[0].body).toMatchObject({ nama_event: 'Tour de Borobudur', wilayah: '33.08' });
  });

  it("offers a province Admin only its regencies and shows the server's demand for one under the field", async () => {
    const demand = 'Pilih kabupaten/kota event di dalam wilayah kerja Anda.';
    const { calls, user } = await openNewEvent(jatimAdmin, {
      'POST /api/events': () => json(400, { message: demand, code: 'VALIDATION_ERROR', fields: { wilayah: demand } }),
    });
    const group = placeGroup('Kabupaten/Kota');
    expect(within(group).getByText(/Wajib dipilih/)).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Kosongkan' })).toBeNull();

    await user.type(await screen.findByLabelText('Cari kabupaten/kota event'), 'magelang');
    expect(within(group).getByText('Tidak ada wilayah yang cocok.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect((await screen.findByRole('alert')).textContent).toBe(demand);
    expect(within(group).getByText(demand)).toBeTruthy();
    expect(screen.getByLabelText('Cari kabupaten/kota event').getAttribute('aria-invalid')).toBe('true');
    expect(saved(calls, 'POST')[0].body).not.toHaveProperty('wilayah');
  });

  it("starts a regency Admin's new event in its regency", async () => {
    const { calls, user } = await openNewEvent(sbyAdmin, { 'POST /api/events': created });
    expect(await within(placeGroup('Kabupaten/Kota')).findByText('Kota Surabaya, Jawa Timur')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    // Unsent, the server places a regency Admin's event in its regency: the same place.
    expect(saved(calls, 'POST')[0].body).not.toHaveProperty('wilayah');
  });

  function openEdit() {
    return openList(admin, {
      'GET /api/events/1': () => json(200, inSurabaya),
      'PUT /api/events/1': () => json(200, { message: 'Event berhasil diperbarui.', event: inSurabaya }),
    });
  }

  it('keeps an edited event in its place without naming it', async () => {
    const { calls, user } = openEdit();
    await user.click(await screen.findByRole('button', { name: 'Edit Jakarta Marathon' }));
    const group = await screen.findByRole('group', { name: 'Kabupaten/Kota (opsional)' });
    expect(await within(group).findByText('Kota Surabaya, Jawa Timur')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(saved(calls, 'PUT')[0].body).not.toHaveProperty('wilayah');
  });

  it('sends null when a national Admin clears the place', async () => {
    const { calls, user } = openEdit();
    await user.click(await screen.findByRole('button', { name: 'Edit Jakarta Marathon' }));
    const group = await screen.findByRole('group', { name: 'Kabupaten/Kota (opsional)' });
    await user.click(within(group).getByRole('button', { name: 'Kosongkan' }));
    expect(within(group).getByText('Belum dipilih')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(saved(calls, 'PUT')[0].body).toMatchObject({ wilayah: null });
  });
});

describe("an event's place on /kelola-event/{id}", () => {
  it('names the regency, or says it is not set', async () => {
    storeSignedIn();
    let event = inSurabaya;
    stubApi({ 'GET /api/me': () => json(200, admin), 'GET /api/events/1': () => json(200, event) });
    const first = renderApp('/kelola-event/1');
    const label = await screen.findByText('Kabupaten/Kota');
    expect(await within(label.parentElement as HTMLElement).findByText('Kota Surabaya, Jawa Timur')).toBeTruthy();
    first.unmount();

    event = makeEvent();
    renderApp('/kelola-event/1');
    const none = await screen.findByText('Kabupaten/Kota');
    expect((none.nextElementSibling as HTMLElement).textContent).toBe('Belum ditentukan');
  });
});
