import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progresSchema } from '../../../../src/shared/schemas/responses';
import type { ResponsDetail } from '../../../../src/shared/schemas/review';
import { type ApiCall, json } from '../../helpers/fake-api';
import { admin, instansi } from '../../helpers/users';
import {
  FLAG_REASON,
  flaggedDetail,
  flaggedRespons,
  listQueries,
  makeDetail,
  makeList,
  makeRespons,
  openDataSurvei,
  progress,
} from './responses-fixtures';
import { findStatus } from '../../helpers/find-status';

const openRow = async (user: ReturnType<typeof openDataSurvei>['user'], id: number) => {
  await user.click(await screen.findByRole('button', { name: `Lihat detail data #${id}` }));
  return screen.findByRole('dialog', { name: `Data Survei #${id}` });
};

const rowOf = (id: number) => screen.getByRole('button', { name: `Lihat detail data #${id}`, hidden: true }).closest('tr') as HTMLElement;

/** The queue of event 1: the flagged response while it waits, nothing once it was reviewed. */
function queue(waiting: () => boolean) {
  return (query: URLSearchParams) => {
    const flagged = waiting();
    const rows = query.get('pemeriksaan') === 'perlu' ? (flagged ? [flaggedRespons] : []) : [{ ...flaggedRespons, perlu_diperiksa: flagged }, makeRespons()];
    return json(200, makeList(rows, { jumlah_perlu_diperiksa: flagged ? 1 : 0 }));
  };
}

describe('/data-survei/{id}: the review queue', () => {
  it('opens filtered from the report\'s link, counts what waits, and drops the filter when unticked', async () => {
    const { calls, user } = openDataSurvei(instansi, {
      search: '?pemeriksaan=perlu',
      list: (query) => json(200, makeList(query.get('pemeriksaan') ? [flaggedRespons] : [flaggedRespons, makeRespons()], { jumlah_perlu_diperiksa: 3 })),
    });

    const filter = await screen.findByRole('checkbox', { name: 'Perlu diperiksa (3)' });
    expect((filter as HTMLInputElement).checked).toBe(true);
    expect(listQueries(calls)).toEqual([{ halaman: '1', pemeriksaan: 'perlu' }]);

    await user.click(filter);
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1' }));
    expect((filter as HTMLInputElement).checked).toBe(false);
    await user.click(filter);
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', pemeriksaan: 'perlu' }));
    // "Hapus semua filter" takes it away like any other filter.
    await user.click(screen.getByRole('button', { name: 'Hapus semua filter' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1' }));
  });

  it('marks a flagged row with its reason and the surveyor\'s confirmation at entry', async () => {
    openDataSurvei(instansi, { list: () => json(200, makeList([flaggedRespons, makeRespons()], { jumlah_perlu_diperiksa: 1 })) });

    await screen.findByRole('button', { name: 'Lihat detail data #103' });
    const flagged = rowOf(103);
    expect(within(flagged).getByText('Perlu diperiksa')).toBeTruthy();
    expect(await within(flagged).findByText(FLAG_REASON)).toBeTruthy();
    expect(within(flagged).getByText('Dikonfirmasi surveyor saat input: Belanja makan')).toBeTruthy();
    expect(within(rowOf(101)).queryByText('Perlu diperiksa')).toBeNull();
  });

  it('counts what waits per segment in the field progress, and opens that segment\'s queue', async () => {
    const waitingPenonton = progresSchema.parse({
      ...progress,
      segmen: [{ ...progress.segmen[0], perlu_diperiksa: 2 }, progress.segmen[1]],
    });
    const { calls, user } = openDataSurvei(instansi, { more: { 'GET /api/events/1/progres': () => json(200, waitingPenonton) } });

    const section = await screen.findByRole('region', { name: 'Progres Lapangan' });
    const link = await within(section).findByRole('link', { name: '2 jawaban Penonton menunggu pemeriksaan' });
    // A segment with nothing waiting says nothing of it.
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    await user.click(link);
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ halaman: '1', kuesioner_id: '2', pemeriksaan: 'perlu' }));
    expect((screen.getByRole('checkbox', { name: /^Perlu diperiksa/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the queue is empty in words of its own', async () => {
    openDataSurvei(admin, { search: '?pemeriksaan=perlu', list: () => json(200, makeList([])) });

    expect(await screen.findByText('Tidak ada data yang menunggu pemeriksaan untuk filter ini.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Perlu diperiksa (0)' })).toBeTruthy();
  });

  it('shows the Instansi the reason, the marks and the whole history, with nothing to act on', async () => {
    const history: ResponsDetail = makeDetail(
      { ...flaggedRespons, perlu_diperiksa: false },
      {
        versi: 4,
        pemeriksaan: { perlu_diperiksa: false, alasan: null, dikonfirmasi: { oleh: 'Ani Admin', pada: '2026-07-16T04:00:00.000Z', catatan: 'Sudah ditelepon' } },
        jawaban: [
          { ...flaggedRespons.jawaban[0] },
          { ...flaggedRespons.jawaban[1], isi_jawaban: '2500000', dikoreksi: true },
        ],
        koreksi: [
          {
            pertanyaan_id: 12,
            teks_pertanyaan: 'Belanja makan',
            nilai_lama: '2500000000',
            nilai_baru: '2500000',
            alasan: 'Salah ketik tiga nol',
            oleh: 'Ani Admin',
            pada: '2026-07-16T03:00:00.000Z',
          },
        ],
        konfirmasi: [{ oleh: 'Ani Admin', pada: '2026-07-16T04:00:00.000Z', catatan: 'Sudah ditelepon' }],
      },
    );
    const { user } = openDataSurvei(instansi, {
      list: () => json(200, makeList([history])),
      more: { 'GET /api/respons/103': () => json(200, history) },
    });

    const dialog = await openRow(user, 103);
    const log = await within(dialog).findByRole('list', { name: 'Riwayat koreksi dan konfirmasi' });
    expect(within(log).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Dikoreksi oleh Ani Admin, 16 Jul 2026 10.00 WIBBelanja makanRp 2.500.000.000 →  menjadi Rp 2.500.000Alasan: Salah ketik tiga nol',
      'Dikonfirmasi oleh Ani Admin, 16 Jul 2026 11.00 WIBCatatan: Sudah ditelepon',
    ]);
    expect(within(dialog).getByText(/Jumlah dikonfirmasi benar/).closest('div')?.textContent).toBe(
      'Jumlah dikonfirmasi benar oleh Ani Admin, 16 Jul 2026 11.00 WIBCatatan: Sudah ditelepon',
    );
    const answers = within(dialog).getByRole('region', { name: 'Jawaban' });
    expect(within(answers).getByText('Dikonfirmasi surveyor saat input')).toBeTruthy();
    expect(within(answers).getByText('Dikoreksi')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Konfirmasi' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Koreksi jawaban' })).toBeNull();
  });
});

