import Dexie, { type EntityTable } from 'dexie';
import type { SubmitJawabanRequest } from '../../shared/schemas/answers';
import type { User } from '../../shared/schemas/auth';
import type { BundleEvent, BundleKuesioner } from '../../shared/schemas/offline-bundle';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';

/** What every outbox row keeps, sent or not: enough for the queue panel and its history. */
interface OutboxEntry {
  idempotencyKey: string;
  /** Who collected it: only this user's token ever sends it. */
  userId: number;
  eventId: number;
  kuesionerId: number;
  /** Labels kept for the queue panel and the export, so they read well after the form is gone. */
  namaEvent: string;
  tipeResponden: string;
  diisiPada: string;
  /**
   * The version of the form the answers were filled on (the bundle's versi_formulir at save time),
   * so the server judges them by that form's rules; absent on items saved by an older app.
   */
  versiFormulir?: string;
  attempts: number;
  lastError?: string;
  lastAttemptAt?: string;
}

/** A saved survey not yet on the server: written before any attempt to send it. */
export interface UnsentItem extends OutboxEntry {
  status: 'pending' | 'failed';
  jawaban: SubmitJawabanRequest['jawaban'];
}

/**
 * What is left of a survey once the server confirmed it: no answers (outbox.ts says when the
 * answers go and how long this receipt stays).
 */
export interface SentReceipt extends OutboxEntry {
  status: 'sent';
  sentAt: string;
  serverId?: number;
}

export type OutboxItem = UnsentItem | SentReceipt;

/** A signed-in user and their token: the session's one store (session-store.ts). */
export interface StoredSession {
  userId: number;
  user: User;
  token: string;
  savedAt: string;
}

/** The answers on screen, saved as they are typed. */
export interface Draft {
  userId: number;
  eventId: number | null;
  kuesionerId: number | null;
  answers: Record<number, string>;
  /**
   * The amounts above their soft limit the surveyor confirmed, by question, as they were then:
   * kept with the answers, so a reload does not ask again. Absent in drafts of an older app.
   */
  dikonfirmasi?: Record<number, string>;
  updatedAt: string;
}

export type CachedEvent = Omit<BundleEvent, 'kuesioner'>;
/** versi_formulir is absent from forms cached by an older app until the next bundle replaces them. */
export type CachedKuesioner = Omit<BundleKuesioner, 'pertanyaan' | 'versi_formulir'> & Partial<Pick<BundleKuesioner, 'versi_formulir'>>;

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxItem, 'idempotencyKey'>;
  sessions: EntityTable<StoredSession, 'userId'>;
  drafts: EntityTable<Draft, 'userId'>;
  events: EntityTable<CachedEvent, 'id'>;
  kuesioner: EntityTable<CachedKuesioner, 'id'>;
  pertanyaan: EntityTable<Pertanyaan, 'id'>;
  meta: EntityTable<MetaEntry, 'key'>;
};

const OFFLINE_DB_NAME = 'sport-impact-offline';

/** Opens the device's database; tests pass their own name for a fresh one. */
export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    outbox: 'idempotencyKey, status, userId, [userId+status], diisiPada',
    sessions: 'userId',
    drafts: 'userId',
    events: 'id, status',
    kuesioner: 'id, event_id',
    pertanyaan: 'id, kuesioner_id, [kuesioner_id+urutan]',
    meta: 'key',
  });
  // Designer 2.0: questions gained settings. Forms cached before keep working offline until the
  // next bundle replaces them, read with the defaults the server gave every older question.
  db.version(2)
    .stores({})
    .upgrade((tx) =>
      tx
        .table('pertanyaan')
        .toCollection()
        .modify((question: Partial<Pertanyaan>) => {
          question.wajib ??= true;
          question.min ??= null;
          question.maks ??= null;
          question.pilihan ??= null;
          question.tampil_jika ??= null;
        }),
    );
  return db;
}
