import type { Kysely } from 'kysely';
import { type FlagInput, flagRespondent, spendingCap } from '../../shared/economic-impact/respondent-flags';
import { BELANJA_ROLES } from '../../shared/economic-impact/roles';
import type { Database } from '../db/schema';
import { readResponseIds, readRoleAnswers } from './exports.repo';

/** Responses per page: at most 14 role answers each, so a page stays near the data sheets' 20,000 answers. */
const RESPONSES_PER_PAGE = 1000;
const LOKAL = 1;
const TAMBAHAN = 2;

/**
 * One segment's flags (respondent-flags.ts) for its responses up to the export's last one, in the
 * order and numbering of its data sheet. A response's "capped" needs the segment's cap, and the
 * cap needs every response of the segment, so no row can be written before the whole segment has
 * been read: rather than read it twice, what a row needs is kept in typed arrays, 9 bytes per
 * response (1.8 MB at 200,000), not the objects of the page they were read in.
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

type RoleAnswer = Awaited<ReturnType<typeof readRoleAnswers>>[number];
type Respondent = { -readonly [K in keyof FlagInput]: FlagInput[K] } & { belanja: number[] };

const blankRespondent = (): Respondent => ({
  asal: null,
  rutin: null,
  alasan_utama: null,
  tetap_datang: null,
  jumlah_ditanggung: null,
  belanja: BELANJA_ROLES.map(() => 0),
});

const belanjaIndex = new Map<string, number>(BELANJA_ROLES.map((role, index) => [role, index]));

/** An answer into its respondent, read as the report's pivot reads it (economic-impact.repo.ts). */
function fill(respondent: Respondent, answer: RoleAnswer): void {
  const number = answer.nilai_angka === null ? null : Number(answer.nilai_angka);
  switch (answer.peran_ekonomi) {
    case 'asal':
    case 'rutin':
    case 'alasan_utama':
    case 'tetap_datang':
      respondent[answer.peran_ekonomi] = answer.isi_jawaban;
      return;
    case 'jumlah_ditanggung':
      respondent.jumlah_ditanggung = number;
      return;
    default: {
      const k = answer.peran_ekonomi === null ? undefined : belanjaIndex.get(answer.peran_ekonomi);
      if (k !== undefined) respondent.belanja[k] = number ?? 0;
    }
  }
}

/** Lets other requests in between pages: SQLite's reads are synchronous. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads a segment's responses up to `upToId` page by page and flags each (steps 2 to 5). */
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
    const page = new Map(ids.map((id) => [id, blankRespondent()]));
    for (const answer of await readRoleAnswers(db, kuesionerId, ids[0], lastId)) {
      const respondent = page.get(answer.respons_id);
      if (respondent) fill(respondent, answer);
    }
    for (const respondent of page.values()) {
      const flag = flagRespondent(respondent, host);
      flags.add(flag.lokal, flag.tambahan, flag.belanja_per_orang);
    }
    if (ids.length < RESPONSES_PER_PAGE) break;
    afterId = lastId;
    await nextTurn();
  }
  flags.finish();
  return flags;
}
