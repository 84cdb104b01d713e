import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

/**
 * On PostgreSQL the migrator's own tables go in the connection's current schema, named explicitly:
 * otherwise Kysely may find them in another schema of the same database and skip creating them.
 */
async function migrationSchema({ db, engine }: Database): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(database),
  });
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
