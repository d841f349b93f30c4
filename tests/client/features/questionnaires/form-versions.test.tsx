import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../src/client/lib/format-date-time';
import { type VersiFormulir, versiFormulirListSchema } from '../../../../src/shared/schemas/form-versions';
import type { Kuesioner, PertanyaanDesigner } from '../../../../src/shared/schemas/questionnaires';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { findStatus } from '../../helpers/find-status';

/**
 * The designer's "Versi Formulir" panel (docs/api.md, "Form versions"): the versions the offline
 * bundle handed out for the chosen type, what each counts for, and the withdrawal of an older one
 * that still judges by its own rules.
 */

type Handlers = Parameters<typeof stubApi>[0];

const PENONTON: Kuesioner = { id: 100, event_id: 10, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton', target_sampel: null };

const NOW = 'Vnow000000000000000000';
const OLD = 'Vold000000000000000000';
const DRAFT = 'Vdraft0000000000000000';
const EMPTY = 'Vempty0000000000000000';
const GONE = 'Vgone00000000000000000';

const version = (versi: string, fields: Partial<VersiFormulir>): VersiFormulir => ({
  versi,
  saat_ini: false,
  jumlah_pertanyaan: 4,
  berlaku_sejak: '2026-07-01T02:00:00.000Z',
  pertama_dibagikan: '2026-07-01T02:00:00.000Z',
  terakhir_dibagikan: '2026-07-05T02:00:00.000Z',
  status: 'berlaku',
  ditarik_pada: null,
  ditarik_oleh: null,
  jumlah_respons: 0,
  ...fields,
});

/** Newest first, as the server lists them; checked against the API's schema so they never drift from it. */
const versions = (): VersiFormulir[] =>
  versiFormulirListSchema.parse({
    data: [
      version(NOW, { saat_ini: true, jumlah_pertanyaan: 5, pertama_dibagikan: '2026-07-10T02:00:00.000Z', terakhir_dibagikan: '2026-07-12T02:00:00.000Z' }),
      version(OLD, { jumlah_respons: 12 }),
      version(DRAFT, { status: 'terlalu_singkat', pertama_dibagikan: '2026-06-30T02:00:00.000Z', terakhir_dibagikan: '2026-06-30T02:03:00.000Z' }),
      version(GONE, { status: 'ditarik', jumlah_respons: 3, ditarik_pada: '2026-06-29T04:00:00.000Z', ditarik_oleh: 'Ani Admin' }),
      version(EMPTY, { status: 'kosong', jumlah_pertanyaan: 0 }),
    ],
  }).data;

const WITHDRAWN =
  'Versi formulir ditarik. Survei yang diisi dengan versi ini kini dinilai dengan aturan formulir yang berlaku sekarang; ' +
  'pertanyaan yang tidak ada di versi ini tidak diwajibkan.';

const pertanyaan: PertanyaanDesigner = {
  id: 1000,
  kuesioner_id: 100,
  teks_pertanyaan: 'Dari kota mana Anda datang?',
  tipe_jawaban: 'teks',
  urutan: 1,
  wajib: true,
  min: null,
  maks: null,
  pilihan: null,
  tampil_jika: null,
  peran_ekonomi: null,
  batas_wajar: null,
  jumlah_jawaban: 3,
  pilihan_terjawab: [],
};

/** A small server: event 10 with "Penonton"; withdrawing marks the version as the real one does. */
async function openVersions(overrides: Handlers = {}, list: VersiFormulir[] = versions()) {
  let current = list;
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/events?status=aktif': () => json(200, [makeEvent({ id: 10, nama_event: 'Jakarta Marathon' })]),
    'GET /api/events/10/kuesioner': () => json(200, [PENONTON]),
    'GET /api/kuesioner/100/pertanyaan': () => json(200, [pertanyaan]),
    'GET /api/kuesioner/100/pertanyaan-ekonomi': () => json(200, { wilayah: null, lama_hari: null, jenis: 'pengunjung', berbeda: [] }),
    'GET /api/kuesioner/100/versi': () => json(200, { data: current }),
    [`POST /api/kuesioner/100/versi/${OLD}/tarik`]: () => {
      current = current.map((item) =>
        item.versi === OLD ? { ...item, status: 'ditarik', ditarik_pada: '2026-07-13T03:00:00.000Z', ditarik_oleh: 'Ani Admin' } : item,
      );
      return json(200, { message: WITHDRAWN, versi: current.find((item) => item.versi === OLD) });
    },
    ...overrides,
  });
  const app = renderApp('/input-survei');
  await app.user.selectOptions(await screen.findByLabelText('Pilih Event'), 'Jakarta Marathon');
  await app.user.click(await within(await screen.findByRole('region', { name: 'Tipe Responden' })).findByRole('button', { name: 'Penonton' }));
  const panel = await screen.findByRole('region', { name: 'Versi Formulir untuk Penonton' });
  return { ...app, calls, panel };
}

