import Dexie from 'dexie';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { CachedEvent, CachedKuesioner, OfflineDb } from './offline-db';

/** The cached events, the newest start first (the bundle's order is the server's, not the form's). */
export async function cachedEvents(db: OfflineDb): Promise<CachedEvent[]> {
  return (await db.events.toArray()).sort((a, b) => b.tanggal_mulai.localeCompare(a.tanggal_mulai) || b.id - a.id);
}

export function cachedKuesionerOf(db: OfflineDb, eventId: number): Promise<CachedKuesioner[]> {
  return db.kuesioner.where('event_id').equals(eventId).sortBy('id');
}

/** A form's questions in their order. */
export function cachedPertanyaanOf(db: OfflineDb, kuesionerId: number): Promise<Pertanyaan[]> {
  return db.pertanyaan
    .where('[kuesioner_id+urutan]')
    .between([kuesionerId, Dexie.minKey], [kuesionerId, Dexie.maxKey])
    .toArray();
}

/** The cached questions of these forms, by id; a form the newest bundle dropped is simply missing. */
export async function cachedQuestionsOf(db: OfflineDb, kuesionerIds: readonly number[]): Promise<Map<number, Pertanyaan>> {
  const questions = await db.pertanyaan.where('kuesioner_id').anyOf([...kuesionerIds]).toArray();
  return new Map(questions.map((question) => [question.id, question]));
}
