import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ENTRY_COLUMNS } from './entry-columns';
import { type EntryContent, entryHash, GENESIS_HASH } from './entry-hash';

export type ChainCheck =
  | { intact: true; checked: number; lastId: number; lastHash: string }
  /** `id`: the first entry found altered, removed or added; `problem`: what was found, in one line. */
  | { intact: false; checked: number; id: number; problem: string };

const PAGE = 1000;

/** Every column an entry's hash covers, and the hashes themselves. */
const COLUMNS = [...ENTRY_COLUMNS, 'wilayah', 'hash_sebelumnya', 'hash'] as const;

type StoredEntry = EntryContent & { hash: string };

/** What is wrong with `row`, the entry expected to be number `expectedId` after one whose hash is `previousHash`. */
function problemOf(row: StoredEntry, expectedId: number, previousHash: string): { id: number; problem: string } | null {
  if (row.id < expectedId) return { id: row.id, problem: `entry #${row.id} does not belong to the chain (numbers start at 1)` };
  if (row.id > expectedId) {
    const removed = row.id - expectedId === 1 ? `#${expectedId}` : `#${expectedId} to #${row.id - 1}`;
    return { id: expectedId, problem: `entry ${removed} was removed (the next entry present is #${row.id})` };
  }
  if (entryHash(row) !== row.hash) return { id: row.id, problem: `entry #${row.id} was altered: its content no longer matches its hash` };
  if (row.hash_sebelumnya !== previousHash) {
    return { id: row.id - 1, problem: `entry #${row.id - 1} was altered: entry #${row.id} names another hash for it` };
  }
  return null;
}

/**
 * Walks the whole activity log in order (docs/activity-log.md, "Checking the chain"): each entry's
 * number must follow the one before (a gap is a removed entry), its hash must match its content
 * (else it was altered), and it must name the previous entry's hash (else the entry before it was
 * altered, its hash recomputed). Stops at the first problem. Entries removed from the end leave a
 * shorter chain that is intact: the last number and hash, noted elsewhere, are what show that.
 */
export async function verifyChain(db: Kysely<Database>): Promise<ChainCheck> {
  let expectedId = 1;
  let previousHash = GENESIS_HASH;
  let lastSeen: number | null = null;
  for (;;) {
    let query = db.selectFrom('log_aktivitas').select(COLUMNS).orderBy('id').limit(PAGE);
    if (lastSeen !== null) query = query.where('id', '>', lastSeen);
    const rows = await query.execute();
    for (const row of rows) {
      const found = problemOf(row, expectedId, previousHash);
      if (found) return { intact: false, checked: expectedId - 1, ...found };
      previousHash = row.hash;
      lastSeen = row.id;
      expectedId += 1;
    }
    if (rows.length < PAGE) return { intact: true, checked: expectedId - 1, lastId: expectedId - 1, lastHash: previousHash };
  }
}
