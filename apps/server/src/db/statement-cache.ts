import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query afresh; compiling the SQL cost more than running it on
 * the hot paths (catalogue reloads, orders, session lookups). This keeps the prepared statements by
 * their SQL text. A statement still busy (an open iterator) is never handed out twice, and the cache
 * starts over past `max` distinct texts, so queries with varying `in (…)` lists cannot grow it forever.
 */
export function cachingStatements(connection: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = connection.prepare(sql);
      if (statements.size >= max) statements.clear();
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
