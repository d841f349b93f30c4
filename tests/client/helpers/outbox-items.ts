import type { OutboxItem } from '../../../src/client/offline/offline-db';
import { surveyor } from './users';

/** A survey waiting on the device for the signed-in surveyor; `overrides` make it another's, failed, ... */
export function waitingSurvey(key: string, overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    idempotencyKey: key,
    userId: surveyor.id,
    eventId: 10,
    kuesionerId: 20,
    namaEvent: 'Maraton Kota',
    tipeResponden: 'Penonton',
    diisiPada: '2026-05-01T03:30:00.000Z',
    status: 'pending',
    attempts: 0,
    jawaban: [{ pertanyaan_id: 31, isi_jawaban: 'Bandung' }],
    ...overrides,
  } as OutboxItem;
}
