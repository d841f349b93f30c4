import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { type FormFactor, throttlingWith } from './cpu-calibration';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** Its weight in the category's score: 0 for a diagnostic or an insight, which costs no points. */
  weight: number;
  displayValue?: string;
  /** Up to three elements or resources the audit names. */
  where: string[];
}

/** What the machine was like when a run was made: its figures move with it. */
export interface RunConditions {
  /** The benchmark index measured just before the run, which set the CPU slowdown. */
  benchmarkIndex: number;
  /** The CPU slowdown simulated. */
  cpuSlowdown: number;
  /** Load average (1, 5, 15 min) when the run started. */
  load: string;
}

export interface PageAudit {
  page: string;
  formFactor: FormFactor;
  conditions: RunConditions;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Total Blocking Time, Largest Contentful Paint (ms) and Cumulative Layout Shift as simulated. */
  metrics: { tbt: number | null; lcp: number | null; cls: number | null };
  failing: FailingAudit[];
  warnings: string[];
  lhr: Result;
}

/** A page audited several times, reported by its median run for performance (Lighthouse's advice). */
export interface MeasuredPage extends PageAudit {
  /** Every run's performance score, in the order they ran. */
  performanceRuns: (number | null)[];
}

// Lighthouse's own line between a passed and a failed audit in its report.
const PASS_SCORE = 0.9;
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

type Details = { type?: string; items?: unknown[] } | undefined;

/** The elements (selector or snippet) and resources (URL) an audit's details name. */
function placesIn(details: Details, limit = 3): string[] {
  const places: string[] = [];
  const visit = (value: unknown) => {
    if (places.length >= limit || !value || typeof value !== 'object') return;
    const item = value as { node?: { selector?: string; snippet?: string }; url?: unknown; source?: { url?: string }; items?: unknown[] };
    if (item.node?.selector || item.node?.snippet) places.push(`${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim());
    else if (typeof item.url === 'string') places.push(item.url);
    else if (item.source?.url) places.push(item.source.url);
    // Some insights hold an object under `items` (a tree), not a list.
    else if (Array.isArray(item.items)) item.items.forEach(visit);
  };
  if (Array.isArray(details?.items)) details.items.forEach(visit);
  return places;
}

/**
 * The audits that cost a category points (weighted, below 1) and those Lighthouse's report lists
 * as failed (unweighted, below 0.9), of every category under 100.
 */
function failingAudits(lhr: Result): FailingAudit[] {
  return CATEGORIES.flatMap((category) => {
    const summary = lhr.categories[category];
    if (!summary || summary.score === null || summary.score >= 1) return [];
    return summary.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || !SCORED_MODES.has(audit.scoreDisplayMode)) return [];
      if (audit.score >= (ref.weight > 0 ? 1 : PASS_SCORE)) return [];
      return [
        {
          category,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          displayValue: audit.displayValue,
          where: placesIn(audit.details as Details),
        },
      ];
    });
  });
}

/** Lighthouse's own failure to record a page (NO_NAVSTART, NO_FCP...): worth another try. */
export class LighthouseRunError extends Error {}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/**
 * One Lighthouse navigation of `url` in the Chromium on `port`, throttling simulated (Lantern)
 * with the CPU slowdown of `conditions`, the default mobile emulation or the desktop config.
 * `keepStorage`: audit a signed-in page with the profile's session and service worker (Lighthouse
 * otherwise clears the origin first).
 */
export async function auditPage(
  port: number,
  url: string,
  page: string,
  { formFactor, keepStorage, conditions }: { formFactor: FormFactor; keepStorage: boolean; conditions: RunConditions },
): Promise<PageAudit> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    locale: 'en',
    onlyCategories: [...CATEGORIES],
    throttlingMethod: 'simulate',
    throttling: throttlingWith(formFactor, conditions.cpuSlowdown),
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const metrics = { tbt: metric(lhr, 'total-blocking-time'), lcp: metric(lhr, 'largest-contentful-paint'), cls: metric(lhr, 'cumulative-layout-shift') };
  return { page, formFactor, conditions, scores, metrics, failing: failingAudits(lhr), warnings: lhr.runWarnings.map(String), lhr };
}
