import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LOOPBACK_ONLY_FLAGS } from './harness/browser';
import { findChromium } from './harness/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
    /** The folder the servers under test run in: it holds this run's client build in `dist/`. */
    clientRoot: string;
    /** The run's one Chromium, which every file opens its browser profiles in (harness/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Finds Chromium, builds the client once for all end-to-end files into a folder of this run's own
 * (another run building meanwhile cannot swap the files under it), and starts the one Chromium the
 * files share; says plainly when it skips.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath ?? null);
  project.provide('clientRoot', '');
  project.provide('browserEndpoint', '');
  if (!chromiumPath) {
    if (process.env.SIS_REQUIRE_ALL_TESTS) throw new Error('CI needs Chromium for the end-to-end tests.');
    console.log(
      'End-to-end tests skipped: no Chromium found (install Debian\'s "chromium" package or set CHROMIUM_PATH).',
    );
    return undefined;
  }
  const clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-e2e-client-'));
  // Always a fresh production build: a build left by another kind of build would test other code.
  const build = spawnSync(process.execPath, ['scripts/build-client.mjs', path.join(clientRoot, 'dist')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed; end-to-end tests cannot run.');
  project.provide('clientRoot', clientRoot);
  const browser = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: [...LOOPBACK_ONLY_FLAGS] });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    fs.rmSync(clientRoot, { recursive: true, force: true });
  };
}
