import { openDatabase } from '../../../../src/server/db/database';
import { migrateToLatest } from '../../../../src/server/db/migrate';

/** What a server does with its database as it starts, as a process of its own: `<dataDir> [databaseUrl]`. */
const [dataDir, databaseUrl] = process.argv.slice(2);
const handle = openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, onConnectionError: () => {} });
try {
  await migrateToLatest(handle.db, handle.kind);
} finally {
  await handle.close();
}
