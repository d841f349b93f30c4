import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponsItem } from '../../../../src/shared/schemas/responses';
import { type ApiCall, json } from '../../helpers/fake-api';
import { admin, instansi } from '../../helpers/users';
import { listQueries, makeList, makeRespons, openDataSurvei, voidedRespons } from './responses-fixtures';
import { findStatus } from '../../helpers/find-status';

const openRow = async (user: ReturnType<typeof openDataSurvei>['user'], id: number) => {
  await user.click(await screen.findByRole('button', { name: `Lihat detail data #${id}` }));
  return screen.findByRole('dialog', { name: `Data Survei #${id}` });
};

/** The description list's terms and their values, as the reader sees them. */
const pairsOf = (list: Element) =>
  [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('/data-survei/{id}: one response', () => {
  it('opens from its row with the whole answers, the times, the surveyor, the status and the history', async () => {
    const { user } = openDataSurvei(instansi);

    const dialog = await openRow(user, 102);
    const [summary, answers] = dialog.querySelectorAll('dl');
    expect(pairsOf(summary)).toEqual([
      ['Status', 'Dibatalkan'],
      ['Tipe responden', 'Penonton'],
      ['Surveyor', 'Akun terhapus'],
      ['Waktu pengisian', '14 Jul 2026 08.30 WIB'],
      ['Diterima server', '14 Jul 2026 09.05 WIB'],
      ['Dibatalkan', 'oleh Ani Admin, 15 Jul 2026 10.00 WIB'],
      ['Alasan', 'Data uji coba'],
    ]);
    expect(pairsOf(answers)).toEqual([
      ['Asal kota', 'Bandung'],
      ['Belanja makan', 'Rp 1.500.000'],
      ['Jumlah rombongan', '1.200'],
      ['Menginap?', 'Ya'],
    ]);

    const log = within(dialog).getByRole('region', { name: 'Riwayat status' });
    const entries = within(await within(log).findByRole('list', { name: 'Riwayat status' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Dibatalkan oleh Ani Admin, 15 Jul 2026 08.00 WIBAlasan: Salah event',
      'Dipulihkan oleh Ani Admin, 15 Jul 2026 09.00 WIB',
      'Dibatalkan oleh Ani Admin, 15 Jul 2026 10.00 WIBAlasan: Data uji coba',
    ]);
  });

  it("says when the device's clock could not be believed, with the time the device claimed", async () => {
    const doubted = makeRespons({ waktu_perangkat_diragukan: '2000-01-01T00:00:00Z' });
    const { user } = openDataSurvei(instansi, { list: () => json(200, makeList([doubted])) });

    const dialog = await openRow(user, 101);
    const [summary] = dialog.querySelectorAll('dl');
    expect(pairsOf(summary)).toContainEqual([
      'Jam perangkat diragukan',
      'Perangkat mencatat waktu pengisian 1 Jan 2000 07.00 WIB, yang tidak mungkin benar. Waktu pengisian di atas adalah waktu server menerima data ini.',
    ]);
  });

  it('opens from the keyboard, and says when the status never changed', async () => {
    const { user } = openDataSurvei(instansi);

    const button = await screen.findByRole('button', { name: 'Lihat detail data #101' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Data Survei #101' });
    expect(await within(dialog).findByText('Status data ini belum pernah diubah.')).toBeTruthy();
    expect(within(dialog).queryByText('Dipulihkan')).toBeNull();

    // The footer's button; the corner ✕ has the same name.
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives Instansi no button to void or restore', async () => {
    const { user } = openDataSurvei(instansi);

    const accepted = await openRow(user, 101);
    expect(within(accepted).queryByRole('button', { name: 'Batalkan data ini' })).toBeNull();
    await user.click(within(accepted).getAllByRole('button', { name: 'Tutup' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const voided = await openRow(user, 102);
    expect(within(voided).queryByRole('button', { name: 'Pulihkan data ini' })).toBeNull();
  });

  it('says so when the history cannot be read', async () => {
    const { user } = openDataSurvei(admin, {
      more: { 'GET /api/respons/101/riwayat': () => json(404, { message: 'Data survei tidak ditemukan.', code: 'NOT_FOUND' }) },
    });

    const dialog = await openRow(user, 101);
    const log = within(dialog).getByRole('region', { name: 'Riwayat status' });
    expect((await within(log).findByRole('alert')).textContent).toBe('Data survei tidak ditemukan.');
  });
});

describe('/data-survei/{id}: Admin voids and restores', () => {
  /** The server: the list holds `current`, which a PATCH replaces. */
  function server(start: ResponsItem, patch: (call: ApiCall) => Response) {
    let current = start;
    return {
      list: () => json(200, makeList([current])),
      more: {
        [`PATCH /api/respons/${start.id}`]: (call: ApiCall) => {
          const answer = patch(call);
          if (answer.ok) {
            const body = call.body as { status: ResponsItem['status']; alasan: string | null };
            current = {
              ...current,
              status: body.status,
              alasan_status: body.alasan,
              status_diubah_oleh: 'Ani Admin',
              status_diubah_pada: '2026-07-16T03:00:00.000Z',
            };
          }
          return answer;
        },
      },
    };
  }

  it('asks for a reason, sends it, then shows the server message and the refreshed row', async () => {
    const stub = server(makeRespons(), () =>
      json(200, { message: 'Data survei berhasil dibatalkan.', respons: makeRespons({ status: 'dibatalkan' }) }),
    );
    const { calls, user } = openDataSurvei(admin, stub);

    const dialog = await openRow(user, 101);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Batalkan data survei #101?' });
    expect(within(form).getByText(/tidak dihitung dalam progres, analisis, dan dampak ekonomi/)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Batalkan data' }));
    expect(await within(form).findByText('Alasan pembatalan wajib diisi.')).toBeTruthy();
    expect(within(form).getByLabelText('Alasan pembatalan').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    const listed = listQueries(calls).length;
    await user.type(within(form).getByLabelText('Alasan pembatalan'), '  Responden ganda  ');
    await user.click(within(form).getByRole('button', { name: 'Batalkan data' }));

    await findStatus(within(dialog), 'Data survei berhasil dibatalkan.');
    expect(screen.queryByRole('dialog', { name: 'Batalkan data survei #101?' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      ['/api/respons/101', { status: 'dibatalkan', alasan: 'Responden ganda' }],
    ]);
    // The list (and with it this dialog) and the progress are read again.
    expect(listQueries(calls).length).toBeGreaterThan(listed);
    expect(calls.filter((call) => call.path === '/api/events/1/progres').length).toBeGreaterThan(1);
    const summary = dialog.querySelector('dl') as HTMLElement;
    await waitFor(() => expect(pairsOf(summary)).toContainEqual(['Alasan', 'Responden ganda']));
    expect(pairsOf(summary)[0]).toEqual(['Status', 'Dibatalkan']);
    expect(within(dialog).getByRole('button', { name: 'Pulihkan data ini' })).toBeTruthy();
    // The row comes from the list's own answer, which may arrive after the dialog's.
    const row = screen.getByRole('button', { name: 'Lihat detail data #101', hidden: true }).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Dibatalkan')).toBeTruthy();
  });

  it("shows the server's message under the reason when it refuses it", async () => {
    const stub = server(makeRespons(), () =>
      json(400, {
        message: 'Alasan berisi karakter yang tidak diizinkan.',
        code: 'VALIDATION_ERROR',
        fields: { alasan: 'Alasan berisi karakter yang tidak diizinkan.' },
      }),
    );
    const { user } = openDataSurvei(admin, stub);

    const dialog = await openRow(user, 101);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Batalkan data survei #101?' });
    await user.type(within(form).getByLabelText('Alasan pembatalan'), 'Tes');
    await user.click(within(form).getByRole('button', { name: 'Batalkan data' }));

    expect(await within(form).findByText('Alasan berisi karakter yang tidak diizinkan.')).toBeTruthy();
    expect(within(form).getByLabelText('Alasan pembatalan').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('refuses a reason over 500 characters before sending', async () => {
    const { calls, user } = openDataSurvei(admin);

    const dialog = await openRow(user, 101);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Batalkan data survei #101?' });
    const field = within(form).getByLabelText('Alasan pembatalan');
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(within(form).getByText('501/500')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Batalkan data' }));

    expect(await within(form).findByText('Alasan paling banyak 500 karakter.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('tells when someone else changed it first', async () => {
    const stub = server(makeRespons(), () => json(409, { message: 'Data survei ini sudah dibatalkan.', code: 'CONFLICT' }));
    const { user } = openDataSurvei(admin, stub);

    const dialog = await openRow(user, 101);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Batalkan data survei #101?' });
    await user.type(within(form).getByLabelText('Alasan pembatalan'), 'Ganda');
    await user.click(within(form).getByRole('button', { name: 'Batalkan data' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Data survei ini sudah dibatalkan.');
  });

  it('restores a voided one with an optional note', async () => {
    const stub = server(voidedRespons, () =>
      json(200, { message: 'Data survei berhasil dipulihkan.', respons: { ...voidedRespons, status: 'diterima' } }),
    );
    const { calls, user } = openDataSurvei(admin, stub);

    const dialog = await openRow(user, 102);
    await user.click(within(dialog).getByRole('button', { name: 'Pulihkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Pulihkan data survei #102?' });
    expect(within(form).getByLabelText('Catatan (opsional)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Pulihkan data' }));

    await findStatus(within(dialog), 'Data survei berhasil dipulihkan.');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ status: 'diterima', alasan: null }]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batalkan data ini' })).toBeTruthy());
  });

  it('lets the Admin step back without changing anything', async () => {
    const { calls, user } = openDataSurvei(admin);

    const dialog = await openRow(user, 101);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan data ini' }));
    const form = await screen.findByRole('dialog', { name: 'Batalkan data survei #101?' });
    await user.click(within(form).getByRole('button', { name: 'Batal' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Batalkan data survei #101?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Data Survei #101' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
