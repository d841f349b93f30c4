import fs from 'node:fs';
import path from 'node:path';

/** One module of the client build's manifest (Vite's `build.manifest`): its chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest in the client build. */
export const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/**
 * The pages a first visit opens straight from the server (signed out, before the service worker
 * holds the app), each with the module the client router loads for it: the page's code is
 * announced with the HTML, and downloads beside the app instead of after it has started.
 */
export const FIRST_VISIT_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/client/features/landing/landing-page.tsx',
  '/login': 'src/client/features/auth/login-page.tsx',
  '/register': 'src/client/features/auth/register-page.tsx',
  '/credits': 'src/client/features/credits/credits-page.tsx',
};

/** The files of a module's chunk and of every chunk it imports statically. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

function readManifest(clientDir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, MANIFEST_PATH), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

const pageKey = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * index.html for each first-visit page, with a modulepreload link for every chunk of the page
 * that index.html does not already name; `undefined` for any other path, or when the build has
 * no manifest (then the page loads as before, one round trip later).
 */
export function firstVisitShells(clientDir: string, indexHtml: string): (pathname: string) => string | undefined {
  const manifest = readManifest(clientDir);
  if (!manifest) return () => undefined;
  const shells = new Map<string, string>();
  for (const [page, module] of Object.entries(FIRST_VISIT_PAGES)) {
    const files = [...chunksOf(manifest, module)].filter((file) => !indexHtml.includes(`/${file}"`));
    if (files.length === 0) continue;
    const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
    shells.set(page, indexHtml.replace('  </head>', `${links}  </head>`));
  }
  return (pathname) => shells.get(pageKey(pathname));
}
