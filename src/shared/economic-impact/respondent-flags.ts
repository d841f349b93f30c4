import { flagReason } from './messages';
import type { Respondent } from './method';
import { isFlagged, spendingFence } from './outliers';
import { isAdditional, isLocal, type SegmentRules, spendingPerPerson, totalSpending } from './respondent-rules';
import { KATEGORI } from './economic-roles';

export { countedSpending, segmentCap, spendingFence } from './outliers';

/**
 * Each respondent's part in the economic-impact report (docs/economic-impact-method.md, steps 2
 * to 5), so an auditor can follow the figures response by response: the same rules as method.ts,
 * written out one respondent at a time. Pure, no I/O.
 */

/** What steps 2 to 4 read of a response: days attended play no part here. */
export type FlagInput = Pick<Respondent, 'asal' | 'rutin' | 'alasan_utama' | 'tetap_datang' | 'jumlah_ditanggung' | 'belanja'>;

export interface RespondentFlag {
  /** Step 2: lives in the host area, or comes to it routinely. */
  lokal: boolean;
  /** Step 3: not local, came for the event, would not have come in the same 12 months. */
  tambahan: boolean;
  /** Step 4: b_i, spending per person, unrounded. */
  belanja_per_orang: number;
}

/** Steps 2 to 4 for one response of a segment. */
export function flagRespondent(respondent: FlagInput, rules: Pick<SegmentRules, 'host' | 'jenis' | 'asksRutin'>): RespondentFlag {
  return {
    lokal: isLocal(respondent, rules.host),
    tambahan: isAdditional(respondent, rules),
    belanja_per_orang: spendingOf(respondent),
  };
}

/** Step 4's b_i of one response: the very sum method.ts makes, so a b_i equal to the cap or the fence compares equal. */
export const spendingOf = (respondent: FlagInput) => totalSpending(spendingPerPerson(respondent, KATEGORI.length));

/** A response waiting for review, with why in one line. */
export interface ResponseFlag {
  respons_id: number;
  kuesioner_id: number;
  belanja_per_orang: number;
  batas_wajar_segmen: number;
  alasan: string;
}

/** A response of a segment as the flags read it: its b_i worked out once, when it is read. */
export interface SpendingRow {
  respons_id: number;
  kuesioner_id: number;
  respondent: Respondent;
  /** spendingOf(respondent). */
  spending: number;
}

/**
 * Step 5's flags, response by response, in one questionnaire's responses: within its sample (an
 * answered asal), those whose spending per person is above the fence and that no reviewer
 * confirmed since. The review queue lists them; the report counts them (`perlu_diperiksa`).
 */
export function waitingForReview(segment: readonly SpendingRow[]): ResponseFlag[] {
  // Plain loops over the segment: the server works this out again after every review, over
  // every response of the questionnaire (a hundred thousand and more at a national event).
  const inSample: SpendingRow[] = [];
  for (const row of segment) if (row.respondent.asal !== null) inSample.push(row);
  const spending = new Float64Array(inSample.length);
  for (let i = 0; i < inSample.length; i += 1) spending[i] = inSample[i].spending;
  const fence = spendingFence(spending);
  const flags: ResponseFlag[] = [];
  if (fence === null) return flags;
  for (const { respons_id, kuesioner_id, respondent, spending: b } of inSample) {
    if (isFlagged(b, fence, respondent.dikonfirmasi === true)) {
      flags.push({ respons_id, kuesioner_id, belanja_per_orang: b, batas_wajar_segmen: fence, alasan: flagReason(b, fence) });
    }
  }
  return flags;
}
