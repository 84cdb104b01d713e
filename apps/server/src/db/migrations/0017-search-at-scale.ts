import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Search that stays fast when no two queries are alike (issue 34, ADR 0032).
 *
 * - `synonym (term, alternative)`: trade words that find each other, one row per direction, both
 *   lower-case words separated by one space (`shock absorber` → `damper`). Seeded with disc/rotor,
 *   silencer/muffler, shock absorber/damper and boot/gaiter; the admin extends it (`/api/synonym`).
 * - The vocabulary of the parts' names, for typo corrections (one-edit candidates looked up by word):
 *   SQLite: a contentless FTS5 table `part_vocab_fts (name)` without stemming and with `detail=none`
 *   (only which parts hold a word), kept by the part_fts triggers (rowids of `part_fts_key`), and the
 *   `fts5vocab` table `part_vocab` over it (one row per word). PostgreSQL: `search_word (word)`, the
 *   lower-case letter runs of 4+ letters of every name, added by a statement trigger on part inserts
 *   and name updates (never removed: a word no part holds any more only costs a lookup that finds nothing).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('synonym')
    .addColumn('term', 'text', (col) => col.notNull())
    .addColumn('alternative', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('synonym_pk', ['term', 'alternative'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  const pairs = [
    ['disc', 'rotor'],
    ['silencer', 'muffler'],
    ['shock absorber', 'damper'],
    ['boot', 'gaiter'],
  ];
  await db
    .insertInto('synonym')
    .values(
      pairs.flatMap(([a, b]) => [
        { term: a, alternative: b },
        { term: b, alternative: a },
      ]),
    )
    .execute();
  if (postgres) await postgresVocabulary(db);
  else await sqliteVocabulary(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteVocabulary(db: Kysely<any>) {
  await sql`create virtual table part_vocab_fts using fts5(name, content = '', detail = none, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create virtual table part_vocab using fts5vocab(part_vocab_fts, 'row')`.execute(db);
  await sql`insert into part_vocab_fts (rowid, name)
      select k.rowid, p.name from part_fts_key k join part p on p.id = k.part_id`.execute(db);
  // The 0007 triggers, now also keeping the vocabulary (a contentless table deletes by its old values).
  await sql`drop trigger part_fts_after_insert`.execute(db);
  await sql`drop trigger part_fts_after_update`.execute(db);
  await sql`drop trigger part_fts_after_delete`.execute(db);
  await sql`create trigger part_fts_after_insert after insert on part begin
      insert into part_fts_key (part_id) values (new.id);
      insert into part_fts (rowid, name, description) values (last_insert_rowid(), new.name, new.description);
      insert into part_vocab_fts (rowid, name) values (last_insert_rowid(), new.name);
    end`.execute(db);
  await sql`create trigger part_fts_after_update after update of name, description on part begin
      update part_fts set name = new.name, description = new.description
        where rowid = (select rowid from part_fts_key where part_id = new.id);
      insert into part_vocab_fts (part_vocab_fts, rowid, name)
        select 'delete', rowid, old.name from part_fts_key where part_id = new.id;
      insert into part_vocab_fts (rowid, name)
        select rowid, new.name from part_fts_key where part_id = new.id;
    end`.execute(db);
  await sql`create trigger part_fts_after_delete after delete on part begin
      insert into part_vocab_fts (part_vocab_fts, rowid, name)
        select 'delete', rowid, old.name from part_fts_key where part_id = old.id;
      delete from part_fts where rowid = (select rowid from part_fts_key where part_id = old.id);
      delete from part_fts_key where part_id = old.id;
    end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresVocabulary(db: Kysely<any>) {
  await sql`create table search_word (word text collate "C" primary key)`.execute(db);
  await sql`create function search_word_add_inserted() returns trigger language plpgsql as $$
    begin
      insert into search_word (word)
        select distinct w from inserted, regexp_split_to_table(lower(inserted.name), '[^[:alpha:]]+') w
        where length(w) between 4 and 40
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create function search_word_add_renamed() returns trigger language plpgsql as $$
    begin
      insert into search_word (word)
        select distinct w from regexp_split_to_table(lower(new.name), '[^[:alpha:]]+') w
        where length(w) between 4 and 40
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  // Inserts once per statement (the generator's and the import's batches); a stock change never fires.
  await sql`create trigger part_search_word_insert after insert on part
      referencing new table as inserted for each statement execute function search_word_add_inserted()`.execute(
    db,
  );
  await sql`create trigger part_search_word_rename after update of name on part
      for each row when (old.name is distinct from new.name) execute function search_word_add_renamed()`.execute(
    db,
  );
  await sql`insert into search_word (word)
      select distinct w from part, regexp_split_to_table(lower(part.name), '[^[:alpha:]]+') w
      where length(w) between 4 and 40 on conflict do nothing`.execute(db);
}