const itemOf = (panel: HTMLElement, versi: string) => within(panel).getByRole('listitem', { name: `Versi ${versi}` });

/** A version's details as the Admin reads them: term and value. */
const detailsOf = (item: HTMLElement) => [...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const withdrawals = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path.includes('/versi/'));
const listReads = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/kuesioner/100/versi');

describe('questionnaire designer: form versions', () => {
  it('lists the versions newest first, each with what it counts for, when it was handed out and how many responses it judged', async () => {
    const { panel } = await openVersions();

    const list = await within(panel).findByRole('list', { name: 'Versi formulir, terbaru lebih dulu' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([`Versi ${NOW}`, `Versi ${OLD}`, `Versi ${DRAFT}`, `Versi ${GONE}`, `Versi ${EMPTY}`]);

    const old = itemOf(panel, OLD);
    expect(detailsOf(old)).toEqual([
      ['Jumlah pertanyaan', '4'],
      ['Pertama dibagikan', formatDateTime('2026-07-01T02:00:00.000Z')],
      ['Terakhir dibagikan', formatDateTime('2026-07-05T02:00:00.000Z')],
      ['Data yang dinilai dengannya', '12'],
    ]);
    expect(within(old).getByText('Menilai survei')).toBeTruthy();
    expect(old.textContent).toContain(
      'Survei yang diisi dengan versi ini dan dikirim paling lambat 30 hari setelah versi ini diganti dinilai dengan aturannya sendiri',
    );

    const now = itemOf(panel, NOW);
    expect(within(now).getByText('Formulir sekarang')).toBeTruthy();
    expect(now.textContent).toContain('Versi ini baru dapat ditarik setelah pertanyaannya diubah.');
    expect(within(itemOf(panel, DRAFT)).getByText('Terlalu singkat')).toBeTruthy();
    expect(within(itemOf(panel, EMPTY)).getByText('Tanpa pertanyaan')).toBeTruthy();

    const gone = itemOf(panel, GONE);
    expect(within(gone).getByText('Ditarik')).toBeTruthy();
    expect(detailsOf(gone)).toContainEqual(['Ditarik oleh', `Ani Admin, ${formatDateTime('2026-06-29T04:00:00.000Z')}`]);
  });

  it('offers "Tarik versi" only for an older version that still judges by its own rules', async () => {
    const { panel } = await openVersions();

    await within(panel).findByRole('list', { name: 'Versi formulir, terbaru lebih dulu' });
    expect(within(panel).getAllByRole('button', { name: /^Tarik versi/ }).map((button) => button.getAttribute('aria-label'))).toEqual([`Tarik versi ${OLD}`]);
  });

  it('explains what withdrawing means before it withdraws, then shows the server\'s message and the version as withdrawn', async () => {
    const { user, panel, calls } = await openVersions();

    await user.click(await within(panel).findByRole('button', { name: `Tarik versi ${OLD}` }));
    const dialog = screen.getByRole('dialog', { name: 'Tarik Versi Formulir?' });
    const text = dialog.textContent ?? '';
    expect(text).toContain(`Versi ${OLD} (pertama dibagikan ${formatDateTime('2026-07-01T02:00:00.000Z')}) tidak akan lagi menilai survei dengan aturannya sendiri.`);
    expect(text).toContain('dinilai dengan aturan formulir sekarang');
    expect(text).toContain('Pertanyaan yang tidak ada atau tidak wajib di versi ini tetap tidak diwajibkan');
    expect(text).toContain('Perangkat surveyor menyimpannya sebagai “Gagal” dengan alasan itu');
    expect(text).toContain('Data yang sudah diterima tidak berubah: 12 data yang dinilai dengan versi ini tetap tersimpan');
    expect(text).toContain('Penarikan tidak dapat dibatalkan.');
    expect(withdrawals(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Tarik versi' }));

    expect(await findStatus(within(panel), WITHDRAWN)).toBeTruthy();
    expect(withdrawals(calls).map((call) => call.path)).toEqual([`/api/kuesioner/100/versi/${OLD}/tarik`]);
    await waitFor(() => expect(within(itemOf(panel, OLD)).getByText('Ditarik')).toBeTruthy());
    expect(detailsOf(itemOf(panel, OLD))).toContainEqual(['Ditarik oleh', `Ani Admin, ${formatDateTime('2026-07-13T03:00:00.000Z')}`]);
    expect(within(panel).queryByRole('button', { name: /^Tarik versi/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Batal" withdraws nothing', async () => {
    const { user, panel, calls } = await openVersions();

    await user.click(await within(panel).findByRole('button', { name: `Tarik versi ${OLD}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Tarik Versi Formulir?' })).getByRole('button', { name: 'Batal' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(calls)).toHaveLength(0);
    expect(within(itemOf(panel, OLD)).getByText('Menilai survei')).toBeTruthy();
  });

  it("shows the server's reason when it refuses, and reads the versions again", async () => {
    const reason =
      'Versi ini adalah formulir yang berlaku sekarang, jadi tidak dapat ditarik. Ubah pertanyaannya dulu; versi ini lalu dapat ditarik.';
    // Meanwhile the questions were changed back: the listed older version is the form again.
    let list = versions();
    const { user, panel, calls } = await openVersions({
      'GET /api/kuesioner/100/versi': () => json(200, { data: list }),
      [`POST /api/kuesioner/100/versi/${OLD}/tarik`]: () => {
        list = list.map((item) => ({ ...item, saat_ini: item.versi === OLD }));
        return json(409, { message: reason, code: 'CONFLICT' });
      },
    });
    const readsBefore = listReads(calls).length;

    await user.click(await within(panel).findByRole('button', { name: `Tarik versi ${OLD}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Tarik Versi Formulir?' })).getByRole('button', { name: 'Tarik versi' }));

    const alert = await within(panel).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Gagal menarik versi formulir.', reason]);
    await waitFor(() => expect(within(itemOf(panel, OLD)).getByText('Formulir sekarang')).toBeTruthy());
    expect(listReads(calls).length).toBeGreaterThan(readsBefore);
    expect(within(panel).queryByRole('button', { name: `Tarik versi ${OLD}` })).toBeNull();
  });

  it("says the server's reason when the versions cannot be read", async () => {
    const { panel } = await openVersions({
      'GET /api/kuesioner/100/versi': () => json(404, { message: 'Kuesioner tidak ditemukan.', code: 'NOT_FOUND' }),
    });

    expect((await within(panel).findByRole('alert')).textContent).toBe('Kuesioner tidak ditemukan.');
  });

  it('says when no phone has received the form yet', async () => {
    const { panel } = await openVersions({}, []);

    expect(await within(panel).findByText('Belum ada versi yang dibagikan ke aplikasi surveyor.')).toBeTruthy();
  });

  it('reads the versions again when a question changes, since which version is the form follows the questions', async () => {
    const { user, calls } = await openVersions({
      'POST /api/pertanyaan': ({ body }) => json(201, { ...pertanyaan, id: 1001, ...(body as object) }),
    });
    const questions = await screen.findByRole('region', { name: 'Pertanyaan untuk Penonton' });
    await waitFor(() => expect(listReads(calls)).toHaveLength(1));

    await user.type(within(questions).getByLabelText('Teks Pertanyaan'), 'Berapa umur Anda?');
    await user.click(within(questions).getByRole('button', { name: 'Tambah Pertanyaan' }));

    await waitFor(() => expect(listReads(calls)).toHaveLength(2));
  });
});
