// Preloaded into the server under test (`node --expose-gc --import`): a major garbage collection,
// scheduled as a task of its own every few milliseconds, so objects the server drops (better-sqlite3
// statements evicted from its cache among them) are finalised outside any JavaScript call, as an
// idle collection finalises them. better-sqlite3 12 aborted the process there on Node 24.19+.
const INTERVAL_MS = 15;

if (typeof globalThis.gc !== 'function') throw new Error('gc-pressure.mjs needs node --expose-gc');
setInterval(() => void globalThis.gc({ type: 'major', execution: 'async' }), INTERVAL_MS).unref();
