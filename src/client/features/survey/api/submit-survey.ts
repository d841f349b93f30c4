import { enqueueSurvey, type NewOutboxItem } from '../../../offline/outbox';
import { deviceDb, requestBackgroundSync, syncEngine } from '../../../offline/runtime';

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'rejected'; message: string };

// Long enough for a slow venue network, short enough that the surveyor is not left waiting.
const SEND_WAIT_MS = 8000;

/**
 * Saves the survey on the device first (this is what may throw: then nothing was stored and the
 * form must keep its answers), then tries to send it at once so the surveyor learns whether it
 * reached the server or waits on the device.
 */
export async function submitSurvey(survey: NewOutboxItem): Promise<SubmitResult> {
  const db = deviceDb();
  const item = await enqueueSurvey(db, survey);
  void requestBackgroundSync();
  if (navigator.onLine) {
    await Promise.race([syncEngine().drain(), new Promise((resolve) => setTimeout(resolve, SEND_WAIT_MS))]);
  }
  const stored = await db.outbox.get(item.idempotencyKey);
  if (stored?.status === 'sent') return { kind: 'sent' };
  if (stored?.status === 'failed') return { kind: 'rejected', message: stored.lastError ?? 'Terjadi kesalahan saat submit' };
  return { kind: 'queued' };
}

/** Why IndexedDB refused, in words a surveyor can act on. */
export function storageFailureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const reason =
    name === 'QuotaExceededError'
      ? 'ruang penyimpanan perangkat penuh'
      : 'penyimpanan browser tidak dapat dipakai (mode penyamaran atau izin diblokir)';
  return `Jawaban belum tersimpan: ${reason}. Jawaban tetap ada di layar; jangan tutup halaman ini.`;
}
