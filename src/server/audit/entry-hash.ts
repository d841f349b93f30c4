import { createHash } from 'node:crypto';
import type { LogAktivitasTable } from '../db/schema';

/** The previous hash of the first entry: there is none before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry as stored, without its own hash. */
export type EntryContent = Omit<LogAktivitasTable, 'hash'>;

/**
 * SHA-256 over the entry's canonical content: its columns in a fixed order as one JSON array (the
 * changed fields are already JSON text, hashed as stored), the previous entry's hash among them.
 * Changing any column of an entry, or removing the entry before it, no longer matches
 * (docs/activity-log.md, "The chain").
 */
export function entryHash(entry: EntryContent): string {
  const canonical = JSON.stringify([
    entry.id,
    entry.waktu,
    entry.pelaku_id,
    entry.pelaku_nama,
    entry.pelaku_email,
    entry.pelaku_peran,
    entry.pelaku_wilayah,
    entry.alamat,
    entry.aksi,
    entry.target_jenis,
    entry.target_id,
    entry.target_nama,
    entry.event_id,
    entry.wilayah,
    entry.sebelum,
    entry.sesudah,
    entry.hash_sebelumnya,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
