import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../src/client/offline/backoff';
import { loadDraft, saveDraft } from '../../../src/client/offline/drafts';
import { openOfflineDb } from '../../../src/client/offline/offline-db';
import {
  countSent,
  deleteFailed,
  enqueueSurvey,
  exportUnsent,
  forgetOldReceipts,
  recordResults,
  retryFailed,
  SENT_RECEIPT_KEEP_MS,
  unsentItemsOf,
} from '../../../src/client/offline/outbox';

const survey = {
  userId: 7,
  eventId: 1,
  kuesionerId: 2,
  namaEvent: 'Maraton',
  tipeResponden: 'Penonton',
  jawaban: [{ pertanyaan_id: 3, isi_jawaban: 'Bandung' }],
};

describe('outbox on the device', () => {
  it('stores a survey with a fresh UUID key and clears the draft in the same transaction', async () => {
    const db = openOfflineDb(`outbox-${randomUUID()}`);
    await saveDraft(db, 7, { eventId: 1, kuesionerId: 2, answers: { 3: 'Band' } });
    const item = await enqueueSurvey(db, survey, new Date('2026-11-21T08:00:00Z'));
    expect(item.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(item).toMatchObject({ status: 'pending', attempts: 0, diisiPada: '2026-11-21T08:00:00.000Z' });
    expect(await db.outbox.get(item.idempotencyKey)).toEqual(item);
    expect(await loadDraft(db, 7)).toBeUndefined();
    const second = await enqueueSurvey(db, survey);
    expect(second.idempotencyKey).not.toBe(item.idempotencyKey);
  });

  it("gives one user's unsent surveys, oldest first, and counts their receipts", async () => {
    const db = openOfflineDb(`outbox-${randomUUID()}`);
    const late = await enqueueSurvey(db, survey, new Date('2026-11-21T09:00:00Z'));
    const early = await enqueueSurvey(db, survey, new Date('2026-11-21T08:00:00Z'));
    const sent = await enqueueSurvey(db, survey, new Date('2026-11-21T07:00:00Z'));
    await enqueueSurvey(db, { ...survey, userId: 8 });
    await recordResults(db, [
      [sent.idempotencyKey, { status: 'sent', serverId: 11 }],
      [late.idempotencyKey, { status: 'failed', message: 'Ditolak.' }],
    ]);
    expect((await unsentItemsOf(db, 7)).map((item) => [item.idempotencyKey, item.status])).toEqual([
      [early.idempotencyKey, 'pending'],
      [late.idempotencyKey, 'failed'],
    ]);
    expect(await countSent(db, 7)).toBe(1);
    expect(await countSent(db, 8)).toBe(0);
  });

  it('keeps the draft when the outbox write fails', async () => {
    const db = openOfflineDb(`outbox-${randomUUID()}`);
    await saveDraft(db, 7, { eventId: 1, kuesionerId: 2, answers: { 3: 'Bandung' } });
    await expect(enqueueSurvey(db, { ...survey, jawaban: undefined as never, eventId: { bad: () => 1 } as never })).rejects.toThrow();
    expect((await loadDraft(db, 7))?.answers).toEqual({ 3: 'Bandung' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes only failed items, can put them back in the queue, and exports what is unsent', async () => {
    const db = openOfflineDb(`outbox-${randomUUID()}`);
    const [a, b, c] = [await enqueueSurvey(db, survey), await enqueueSurvey(db, survey), await enqueueSurvey(db, survey)];
    await recordResults(db, [
      [a.idempotencyKey, { status: 'sent', serverId: 11 }],
      [b.idempotencyKey, { status: 'failed', message: 'Kuesioner tidak ditemukan.' }],
    ]);
    expect(await deleteFailed(db, c.idempotencyKey)).toBe(false);
    const exported = JSON.parse(await exportUnsent(db, 7));
    expect(exported.jumlah).toBe(2);
    expect(exported.items.map((item: { status: string }) => item.status).sort()).toEqual(['failed', 'pending']);
    await retryFailed(db, b.idempotencyKey);
    expect((await db.outbox.get(b.idempotencyKey))?.status).toBe('pending');
    await recordResults(db, [[b.idempotencyKey, { status: 'failed', message: 'lagi' }]]);
    expect(await deleteFailed(db, b.idempotencyKey)).toBe(true);
    expect(await db.outbox.get(b.idempotencyKey)).toBeUndefined();
  });

  it('drops the answers of a survey the server confirmed at once, and its receipt after 24 hours', async () => {
    const db = openOfflineDb(`outbox-${randomUUID()}`);
    const sentAt = new Date('2026-11-21T08:00:00Z');
    const [a, b] = [await enqueueSurvey(db, survey), await enqueueSurvey(db, survey)];
    await recordResults(db, [[a.idempotencyKey, { status: 'sent', serverId: 11 }]], sentAt);
    const receipt = await db.outbox.get(a.idempotencyKey);
    expect(receipt).toEqual({
      idempotencyKey: a.idempotencyKey,
      userId: 7,
      eventId: 1,
      kuesionerId: 2,
      namaEvent: 'Maraton',
      tipeResponden: 'Penonton',
      diisiPada: a.diisiPada,
      attempts: 0,
      status: 'sent',
      sentAt: sentAt.toISOString(),
      serverId: 11,
    });

    await forgetOldReceipts(db, new Date(sentAt.getTime() + SENT_RECEIPT_KEEP_MS));
    expect(await db.outbox.get(a.idempotencyKey)).toBeDefined();
    await forgetOldReceipts(db, new Date(sentAt.getTime() + SENT_RECEIPT_KEEP_MS + 1));
    expect(await db.outbox.get(a.idempotencyKey)).toBeUndefined();
    expect((await db.outbox.get(b.idempotencyKey))?.status).toBe('pending');
  });

  it('backs off from 1 s, doubling, up to 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 256000, 300000, 300000]);
    expect(retryDelayMs(0)).toBe(0);
  });
});
