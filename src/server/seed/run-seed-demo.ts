import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_USERS } from './demo-data';
import { seedDemo } from './seed-demo';

/** `npm run seed:demo`, on the database the server would use (same environment variables). */
async function main(): Promise<void> {
  // A script: its statements may run as long as they need (no query timeout).
  const database = openDatabase({ ...loadConfig(), queryTimeout: false });
  try {
    await migrateToLatest(database.db, database.kind);
    const responses = await seedDemo(database.db, database.kind);
    console.log(`Data demo siap (${responses} respons baru). Akun demo:`);
    for (const user of DEMO_USERS) console.log(`  ${user.peran.padEnd(9)} ${user.email}  password: ${user.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
