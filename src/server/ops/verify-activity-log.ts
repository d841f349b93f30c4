import fs from 'node:fs';
import path from 'node:path';
import { verifyChain } from '../audit/verify-chain';
import { loadConfig } from '../config';
import { openDatabase, SQLITE_FILE_NAME } from '../db/database';

/**
 * `npm run audit:verify`: checks the activity log's hash chain on the configured database (the
 * SQLite file in DATA_DIR, or DATABASE_URL's PostgreSQL, as the server picks). Prints how many
 * entries it checked, with the last one's number and hash to note down, and exits 0; or names the
 * first entry altered or removed and exits 1 (docs/activity-log.md, "Checking the chain"). It
 * reads only: it neither migrates nor writes.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const file = path.join(config.dataDir, SQLITE_FILE_NAME);
    if (!fs.existsSync(file)) {
      console.error(`No database at ${file}: nothing to check.`);
      return 1;
    }
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeout: false });
  try {
    const result = await verifyChain(database.db);
    if (!result.intact) {
      console.error(`Activity log NOT intact: ${result.problem}. ${result.checked} entries before it are intact.`);
      return 1;
    }
    console.log(`Activity log intact: ${result.checked} entries checked.`);
    if (result.checked > 0) console.log(`Last entry: #${result.lastId}, hash ${result.lastHash}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `Activity log check failed: ${error.message}` : error);
    process.exit(1);
  },
);
