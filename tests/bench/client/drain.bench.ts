/**
 * Issue 7 (client, c): 1,000 surveys collected offline, then the network comes back. The time is
 * from the network returning to the moment the device's queue is empty and the server's database
 * holds all 1,000 responses. The app's own sync engine does the sending, started by the browser's
 * `online` event, with the queue panel on screen as the surveyor would have it. Target: under 5 s.
 *
 *   npx tsx tests/bench/client/drain.bench.ts [surveys]
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import type { PageOutbox } from './page-outbox';
import {
  buildClient,
  chromiumOrSkip,
  EVENT_NAME,
  logInThroughForm,
  note,
  openBrowser,
  REPO,
  report,
  round1,
  runBench,
  seedSurvey,
  startServer,
  within,
  withTempDir,
} from './support';
import { waitForServiceWorker } from '../../e2e/harness/browser';

const TARGET_MS = 5000;
const SURVEYS = Math.min(Math.max(Number(process.argv[2]) || 1000, 1), 5000);
const DRAIN_LIMIT_MS = 120_000;

/** page-outbox.ts and the app modules it imports, as one script for page.evaluate. */
async function pageOutboxScript(): Promise<string> {
  const output = await build({
    configFile: false,
    root: REPO,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(REPO, 'tests/bench/client/page-outbox.ts'), formats: ['iife'], name: 'sisBenchOutboxModule' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!('output' in result)) throw new Error('unexpected vite build result');
  return result.output[0].type === 'chunk' ? result.output[0].code : '';
}

async function pendingInPage(page: Page, userId: number): Promise<number> {
  return page.evaluate(
    (id) => (globalThis as unknown as { sisBenchOutbox: PageOutbox }).sisBenchOutbox.countPending(id),
    userId,
  );
}

async function pendingOnScreen(page: Page): Promise<string | null> {
  return page.getByTestId('pending-count').textContent({ timeout: 5000 });
}

runBench('drain-1000', async () => {
  const chromiumPath = chromiumOrSkip('drain-1000');
  if (!chromiumPath) return;
  await withTempDir('sis-bench-drain-', async (root) => {
    buildClient(root);
    const script = await pageOutboxScript();
    const server = await startServer(root);
    let context: BrowserContext | undefined;
    let database: Database.Database | undefined;
    try {
      const setup = await seedSurvey(server.url);
      context = await openBrowser(chromiumPath, path.join(root, 'profile'));
      const page = context.pages()[0] ?? (await context.newPage());
      await within(60_000, 'login', logInThroughForm(page, server.url, setup.surveyor));
      await page.goto(`${server.url}/input-survei`);
      await page.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached', timeout: 30_000 });
      await within(30_000, 'service worker', waitForServiceWorker(page));

      // Offline at the venue: the surveys go to the outbox. Put there from the dashboard, which
      // shows no queue: with the queue panel open each one redraws a list that grows to 1,000 rows
      // (as it does for a surveyor, one survey every few minutes), which would take minutes here.
      await context.setOffline(true);
      await page.goto(`${server.url}/dashboard-surveyor`);
      await page.waitForFunction(() => !navigator.onLine, undefined, { timeout: 10_000 });
      await page.evaluate(script);
      const jawaban = [
        { pertanyaan_id: setup.questionIds[0], isi_jawaban: 'Padang' },
        { pertanyaan_id: setup.questionIds[1], isi_jawaban: '2' },
        { pertanyaan_id: setup.questionIds[2], isi_jawaban: '250000' },
        { pertanyaan_id: setup.questionIds[3], isi_jawaban: 'Ya' },
      ];
      const enqueueMs = await page.evaluate(
        ({ count, survey }) => (globalThis as unknown as { sisBenchOutbox: PageOutbox }).sisBenchOutbox.enqueue(count, survey),
        {
          count: SURVEYS,
          survey: {
            userId: setup.surveyor.id,
            eventId: setup.eventId,
            kuesionerId: setup.kuesionerId,
            namaEvent: EVENT_NAME,
            tipeResponden: 'Penonton',
            jawaban,
          },
        },
      );
      if ((await pendingInPage(page, setup.surveyor.id)) !== SURVEYS) throw new Error('the outbox does not hold every survey');
      // The queue panel lists them all before the network returns, as on the surveyor's screen.
      await page.getByRole('link', { name: 'Mulai Input Survei' }).click();
      const listed = Date.now();
      while ((await pendingOnScreen(page)) !== String(SURVEYS)) {
        if (Date.now() - listed > 60_000) throw new Error('the queue panel never showed every survey');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      database = new Database(path.join(server.dataDir, 'sport-impact.db'), { readonly: true, fileMustExist: true });
      const stored = database.prepare('select count(*) as n from respons');
      const storedCount = () => (stored.get() as { n: number }).n;
      if (storedCount() !== 0) throw new Error('the server already holds responses');

      const started = performance.now();
      await context.setOffline(false);
      let queueEmptyMs: number | undefined;
      let storedMs: number | undefined;
      let screenMs: number | undefined;
      let serverCount = 0;
      while (performance.now() - started < DRAIN_LIMIT_MS) {
        const elapsed = () => performance.now() - started;
        if (queueEmptyMs === undefined && (await pendingInPage(page, setup.surveyor.id)) === 0) queueEmptyMs = elapsed();
        serverCount = storedCount();
        if (storedMs === undefined && serverCount >= SURVEYS) storedMs = elapsed();
        if (screenMs === undefined && (await pendingOnScreen(page)) === '0') screenMs = elapsed();
        if (queueEmptyMs !== undefined && storedMs !== undefined && screenMs !== undefined) break;
        // SIS_BENCH_TRACE=1: the progress, about once a second.
        if (process.env.SIS_BENCH_TRACE && Math.floor(elapsed() / 1000) !== Math.floor((elapsed() - 40) / 1000)) {
          note(`${round1(elapsed())} ms: pending ${await pendingInPage(page, setup.surveyor.id)}, server ${serverCount}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (queueEmptyMs === undefined || storedMs === undefined) {
        throw new Error(`not drained within ${DRAIN_LIMIT_MS} ms: ${serverCount} of ${SURVEYS} on the server`);
      }
      const ms = Math.max(queueEmptyMs, storedMs);
      report({
        case: `drain-${SURVEYS}`,
        ms: round1(ms),
        stored: storedCount(),
        target_ms: TARGET_MS,
        met: ms < TARGET_MS && storedCount() === SURVEYS,
        queue_empty_ms: round1(queueEmptyMs),
        server_stored_ms: round1(storedMs),
        screen_shows_zero_ms: screenMs === undefined ? null : round1(screenMs),
        enqueue_ms: round1(enqueueMs),
      });
      const duplicates = database
        .prepare('select count(*) as n from (select idempotency_key from respons group by idempotency_key having count(*) > 1)')
        .get() as { n: number };
      if (duplicates.n > 0) note(`${duplicates.n} idempotency keys stored more than once`);
    } finally {
      database?.close();
      await context?.close().catch(() => undefined);
      await server.stop();
    }
  });
});
