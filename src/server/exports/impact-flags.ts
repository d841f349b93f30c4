import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { countedSpending, flagRespondent, segmentCap, spendingFence } from '../../shared/economic-impact/respondent-flags';
import { daysOf, hostProvincesOf, provinceOf, type SegmentRules, spendingPerPerson } from '../../shared/economic-impact/respondent-rules';
import { KATEGORI } from '../../shared/economic-impact/economic-roles';
import { LUAR_NEGERI } from '../../shared/wilayah/wilayah-list';
import type { Database } from '../db/schema';
import { respondentOfProfile, UNPROFILED } from '../economic-impact/profiles.repo';
import { readProfilesOf, readResponseKeys, type SheetPosition } from './exports.repo';

/** Responses per page, as the data sheets read them: one profile row each. */
const RESPONSES_PER_PAGE = 1000;
const IN_SAMPLE = 1;
const LOKAL = 2;
const TAMBAHAN = 4;
const CONFIRMED = 8;
const OUT_OF_PROVINCE = 16;
const FOREIGN = 32;
/** Where a row's text (accommodation, province) is not given. */
const NONE = 0;
const OLEH_OLEH = KATEGORI.indexOf('oleh_oleh');

/** One response of a segment as the flags sheet writes it (steps 1 to 5 of the method). */
export interface FlagRow {
  id: number;
  /** In the segment's sample: its origin (asal) is answered. */
  inSample: boolean;
  lokal: boolean;
  tambahan: boolean;
  /** A reviewer confirmed its amounts since they last changed: counted in full above the fence. */
  dikonfirmasi: boolean;
  /** d_i: days attended as counted, within the event's length. */
  days: number;
  /** Nights in the host area as answered; null when not. */
  nights: number | null;
  /** b_i: spending per person, unrounded. */
  belanja: number;
  /** The shopping (oleh-oleh) part of b_i. */
  shopping: number;
  /** Where the respondent stayed, as answered (jenis_akomodasi); null when not. */
  akomodasi: string | null;
  /** Step 12: the province of asal (LN abroad); null outside the sample. */
  provinsi: string | null;
  /** Step 12: from outside the host area's provinces; from abroad. */
  luarProvinsi: boolean;
  luarNegeri: boolean;
}

/**
 * The few distinct texts of a column (accommodation options, province codes), each kept once:
 * a row holds its text's number, 0 for none.
 */
class TextCodes {
  private texts: (string | null)[] = [null];
  private codes = new Map<string, number>();

  code(text: string | null): number {
    if (text === null) return NONE;
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.codes.set(text, code);
    }
    return code;
  }

  text(code: number): string | null {
    return this.texts[code] ?? null;
  }
}

/** Grows a typed array to `size`, keeping its values. */
function grown<T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(array: T, size: number, make: (size: number) => T): T {
  const bigger = make(size);
  bigger.set(array);
  return bigger;
}

/**
 * One segment's flags for its accepted responses up to the export's last one, in the order of its
 * data sheet, each with its response id. A response's fence and cap need the whole sample, so no
 * row can be written before the segment has been read: rather than read it twice, what a row needs
 * is kept in typed arrays (about 40 bytes per response, 8 MB at 200,000), not the objects of the
 * pages they were read in, which go as each page is done.
 */
export class SegmentFlags {
  private ids = new Uint32Array(1024);
  private marks = new Uint8Array(1024);
  private days = new Float64Array(1024);
  private nights = new Float64Array(1024);
  private spending = new Float64Array(1024);
  private shopping = new Float64Array(1024);
  private lodging = new Uint16Array(1024);
  private provinces = new Uint16Array(1024);
  private lodgingTexts = new TextCodes();
  private provinceTexts = new TextCodes();
  /** Rows, in the sample or not. */
  n = 0;
  /** Rows in the sample: the report's n. */
  sampleSize = 0;
  /** Step 5's cap (null below 100 responses) and fence (null below 5 positive amounts), set by finish(). */
  cap: number | null = null;
  fence: number | null = null;

  constructor(readonly kuesionerId: number) {}

  add(row: FlagRow): void {
    if (this.n === this.ids.length) {
      const size = this.n * 2;
      this.ids = grown(this.ids, size, (length) => new Uint32Array(length));
      this.marks = grown(this.marks, size, (length) => new Uint8Array(length));
      this.days = grown(this.days, size, (length) => new Float64Array(length));
      this.nights = grown(this.nights, size, (length) => new Float64Array(length));
      this.spending = grown(this.spending, size, (length) => new Float64Array(length));
      this.shopping = grown(this.shopping, size, (length) => new Float64Array(length));
      this.lodging = grown(this.lodging, size, (length) => new Uint16Array(length));
      this.provinces = grown(this.provinces, size, (length) => new Uint16Array(length));
    }
    const i = this.n;
    this.ids[i] = row.id;
    this.marks[i] = (row.inSample ? IN_SAMPLE : 0) | (row.lokal ? LOKAL : 0) | (row.tambahan ? TAMBAHAN : 0) | (row.dikonfirmasi ? CONFIRMED : 0) |
      (row.luarProvinsi ? OUT_OF_PROVINCE : 0) |
      (row.luarNegeri ? FOREIGN : 0);
    this.days[i] = row.days;
    this.nights[i] = row.nights ?? Number.NaN;
    this.spending[i] = row.belanja;
    this.shopping[i] = row.shopping;
    this.lodging[i] = this.lodgingTexts.code(row.akomodasi);
    this.provinces[i] = this.provinceTexts.code(row.provinsi);
    this.n += 1;
    if (row.inSample) this.sampleSize += 1;
  }

