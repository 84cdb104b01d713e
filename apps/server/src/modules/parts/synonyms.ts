import type { Synonym, SynonymList, SynonymQuery } from '@partsmith/contract/search';
import { pageOffset } from '@partsmith/contract/paging';
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database';
import type { Tables } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { Changes } from '../../lib/changes';

/** The synonym table is the admin's: bounded, so the search can hold all of it. */
export const maxSynonyms = 2000;

interface SynonymContext {
  db: Kysely<Tables>;
  changes: Changes;
}

/** Every synonym pair, one direction per row, term → alternatives (for the search). */
export async function synonymMap(db: Kysely<Tables>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('synonym')
    .select(['term', 'alternative'])
    .orderBy('term')
    .orderBy('alternative')
    .limit(2 * maxSynonyms)
    .execute();
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.term, [...(map.get(row.term) ?? []), row.alternative]);
  return map;
}

/** Which of `words` (lower case) some part's name holds: SQLite's fts5vocab table, PostgreSQL's search_word. */
export async function vocabularyWords(
  db: Kysely<Tables>,
  engine: Engine,
  words: string[],
): Promise<string[]> {
  if (words.length === 0) return [];
  const { rows } =
    engine === 'sqlite'
      ? await sql<{
          word: string;
        }>`select term as word from part_vocab where term in (${sql.join(words)})`.execute(db)
      : await sql<{ word: string }>`select word from search_word where word = any(${words}::text[])`.execute(
          db,
        );
  return rows.map((row) => row.word);
}

/** A vocabulary larger than this is not held in memory: its words are looked up in the database instead. */
export const maxVocabularyInMemory = 100_000;

/**
 * The vocabulary's words that typo corrections can be (3–21 letters, no digits), for one set lookup per
 * one-edit candidate instead of hundreds of database lookups per typo (ADR 0044); null when there are
 * more than `maxVocabularyInMemory`. SQLite reads the whole fts5vocab table (one pass over a
 * detail=none index), PostgreSQL the search_word table.
 */
export async function vocabularySet(db: Kysely<Tables>, engine: Engine): Promise<Set<string> | null> {
  const limit = maxVocabularyInMemory + 1;
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ word: string }>`select term as word from part_vocab
          where length(term) between 3 and 21 and term not glob '*[0-9]*' limit ${limit}`.execute(db)
      : await sql<{ word: string }>`select word from search_word
          where length(word) between 3 and 21 limit ${limit}`.execute(db);
  return rows.length < limit ? new Set(rows.map((row) => row.word)) : null;
}

export async function listSynonyms(
  { db }: SynonymContext,
  query: SynonymQuery,
): Promise<{ items: SynonymList; total: number }> {
  const items = await db
    .selectFrom('synonym')
    .select(['term', 'alternative'])
    .orderBy('term')
    .orderBy('alternative')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  const counted = await db
    .selectFrom('synonym')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return { items, total: Number(counted?.total ?? 0) };
}

/** Adds the pair both ways; 409 when it is there already or the table is full. */
export async function addSynonym({ db, changes }: SynonymContext, pair: Synonym): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counted = await trx
      .selectFrom('synonym')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    if (Number(counted?.total ?? 0) >= 2 * maxSynonyms) {
      throw conflict(`The synonym list is full (${maxSynonyms} pairs): remove one first.`);
    }
    const added = await trx
      .insertInto('synonym')
      .values([
        { term: pair.term, alternative: pair.alternative },
        { term: pair.alternative, alternative: pair.term },
      ])
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw conflict(`"${pair.term}" and "${pair.alternative}" are synonyms already.`);
    }
  });
  changes.emit('parts');
}

/** Removes the pair both ways; 404 when it is not there. */
export async function removeSynonym({ db, changes }: SynonymContext, pair: Synonym): Promise<number> {
  const removed = await db
    .deleteFrom('synonym')
    .where((eb) =>
      eb.or([
        eb.and([eb('term', '=', pair.term), eb('alternative', '=', pair.alternative)]),
        eb.and([eb('term', '=', pair.alternative), eb('alternative', '=', pair.term)]),
      ]),
    )
    .executeTakeFirst();
  const count = Number(removed.numDeletedRows);
  if (count === 0) throw notFound('synonym', `"${pair.term}" and "${pair.alternative}" are not synonyms.`);
  changes.emit('parts');
  return count;
}
