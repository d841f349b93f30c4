// Builds the server for production into dist-server/server.js: one ES module with the project's
// TypeScript compiled away and its packages left as imports from node_modules, so `npm start`
// runs it on plain Node, without a TypeScript loader (less memory, a quicker start: figures in
// tests/bench/RESULTS.md). The source map makes stack traces name the TypeScript lines.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const OUT_DIR = 'dist-server';
const FILES = ['server.js', 'server.js.map'];

// Built in a folder of its own, then moved into place file by file: two builds at once (two test
// projects starting) never leave a half-written server.js behind.
const scratch = fs.mkdtempSync(path.join(OUT_DIR + '-'));
try {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: 'src/server/server.ts',
      outDir: scratch,
      emptyOutDir: true,
      target: 'node22',
      sourcemap: true,
      minify: false,
    },
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const file of FILES) fs.renameSync(path.join(scratch, file), path.join(OUT_DIR, file));
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
