import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** What the cache may hold: distinct SQL texts, and their characters in all (a prepared statement's memory grows with its text). */
export interface StatementCacheLimits {
  statements: number;
  characters: number;
}

const defaultLimits: StatementCacheLimits = { statements: 500, characters: 1_000_000 };

/**
 * Kysely's SQLite driver prepares every query afresh; compiling the SQL cost more than running it on
 * the hot paths (catalogue reloads, orders, session lookups). This keeps the prepared statements by
 * their SQL text. A statement still busy (an open iterator) is never handed out twice. The cache starts
 * over past `limits.statements` distinct texts or `limits.characters` of SQL in all, so queries of
 * varying shapes (a long `union all` of probes, an `in (…)` of hundreds of placeholders) cannot grow
 * the server's memory with compiled programs that will not be asked for again. A text longer than a
 * tenth of the characters is prepared and not kept.
 */
export function cachingStatements(
  connection: SQLite.Database,
  limits: StatementCacheLimits = defaultLimits,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  let characters = 0;
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = connection.prepare(sql);
      if (sql.length > limits.characters / 10) return statement;
      if (statements.size >= limits.statements || characters + sql.length > limits.characters) {
        statements.clear();
        characters = 0;
      }
      if (!statements.has(sql)) characters += sql.length;
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
