import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openOfflineDb, type OfflineDb } from '../../../src/client/offline/offline-db';

/** The schema the app shipped before Designer 2.0: version 1 of the device's database. */
const VERSION_1_STORES = {
  outbox: 'idempotencyKey, status, userId, [userId+status], diisiPada',
  sessions: 'userId',
  drafts: 'userId',
  events: 'id, status',
  kuesioner: 'id, event_id',
  pertanyaan: 'id, kuesioner_id, [kuesioner_id+urutan]',
  meta: 'key',
};

/** Questions as the version-1 app cached them from the old bundle: none of the new settings. */
const oldQuestions = [
  { id: 31, kuesioner_id: 20, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', urutan: 1 },
  { id: 32, kuesioner_id: 20, teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', urutan: 2 },
  { id: 33, kuesioner_id: 21, teks_pertanyaan: 'Puas?', tipe_jawaban: 'ya_tidak', urutan: 1 },
];

const opened: Dexie[] = [];
let counter = 0;

/** A device that ran the version-1 app: its database holds these rows, written with the old schema. */
async function versionOneDevice(fill: (db: Dexie) => Promise<unknown>): Promise<string> {
  counter += 1;
  const name = `upgrade-test-${counter}-${Date.now()}`;
  const old = new Dexie(name);
  old.version(1).stores(VERSION_1_STORES);
  await old.open();
  await fill(old);
  expect(old.verno).toBe(1);
  old.close();
  return name;
}

function reopen(name: string): OfflineDb {
  const db = openOfflineDb(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    const name = db.name;
    db.close();
    await Dexie.delete(name);
  }
});

describe('device database version 2', () => {
  it('fills the new settings of questions cached by version 1 with the server defaults', async () => {
    const name = await versionOneDevice((old) => old.table('pertanyaan').bulkAdd(oldQuestions));

    const db = reopen(name);
    await db.open();
    expect(db.verno).toBe(2);
    const questions = await db.pertanyaan.orderBy('id').toArray();
    expect(questions).toEqual(
      oldQuestions.map((question) => ({ ...question, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null })),
    );
  });

  it('keeps settings a cached question already has, and every other table as it was', async () => {
    const withSettings = {
      id: 40,
      kuesioner_id: 22,
      teks_pertanyaan: 'Berapa malam di hotel?',
      tipe_jawaban: 'angka',
      urutan: 2,
      wajib: false,
      min: 0,
      maks: 30,
      tampil_jika: { pertanyaan_id: 39, nilai: 'Ya' },
    };
    const draft = { userId: 2, eventId: 10, kuesionerId: 20, answers: { 31: 'Bandung' }, updatedAt: '2026-05-01T08:00:00.000Z' };
    const pending = {
      idempotencyKey: '5f0c2f8e-2a47-4e43-9d7e-0a4b8f2c1d11',
      status: 'pending',
      userId: 2,
      eventId: 10,
      kuesionerId: 20,
      namaEvent: 'Maraton Kota',
      tipeResponden: 'Penonton',
      diisiPada: '2026-05-01T08:00:00.000Z',
      attempts: 0,
      jawaban: [{ pertanyaan_id: 31, isi_jawaban: 'Bandung' }],
    };
    const name = await versionOneDevice(async (old) => {
      await old.table('pertanyaan').bulkAdd([oldQuestions[0], withSettings]);
      await old.table('drafts').add(draft);
      await old.table('outbox').add(pending);
      await old.table('meta').add({ key: 'bundleVersion', value: 'v1' });
    });

    const db = reopen(name);
    expect(await db.pertanyaan.get(40)).toEqual({ ...withSettings, pilihan: null });
    expect(await db.pertanyaan.get(31)).toMatchObject({ wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null });
    expect(await db.drafts.get(2)).toEqual(draft);
    expect(await db.outbox.where('[userId+status]').equals([2, 'pending']).toArray()).toEqual([pending]);
    expect(await db.meta.get('bundleVersion')).toEqual({ key: 'bundleVersion', value: 'v1' });
    // The indexes of version 1 still answer: the survey form reads a form's questions in order.
    expect((await db.pertanyaan.where('kuesioner_id').equals(22).toArray()).map((question) => question.id)).toEqual([40]);
  });

  it('opens a new device at version 2 with nothing to upgrade', async () => {
    const db = reopen(`upgrade-test-fresh-${Date.now()}`);
    await db.open();
    expect(db.verno).toBe(2);
    expect(await db.pertanyaan.count()).toBe(0);
  });
});
