/**
 * Issues 16, 29 and 30: Lighthouse (performance, accessibility, best practices, SEO) on the main
 * screens: the landing page and the login (signed out), the survey form (Surveyor), the Instansi
 * dashboard, an event's analysis and economic impact, and the register of every event's (Instansi),
 * the Admin dashboard and the event's Data Survei (Admin); mobile (Lighthouse's default), and the analysis on desktop too. The
 * real server on loopback serves the production build over the demo data; Debian's Chromium makes
 * no other connection; throttling is simulated, with the CPU slowdown scaled to the benchmark
 * index measured before each run (cpu-calibration.ts), so that machines of other speeds or loads
 * emulate the same phone. Each page is audited LIGHTHOUSE_RUNS times (3 unless told) and
 * reported by its median run for performance; every run prints the benchmark index, the slowdown
 * and the load average it ran with. A benchmark: it prints the figures and exits 0 whatever they
 * are, non-zero only when it crashed.
 *
 *   npm run lighthouse        (CHROME_PATH or CHROMIUM_PATH picks the browser; /usr/bin/chromium otherwise)
 *   LIGHTHOUSE_REPORT_DIR=dir npm run lighthouse   also writes each median run's report there (HTML and JSON)
 *   LIGHTHOUSE_PAGES=/login,/data-survei npm run lighthouse   only the pages whose path starts so
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateReport } from 'lighthouse';
import { findChromium } from '../../e2e/harness/chromium';
import { within, withTempDir } from '../client/support';
import { medianRun } from '../lib/median-run';
import { auditPage, LighthouseRunError, type MeasuredPage, type PageAudit, type RunConditions } from './audit';
import { cpuSlowdownFor, measureBenchmarkIndex, REFERENCE_HOST_INDEX } from './cpu-calibration';
import { type DebuggableChromium, launchDebuggableChromium } from './debuggable-chromium';
import { demoUser } from '../../e2e/harness/demo-data';
import { copyOfBuiltClient, firstEventWithResponses, REPO, startDemoServer } from './demo-app';
import { failingList, scoreTable, targetLine } from './report';
import { signInThroughForm } from './sign-in';

const AUDIT_TIMEOUT_MS = 120_000;
const ATTEMPTS_PER_RUN = 3;
const RUNS = Math.min(Math.max(Math.trunc(Number(process.env.LIGHTHOUSE_RUNS)) || 3, 1), 9);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((prefix) => prefix.trim()).filter(Boolean);

interface PagePlan {
  path: string;
  formFactor: 'mobile' | 'desktop';
}

/** The pages audited in one Chromium profile: signed out, or signed in as `signedInAs`. */
interface ProfilePlan {
  signedInAs?: 'Admin' | 'Surveyor' | 'Instansi';
  pages: PagePlan[];
}

const mobile = (path: string): PagePlan => ({ path, formFactor: 'mobile' });

function plan(eventId: number): ProfilePlan[] {
  const profiles: ProfilePlan[] = [
    // A first visit: Lighthouse clears the origin's storage, worker and caches before each run.
    { pages: [mobile('/'), mobile('/login')] },
    // Signed in: the profile keeps the session, and the service worker installed at sign-in.
    { signedInAs: 'Surveyor', pages: [mobile('/input-survei')] },
    {
      signedInAs: 'Instansi',
      pages: [
        mobile('/dashboard-instansi'),
        mobile(`/hasil-analisis/${eventId}`),
        { path: `/hasil-analisis/${eventId}`, formFactor: 'desktop' },
        mobile(`/dampak-ekonomi/${eventId}`),
        mobile('/dampak-ekonomi'),
      ],
    },
    { signedInAs: 'Admin', pages: [mobile('/dashboard-admin'), mobile(`/data-survei/${eventId}`)] },
  ];
  if (ONLY.length === 0) return profiles;
  return profiles
    .map((profile) => ({ ...profile, pages: profile.pages.filter((page) => ONLY.some((prefix) => page.path.startsWith(prefix))) }))
    .filter((profile) => profile.pages.length > 0);
}

// Simulated throttling scales the CPU time it observes: other work on the machine moves the scores.
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' / ');

async function withChromium<T>(executablePath: string, profileDir: string, task: (chrome: DebuggableChromium) => Promise<T>): Promise<T> {
  fs.mkdirSync(profileDir, { recursive: true });
  const chrome = await launchDebuggableChromium(executablePath, profileDir);
  try {
    return await task(chrome);
  } finally {
    await chrome.close();
  }
}

