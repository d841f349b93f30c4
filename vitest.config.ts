import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One `vitest run` covers everything: server tests on SQLite (and PostgreSQL when
 * TEST_DATABASE_URL is set), client logic in jsdom with fake-indexeddb, and the end-to-end tests
 * in Chromium (skipped, with a line that says so, when no Chromium is installed). The reliability
 * tests (servers killed, PostgreSQL clusters stopped and frozen, disks filled: about four minutes
 * of one test after another) run in CI and with `npm run test:all`; the everyday `npm test` says
 * that it left them out.
 */
const runReliability = Boolean(process.env.SIS_REQUIRE_ALL_TESTS || process.env.SIS_ALL_TESTS);
if (!runReliability && !process.env.VITEST_WORKER_ID) {
  console.log('Reliability tests skipped: npm test leaves them out to stay quick; npm run test:all runs them, and CI always does.');
}

const reliability: TestProjectInlineConfiguration = {
  // Crash and chaos tests: the real server as a child process, killed and restarted.
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          // Each file builds its own app over its own database, so the files can share a worker:
          // a fresh process per file cost a fifth of the project's time, and CI runs it twice.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The outbox and sync engine against the real server on a real port: Node, fake-indexeddb.
        test: {
          name: 'offline',
          environment: 'node',
          include: ['tests/client/offline/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for its state (a retry seconds away) until the test's own time runs out,
          // not a second: a loaded machine only makes the wait longer.
          expect: { poll: { timeout: 25_000 } },
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: ['tests/client/offline/**'],
          setupFiles: ['tests/client/setup.ts'],
          // One bound per test, as the other projects have: a screen's waits for its state
          // (tests/client/setup.ts) end before it, and a loaded machine only makes them longer.
          testTimeout: 30_000,
        },
      },
      ...(runReliability ? [reliability] : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll waits for its state as long as Playwright's own waits do (30 s), not a second:
          // on a busy machine a screen may take seconds to show what it will show.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
