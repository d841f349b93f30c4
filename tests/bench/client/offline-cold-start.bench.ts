/**
 * Issue 7 (client, b): an offline cold start of the survey form in Chromium. The service worker
 * controls the app, the network is off, the event and respondent type are already chosen in the
 * saved draft; the time is from navigation start to the first question in the page (and to the
 * frame after it). Target: median under 1 s.
 *
 * "cold": Chromium is closed and opened again on the same profile before each run, as a phone
 * reopening the app; "reopen": a new tab in a running browser. Both offline.
 *
 *   npx tsx tests/bench/client/offline-cold-start.bench.ts [runs]
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  buildClient,
  chromiumOrSkip,
  EVENT_NAME,
  FIRST_QUESTION,
  logInThroughForm,
  median,
  note,
  openBrowser,
  report,
  RESPONDENT_TYPE,
  round1,
  runBench,
  seedSurvey,
  startServer,
  within,
  withTempDir,
} from './support';
import { waitForServiceWorker } from '../../e2e/harness/browser';

const TARGET_MS = 1000;
const RUNS = Math.min(Math.max(Number(process.argv[2]) || 7, 1), 25);

/**
 * Runs before the app's own scripts in every page: notes performance.now() (milliseconds since
 * navigation start) when a label or legend numbered "1." enters the document, and at the next
 * animation frame, when it has been laid out to be painted.
 */
const FIRST_QUESTION_PROBE = `(() => {
  const isFirstQuestion = () =>
    [...document.querySelectorAll('label, legend')].some((el) => el.textContent.startsWith('1. '));
  const observer = new MutationObserver(() => {
    if (window.__sisFirstQuestion === undefined && isFirstQuestion()) {
      window.__sisFirstQuestion = performance.now();
      requestAnimationFrame(() => { window.__sisFirstQuestionFrame = performance.now(); });
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface Timing {
  firstQuestion: number;
  frame: number;
  domContentLoaded: number;
  offlineText: boolean;
}

async function openFormOffline(page: Page, url: string): Promise<Timing> {
  await page.goto(`${url}/input-survei`, { waitUntil: 'commit', timeout: 30_000 });
  await page.waitForFunction(
    () => (window as unknown as { __sisFirstQuestionFrame?: number }).__sisFirstQuestionFrame !== undefined,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return page.evaluate(() => {
    const probe = window as unknown as { __sisFirstQuestion: number; __sisFirstQuestionFrame: number };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      firstQuestion: probe.__sisFirstQuestion,
      frame: probe.__sisFirstQuestionFrame,
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
      offlineText: document.body.textContent?.includes('Offline: memakai formulir') ?? false,
    };
  });
}

async function launch(chromiumPath: string, profile: string): Promise<BrowserContext> {
  const context = await openBrowser(chromiumPath, profile);
  await context.addInitScript(FIRST_QUESTION_PROBE);
  return context;
}

runBench('offline-cold-start', async () => {
  const chromiumPath = chromiumOrSkip('offline-cold-start');
  if (!chromiumPath) return;
  await withTempDir('sis-bench-coldstart-', async (root) => {
    buildClient(root);
    const server = await startServer(root);
    const profile = path.join(root, 'profile');
    let context: BrowserContext | undefined;
    try {
      const setup = await seedSurvey(server.url);

      // Online once: sign in, download the forms, choose the form (saved in the draft).
      context = await launch(chromiumPath, profile);
      const page = context.pages()[0] ?? (await context.newPage());
      await within(60_000, 'login', logInThroughForm(page, server.url, setup.surveyor));
      await page.goto(`${server.url}/input-survei`);
      await page.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });
      await page.getByLabel('Pilih Tipe Responden').selectOption({ label: RESPONDENT_TYPE });
      await page.getByLabel(`1. ${FIRST_QUESTION}`).waitFor({ timeout: 30_000 });
      await within(30_000, 'service worker', waitForServiceWorker(page));
      // The draft is written after the change: wait until the device has it.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('sport-impact-offline');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              const read = db.transaction('drafts').objectStore('drafts').getAll();
              read.onsuccess = () => {
                db.close();
                resolve(read.result.some((draft: { kuesionerId: number | null }) => draft.kuesionerId !== null));
              };
              read.onerror = () => {
                db.close();
                resolve(false);
              };
            };
          }),
        undefined,
        { timeout: 10_000, polling: 100 },
      );

      // A new tab in the running browser, offline.
      await context.setOffline(true);
      const reopen: Timing[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const tab = await context.newPage();
        reopen.push(await openFormOffline(tab, server.url));
        await tab.close();
      }
      await context.close();
      context = undefined;

      // Chromium closed and opened again on the same profile before each run, offline.
      const cold: Timing[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        context = await launch(chromiumPath, profile);
        await context.setOffline(true);
        const tab = context.pages()[0] ?? (await context.newPage());
        cold.push(await openFormOffline(tab, server.url));
        await context.close();
        context = undefined;
      }

      for (const [name, timings] of [
        ['offline-cold-start', cold],
        ['offline-reopen-tab', reopen],
      ] as const) {
        if (!timings.every((timing) => timing.offlineText)) note(`${name}: the page did not say it was offline in every run`);
        const runs = timings.map((timing) => round1(timing.frame));
        report({
          case: name,
          median_ms: round1(median(runs)),
          runs,
          target_ms: TARGET_MS,
          met: median(runs) < TARGET_MS,
          median_dom_ms: round1(median(timings.map((timing) => timing.firstQuestion))),
          median_dcl_ms: round1(median(timings.map((timing) => timing.domContentLoaded))),
        });
      }
    } finally {
      await context?.close().catch(() => undefined);
      await server.stop();
    }
  });
});
