import type { Kysely } from 'kysely';

/**
 * The listing's order is (created_at, id): `part_list_idx` (0007-catalogue-scale) replaces 0001's
 * created_at index, which PostgreSQL preferred for deep pages, followed by a sort.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('part_created_at_idx').ifExists().execute();
}
