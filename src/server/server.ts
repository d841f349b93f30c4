import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { outageOf } from './db/outage';
import { restrictNewFiles } from './ops/private-files';
import { countAdmins } from './users/users.repo';

/** Starts the server: the only place that listens, and that closes everything on a signal. */
async function main(): Promise<void> {
  restrictNewFiles();
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database.db, database.kind);
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
  if (!config.allowAdminRegistration && (await countAdmins(database.db)) === 0) {
    console.log(
      `Belum ada Admin. Daftarkan Admin pertama dari komputer ini, atau dari perangkat lain dengan kode penyiapan ${app.firstAdminSetupCode}`,
    );
  }
}

/** The innermost cause's words: what the driver said, not the wrappers around it. */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause) current = current.cause;
  if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
  return current instanceof Error ? current.message : String(current);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (outageOf(error) === 'unavailable') {
    // One clear line and a non-zero exit: a supervisor (systemd, Docker) decides when to retry.
    console.error(`Database unavailable at start: ${rootCause(error)}. Start PostgreSQL or check DATABASE_URL; exiting.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
