import type { Kysely } from 'kysely';
import { flagRespondent, spendingCap } from '../../shared/economic-impact/respondent-flags';
import type { Database } from '../db/schema';
import { respondentOfProfile, UNPROFILED } from '../economic-impact/economic-impact.repo';
import { readProfilePage, readResponseIds } from './exports.repo';

/** Responses per page, as the data sheets read them: one profile row each. */
const RESPONSES_PER_PAGE = 1000;
const LOKAL = 1;
const TAMBAHAN = 2;

/**
 * One segment's flags (respondent-flags.ts) for its responses up to the export's last one, in the
 * order and numbering of its data sheet. A response's "capped" needs the segment's cap, and the
 * cap needs every response of the segment, so no row can be written before the whole segment has
 * been read: rather than read it twice, what a row needs is kept in typed arrays, 9 bytes per
 * response (1.8 MB at 200,000; twice that at most while they grow), not the objects of the pages
 * they were read in, which go as each page is done.
 */
export class SegmentFlags {
  private spending = new Float64Array(1024);
  private marks = new Uint8Array(1024);
  n = 0;
  /** Step 5's cap, set once every response has been added. */
  cap = 0;

  constructor(readonly kuesionerId: number) {}

  add(lokal: boolean, tambahan: boolean, belanja: number): void {
    if (this.n === this.spending.length) {
      const spending = new Float64Array(this.n * 2);
      spending.set(this.spending);
      this.spending = spending;
      const marks = new Uint8Array(this.n * 2);
      marks.set(this.marks);
      this.marks = marks;
    }
    this.spending[this.n] = belanja;
    this.marks[this.n] = (lokal ? LOKAL : 0) | (tambahan ? TAMBAHAN : 0);
    this.n += 1;
  }

  finish(): void {
    this.cap = spendingCap(this.spending.subarray(0, this.n));
  }

  /** Response i (0-based) of the sheet: local, additional, b_i. */
  at(i: number): { lokal: boolean; tambahan: boolean; belanja: number } {
    const mark = this.marks[i];
    return { lokal: (mark & LOKAL) !== 0, tambahan: (mark & TAMBAHAN) !== 0, belanja: this.spending[i] };
  }
}

/** Lets other requests in between pages: SQLite's reads are synchronous. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a segment's responses up to `upToId` page by page, each with its profile (the report's
 * input), and flags each (steps 2 to 5).
 */
export async function readSegmentFlags(
  db: Kysely<Database>,
  kuesionerId: number,
  upToId: number,
  host: ReadonlySet<string>,
): Promise<SegmentFlags> {
  const flags = new SegmentFlags(kuesionerId);
  let afterId = 0;
  for (;;) {
    const ids = await readResponseIds(db, { kuesionerId, afterId, upToId, limit: RESPONSES_PER_PAGE });
    if (ids.length === 0) break;
    const lastId = ids[ids.length - 1];
    const profiles = new Map((await readProfilePage(db, kuesionerId, ids[0], lastId)).map((row) => [row.respons_id, row]));
    for (const id of ids) {
      const profile = profiles.get(id);
      const flag = flagRespondent(profile ? respondentOfProfile(profile) : UNPROFILED, host);
      flags.add(flag.lokal, flag.tambahan, flag.belanja_per_orang);
    }
    if (ids.length < RESPONSES_PER_PAGE) break;
    afterId = lastId;
    await nextTurn();
  }
  flags.finish();
  return flags;
}
