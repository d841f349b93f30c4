import { beforeAll, expect, it } from 'vitest';
import type { Progres, ResponsList } from '../../../src/shared/schemas/responses';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { call } from '../economic-impact/support';
import { readReport, segmentOf } from '../economic-impact/v2-support';
import { confirm, correct, createReviewEvent, readDetail, type ReviewEvent, succeeded } from './support';

/**
 * The review queue end to end (docs/economic-impact-method.md, step 5), against figures worked by
 * hand. The segment (support.ts): 30 participants, all additional, each standing for 10 people;
 * 29 spent 100,000 per person and the typo 50,000,000. Positive b_i: 29 x 100,000 and 50,000,000,
 * median 100,000, fence f = 1,000,000.
 * - Flagged, counted at the fence: 10 x (29 x 100,000 + 1,000,000) = 39,000,000.
 * - Confirmed, counted in full: 10 x (2,900,000 + 50,000,000) = 529,000,000.
 * - Corrected to 5,000,000: the median stays 100,000, still above the fence, flagged again and
 *   counted at it: 39,000,000.
 * - Corrected to 500,000: below the fence, counted as it is: 10 x (2,900,000 + 500,000) = 34,000,000.
 */

const REASON = 'Belanja per orang Rp 50.000.000, lebih dari 10 × median segmen Rp 100.000';

