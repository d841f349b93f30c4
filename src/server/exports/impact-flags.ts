import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { flagRespondent, segmentCap, spendingFence } from '../../shared/economic-impact/respondent-flags';
import type { SegmentRules } from '../../shared/economic-impact/respondent-rules';
import type { Database } from '../db/schema';
import { respondentOfProfile, UNPROFILED } from '../economic-impact/economic-impact.repo';
import { readProfilesOf, readResponseKeys, type SheetPosition } from './exports.repo';

/** Responses per page, as the data sheets read them: one profile row each. */
const RESPONSES_PER_PAGE = 1000;
const LOKAL = 1;
const TAMBAHAN = 2;

/**
 * One segment's flags (respondent-flags.ts) for its accepted responses up to the export's last
 * one, in the order of its data sheet, each with its response id. A response's "capped" needs the
 * segment's cap, and the cap needs every response of the segment, so no row can be written before
 * the whole segment has been read: rather than read it twice, what a row needs is kept in typed
 * arrays, 13 bytes per response (2.6 MB at 200,000; twice that at most while they grow), not the
 * objects of the pages they were read in, which go as each page is done.
 */
export class SegmentFlags {
  private ids = new Uint32Array(1024);
  private spending = new Float64Array(1024);
  private marks = new Uint8Array(1024);
  n = 0;
  /** Step 5's cap (null below 100 responses) and fence, set once every response has been added. */
  cap: number | null = null;
  fence: number | null = null;

  constructor(readonly kuesionerId: number) {}

  add(id: number, lokal: boolean, tambahan: boolean, belanja: number): void {
    if (this.n === this.spending.length) {
      const ids = new Uint32Array(this.n * 2);
      ids.set(this.ids);
      this.ids = ids;
      const spending = new Float64Array(this.n * 2);
      spending.set(this.spending);
      this.spending = spending;
      const marks = new Uint8Array(this.n * 2);
      marks.set(this.marks);
      this.marks = marks;
    }
    this.ids[this.n] = id;
    this.spending[this.n] = belanja;
    this.marks[this.n] = (lokal ? LOKAL : 0) | (tambahan ? TAMBAHAN : 0);
    this.n += 1;
  }

  finish(): void {
    this.cap = segmentCap(this.spending.subarray(0, this.n));
    this.fence = spendingFence(this.spending.subarray(0, this.n));
  }

  /** Response i (0-based) of the segment: its id, local, additional, b_i. */
  at(i: number): { id: number; lokal: boolean; tambahan: boolean; belanja: number } {
    const mark = this.marks[i];
    return { id: this.ids[i], lokal: (mark & LOKAL) !== 0, tambahan: (mark & TAMBAHAN) !== 0, belanja: this.spending[i] };
  }
}

/** Lets other requests in between pages: SQLite's reads are synchronous. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a segment's accepted responses up to `upToId` page by page, in the data sheet's order,
 * each with its profile (the report's input), and flags each (steps 2 to 5).
 */
export async function readSegmentFlags(
  db: Kysely<Database>,
  kind: DatabaseKind,
  kuesionerId: number,
  upToId: number,
  rules: Pick<SegmentRules, 'host' | 'jenis' | 'asksRutin'>,
): Promise<SegmentFlags> {
  const flags = new SegmentFlags(kuesionerId);
  let after: SheetPosition | undefined;
  for (;;) {
    const keys = await readResponseKeys(db, { kuesionerId, after, upToId, limit: RESPONSES_PER_PAGE });
    if (keys.length === 0) break;
    const profiles = new Map((await readProfilesOf(db, kind, keys.map((key) => key.id))).map((row) => [row.respons_id, row]));
    for (const { id } of keys) {
      const profile = profiles.get(id);
      const flag = flagRespondent(profile ? respondentOfProfile(profile) : UNPROFILED, rules);
      flags.add(id, flag.lokal, flag.tambahan, flag.belanja_per_orang);
    }
    if (keys.length < RESPONSES_PER_PAGE) break;
    const last = keys[keys.length - 1];
    after = { diisiPada: last.diisi_pada, id: last.id };
    await nextTurn();
  }
  flags.finish();
  return flags;
}