function saveReport(audit: PageAudit): void {
  if (!REPORT_DIR) return;
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const name = `${audit.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${audit.formFactor}`;
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.html`), generateReport(audit.lhr, 'html'));
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(audit.lhr));
}

/** The machine as it is now: its benchmark index, the CPU slowdown that follows, the load. */
async function conditionsNow(chrome: DebuggableChromium, page: PagePlan): Promise<RunConditions> {
  const load = loadAverage();
  const benchmarkIndex = await measureBenchmarkIndex(chrome.port);
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(page.formFactor, benchmarkIndex), load };
}

/** One run; a trace Lighthouse failed to record (it happens now and then) is tried again. */
async function auditOnce(chrome: DebuggableChromium, baseUrl: string, page: PagePlan, keepStorage: boolean): Promise<PageAudit> {
  for (let attempt = 1; ; attempt += 1) {
    const conditions = await conditionsNow(chrome, page);
    const audit = auditPage(chrome.port, `${baseUrl}${page.path}`, page.path, { formFactor: page.formFactor, keepStorage, conditions });
    try {
      return await within(AUDIT_TIMEOUT_MS, `Lighthouse on ${page.path}`, audit);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.error(`${error.message}; trying again`);
    }
  }
}

async function measure(chrome: DebuggableChromium, baseUrl: string, page: PagePlan, keepStorage: boolean): Promise<MeasuredPage> {
  const { median, runs } = await medianRun(
    RUNS,
    async (index) => {
      const audit = await auditOnce(chrome, baseUrl, page, keepStorage);
      const { benchmarkIndex, cpuSlowdown, load } = audit.conditions;
      console.log(
        `${page.path} (${page.formFactor}) run ${index + 1} of ${RUNS}: benchmark index ${benchmarkIndex} ` +
          `(Lighthouse's own ${audit.lhr.environment.benchmarkIndex}), CPU slowdown ${cpuSlowdown}x, load ${load}; ` +
          `performance ${audit.scores.performance ?? '–'}, TBT ${Math.round(audit.metrics.tbt ?? 0)} ms, LCP ${Math.round(audit.metrics.lcp ?? 0)} ms`,
      );
      return audit;
    },
    (audit) => audit.scores.performance ?? -1,
  );
  saveReport(median);
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

async function main(): Promise<void> {
  const executablePath = process.env.CHROME_PATH || findChromium();
  if (!executablePath) {
    console.log('Lighthouse skipped: no Chromium found (install Debian\'s "chromium" package or set CHROME_PATH).');
    return;
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).stdout.trim();
  const loadBefore = loadAverage();
  const startedAt = Date.now();

  await withTempDir('sis-lighthouse-', async (root) => {
    copyOfBuiltClient(root);
    const server = await startDemoServer(root);
    try {
      const event = await firstEventWithResponses(server.url);
      const measured: MeasuredPage[] = [];
      let browserVersion = '';
      for (const [index, profile] of plan(event.id).entries()) {
        await withChromium(executablePath, path.join(root, `profile-${index}`), async (chrome) => {
          browserVersion = chrome.version;
          if (profile.signedInAs) {
            const paths = [...new Set(profile.pages.map((page) => page.path))];
            await signInThroughForm(chrome.port, server.url, demoUser(profile.signedInAs), paths);
          }
          for (const page of profile.pages) measured.push(await measure(chrome, server.url, page, Boolean(profile.signedInAs)));
        });
      }

      const first = measured[0].lhr;
      const indexes = measured.map((audit) => audit.conditions.benchmarkIndex);
      console.log(`\nLighthouse ${first.lighthouseVersion}, ${browserVersion}, commit ${commit}, ${os.cpus().length} cores`);
      console.log(
        `Load average (1 / 5 / 15 min): before ${loadBefore}; after ${loadAverage()}. Benchmark index of the median runs ` +
          `${Math.min(...indexes)}–${Math.max(...indexes)}; CPU slowdown = Lighthouse's (4x mobile, 1x desktop) × index / ${REFERENCE_HOST_INDEX}, at least 1x.`,
      );
      console.log(
        `Median of ${RUNS} run(s) per page. Event "${event.nama_event}" (event ${event.id}, ${event.jumlah_respons} responses); ` +
          'signed in as Surveyor on /input-survei, as Instansi on its dashboard, the analysis and the economic impact, as Admin on its dashboard and Data Survei.\n',
      );
      console.log(scoreTable(measured));
      console.log(`\n${failingList(measured)}\n`);
      console.log(targetLine(measured));
      console.log(`Took ${Math.round((Date.now() - startedAt) / 1000)} s.`);
    } finally {
      await server.stop();
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Through process.exit, so the 'exit' handlers stop the server and Chromium and remove the folder.
  process.once(signal, () => process.exit(130));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Lighthouse run failed:', error);
    process.exit(1);
  },
);
