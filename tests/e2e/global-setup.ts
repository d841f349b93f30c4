import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findChromium } from './harness/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
  }
}

/** Finds Chromium and builds the client once for all end-to-end files; says plainly when it skips. */
export default function setup(project: TestProject): void {
  const chromium = findChromium();
  project.provide('chromiumPath', chromium ?? null);
  if (!chromium) {
    if (process.env.SIS_REQUIRE_ALL_TESTS) throw new Error('CI needs Chromium for the end-to-end tests.');
    console.log(
      'End-to-end tests skipped: no Chromium found (install Debian\'s "chromium" package or set CHROMIUM_PATH).',
    );
    return;
  }
  // Always a fresh production build: a dist/ left by another kind of build would test other code.
  const build = spawnSync(process.execPath, ['scripts/build-client.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed; end-to-end tests cannot run.');
}
