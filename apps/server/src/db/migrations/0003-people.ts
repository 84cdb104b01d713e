import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('linkedin', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .execute();
}
