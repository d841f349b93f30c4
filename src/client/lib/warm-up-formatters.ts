/**
 * Loads the locale data behind the app's formatters on a worker's thread, not the page's.
 *
 * The first `Intl.NumberFormat` a page makes costs 10–18 ms here (sixty and more on a phone):
 * the browser lists the locales it has number data for, once per process, and ICU caches the
 * locale's data, also once per process. A dedicated worker runs in the page's process, so when it
 * makes the formatters first, the page's own first figures find both ready and its formatters
 * cost under a millisecond (measured in Chromium, tests/bench/RESULTS.md, issue 30). Best effort:
 * without a worker the page pays on its first figure, as it would anyway.
 */
export function warmUpFormatters(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./warm-up-formatters.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A browser that refuses the worker shows the same figures, only its first one later.
  }
}
