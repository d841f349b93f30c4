// Builds the server for production into dist-server/server.js: one ES module with the project's
// TypeScript compiled away and its packages left as imports from node_modules, so `npm start`
// runs it on plain Node, without a TypeScript loader (less memory, a quicker start: figures in
// tests/bench/RESULTS.md). The source map makes stack traces name the TypeScript lines.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const OUT_DIR = 'dist-server';
const FILES = ['server.js', 'server.js.map'];
// Data files the server reads beside its own code (`new URL('./name', import.meta.url)`): the
// bundle is one file in dist-server/, so each is copied there under its own name.
const DATA_FILES = ['src/server/accounts/common-passwords.txt'];

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
  for (const file of DATA_FILES) fs.copyFileSync(file, path.join(scratch, path.basename(file)));
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const file of [...FILES, ...DATA_FILES.map((data) => path.basename(data))]) {
    fs.renameSync(path.join(scratch, file), path.join(OUT_DIR, file));
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
