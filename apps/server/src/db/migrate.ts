import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';
import { applyRepeatableMigrations } from './repeatable';

/**
 * On PostgreSQL the migrator's own tables go in the connection's current schema, named explicitly:
 * otherwise Kysely may find them in another schema of the same database and skip creating them.
 */
async function migrationSchema({ db, engine }: Database): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * PostgreSQL: pg_trgm (typo-tolerant search) lives in its own schema `extensions`, shared by every schema
 * of the database, so a schema being dropped (a test's) never takes it along. Installed before the
 * migrations, outside their transaction: two processes racing to install it is harmless (the loser
 * sees it installed).
 */
async function installExtensions({ db, engine }: Database) {
  if (engine !== 'postgres') return;
  const installed = async () =>
    (await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db)).rows.length > 0;
  if (await installed()) return;
  try {
    await sql`create schema if not exists extensions`.execute(db);
    await sql`create extension if not exists pg_trgm schema extensions`.execute(db);
  } catch (error) {
    if (!(await installed())) throw error;
  }
}

/** Brings the schema up to date (numbered, then repeatable migrations); throws with the failing migration's name and cause. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  await installExtensions(database);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Migrations are numbered by area (0006 security, 0007 catalogue, 0008 lists) and merged in any
    // order: a database that ran 0007 before 0006-stock-hold arrived still gets it.
    allowUnorderedMigrations: true,
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
  return [...results.map((result) => result.migrationName), ...(await applyRepeatableMigrations(database))];
}
