import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { expectApiError } from '../helpers/security-checks';
import { call, UNKNOWN_ID } from '../economic-impact/support';
import { confirm, correct, createReviewEvent, detail, readDetail, type ReviewEvent, succeeded } from './support';
import { ORDINARY } from './support';

/**
 * Bad input to the review (issue 28): each refusal has its status and an Indonesian message, and
 * leaves the response exactly as it was: its answers, its versi, its confirmation and its history.
 */

const STALE = 'Respons ini sudah diubah oleh orang lain. Muat ulang lalu coba lagi.';
const NOT_FOUND = 'Data survei tidak ditemukan.';
const VOIDED = 'Data survei ini sudah dibatalkan, jadi tidak dapat dikonfirmasi atau dikoreksi. Pulihkan dahulu bila perlu.';

describeOnEachDatabase('Review: bad input changes nothing', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let surveyor: SignedInUser;
  let otherSurveyor: SignedInUser;
  let fixture: ReviewEvent;
  let other: ReviewEvent;
  let id: number;

  /** What a refusal must leave as it was. */
  async function state(responsId: number) {
    const db = ctx().db;
    const [respons, jawaban, koreksi, konfirmasi, ringkasan] = await Promise.all([
      db.selectFrom('respons').select(['versi', 'dikonfirmasi_pada', 'status', 'teks_cari']).where('id', '=', responsId).executeTakeFirstOrThrow(),
      db.selectFrom('jawaban').select(['pertanyaan_id', 'isi_jawaban', 'nilai_angka']).where('respons_id', '=', responsId).orderBy('pertanyaan_id').execute(),
      db.selectFrom('koreksi_jawaban').selectAll().where('respons_id', '=', responsId).execute(),
      db.selectFrom('konfirmasi_respons').selectAll().where('respons_id', '=', responsId).execute(),
      db.selectFrom('ringkasan_jawaban').selectAll().orderBy('pertanyaan_id').orderBy('isi_jawaban').execute(),
    ]);
    return { respons, jawaban, koreksi, konfirmasi, ringkasan: ringkasan.map((row) => ({ ...row, jumlah: Number(row.jumlah), nilai_total: Number(row.nilai_total) })) };
  }

  const refused = async (responsId: number, attempt: () => ReturnType<typeof correct>, status: number, code: string, message: string) => {
    const before = await state(responsId);
    const error = expectApiError(await attempt(), status, code);
    expect(error.message).toBe(message);
    expect(await state(responsId)).toEqual(before);
    return error;
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    instansi = await ctx().createUser('Instansi');
    surveyor = await ctx().createUser('Surveyor');
    otherSurveyor = await ctx().createUser('Surveyor');
    fixture = await createReviewEvent(ctx(), admin, surveyor, 'salah');
    other = await createReviewEvent(ctx(), admin, otherSurveyor, 'lain', [ORDINARY]);
    id = fixture.ids[29];
  });

  it('a value that breaks the answer rules: 400 with the rule in Indonesian', async () => {
    const akomodasi = fixture.roles.belanja_akomodasi as number;
    const cases: [number, unknown, string][] = [
      [akomodasi, 'lima juta', 'Jawaban untuk "Pertanyaan uji untuk belanja_akomodasi" harus berupa nominal Rupiah tanpa tanda atau koma.'],
      [akomodasi, '-5000', 'Jawaban untuk "Pertanyaan uji untuk belanja_akomodasi" harus berupa nominal Rupiah tanpa tanda atau koma.'],
      [fixture.umur.id, '5', 'Jawaban untuk "Umur" harus antara 10 dan 99.'],
      [fixture.umur.id, '100', 'Jawaban untuk "Umur" harus antara 10 dan 99.'],
      [fixture.umur.id, '3,5', 'Jawaban untuk "Umur" harus berupa bilangan bulat.'],
      [fixture.tiket.id, 'Gold', 'Jawaban untuk "Jenis tiket" harus salah satu pilihan yang tersedia.'],
      [fixture.tiket.id, null, 'Pertanyaan "Jenis tiket" wajib dijawab, jadi jawabannya tidak boleh dikosongkan.'],
      [fixture.tiket.id, '  ', 'Pertanyaan "Jenis tiket" wajib dijawab, jadi jawabannya tidak boleh dikosongkan.'],
      [fixture.menginap.id, 'Mungkin', 'Jawaban untuk "Menginap di hotel?" harus "Ya" atau "Tidak".'],
      [fixture.roles.asal as number, '99.99', 'Jawaban untuk "Pertanyaan uji untuk asal" berisi kode wilayah 99.99 yang tidak dikenal.'],
      // Show-ifs: the hotel is asked only after "Ya", and is then required.
      [fixture.hotel.id, 'Hotel Lombok', 'Pertanyaan "Nama hotel" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.'],
      [fixture.menginap.id, 'Ya', 'Dengan nilai ini pertanyaan "Nama hotel" ditampilkan dan wajib dijawab, padahal belum ada jawabannya.'],
      // The value it already has corrects nothing (the number as stored: "030" is 30).
      [fixture.umur.id, '030', 'Nilai baru sama dengan jawaban sekarang, jadi tidak ada yang dikoreksi.'],
    ];
    for (const [pertanyaanId, nilai, message] of cases) {
      const error = await refused(id, () => correct(ctx(), admin, id, pertanyaanId, { nilai, alasan: 'Koreksi uji', versi: 1 }), 400, 'VALIDATION_ERROR', message);
      expect(error.fields).toEqual({ nilai: message });
    }
  });

  it('a body that is not a correction: 400 naming the field', async () => {
    const umur = fixture.umur.id;
    const cases: [unknown, Record<string, string>][] = [
      [{ nilai: '40', alasan: '', versi: 1 }, { alasan: 'Alasan koreksi wajib diisi.' }],
      [{ nilai: '40', alasan: '   ', versi: 1 }, { alasan: 'Alasan koreksi wajib diisi.' }],
      [{ nilai: '40', versi: 1 }, { alasan: 'Alasan koreksi harus berupa teks.' }],
      [{ nilai: '40', alasan: 'a'.repeat(501), versi: 1 }, { alasan: 'Alasan koreksi paling banyak 500 karakter.' }],
      [{ nilai: 40, alasan: 'Koreksi', versi: 1 }, { nilai: 'Nilai jawaban harus berupa teks.' }],
      [{ nilai: '40', alasan: 'Koreksi' }, { versi: 'Versi respons wajib dikirim.' }],
      [{ nilai: '40', alasan: 'Koreksi', versi: '1' }, { versi: 'Versi respons wajib dikirim.' }],
      [{ nilai: '40', alasan: 'Koreksi', versi: 0 }, { versi: 'Versi respons tidak valid.' }],
    ];
    for (const [body, fields] of cases) {
      const before = await state(id);
      const error = expectApiError(await correct(ctx(), admin, id, umur, body), 400, 'VALIDATION_ERROR');
      expect(error.fields).toEqual(fields);
      expect(await state(id)).toEqual(before);
    }
    const longNote = expectApiError(await confirm(ctx(), admin, id, { catatan: 'a'.repeat(501) }), 400, 'VALIDATION_ERROR');
    expect(longNote.fields).toEqual({ catatan: 'Catatan paling banyak 500 karakter.' });
    for (const path of ['abc', '0', '1.5']) {
      expectApiError(await correct(ctx(), admin, id, path, { nilai: '40', alasan: 'Koreksi', versi: 1 }), 400, 'VALIDATION_ERROR');
      expectApiError(await call(ctx(), 'GET', `/api/respons/${path}`, admin), 400, 'VALIDATION_ERROR');
    }
  });

  it('a stale versi: 409, and the newer change stands', async () => {
    await refused(id, () => correct(ctx(), admin, id, fixture.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 2 }), 409, 'CONFLICT', STALE);
    // A confirmation of amounts another Admin has changed since they were read: refused too.
    await refused(id, () => confirm(ctx(), admin, id, { catatan: 'Benar 25 juta', versi: 2 }), 409, 'CONFLICT', STALE);
  });

  it('a versi that is missing, or beyond any version: 400, never a 500', async () => {
    const missing = expectApiError(await call(ctx(), 'POST', `/api/respons/${id}/konfirmasi`, admin, {}), 400, 'VALIDATION_ERROR');
    expect(missing.fields).toEqual({ versi: 'Versi respons wajib dikirim.' });
    const huge = expectApiError(await correct(ctx(), admin, id, fixture.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 3_000_000_000 }), 400, 'VALIDATION_ERROR');
    expect(huge.fields).toEqual({ versi: 'Versi respons tidak valid.' });
  });

  it('a question of another questionnaire, or none: refused', async () => {
    await refused(
      id,
      () => correct(ctx(), admin, id, other.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 1 }),
      400,
      'VALIDATION_ERROR',
      'Pertanyaan ini bukan bagian dari kuesioner respons ini.',
    );
    await refused(id, () => correct(ctx(), admin, id, UNKNOWN_ID, { nilai: '40', alasan: 'Koreksi', versi: 1 }), 404, 'NOT_FOUND', 'Pertanyaan tidak ditemukan.');
  });

  it('an unknown response: 404 everywhere', async () => {
    expect(expectApiError(await correct(ctx(), admin, UNKNOWN_ID, fixture.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 1 }), 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
    expect(expectApiError(await confirm(ctx(), admin, UNKNOWN_ID), 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
    expect(expectApiError(await detail(ctx(), admin, UNKNOWN_ID), 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
  });

  it('roles: only an Admin confirms or corrects; a Surveyor reads only their own', async () => {
    const body = { nilai: '40', alasan: 'Koreksi', versi: 1 };
    for (const user of [surveyor, instansi]) {
      await refused(id, () => correct(ctx(), user, id, fixture.umur.id, body), 403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.');
      await refused(id, () => confirm(ctx(), user, id), 403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.');
    }
    await refused(id, () => correct(ctx(), null, id, fixture.umur.id, body), 401, 'UNAUTHORIZED', 'Anda perlu login terlebih dahulu.');
    await refused(id, () => confirm(ctx(), null, id), 401, 'UNAUTHORIZED', 'Anda perlu login terlebih dahulu.');
    expectApiError(await detail(ctx(), null, id), 401, 'UNAUTHORIZED');

    expect((await readDetail(ctx(), surveyor, id)).id).toBe(id);
    expect((await readDetail(ctx(), instansi, id)).id).toBe(id);
    // Another surveyor's response answers as a missing one: its existence is not told.
    expect(expectApiError(await detail(ctx(), otherSurveyor, id), 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
  });

  it('a voided response: 409 for a correction and a confirmation, until it is restored', async () => {
    const voided = await call(ctx(), 'PATCH' as 'PUT', `/api/respons/${id}`, admin, { status: 'dibatalkan', alasan: 'Data ganda' });
    expect(voided.statusCode, voided.body).toBe(200);
    await refused(id, () => correct(ctx(), admin, id, fixture.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 1 }), 409, 'CONFLICT', VOIDED);
    await refused(id, () => confirm(ctx(), admin, id), 409, 'CONFLICT', VOIDED);
    // Read as it is, out of the queue (voided responses are in no report).
    expect((await readDetail(ctx(), admin, id)).pemeriksaan).toEqual({ perlu_diperiksa: false, alasan: null, dikonfirmasi: null });

    const restored = await call(ctx(), 'PATCH' as 'PUT', `/api/respons/${id}`, admin, { status: 'diterima' });
    expect(restored.statusCode, restored.body).toBe(200);
    const corrected = await succeeded(correct(ctx(), admin, id, fixture.umur.id, { nilai: '40', alasan: 'Koreksi', versi: 1 }));
    expect(corrected.respons.versi).toBe(2);
    expect(corrected.respons.koreksi.map((entry) => [entry.nilai_lama, entry.nilai_baru])).toEqual([['30', '40']]);
  });
});
