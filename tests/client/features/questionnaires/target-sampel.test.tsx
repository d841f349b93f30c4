import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Kuesioner } from '../../../../src/shared/schemas/questionnaires';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { findStatus } from '../../helpers/find-status';

type Handlers = Parameters<typeof stubApi>[0];

const kuesioner = (id: number, tipe: string, target_sampel: number | null): Kuesioner => ({
  id,
  event_id: 10,
  tipe_responden: tipe,
  nama_kuesioner: `Kuesioner untuk ${tipe}`,
  target_sampel,
});

/** One event with "Penonton" (target 1500) and "Atlet" (none); PUT target-sampel saves. */
async function openDesigner(overrides: Handlers = {}) {
  let types = [kuesioner(100, 'Penonton', 1500), kuesioner(101, 'Atlet', null)];
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, [makeEvent({ id: 10, nama_event: 'Jakarta Marathon' })]),
    'GET /api/events/10/kuesioner': () => json(200, types),
    'GET /api/kuesioner/100/pertanyaan': () => json(200, []),
    'GET /api/kuesioner/101/pertanyaan': () => json(200, []),
    'PUT /api/kuesioner/100/target-sampel': ({ body }) => {
      const { target_sampel } = body as { target_sampel: number | null };
      types = types.map((type) => (type.id === 100 ? { ...type, target_sampel } : type));
      return json(200, { message: 'Target sampel berhasil disimpan.', kuesioner: types[0] });
    },
    ...overrides,
  });
  const app = renderApp('/input-survei');
  await app.user.selectOptions(await screen.findByLabelText('Pilih Event'), 'Jakarta Marathon');
  const panel = await screen.findByRole('region', { name: 'Tipe Responden' });
  return { ...app, calls, panel };
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

async function openForm(app: Awaited<ReturnType<typeof openDesigner>>, tipe: string) {
  await app.user.click(await within(app.panel).findByRole('button', { name: tipe }));
  return within(app.panel).findByRole('form', { name: `Target Sampel ${tipe}` });
}

describe('questionnaire designer: sample targets', () => {
  it('shows each type\'s target in the list, as the description of its button', async () => {
    const { panel } = await openDesigner();

    const penonton = await within(panel).findByRole('button', { name: 'Penonton' });
    expect(penonton.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(penonton.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Target sampel: 1.500');
    const atlet = within(panel).getByRole('button', { name: 'Atlet' });
    expect(document.getElementById(atlet.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Tanpa target sampel');
  });

  it('sets the chosen type\'s target, says the server\'s message and updates the list', async () => {
    const app = await openDesigner();
    const form = within(await openForm(app, 'Penonton'));
    const field = form.getByLabelText<HTMLInputElement>('Target sampel');
    expect(field.value).toBe('1500');

    await app.user.clear(field);
    await app.user.type(field, '300');
    await app.user.click(form.getByRole('button', { name: 'Simpan Target' }));

    await findStatus(form, 'Target sampel berhasil disimpan.');
    expect(puts(app.calls)).toEqual([
      expect.objectContaining({ path: '/api/kuesioner/100/target-sampel', body: { target_sampel: 300 } }),
    ]);
    expect(await within(app.panel).findByText('Target sampel: 300')).toBeTruthy();
  });

  it.each([
    ['with "Hapus Target"', true],
    ['by saving an empty field', false],
  ])('clears the target %s', async (_how, button) => {
    const app = await openDesigner();
    const form = within(await openForm(app, 'Penonton'));

    if (button) {
      await app.user.click(form.getByRole('button', { name: 'Hapus Target' }));
    } else {
      await app.user.clear(form.getByLabelText('Target sampel'));
      await app.user.click(form.getByRole('button', { name: 'Simpan Target' }));
    }

    expect(await form.findByRole('status')).toBeTruthy();
    expect(puts(app.calls).map((call) => call.body)).toEqual([{ target_sampel: null }]);
    await waitFor(() => expect(within(app.panel).getAllByText('Tanpa target sampel')).toHaveLength(2));
    expect(form.queryByRole('button', { name: 'Hapus Target' })).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Target sampel').value).toBe('');
  });

  it('offers no "Hapus Target" for a type without one', async () => {
    const app = await openDesigner();
    const form = within(await openForm(app, 'Atlet'));

    expect(form.getByLabelText<HTMLInputElement>('Target sampel').value).toBe('');
    expect(form.queryByRole('button', { name: 'Hapus Target' })).toBeNull();
  });

  it.each([
    ['0', 'Target sampel minimal 1.'],
    ['2.5', 'Target sampel harus bilangan bulat.'],
    ['2000000', 'Target sampel terlalu besar.'],
  ])('refuses %s with the rule\'s words and sends nothing', async (typed, message) => {
    const app = await openDesigner();
    const form = within(await openForm(app, 'Penonton'));
    const field = form.getByLabelText('Target sampel');

    await app.user.clear(field);
    await app.user.type(field, typed);
    await app.user.click(form.getByRole('button', { name: 'Simpan Target' }));

    expect(form.getByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(puts(app.calls)).toHaveLength(0);
  });

  it.each([
    [json(404, { message: 'Kuesioner tidak ditemukan.', code: 'NOT_FOUND' }), 'Kuesioner tidak ditemukan.'],
    [json(500, { message: 'x', code: 'INTERNAL' }), 'Gagal menyimpan target sampel.'],
  ])('shows why the server did not save', async (answer, message) => {
    const app = await openDesigner({ 'PUT /api/kuesioner/100/target-sampel': () => answer });
    const form = within(await openForm(app, 'Penonton'));

    await app.user.click(form.getByRole('button', { name: 'Simpan Target' }));

    expect((await form.findByRole('alert')).textContent).toBe(message);
    expect(form.queryByRole('status')).toBeNull();
  });
});
