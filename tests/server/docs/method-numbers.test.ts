import { describe, expect, it } from 'vitest';
import { TARGET_MARGIN, WARNED_BELOW, WITHHELD_BELOW } from '../../../src/shared/economic-impact/labels';
import { CONFIDENCE } from '../../../src/shared/economic-impact/method';
import { CAP_FROM, CAP_PERCENTILE, FENCE_FACTOR, FENCE_MIN_POSITIVE } from '../../../src/shared/economic-impact/outliers';
import { RESAMPLES } from '../../../src/shared/economic-impact/resampling';
import { docPages, flatText } from './doc-pages';

const METHOD = 'docs/economic-impact-method.md';
const README = 'README.md';

/**
 * The numbers the docs state of the method, each with the constant the code draws its line by.
 * Each phrase captures the number as written ("2,000", "10"); a percent is read as a share. Every
 * occurrence on every page must equal the constant, and each phrase must still be found on the
 * pages named (a rewritten sentence updates its phrase here).
 */
interface Phrase {
  pattern: RegExp;
  /** The pages that must state it. */
  on: string[];
  /** The number is written as a percent of the constant's share. */
  percent?: boolean;
}

const CLAIMS: { constant: string; value: number; phrases: Phrase[] }[] = [
  {
    constant: 'FENCE_FACTOR',
    value: FENCE_FACTOR,
    phrases: [
      { pattern: /(\d+) × (?:the )?(?:segment's )?median/g, on: [METHOD, README] },
      { pattern: /`faktor_batas_wajar` (?:is the |\()(\d+)/g, on: [] },
      { pattern: /The factor (\d+) is reported/g, on: [] },
    ],
  },
  {
    constant: 'FENCE_MIN_POSITIVE',
    value: FENCE_MIN_POSITIVE,
    phrases: [
      { pattern: /at least (\d+) of the segment's b_i are positive/g, on: [METHOD] },
      { pattern: /(\d+) positive amounts/g, on: [METHOD] },
      { pattern: /positive amounts, from (\d+) of them/g, on: [] },
    ],
  },
  {
    constant: 'CAP_FROM',
    value: CAP_FROM,
    phrases: [
      { pattern: /from (\d+) responses/g, on: [METHOD] },
      { pattern: /Below (\d+) responses there is no cap/g, on: [METHOD] },
      { pattern: /Below (\d+) responses a 99th-percentile cap/g, on: [METHOD] },
      { pattern: /n ≥ (\d+): cap_s/g, on: [METHOD] },
      { pattern: /the cap where n ≥ (\d+)/g, on: [METHOD] },
      { pattern: /`batas_pencilan`[^.;]*? null below (\d+) responses/g, on: [] },
    ],
  },
  {
    constant: 'CAP_PERCENTILE',
    value: CAP_PERCENTILE,
    phrases: [{ pattern: /(\d+)th(?:-| )percentile(?: cap| of a segment's| \(type 7\) of b| lies between)/g, on: [METHOD], percent: true }],
  },
  {
    constant: 'WITHHELD_BELOW',
    value: WITHHELD_BELOW,
    phrases: [
      { pattern: /fewer than \**(\d+)\** responses/g, on: [METHOD] },
      { pattern: /withheld below (\d+) responses/g, on: [METHOD] },
      { pattern: /holds at least (\d+) responses/g, on: [METHOD] },
      { pattern: /with admissions, n ≥ (\d+)/g, on: [] },
      { pattern: /the sample thresholds \((\d+) and \d+\)/g, on: [] },
    ],
  },
  {
    constant: 'WARNED_BELOW',
    value: WARNED_BELOW,
    phrases: [
      { pattern: /Below \*\*(\d+)\*\* its figures carry a warning/g, on: [METHOD] },
      { pattern: /the sample thresholds \(\d+ and (\d+)\)/g, on: [] },
    ],
  },
  {
    constant: 'TARGET_MARGIN',
    value: TARGET_MARGIN,
    phrases: [
      { pattern: /needed for ±(\d+)%/g, on: [METHOD], percent: true },
      { pattern: /sample is from ±(\d+)%/g, on: [METHOD], percent: true },
      { pattern: /the precision a sample is planned for \(±(\d+)%\)/g, on: [], percent: true },
      { pattern: /CV \/ (0\.\d+)\)²/g, on: [METHOD] },
    ],
  },
  {
    constant: 'RESAMPLES',
    value: RESAMPLES,
    phrases: [{ pattern: /(?<!every )\b(\d[\d,]*) resample(?:s|d values)\b/g, on: [METHOD, README] }],
  },
  {
    constant: 'CONFIDENCE',
    value: CONFIDENCE,
    phrases: [{ pattern: /\b(\d+)% (?:interval|percentile bootstrap)/g, on: [METHOD, README], percent: true }],
  },
];

const asNumber = (written: string, percent: boolean) => {
  const value = Number(written.replace(/,/g, ''));
  return percent ? value / 100 : value;
};

describe('the method numbers the docs state are the constants of the code', () => {
  const pages = docPages().map((page) => ({ name: page.name, text: flatText(page) }));

  it.each(CLAIMS.map((claim) => [claim.constant, claim] as const))('%s', (_constant, claim) => {
    const stated: { page: string; phrase: string; value: number }[] = [];
    const missing: string[] = [];
    for (const { pattern, on, percent } of claim.phrases) {
      for (const page of pages) {
        const found = Array.from(page.text.matchAll(pattern), (match) => ({
          page: page.name,
          phrase: match[0],
          value: asNumber(match[1], percent ?? false),
        }));
        if (on.includes(page.name) && found.length === 0) missing.push(`${page.name}: ${pattern.source}`);
        stated.push(...found);
      }
    }
    expect(missing, 'phrases no longer found (update the phrase, or the page)').toEqual([]);
    expect(stated.filter(({ value }) => Math.abs(value - claim.value) > 1e-9)).toEqual([]);
  });
});
