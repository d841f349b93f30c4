/**
 * Shared pieces of the client benchmarks: a production build in a temporary folder, the real
 * server serving it on loopback, Debian's Chromium with a profile that can be reopened, a surveyor
 * with one questionnaire, and the figures printed as JSON lines for the bench runner.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { api, createAdmin, createUserAs, type E2eUser } from '../../e2e/harness/api';
import { launchChromium } from '../../e2e/harness/browser';
import { findChromium } from '../../e2e/harness/chromium';
import { PHONE } from '../../e2e/harness/screenshots';
import { type ServerProcess, startServer as startServerProcess } from '../../reliability/helpers/server-process';

export const REPO = process.cwd();

/** One figure for the bench runner: a JSON line on stdout. Notes for people go to stderr. */
export function report(figures: Record<string, unknown>): void {
  console.log(JSON.stringify({ bench: 'client', ...figures }));
}

export function note(text: string): void {
  console.error(`[client bench] ${text}`);
}

/** Chromium's path, or undefined after a printed line that says the bench is skipped. */
export function chromiumOrSkip(caseName: string): string | undefined {
  const found = findChromium();
  if (!found) {
    console.log(
      `client bench "${caseName}" skipped: no Chromium found (install Debian's "chromium" package or set CHROMIUM_PATH).`,
    );
  }
  return found;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

export function gzipKb(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
}

/** A temporary folder that is always removed, whatever happens in between. */
export async function withTempDir<T>(prefix: string, task: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Also when the runner stops the bench (see runBench's signal handlers).
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  try {
    return await task(dir);
  } finally {
    process.removeListener('exit', remove);
    remove();
  }
}

/**
 * A production build (with the Vite manifest) into `<root>/dist`: never the repository's dist/,
 * which the end-to-end tests rebuild while they run.
 */
export function buildClient(root: string): string {
  const outDir = path.join(root, 'dist');
  const vite = path.join(REPO, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The bench may run under NODE_ENV=test (Vitest, CI), which would make a development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/**
 * The real server as a child process (the reliability tests' launcher), serving `<root>/dist`:
 * the server reads its client files from `<cwd>/dist`, so it runs in the temporary folder.
 */
export function startServer(root: string): Promise<ServerProcess> {
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  return startServerProcess(dataDir, { NODE_ENV: 'production' }, { cwd: root });
}

/** Launches Chromium on a profile folder that can be opened again (a phone reopening the app). */
export function openBrowser(executablePath: string, profileDir: string): Promise<BrowserContext> {
  return launchChromium(executablePath, profileDir, PHONE);
}

export const EVENT_NAME = 'Maraton Pesisir';
export const RESPONDENT_TYPE = 'Penonton';
export const FIRST_QUESTION = 'Dari kota mana Anda datang?';

export interface SurveySetup {
  surveyor: E2eUser & { id: number };
  kuesionerId: number;
  questionIds: number[];
  eventId: number;
}

/** An Admin, a Surveyor, and one active event with one questionnaire of the four answer types. */
export async function seedSurvey(baseUrl: string): Promise<SurveySetup> {
  const admin = await createAdmin(baseUrl);
  const surveyor = await createUserAs(baseUrl, admin, {
    nama: 'Sari Surveyor',
    email: 'sari@contoh.id',
    peran: 'Surveyor',
    password: 'kebun-mangga-02',
  });
  const me = await api<{ id: number }>(baseUrl, 'GET', '/api/me', { token: surveyor.token });
  const { event } = await api<{ event: { id: number } }>(baseUrl, 'POST', '/api/events', {
    token: admin.token,
    body: { nama_event: EVENT_NAME, lokasi: 'Padang', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' },
  });
  const kuesioner = await api<{ id: number }>(baseUrl, 'POST', '/api/kuesioner', {
    token: admin.token,
    body: { event_id: event.id, tipe_responden: RESPONDENT_TYPE },
  });
  const questions: [string, string][] = [
    [FIRST_QUESTION, 'teks'],
    ['Berapa malam Anda menginap?', 'angka'],
    ['Berapa pengeluaran Anda?', 'nominal'],
    ['Apakah Anda puas?', 'ya_tidak'],
  ];
  const questionIds: number[] = [];
  for (const [teks, tipe] of questions) {
    const created = await api<{ id?: number; pertanyaan?: { id: number } }>(baseUrl, 'POST', '/api/pertanyaan', {
      token: admin.token,
      body: { kuesioner_id: kuesioner.id, teks_pertanyaan: teks, tipe_jawaban: tipe },
    });
    const id = created.id ?? created.pertanyaan?.id;
    if (typeof id !== 'number') throw new Error(`unexpected answer of POST /api/pertanyaan: ${JSON.stringify(created)}`);
    questionIds.push(id);
  }
  return { surveyor: { ...surveyor, id: me.id }, kuesionerId: kuesioner.id, questionIds, eventId: event.id };
}

/** Signs in through the login form, as a surveyor would, and waits for their dashboard. */
export async function logInThroughForm(page: Page, baseUrl: string, user: E2eUser): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard-surveyor', { timeout: 30_000 });
}

/** Rejects a promise that takes longer than `ms`: every wait in a benchmark is bounded. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a bench's body, prints a failure plainly, and always ends the process. */
export function runBench(name: string, body: () => Promise<void>): void {
  const started = Date.now();
  // Stopped from outside: exit through process.exit, so the 'exit' handlers stop the server and
  // remove the temporary folders (Playwright closes Chromium on exit by itself).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`client bench "${name}" stopped by ${signal}`);
      process.exit(130);
    });
  }
  body()
    .then(() => {
      note(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`client bench "${name}" failed:`, error);
      process.exit(1);
    });
}
