import { CAP_PERCENTILE, type Respondent } from './method';
import { percentile } from './percentile';
import { isAdditional, isLocal, spendingPerPerson } from './respondent-rules';
import { KATEGORI } from './roles';

/**
 * Each respondent's part in the economic-impact report (docs/economic-impact-module.md, steps 2
 * to 5), so an auditor can follow the figures response by response: the same rules as method.ts,
 * written out one respondent at a time. Pure, no I/O.
 */

/** What steps 2 to 4 read of a response: days attended play no part here. */
export type FlagInput = Pick<Respondent, 'asal' | 'rutin' | 'alasan_utama' | 'tetap_datang' | 'jumlah_ditanggung' | 'belanja'>;

export interface RespondentFlag {
  /** Step 2: lives in the host area, or comes to it routinely. */
  lokal: boolean;
  /** Step 3: not local, came for the event, would not have come anyway. */
  tambahan: boolean;
  /** Step 4: b_i, spending per person, unrounded. */
  belanja_per_orang: number;
}

export interface CappedFlag extends RespondentFlag {
  /** Step 5: b_i was above the segment's cap. */
  dipangkas: boolean;
  /** Step 5: b'_i = min(b_i, cap), what the segment's figures count. */
  belanja_dihitung: number;
}

/** Steps 2 to 4 for one response. */
export function flagRespondent(respondent: FlagInput, host: ReadonlySet<string>): RespondentFlag {
  const lokal = isLocal(respondent, host);
  // Added up in KATEGORI order: the very sum method.ts makes, so a b_i equal to the cap
  // compares equal here too.
  const belanja = spendingPerPerson(respondent, KATEGORI.length).reduce((sum, value) => sum + value, 0);
  return { lokal, tambahan: isAdditional(respondent, lokal), belanja_per_orang: belanja };
}

/** Step 5's cap of a segment: the 99th percentile of its b_i (type 7). The values are not changed. */
export function spendingCap(belanja: ArrayLike<number>): number {
  return percentile(Float64Array.from(belanja).sort(), CAP_PERCENTILE);
}

/** Step 5 for one b_i against its segment's cap. */
export function capSpending(belanja: number, cap: number): Pick<CappedFlag, 'dipangkas' | 'belanja_dihitung'> {
  return { dipangkas: belanja > cap, belanja_dihitung: Math.min(belanja, cap) };
}
