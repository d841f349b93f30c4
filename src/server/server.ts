import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { restrictNewFiles } from './db/private-files';
import { startFailureLine } from './start-failure';
import { countAdmins } from './accounts/accounts.repo';

/** Starts the server: the only place that listens, and that closes everything on a signal. */
async function main(): Promise<void> {
  restrictNewFiles();
  const config = loadConfig();
  // The migrations run without the query timeout (db/database.ts), since one may rightly run for
  // minutes; the connect timeout still ends a start against a database that does not answer.
  const migrating = openDatabase({ ...config, queryTimeout: false });
  try {
    await migrateToLatest(migrating.db, migrating.kind);
  } finally {
    await migrating.close();
  }
  const database = openDatabase(config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight`);
    // Node's close() waits for every open socket; a kept-alive one would hold the exit for the
    // keep-alive timeout (72 s), longer than a container runtime waits before SIGKILL.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(reaper);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : database.sqliteFile;
  console.log(`Sport Impact Smart Nation berjalan di http://localhost:${port} (database: ${where})`);
  // The first Admin always needs this code (auth/first-admin.ts), ALLOW_ADMIN_REGISTRATION or not.
  if ((await countAdmins(database.db)) === 0) {
    console.log(`Belum ada Admin. Daftarkan Admin pertama di /register dengan kode penyiapan ${app.firstAdminSetupCode}`);
  }
}

main().catch((error: unknown) => {
  // A non-zero exit either way: a supervisor (systemd, Docker) decides when to retry.
  console.error(startFailureLine(error) ?? error);
  process.exit(1);
});
