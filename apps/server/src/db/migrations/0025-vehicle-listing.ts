import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A vehicle's parts by category in the listing's order, from one index (issue 34, ADR 0046).
 *
 * `part_vehicle.category` and `part_vehicle.part_created_at` hold the fitting part's category and
 * creation time, and `part_vehicle_listing_idx (vehicle_id, category, part_created_at, part_id)`
 * replaces `(vehicle_id, part_id)`. A vehicle + category listing, its total and the category counts
 * under a vehicle are then one range of that index, instead of one lookup of `part` per fitting part
 * (about 900 at 1,000,000 parts, which grew with the catalogue).
 *
 * Kept by triggers, so every write path stays as it is: a fitment row inserted without them gets its
 * part's (the generator, which knows them, writes them itself), and a part whose category or creation
 * time changes passes it on to its fitment rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('part_vehicle').addColumn('category', 'text').execute();
  await db.schema.alterTable('part_vehicle').addColumn('part_created_at', 'text').execute();
  await sql`update part_vehicle set category = p.category, part_created_at = p.created_at
      from part p where p.id = part_vehicle.part_id`.execute(db);
  await db.schema.dropIndex('part_vehicle_vehicle_idx').execute();
  await db.schema
    .createIndex('part_vehicle_listing_idx')
    .on('part_vehicle')
    .columns(['vehicle_id', 'category', 'part_created_at', 'part_id'])
    .execute();
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  await sql`create trigger part_vehicle_listing_fill after insert on part_vehicle
      when new.category is null begin
      update part_vehicle set (category, part_created_at) = (select category, created_at from part where id = new.part_id)
        where part_id = new.part_id and vehicle_id = new.vehicle_id;
    end`.execute(db);
  await sql`create trigger part_vehicle_listing_follow after update of category, created_at on part
      when old.category is not new.category or old.created_at is not new.created_at begin
      update part_vehicle set category = new.category, part_created_at = new.created_at where part_id = new.id;
    end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function part_vehicle_listing_fill() returns trigger language plpgsql as $$
    begin
      if new.category is null then
        select category, created_at into new.category, new.part_created_at from part where id = new.part_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger part_vehicle_listing_fill before insert on part_vehicle
      for each row execute function part_vehicle_listing_fill()`.execute(db);
  await sql`create function part_vehicle_listing_follow() returns trigger language plpgsql as $$
    begin
      update part_vehicle set category = new.category, part_created_at = new.created_at where part_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger part_vehicle_listing_follow after update of category, created_at on part
      for each row when (old.category is distinct from new.category or old.created_at is distinct from new.created_at)
      execute function part_vehicle_listing_follow()`.execute(db);
}
