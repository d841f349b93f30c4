import { useLiveQuery } from 'dexie-react-hooks';
import { surveyOf } from '../../../offline/device-queue';

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'rejected'; message: string };

/**
 * Where a submitted survey is, read from its outbox item as it changes: on the server once the
 * engine recorded the server's confirmation, refused, or waiting on the device. Undefined while
 * IndexedDB is read.
 */
export function useSubmitResult(key: string | null): SubmitResult | undefined {
  return useLiveQuery(async (): Promise<SubmitResult | undefined> => {
    if (key === null) return undefined;
    const item = await surveyOf(key);
    if (item?.status === 'sent') return { kind: 'sent' };
    if (item?.status === 'failed') return { kind: 'rejected', message: item.lastError ?? 'Terjadi kesalahan saat submit' };
    return { kind: 'queued' };
  }, [key]);
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
