import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { confirm, correct, createReviewEvent, readDetail, type ReviewEvent } from './support';

/**
 * 50 corrections and confirmations of one response at once (issue 28): one consistent state. No
 * 500; a correction with a stale versi is a 409 and changes nothing (retried after a reload, as
 * the screen asks, every one goes through in the end); every success bumps versi once and leaves
 * its history row; the corrections' history is one unbroken chain (each old value
 * is the previous new one, the last new one is the answer); the summaries equal a recount.
 */

const STALE = 'Respons ini sudah diubah oleh orang lain. Muat ulang lalu coba lagi.';
const PARALLEL = 50;
const MAX_ATTEMPTS = 200;

describeOnEachDatabase('Review: 50 corrections and confirmations of one response at once', (ctx) => {
  let admin: SignedInUser;
  let fixture: ReviewEvent;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    fixture = await createReviewEvent(ctx(), admin, await ctx().createUser('Surveyor'), 'serentak');
  });

  it('leaves one consistent state and history', async () => {
    const id = fixture.ids[29];
    const umur = fixture.umur.id;
    // Every third a confirmation. Each starts from a guess of versi 1 to 10 and, like a reviewer
    // told to reload, reads the response again after a 409 and retries with its versi.
    const kinds = Array.from({ length: PARALLEL }, (_, i) => (i % 3 === 1 ? 'konfirmasi' : 'koreksi'));
    const answers: LightMyRequestResponse[] = [];
    const attempts = async (kind: string, i: number) => {
      let versi = 1 + (i % 10);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const answer =
          kind === 'konfirmasi'
            ? await confirm(ctx(), admin, id, { catatan: `Cek ${i}`, versi })
            : await correct(ctx(), admin, id, umur, { nilai: String(40 + i), alasan: `Koreksi ${i}`, versi });
        answers.push(answer);
        if (answer.statusCode !== 409) return;
        versi = (await readDetail(ctx(), admin, id)).versi;
      }
    };
    await Promise.all(kinds.map(attempts));

    const unexpected = answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 409);
    expect(unexpected.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
    const conflicts = answers.filter((answer) => answer.statusCode === 409);
    expect(conflicts.length).toBeGreaterThan(0);
    for (const answer of conflicts) expect(answer.json().message).toBe(STALE);
    // Every one went through in the end, each once.
    const successes = answers.filter((answer) => answer.statusCode === 200);
    expect(successes).toHaveLength(PARALLEL);

    const db = ctx().db;
    const okCorrections = kinds.filter((kind) => kind === 'koreksi').length;
    const okConfirmations = PARALLEL - okCorrections;
    const respons = await db.selectFrom('respons').select(['versi', 'dikonfirmasi_pada']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(respons.versi).toBe(1 + okCorrections + okConfirmations);

    const koreksi = await db.selectFrom('koreksi_jawaban').selectAll().where('respons_id', '=', id).orderBy('id').execute();
    const konfirmasi = await db.selectFrom('konfirmasi_respons').selectAll().where('respons_id', '=', id).orderBy('id').execute();
    expect(koreksi).toHaveLength(okCorrections);
    expect(konfirmasi).toHaveLength(okConfirmations);
    // Each success is in the history with its own reason or note.
    expect(koreksi.map((row) => row.alasan).sort()).toEqual(kinds.flatMap((kind, i) => (kind === 'koreksi' ? [`Koreksi ${i}`] : [])).sort());
    expect(konfirmasi.map((row) => row.catatan).sort()).toEqual(kinds.flatMap((kind, i) => (kind === 'konfirmasi' ? [`Cek ${i}`] : [])).sort());

    // One unbroken chain of values, ending in the answer stored.
    expect(koreksi[0].nilai_lama).toBe('30');
    for (let i = 1; i < koreksi.length; i++) expect(koreksi[i].nilai_lama).toBe(koreksi[i - 1].nilai_baru);
    const stored = await db.selectFrom('jawaban').select('isi_jawaban').where('respons_id', '=', id).where('pertanyaan_id', '=', umur).executeTakeFirstOrThrow();
    expect(stored.isi_jawaban).toBe(koreksi.at(-1)?.nilai_baru);

    // The confirmation holds only if it came after the last correction: it is the last confirmation's.
    const lastCorrection = koreksi.at(-1)?.pada ?? '';
    const lastConfirmation = konfirmasi.at(-1)?.pada ?? null;
    if (respons.dikonfirmasi_pada !== null) {
      expect(respons.dikonfirmasi_pada).toBe(lastConfirmation);
      expect(respons.dikonfirmasi_pada >= lastCorrection).toBe(true);
    } else {
      expect(lastConfirmation === null || lastConfirmation <= lastCorrection).toBe(true);
    }

    // The summary of the question: 29 answers of 30 and the one stored now.
    const rows = await db.selectFrom('ringkasan_jawaban').select(['isi_jawaban', 'jumlah']).where('pertanyaan_id', '=', umur).orderBy('isi_jawaban').execute();
    expect(rows.map((row) => [row.isi_jawaban, Number(row.jumlah)])).toEqual([
      ['30', 29],
      [stored.isi_jawaban, 1],
    ]);
  });
});
