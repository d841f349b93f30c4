import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './harness/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
    /** The folder the servers under test run in: it holds this run's client build in `dist/`. */
    clientRoot: string;
  }
}

/**
 * Finds Chromium and builds the client once for all end-to-end files, into a folder of this run's
 * own (another run building meanwhile cannot swap the files under it); says plainly when it skips.
 */
export default function setup(project: TestProject): (() => void) | undefined {
  const chromium = findChromium();
  project.provide('chromiumPath', chromium ?? null);
  project.provide('clientRoot', '');
  if (!chromium) {
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
  return () => fs.rmSync(clientRoot, { recursive: true, force: true });
}
