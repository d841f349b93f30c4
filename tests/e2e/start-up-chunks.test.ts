import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chunksOf, MANIFEST_PATH, type Manifest } from '../../src/server/http/page-preloads';

/**
 * Issue 30, on the production build the end-to-end run makes (global-setup.ts): the screens that
 * only read bring no zod into the code they start with. zod and the schemas load in the worker
 * that checks the API's answers instead (docs/architecture.md, "The phone's main thread",
 * answer-check.test.ts); a static import of a schema module from one of these screens would put
 * zod's evaluation, one long task on a phone, back onto the page. No browser is needed, but the
 * build is only made for the end-to-end run.
 */

const chromiumPath = inject('chromiumPath');

const READ_ONLY_SCREENS = [
  'src/client/features/auth/login-page.tsx',
  'src/client/features/dashboards/instansi-dashboard-page.tsx',
  'src/client/features/dashboards/admin-dashboard-page.tsx',
  'src/client/features/analysis/analysis-page.tsx',
  'src/client/features/economic-impact/economic-impact-page.tsx',
  'src/client/features/economic-impact-register/impact-register-page.tsx',
  'src/client/features/responses/data-survei-page.tsx',
];

describe.skipIf(!chromiumPath)('the code a read-only screen starts with, in the production build', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join('dist', MANIFEST_PATH), 'utf8')) as Manifest;
  const zodChunks = Object.values(manifest)
    .filter((chunk) => chunk.name === 'zod')
    .map((chunk) => chunk.file);

  it('has zod in a chunk of its own', () => {
    expect(zodChunks).toHaveLength(1);
  });

  it.each(READ_ONLY_SCREENS)('%s imports no zod before its first request', (screen) => {
    expect(manifest[screen], `${screen} is a chunk of the build`).toBeDefined();
    const files = [...chunksOf(manifest, screen)];
    expect(files.filter((file) => zodChunks.includes(file))).toEqual([]);
    // Chart.js comes with the first chart, not with the page.
    expect(files.filter((file) => file.includes('register-chart-parts'))).toEqual([]);
  });
});
