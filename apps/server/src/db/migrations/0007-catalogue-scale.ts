import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A manufacturer's catalogue (issue 12): part numbers, categories, OEM numbers, vehicles and fitment,
 * and full-text search.
 *
 * - `part.part_number` as written, `part.part_number_key` its normalised form (upper-case letters and
 *   digits only), unique. `part.oem_numbers` is the JSON list as written (for answers).
 * - `part_number (number_key, part_id, kind)`: every normalised number of a part, ours (kind 0) and OEM
 *   (kind 1), for exact and prefix lookups through its primary key (binary collation on both engines,
 *   so a range `key >= 'ABC' and key < 'ABC~'` is a prefix scan). Kept by the service on writes.
 * - `vehicle (make, model, year, engine)`: indexes for the picker's cascades both ways (make → model →
 *   year, and year → make → model).
 * - `part_vehicle (part_id, vehicle_id, note)`: primary key part → vehicle, index vehicle → part.
 *   On SQLite both link tables are WITHOUT ROWID (the primary key is the table: one b-tree, not two).
 * - Text search. SQLite: FTS5 table `part_fts (name, description)` (porter stemming) whose rowid is
 *   `part_fts_key.rowid` (an INTEGER PRIMARY KEY, stable across VACUUM unlike `part`'s implicit rowid),
 *   kept in step with `part` by triggers. PostgreSQL: a generated `search_vector` tsvector (name
 *   weighted A, description B) with a GIN index, and a pg_trgm GIN index on the name for typos.
 * - `profile_vehicle (email, vehicle_id)`: a signed-in buyer's "My vehicle".
 *
 * Existing parts get a category from their name and a part number `PS-{category code}-{1001…}`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binaryText = postgres ? sql`text collate "C"` : sql`text`;

  await db.schema
    .alterTable('part')
    .addColumn('part_number', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('part')
    .addColumn('part_number_key', binaryText, (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('part')
    .addColumn('category', 'text', (col) => col.notNull().defaultTo('Other'))
    .execute();
  await db.schema
    .alterTable('part')
    .addColumn('oem_numbers', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('part_number')
    .addColumn('number_key', binaryText, (col) => col.notNull())
    .addColumn('part_id', 'text', (col) => col.notNull().references('part.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('part_number_pk', ['number_key', 'part_id'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.createIndex('part_number_part_idx').on('part_number').column('part_id').execute();

  await db.schema
    .createTable('vehicle')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('make', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('engine', 'text', (col) => col.notNull())
    .addUniqueConstraint('vehicle_identity_unique', ['make', 'model', 'year', 'engine'])
    .execute();
  await db.schema.createIndex('vehicle_year_idx').on('vehicle').columns(['year', 'make', 'model']).execute();

  await db.schema
    .createTable('part_vehicle')
    .addColumn('part_id', 'text', (col) => col.notNull().references('part.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicle.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('part_vehicle_pk', ['part_id', 'vehicle_id'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex('part_vehicle_vehicle_idx')
    .on('part_vehicle')
    .columns(['vehicle_id', 'part_id'])
    .execute();

  await db.schema
    .createTable('profile_vehicle')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicle.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // The listing's order (created_at, id), whole and within a category.
  await db.schema.createIndex('part_list_idx').on('part').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('part_category_idx')
    .on('part')
    .columns(['category', 'created_at', 'id'])
    .execute();

  await numberExistingParts(db);
  await db.schema
    .createIndex('part_number_key_unique')
    .on('part')
    .column('part_number_key')
    .unique()
    .execute();

  if (postgres) await postgresTextSearch(db);
  else await sqliteTextSearch(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTextSearch(db: Kysely<any>) {
  await sql`create table part_fts_key (rowid integer primary key, part_id text not null unique)`.execute(db);
  await sql`create virtual table part_fts using fts5(name, description, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger part_fts_after_insert after insert on part begin
      insert into part_fts_key (part_id) values (new.id);
      insert into part_fts (rowid, name, description) values (last_insert_rowid(), new.name, new.description);
    end`.execute(db);
  await sql`create trigger part_fts_after_update after update of name, description on part begin
      update part_fts set name = new.name, description = new.description
        where rowid = (select rowid from part_fts_key where part_id = new.id);
    end`.execute(db);
  await sql`create trigger part_fts_after_delete after delete on part begin
      delete from part_fts where rowid = (select rowid from part_fts_key where part_id = old.id);
      delete from part_fts_key where part_id = old.id;
    end`.execute(db);
  await sql`insert into part_fts_key (part_id) select id from part order by created_at, id`.execute(db);
  await sql`insert into part_fts (rowid, name, description)
      select k.rowid, p.name, p.description from part_fts_key k join part p on p.id = k.part_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTextSearch(db: Kysely<any>) {
  await sql`alter table part add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
    ) stored`.execute(db);
  await sql`create index part_search_idx on part using gin (search_vector)`.execute(db);
  // migrate.ts installs pg_trgm (in its own schema) before the migrations run; this is the fallback.
  await sql`create extension if not exists pg_trgm`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await sql`create index part_name_trgm_idx on part using gin (name ${sql.id(schema)}.gin_trgm_ops)`.execute(
    db,
  );
}

const categoryRules: [category: string, code: string, pattern: RegExp][] = [
  ['Brakes', 'BR', /brake|caliper|disc|rotor/i],
  ['Filters', 'FI', /filter/i],
  ['Ignition', 'IG', /spark|ignition|coil/i],
  ['Engine', 'EN', /timing|belt|gasket|engine|piston/i],
  ['Suspension & Steering', 'SU', /shock|strut|control arm|suspension|steering|tie rod/i],
  ['Transmission & Clutch', 'TR', /clutch|gearbox|transmission/i],
  ['Electrical', 'EL', /alternator|battery|starter/i],
  ['Lighting', 'LI', /headl|lamp|light|bulb/i],
  ['Fuel System', 'FU', /fuel|injector/i],
  ['Cooling', 'CO', /radiator|coolant|thermostat|water pump/i],
  ['Body & Wipers', 'BO', /wiper|mirror|bumper/i],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function numberExistingParts(db: Kysely<any>) {
  const parts: { id: string; name: string }[] = await db
    .selectFrom('part')
    .select(['id', 'name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let serial = 1000;
  for (const part of parts) {
    const [category, code] = categoryRules.find(([, , pattern]) => pattern.test(part.name)) ?? [
      'Other',
      'OT',
    ];
    serial += 1;
    const partNumber = `PS-${code}-${serial}`;
    const key = `PS${code}${serial}`;
    await db
      .updateTable('part')
      .set({ part_number: partNumber, part_number_key: key, category })
      .where('id', '=', part.id)
      .execute();
    await db.insertInto('part_number').values({ number_key: key, part_id: part.id, kind: 0 }).execute();
  }
}
