import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('part')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('min_order_quantity', 'integer', (col) => col.notNull().check(sql`min_order_quantity >= 1`))
    .addColumn('available_quantity', 'integer', (col) => col.notNull().check(sql`available_quantity >= 0`))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_large', 'text', (col) => col.notNull())
    .addColumn('image_thumbnail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('part_created_at_idx').on('part').column('created_at').execute();

  await db.schema
    .createTable('review')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('ratings', 'integer', (col) => col.notNull().check(sql`ratings between 1 and 5`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('review_created_at_idx').on('review').column('created_at').execute();
}
