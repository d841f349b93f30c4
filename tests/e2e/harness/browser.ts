import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a fresh profile. The background-networking flags keep it from reaching
 * anything but the app on loopback (the machines have no other network).
 */
export async function launchBrowser(
  executablePath: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserSession> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport,
    locale: 'id-ID',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
