import { Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest({ db }: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
