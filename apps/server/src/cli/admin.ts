import 'dotenv/config';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAdminCommand } from './admin-command';

async function main() {
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database);
    console.log(await runAdminCommand(database, process.argv.slice(2)));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