describe('/data-survei/{id}: Admin confirms a flagged response', () => {
  it('sends the optional note, counts it in full from then on, and leaves the queue', async () => {
    let waiting = true;
    const confirmed = makeDetail(
      { ...flaggedRespons, perlu_diperiksa: false },
      {
        versi: 3,
        pemeriksaan: { perlu_diperiksa: false, alasan: null, dikonfirmasi: { oleh: 'Ani Admin', pada: '2026-07-16T04:00:00.000Z', catatan: 'Rombongan besar' } },
        konfirmasi: [{ oleh: 'Ani Admin', pada: '2026-07-16T04:00:00.000Z', catatan: 'Rombongan besar' }],
      },
    );
    const { calls, user } = openDataSurvei(admin, {
      search: '?pemeriksaan=perlu',
      list: queue(() => waiting),
      more: {
        'GET /api/respons/103': () => json(200, waiting ? flaggedDetail : confirmed),
        'POST /api/respons/103/konfirmasi': () => {
          waiting = false;
          return json(200, { message: 'Data survei dikonfirmasi.', respons: confirmed });
        },
      },
    });

    const dialog = await openRow(user, 103);
    expect(await within(dialog).findByText(FLAG_REASON)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    const form = await screen.findByRole('dialog', { name: 'Konfirmasi data survei #103?' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Catatan (opsional)'));
    await user.type(within(form).getByLabelText('Catatan (opsional)'), '  Rombongan besar ');
    await user.click(within(form).getByRole('button', { name: 'Ya, jumlahnya benar' }));

    const notice = await findStatus(within(dialog), 'Data survei dikonfirmasi.');
    // Its button went with the flag: focus lands on the message, not on the page behind.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/respons/103/konfirmasi', { catatan: 'Rombongan besar', versi: 2 }],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Konfirmasi' })).toBeNull();
    expect(await within(dialog).findByText(/Jumlah dikonfirmasi benar/)).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Perlu diperiksa (0)', hidden: true })).toBeTruthy();
  });
});

describe('/data-survei/{id}: Admin corrects an answer', () => {
  const corrected = makeDetail(
    { ...flaggedRespons, perlu_diperiksa: false },
    {
      versi: 3,
      jawaban: [{ ...flaggedRespons.jawaban[0] }, { ...flaggedRespons.jawaban[1], isi_jawaban: '2500000', dikoreksi: true }],
      koreksi: [
        {
          pertanyaan_id: 12,
          teks_pertanyaan: 'Belanja makan',
          nilai_lama: '2500000000',
          nilai_baru: '2500000',
          alasan: 'Salah ketik',
          oleh: 'Ani Admin',
          pada: '2026-07-16T03:00:00.000Z',
        },
      ],
    },
  );

  async function openCorrection(put: (call: ApiCall) => Response, detail: () => ResponsDetail = () => flaggedDetail) {
    const opened = openDataSurvei(admin, {
      search: '?pemeriksaan=perlu',
      list: queue(() => detail().pemeriksaan.perlu_diperiksa),
      more: {
        'GET /api/respons/103': () => json(200, detail()),
        'PUT /api/respons/103/jawaban/12': put,
        'PUT /api/respons/103/jawaban/14': put,
      },
    });
    const dialog = await openRow(opened.user, 103);
    await opened.user.click(await within(dialog).findByRole('button', { name: 'Koreksi jawaban' }));
    const form = await screen.findByRole('dialog', { name: 'Koreksi jawaban data survei #103' });
    return { ...opened, dialog, form };
  }

  it('takes the new value in the survey form\'s input for its type, asks for a reason, and sends the version it read', async () => {
    let current = flaggedDetail;
    const { calls, user, dialog, form } = await openCorrection(
      () => {
        current = corrected;
        return json(200, { message: 'Jawaban berhasil dikoreksi.', respons: corrected });
      },
      () => current,
    );

    const question = await within(form).findByLabelText('Pertanyaan');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(await within(form).findByText('Pilih pertanyaan yang akan dikoreksi.')).toBeTruthy();

    await user.selectOptions(question, '2. Belanja makan');
    expect(within(form).getByText('Rp 2.500.000.000')).toBeTruthy();
    // The nominal input of the survey form: Rupiah, grouped as it is typed.
    const amount = within(form).getByRole('textbox', { name: '2. Belanja makan (Rupiah)' }) as HTMLInputElement;
    expect(amount.value).toBe('2.500.000.000');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(await within(form).findByText('Nilai baru sama dengan nilai sekarang.')).toBeTruthy();
    expect(await within(form).findByText('Alasan koreksi wajib diisi.')).toBeTruthy();
    expect(within(form).getByLabelText('Alasan koreksi').getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '2500000');
    expect(amount.value).toBe('2.500.000');
    // Read back in words, as on the survey form: a slip of three zeros shows.
    expect(within(form).getByText('dua juta lima ratus ribu rupiah')).toBeTruthy();
    await user.type(within(form).getByLabelText('Alasan koreksi'), 'Salah ketik');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));

    await findStatus(within(dialog), 'Jawaban berhasil dikoreksi.');
    expect(screen.queryByRole('dialog', { name: 'Koreksi jawaban data survei #103' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/api/respons/103/jawaban/12', { nilai: '2500000', alasan: 'Salah ketik', versi: 2 }],
    ]);
    const log = await within(dialog).findByRole('list', { name: 'Riwayat koreksi dan konfirmasi' });
    expect(within(log).getByText(/Rp 2\.500\.000\.000/).textContent).toBe('Rp 2.500.000.000 →  menjadi Rp 2.500.000');
    const answers = within(dialog).getByRole('region', { name: 'Jawaban' });
    await waitFor(() => expect(within(answers).getByText('Dikoreksi')).toBeTruthy());
    // Out of the queue, which is now empty.
    expect(await screen.findByText('Tidak ada data yang menunggu pemeriksaan untuk filter ini.')).toBeTruthy();
  });

  it('checks the value by the question\'s own rules before sending', async () => {
    const { calls, user, form } = await openCorrection(() => json(500, {}));

    await user.selectOptions(await within(form).findByLabelText('Pertanyaan'), '2. Belanja makan');
    const amount = within(form).getByRole('textbox', { name: '2. Belanja makan (Rupiah)' });
    await user.clear(amount);
    await user.type(amount, '200000000000');
    await user.type(within(form).getByLabelText('Alasan koreksi'), 'Tes');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));

    // The hint under the input says the bounds; the error repeats them, tied to the input.
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const described = (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Jawaban harus antara Rp 0 dan Rp 100.000.000.000.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says when someone changed the response first, and reads it again on request', async () => {
    // Someone else corrected it meanwhile: the server now holds version 5.
    let changedElsewhere = false;
    const { calls, user, form } = await openCorrection(
      () => {
        changedElsewhere = true;
        return json(409, { message: 'Data survei ini sudah diubah orang lain. Muat ulang lalu coba lagi.', code: 'CONFLICT' });
      },
      () => (changedElsewhere ? { ...flaggedDetail, versi: 5 } : flaggedDetail),
    );

    await user.selectOptions(await within(form).findByLabelText('Pertanyaan'), '4. Menginap?');
    await user.click(within(form).getByRole('radio', { name: 'Tidak' }));
    await user.type(within(form).getByLabelText('Alasan koreksi'), 'Salah pilih');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Data survei ini sudah diubah orang lain. Muat ulang lalu coba lagi.');
    await user.click(within(alert).getByRole('button', { name: 'Muat ulang data' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { versi: number }).versi)).toEqual([2, 5]);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { nilai: string }).nilai)).toEqual(['Tidak', 'Tidak']);
  });

  it('offers no correction of a voided response', async () => {
    const voided = { ...flaggedRespons, status: 'dibatalkan' as const, perlu_diperiksa: false };
    const { user } = openDataSurvei(admin, {
      list: () => json(200, makeList([voided])),
      more: { 'GET /api/respons/103': () => json(200, makeDetail(voided)) },
    });

    const dialog = await openRow(user, 103);
    expect(await within(dialog).findByText('Jawaban data ini belum pernah dikoreksi atau dikonfirmasi.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Koreksi jawaban' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Konfirmasi' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pulihkan data ini' })).toBeTruthy();
  });
});
