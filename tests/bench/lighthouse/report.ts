import { CATEGORIES, type MeasuredPage } from './audit';

export const TARGET_PERFORMANCE = 95;
export const TARGET_ACCESSIBILITY = 100;

const show = (score: number | null) => (score === null ? '–' : String(score));

const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

/**
 * The scores of each page's median run as a Markdown table, ready for RESULTS.md, with its Total
 * Blocking Time and Largest Contentful Paint (ms), its Cumulative Layout Shift, and the benchmark
 * index and CPU slowdown it ran with.
 */
export function scoreTable(audits: MeasuredPage[]): string {
  const header = `| page | form factor | ${CATEGORIES.join(' | ')} | performance, every run | TBT | LCP | CLS | index | CPU |`;
  const rule = `|---|---|${CATEGORIES.map(() => '---:').join('|')}|---|---:|---:|---:|---:|---:|`;
  const rows = audits.map(
    (audit) =>
      `| ${audit.page} | ${audit.formFactor} | ${CATEGORIES.map((category) => show(audit.scores[category])).join(' | ')} | ${audit.performanceRuns.map(show).join(', ')} ` +
      `| ${ms(audit.metrics.tbt)} | ${ms(audit.metrics.lcp)} | ${audit.metrics.cls === null ? '–' : audit.metrics.cls.toFixed(3)} | ${audit.conditions.benchmarkIndex} | ${audit.conditions.cpuSlowdown}x |`,
  );
  return [header, rule, ...rows].join('\n');
}

/**
 * Per page, the audits of each category under 100 that cost it points (weight above 0) or that
 * Lighthouse's report lists as failed (diagnostics and insights, weight 0), with what they name.
 */
export function failingList(audits: MeasuredPage[]): string {
  const lines = audits.flatMap((audit) => {
    if (audit.failing.length === 0 && audit.warnings.length === 0) return [];
    return [
      `${audit.page} (${audit.formFactor}):`,
      ...audit.warnings.map((warning) => `  warning: ${warning}`),
      ...audit.failing.flatMap((failing) => [
        `  [${failing.category}] ${failing.id}: ${failing.title}${failing.displayValue ? ` (${failing.displayValue})` : ''}, score ${failing.score}, weight ${Number(failing.weight.toFixed(1))}`,
        ...failing.where.map((place) => `      ${place.replace(/\s+/g, ' ').slice(0, 200)}`),
      ]),
    ];
  });
  return lines.length ? lines.join('\n') : 'No audit below target in any category.';
}

/** The targets of issues 16 and 30 on the mobile audits: performance ≥ 95, accessibility 100. */
export function targetLine(audits: MeasuredPage[]): string {
  const misses = audits
    .filter((audit) => audit.formFactor === 'mobile')
    .flatMap((audit) => [
      ...((audit.scores.performance ?? 0) < TARGET_PERFORMANCE ? [`${audit.page} performance ${show(audit.scores.performance)}`] : []),
      ...((audit.scores.accessibility ?? 0) < TARGET_ACCESSIBILITY ? [`${audit.page} accessibility ${show(audit.scores.accessibility)}`] : []),
    ]);
  const goal = `performance ≥ ${TARGET_PERFORMANCE} and accessibility ${TARGET_ACCESSIBILITY} on every page, mobile`;
  return misses.length ? `Targets missed (${goal}): ${misses.join(', ')}` : `Targets held (${goal}).`;
}
