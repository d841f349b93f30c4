import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MANIFEST_PATH } from '../../src/server/http/page-preloads';

/**
 * Issue 30, on the production build the end-to-end run makes (global-setup.ts): the screens that
 * only read bring no zod into the code they start with. zod and the schemas load with each
 * screen's first request instead, each in a short task of its own (docs/architecture.md, "The
 * phone's main thread"); a static import of a schema module from one of these screens would put
 * zod's evaluation, one long task on a phone, back into its start. No browser is needed, but the
 * build is only made for the end-to-end run.
 */

const chromiumPath = inject('chromiumPath');

type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The manifest keys a module's chunk imports statically, itself included. */
function staticClosure(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, found);
  return found;
}

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
  const zodChunks = Object.keys(manifest).filter((key) => manifest[key].name === 'zod');

  it('has zod in a chunk of its own', () => {
    expect(zodChunks).toHaveLength(1);
  });

  it.each(READ_ONLY_SCREENS)('%s imports no zod before its first request', (screen) => {
    expect(manifest[screen], `${screen} is a chunk of the build`).toBeDefined();
    const closure = staticClosure(manifest, screen);
    expect([...closure].filter((key) => zodChunks.includes(key))).toEqual([]);
    // Chart.js comes with the first chart, not with the page.
    expect([...closure].filter((key) => manifest[key].file.includes('register-chart-parts'))).toEqual([]);
  });
});
