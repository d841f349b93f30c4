import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium's flags for these machines: no sandbox (root in a container), no GPU, and none of the
 * background connections (updates, sync, QUIC probes) that would flood the closed network.
 */
export const LOOPBACK_ONLY_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Debian's Chromium on a profile folder (one that can be opened again: a phone reopening the
 * app). The background-networking flags keep it from reaching anything but the app on loopback
 * (the machines have no other network).
 */
export function launchChromium(executablePath: string, profileDir: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    viewport,
    locale: 'id-ID',
    args: [...LOOPBACK_ONLY_FLAGS],
  });
}

let connection: Promise<Browser> | undefined;

/**
 * The run's one Chromium (started by global-setup.ts), reached once per test file: a file opens
 * contexts in it, each a fresh profile of its own, instead of starting a browser of its own.
 */
export function sharedBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject('browserEndpoint'));
  return connection;
}

/** A fresh browser profile (a context of the shared Chromium), Indonesian, at `viewport`. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({ viewport, locale: 'id-ID' });
  return { context, close: () => context.close() };
}

/** A download's bytes: the shared Chromium keeps the file on its side of the connection. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Waits until the service worker is activated and controls the page: then the app opens offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Signs in through the login form, as a person would, and waits for `landing` ("/dashboard-admin"). */
export async function logIn(page: Page, baseUrl: string, user: { email: string; password: string }, landing: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**${landing}`);
}