  finish(): void {
    const sample = new Float64Array(this.sampleSize);
    let next = 0;
    for (let i = 0; i < this.n; i += 1) if (this.marks[i] & IN_SAMPLE) sample[next++] = this.spending[i];
    this.cap = segmentCap(sample);
    this.fence = spendingFence(sample);
  }

  /** Response i (0-based) of the segment. */
  at(i: number): FlagRow {
    const mark = this.marks[i];
    const nights = this.nights[i];
    return {
      id: this.ids[i],
      inSample: (mark & IN_SAMPLE) !== 0,
      lokal: (mark & LOKAL) !== 0,
      tambahan: (mark & TAMBAHAN) !== 0,
      dikonfirmasi: (mark & CONFIRMED) !== 0,
      days: this.days[i],
      nights: Number.isNaN(nights) ? null : nights,
      belanja: this.spending[i],
      shopping: this.shopping[i],
      akomodasi: this.lodgingTexts.text(this.lodging[i]),
      provinsi: this.provinceTexts.text(this.provinces[i]),
      luarProvinsi: (mark & OUT_OF_PROVINCE) !== 0,
      luarNegeri: (mark & FOREIGN) !== 0,
    };
  }

  /** Step 5 for response i: b'_i, whether the cap lowered it, whether it waits for review. */
  counted(i: number) {
    return countedSpending(this.spending[i], this.cap, this.fence, (this.marks[i] & CONFIRMED) !== 0);
  }
}

/** Lets other requests in between pages: SQLite's reads are synchronous. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SegmentFlagSource {
  db: Kysely<Database>;
  kind: DatabaseKind;
  kuesionerId: number;
  upToId: number;
  /** The segment's rules: host area, kind, whether it asks `rutin`, the event's length. */
  rules: SegmentRules;
  /** The questionnaire's nights question (malam_menginap), if it has one. */
  nightsQuestionId: number | null;
}

/**
 * Reads a segment's accepted responses up to `upToId` page by page, in the data sheet's order,
 * each with its profile (the report's input), and flags each (steps 1 to 5).
 */
export async function readSegmentFlags(source: SegmentFlagSource): Promise<SegmentFlags> {
  const { db, kind, kuesionerId, upToId, rules, nightsQuestionId } = source;
  const flags = new SegmentFlags(kuesionerId);
  const hostProvinces = hostProvincesOf(rules.host);
  let after: SheetPosition | undefined;
  for (;;) {
    const keys = await readResponseKeys(db, { kuesionerId, after, upToId, limit: RESPONSES_PER_PAGE }, nightsQuestionId);
    if (keys.length === 0) break;
    const ids = keys.map((key) => key.id);
    const profiles = new Map((await readProfilesOf(db, kind, ids)).map((row) => [row.respons_id, row]));
    for (const { id, dikonfirmasi_pada, nilai_angka: nights } of keys) {
      const profile = profiles.get(id);
      const respondent = profile ? respondentOfProfile({ ...profile, dikonfirmasi_pada }) : UNPROFILED;
      const flag = flagRespondent(respondent, rules);
      // Step 12 as the calculation reads it (method.ts): the province of asal, and whether it lies outside the host's.
      const provinsi = respondent.asal === null ? null : provinceOf(respondent.asal);
      flags.add({
        id,
        inSample: respondent.asal !== null,
        lokal: flag.lokal,
        tambahan: flag.tambahan,
        dikonfirmasi: respondent.dikonfirmasi === true,
        days: daysOf(respondent, rules.eventDays),
        nights: nights === null ? null : Number(nights),
        belanja: flag.belanja_per_orang,
        shopping: spendingPerPerson(respondent, KATEGORI.length)[OLEH_OLEH],
        akomodasi: respondent.jenis_akomodasi ?? null,
        provinsi,
        luarProvinsi: provinsi !== null && !hostProvinces.has(provinsi),
        luarNegeri: respondent.asal === LUAR_NEGERI,
      });
    }
    if (keys.length < RESPONSES_PER_PAGE) break;
    const last = keys[keys.length - 1];
    after = { diisiPada: last.diisi_pada, id: last.id };
    await nextTurn();
  }
  flags.finish();
  return flags;
}
