import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

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

/** Chromium with a fresh profile, removed on close. */
export async function launchBrowser(
  executablePath: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserSession> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-chromium-'));
  const context = await launchChromium(executablePath, profile, viewport);
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
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