describeOnEachDatabase('Review: a flagged response confirmed, then corrected', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let surveyor: SignedInUser;
  let fixture: ReviewEvent;
  let typo: number;

  const list = async (query = '') => {
    const response = await call(ctx(), 'GET', `/api/events/${fixture.event.id}/respons${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ResponsList;
  };
  const mine = async () => {
    const response = await call(ctx(), 'GET', '/api/me/respons?per_halaman=200', surveyor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ResponsList;
  };
  const waitingInProgress = async () => {
    const response = await call(ctx(), 'GET', `/api/events/${fixture.event.id}/progres`, instansi);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Progres).segmen.map((segment) => segment.perlu_diperiksa);
  };
  const direct = async () => segmentOf(await readReport(ctx(), admin, fixture.event.id), fixture.kuesioner.id);

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    instansi = await ctx().createUser('Instansi');
    surveyor = await ctx().createUser('Surveyor', { nama: 'Sari Surveyor' });
    fixture = await createReviewEvent(ctx(), admin, surveyor, 'alur');
    typo = fixture.ids[29];
    // The surveyor confirmed the amount at entry (jawaban.dikonfirmasi_surveyor, as the ingest stores it).
    await ctx()
      .db.updateTable('jawaban')
      .set({ dikonfirmasi_surveyor: 1 })
      .where('respons_id', '=', typo)
      .where('pertanyaan_id', '=', fixture.roles.belanja_akomodasi as number)
      .execute();
  });

  it('flags the typo: counted at the fence, listed in the queue with its reason, counted in the progress', async () => {
    expect(await direct()).toMatchObject({ n: 30, batas_wajar_segmen: 1_000_000, perlu_diperiksa: 1, dampak_langsung: 39_000_000 });

    const all = await list('?per_halaman=200');
    expect(all.total).toBe(30);
    expect(all.jumlah_perlu_diperiksa).toBe(1);
    expect(all.data.filter((item) => item.perlu_diperiksa).map((item) => item.id)).toEqual([typo]);

    const queue = await list('?pemeriksaan=perlu');
    expect(queue).toMatchObject({ total: 1, jumlah_perlu_diperiksa: 1 });
    expect(queue.data.map((item) => [item.id, item.perlu_diperiksa, item.alasan_pemeriksaan])).toEqual([[typo, true, REASON]]);
    expect(all.data.filter((item) => item.id !== typo).every((item) => item.alasan_pemeriksaan === null)).toBe(true);
    // The surveyor's confirmation shows on that answer only.
    expect(queue.data[0].jawaban.filter((answer) => answer.dikonfirmasi_surveyor).map((answer) => answer.pertanyaan_id)).toEqual([fixture.roles.belanja_akomodasi]);
    expect(queue.data[0].jawaban.some((answer) => answer.dikoreksi)).toBe(false);
    // Combined with the other filters, and with paging.
    expect((await list(`?pemeriksaan=perlu&kuesioner_id=${fixture.kuesioner.id}&status=diterima&q=50000000`)).total).toBe(1);
    expect((await list('?pemeriksaan=perlu&q=tidak-ada')).total).toBe(0);
    expect(await list('?pemeriksaan=perlu&halaman=2&per_halaman=1')).toMatchObject({ total: 1, data: [] });
    // Another segment's filter counts none of this one.
    expect(await list('?pemeriksaan=perlu&kuesioner_id=2147483647')).toMatchObject({ total: 0, jumlah_perlu_diperiksa: 0 });

    expect(await waitingInProgress()).toEqual([1]);
    const own = await mine();
    expect(own.jumlah_perlu_diperiksa).toBe(1);
    expect(own.data.find((item) => item.id === typo)?.perlu_diperiksa).toBe(true);

    const shown = await readDetail(ctx(), instansi, typo);
    expect(shown).toMatchObject({ id: typo, versi: 1, pemeriksaan: { perlu_diperiksa: true, alasan: REASON, dikonfirmasi: null }, koreksi: [], konfirmasi: [], zona_waktu: 'Asia/Jakarta' });
  });

  it('a confirmation counts the typo in full from then on', async () => {
    const confirmed = await succeeded(confirm(ctx(), admin, typo, { catatan: 'Sudah ditelepon: menyewa vila.' }));
    expect(confirmed.message).toBe('Jawaban respons ini dikonfirmasi benar: belanjanya tidak lagi ditahan pada batas wajar segmen.');
    expect(confirmed.respons).toMatchObject({
      versi: 2,
      perlu_diperiksa: false,
      pemeriksaan: { perlu_diperiksa: false, alasan: null, dikonfirmasi: { oleh: 'Admin Pusat', catatan: 'Sudah ditelepon: menyewa vila.' } },
      konfirmasi: [{ oleh: 'Admin Pusat', catatan: 'Sudah ditelepon: menyewa vila.' }],
    });
    expect(await direct()).toMatchObject({ perlu_diperiksa: 0, dampak_langsung: 529_000_000 });
    expect(await list('?pemeriksaan=perlu')).toMatchObject({ total: 0, jumlah_perlu_diperiksa: 0, data: [] });
    expect(await waitingInProgress()).toEqual([0]);
    expect((await mine()).jumlah_perlu_diperiksa).toBe(0);
  });

  it('a correction still above the fence clears the confirmation and flags it again; one below it counts as it is', async () => {
    const akomodasi = fixture.roles.belanja_akomodasi as number;
    const first = await succeeded(correct(ctx(), admin, typo, akomodasi, { nilai: '5000000', alasan: 'Salah ketik satu nol', versi: 2 }));
    expect(first.message).toBe('Jawaban berhasil dikoreksi.');
    expect(first.respons).toMatchObject({
      versi: 3,
      perlu_diperiksa: true,
      pemeriksaan: { perlu_diperiksa: true, alasan: 'Belanja per orang Rp 5.000.000, lebih dari 10 × median segmen Rp 100.000', dikonfirmasi: null },
      koreksi: [
        {
          pertanyaan_id: akomodasi,
          teks_pertanyaan: 'Pertanyaan uji untuk belanja_akomodasi',
          nilai_lama: '50000000',
          nilai_baru: '5000000',
          alasan: 'Salah ketik satu nol',
          oleh: 'Admin Pusat',
        },
      ],
    });
    // The reviewer's value is not the surveyor's: their confirmation went with the old one.
    expect(first.respons.jawaban.find((answer) => answer.pertanyaan_id === akomodasi)).toMatchObject({
      isi_jawaban: '5000000',
      dikoreksi: true,
      dikonfirmasi_surveyor: false,
    });
    expect(first.respons.jawaban.filter((answer) => answer.dikoreksi)).toHaveLength(1);
    // The confirmation stays in the history, no longer holding.
    expect(first.respons.konfirmasi).toHaveLength(1);
    expect(await direct()).toMatchObject({ perlu_diperiksa: 1, dampak_langsung: 39_000_000 });
    expect(await waitingInProgress()).toEqual([1]);

    const second = await succeeded(correct(ctx(), admin, typo, akomodasi, { nilai: '500000', alasan: 'Dicek dengan kuitansi', versi: 3 }));
    expect(second.respons).toMatchObject({ versi: 4, perlu_diperiksa: false, pemeriksaan: { perlu_diperiksa: false, alasan: null, dikonfirmasi: null } });
    expect(second.respons.koreksi.map((entry) => [entry.nilai_lama, entry.nilai_baru, entry.alasan])).toEqual([
      ['50000000', '5000000', 'Salah ketik satu nol'],
      ['5000000', '500000', 'Dicek dengan kuitansi'],
    ]);
    expect(await direct()).toMatchObject({ perlu_diperiksa: 0, dampak_langsung: 34_000_000 });

    // The surveyor sees their answer was corrected, with the history.
    const own = await readDetail(ctx(), surveyor, typo);
    expect(own.koreksi).toHaveLength(2);
    expect((await mine()).data.find((item) => item.id === typo)?.jawaban.find((answer) => answer.pertanyaan_id === akomodasi)).toMatchObject({
      isi_jawaban: '500000',
      dikoreksi: true,
    });
  });
});
