/**
 * Issue 16, item 8: Lighthouse (performance, accessibility, best practices, SEO) on the landing
 * page, the login page, the survey form signed in as a Surveyor, and an event's analysis signed in
 * as Instansi; mobile (Lighthouse's default), and the analysis on desktop too. The real server on
 * loopback serves the production build over the demo data; Debian's Chromium makes no other
 * connection; throttling is simulated. Each page is audited LIGHTHOUSE_RUNS times (3 unless told)
 * and reported by its median run for performance. A benchmark: it prints the figures and exits 0
 * whatever they are, non-zero only when it crashed.
 *
 *   npm run lighthouse        (CHROME_PATH or CHROMIUM_PATH picks the browser; /usr/bin/chromium otherwise)
 *   LIGHTHOUSE_REPORT_DIR=dir npm run lighthouse   also writes each median run's report there (HTML and JSON)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateReport } from 'lighthouse';
import { findChromium } from '../../e2e/harness/chromium';
import { within, withTempDir } from '../client/support';
import { medianRun } from '../lib/median-run';
import { auditPage, LighthouseRunError, type MeasuredPage, type PageAudit } from './audit';
import { type DebuggableChromium, launchDebuggableChromium } from './debuggable-chromium';
import { copyOfBuiltClient, demoUser, firstEventWithResponses, REPO, startDemoServer } from './demo-app';
import { failingList, scoreTable, targetLine } from './report';
import { signInThroughForm } from './sign-in';

const AUDIT_TIMEOUT_MS = 120_000;
const ATTEMPTS_PER_RUN = 3;
const RUNS = Math.min(Math.max(Math.trunc(Number(process.env.LIGHTHOUSE_RUNS)) || 3, 1), 9);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

interface PagePlan {
  path: string;
  formFactor: 'mobile' | 'desktop';
}

/** The pages audited in one Chromium profile: signed out, or signed in as `signedInAs`. */
interface ProfilePlan {
  signedInAs?: 'Surveyor' | 'Instansi';
  pages: PagePlan[];
}

function plan(analysis: string): ProfilePlan[] {
  return [
    // A first visit: Lighthouse clears the origin's storage, worker and caches before each run.
    { pages: [{ path: '/', formFactor: 'mobile' }, { path: '/login', formFactor: 'mobile' }] },
    // Signed in: the profile keeps the session, and the service worker installed at sign-in.
    { signedInAs: 'Surveyor', pages: [{ path: '/input-survei', formFactor: 'mobile' }] },
    {
      signedInAs: 'Instansi',
      pages: [
        { path: analysis, formFactor: 'mobile' },
        { path: analysis, formFactor: 'desktop' },
      ],
    },
  ];
}

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

/** One run; a trace Lighthouse failed to record (it happens now and then) is tried again. */
async function auditOnce(chrome: DebuggableChromium, baseUrl: string, page: PagePlan, keepStorage: boolean): Promise<PageAudit> {
  for (let attempt = 1; ; attempt += 1) {
    const audit = auditPage(chrome.port, `${baseUrl}${page.path}`, page.path, { formFactor: page.formFactor, keepStorage });
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
    (index) => {
      console.error(`auditing ${page.path} (${page.formFactor}), run ${index + 1} of ${RUNS}...`);
      return auditOnce(chrome, baseUrl, page, keepStorage);
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
  // Simulated throttling scales the CPU time it observes: other work on the machine moves the scores.
  const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' / ');
  const loadBefore = loadAverage();
  const startedAt = Date.now();

  await withTempDir('sis-lighthouse-', async (root) => {
    copyOfBuiltClient(root);
    const server = await startDemoServer(root);
    try {
      const event = await firstEventWithResponses(server.url);
      const analysis = `/hasil-analisis/${event.id}`;
      const measured: MeasuredPage[] = [];
      let browserVersion = '';
      for (const [index, profile] of plan(analysis).entries()) {
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
      console.log(`\nLighthouse ${first.lighthouseVersion}, ${browserVersion}, commit ${commit}, ${os.cpus().length} cores`);
      console.log(`Load average (1 / 5 / 15 min): before ${loadBefore}; after ${loadAverage()}. benchmarkIndex of the first run: ${first.environment.benchmarkIndex}`);
      console.log(
        `Median of ${RUNS} run(s) per page. Analysis of "${event.nama_event}" (event ${event.id}, ${event.jumlah_respons} responses); ` +
          `signed in as Surveyor on /input-survei, as Instansi on ${analysis}.\n`,
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
