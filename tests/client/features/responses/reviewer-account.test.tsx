import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponsDetail } from '../../../../src/shared/schemas/review';
import { json } from '../../helpers/fake-api';
import { admin } from '../../helpers/users';
import { flaggedRespons, makeDetail, makeList, openDataSurvei } from './responses-fixtures';

/**
 * A reviewer's display name is free to choose, so an Admin also sees the account that acted
 * (SECURITY.md): its email beside the name in the review and status histories, or that the
 * account is gone. Another role's answer carries no email, and the screen shows the name alone
 * (response-detail.test.tsx, review-queue.test.tsx).
 */
describe('/data-survei/{id}: who reviewed, to an Admin', () => {
  it('shows the email of the account beside the name, and says when the account is gone', async () => {
    const detail: ResponsDetail = makeDetail(
      { ...flaggedRespons, perlu_diperiksa: false, status: 'dibatalkan', status_diubah_oleh: 'Ani Admin', status_diubah_pada: '2026-07-16T05:00:00.000Z' },
      {
        pemeriksaan: {
          perlu_diperiksa: false,
          alasan: null,
          dikonfirmasi: { oleh: 'Ani Admin', oleh_id: null, oleh_email: null, pada: '2026-07-16T04:00:00.000Z', catatan: null },
        },
        koreksi: [
          {
            pertanyaan_id: 12,
            teks_pertanyaan: 'Belanja makan',
            nilai_lama: '2500000000',
            nilai_baru: '2500000',
            alasan: 'Salah ketik tiga nol',
            oleh: 'Ani Admin',
            oleh_id: 7,
            oleh_email: 'ani@dispora.go.id',
            pada: '2026-07-16T03:00:00.000Z',
          },
        ],
        konfirmasi: [{ oleh: 'Ani Admin', oleh_id: null, oleh_email: null, pada: '2026-07-16T04:00:00.000Z', catatan: null }],
      },
    );
    const { user } = openDataSurvei(admin, {
      list: () => json(200, makeList([detail])),
      more: {
        'GET /api/respons/103': () => json(200, detail),
        'GET /api/respons/103/riwayat': () =>
          json(200, { data: [{ status: 'dibatalkan', alasan: 'Ganda', oleh: 'Ani Admin', oleh_id: 9, oleh_email: 'penyamar@contoh.id', pada: '2026-07-16T05:00:00.000Z' }] }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Lihat detail data #103' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Survei #103' });
    const log = await within(dialog).findByRole('list', { name: 'Riwayat koreksi dan konfirmasi' });
    expect(within(log).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Dikoreksi oleh Ani Admin (ani@dispora.go.id), 16 Jul 2026 10.00 WIBBelanja makanRp 2.500.000.000 →  menjadi Rp 2.500.000Alasan: Salah ketik tiga nol',
      'Dikonfirmasi oleh Ani Admin (akun sudah dihapus), 16 Jul 2026 11.00 WIB',
    ]);
    expect(within(dialog).getByText(/Jumlah dikonfirmasi benar/).closest('div')?.textContent).toBe(
      'Jumlah dikonfirmasi benar oleh Ani Admin (akun sudah dihapus), 16 Jul 2026 11.00 WIB',
    );
    const statusLog = await within(dialog).findByRole('list', { name: 'Riwayat status' });
    expect(within(statusLog).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Dibatalkan oleh Ani Admin (penyamar@contoh.id), 16 Jul 2026 12.00 WIBAlasan: Ganda',
    ]);
  });
});
