import type { Kysely } from 'kysely';

/**
 * Import jobs know who runs them (issue 14): `owner` names the instance (`host:port`) and `heartbeat_at`
 * is refreshed while it works, so an instance starting up fails only its own earlier jobs and those whose
 * owner stopped beating, never another live instance's. Jobs from before this migration have neither.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_job').addColumn('owner', 'text').execute();
  await db.schema.alterTable('import_job').addColumn('heartbeat_at', 'text').execute();
}
