import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Tables } from './schema';
import { preparingStatements, withCustomPlans } from './postgres-prepared';
import { cachingStatements } from './statement-cache';
import { RoutedSqliteDriver } from './sqlite-routed-driver';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  /**
   * For the public catalogue reads: on a SQLite file, the query-only connection `db` also sends its plain
   * reads to (WAL lets it read the last committed state while a long write, a catalogue import's apply,
   * holds the write one); otherwise `db` itself (PostgreSQL's pool already serves reads beside a
   * transaction).
   */
  readDb: Kysely<Tables>;
  engine: Engine;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values arrive as strings by default; our counts always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** The file of a SQLite DATABASE_URL (`file:…` or `sqlite:…`). */
export function sqliteFile(databaseUrl: string): string {
  return databaseUrl.replace(/^(file|sqlite):(\/\/)?/, '');
}

/**
 * Each connection's page cache: 8 MB (better-sqlite3 builds SQLite with 16 MB a connection). The server
 * holds two, three during an import; pages beyond come from the operating system's file cache. Measured
 * with the bench's import and orders: the RSS is lower, the throughput the same (ADR 0024).
 */
export const sqlitePageCache = 'cache_size = -8000';

const sqliteConnections = new WeakMap<Kysely<Tables>, SqliteDatabase>();

/**
 * The write connection under a SQLite `db` (its statements prepared once, by text), for the hot
 * transaction that runs as one synchronous call (placing an order). Use it only inside
 * `holdingSqliteWriter`, so no Kysely transaction is open on it meanwhile. Undefined on PostgreSQL.
 */
export function sqliteConnectionOf(db: Kysely<Tables>): SqliteDatabase | undefined {
  return sqliteConnections.get(db);
}

/**
 * A reading that moves when another connection commits to the database: on SQLite, `data_version` of
 * this process's write connection, which this process's own writes through it do not move (another
 * process's, or the import's writer thread's, do). Null on PostgreSQL, where other instances' writes
 * cannot be seen this way.
 */
export function writeVersion(db: Kysely<Tables>): () => number | null {
  const connection = sqliteConnectionOf(db);
  if (!connection) return () => null;
  return () =>
    (connection.prepare('pragma data_version').all([]) as { data_version: number }[])[0]!.data_version;
}

function openSqlite(databaseUrl: string): Database {
  const file = sqliteFile(databaseUrl);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma(sqlitePageCache);
  const statements = cachingStatements(connection);
  if (file === ':memory:') {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: statements }) });
    sqliteConnections.set(db, statements);
    return { db, readDb: db, engine: 'sqlite', close: () => db.destroy() };
  }
  // Opened at its first read, so the schema exists (migrations run first) before it prepares anything.
  let reader: SqliteDatabase | null = null;
  const readConnection = () => {
    if (reader) return reader;
    const opened = new SQLite(file, { fileMustExist: true });
    opened.pragma('busy_timeout = 5000');
    opened.pragma('query_only = ON');
    opened.pragma(sqlitePageCache);
    reader = cachingStatements(opened);
    return reader;
  };
  const driver = new RoutedSqliteDriver(statements, readConnection);
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  sqliteConnections.set(db, statements);
  routedDrivers.set(db, driver);
  const readDb = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: () => Promise.resolve(readConnection()) }),
  });
  return {
    db,
    readDb,
    engine: 'sqlite',
    close: async () => {
      await db.destroy();
      // The read connection, whichever of the two opened it.
      await readDb.destroy();
      reader?.close();
    },
  };
}

const routedDrivers = new WeakMap<Kysely<Tables>, RoutedSqliteDriver>();

/**
 * Runs `work` holding the write connection of a SQLite `db` (its plain reads go on meanwhile): for work
 * that writes through the connection itself or through another one (a hot synchronous transaction, an
 * import's writer thread), so that no other write of `db` comes between. Elsewhere (in-memory SQLite)
 * `db`'s one connection is held.
 */
export function holdingSqliteWriter<T>(db: Kysely<Tables>, work: () => Promise<T>): Promise<T> {
  const driver = routedDrivers.get(db);
  return driver ? driver.holdingWriter(work) : db.connection().execute(work);
}

const postgresPools = new WeakMap<Kysely<Tables>, pg.Pool>();

/**
 * The pool under a PostgreSQL `db`, for the few hot statements Kysely cannot send: a named prepared
 * statement (the bearer lookup) and one round trip of several statements (placing a batch of orders).
 * Undefined on SQLite.
 */
export function postgresPoolOf(db: Kysely<Tables>): pg.Pool | undefined {
  return postgresPools.get(db);
}

function openPostgres(databaseUrl: string): Database {
  // A lost database fails a request within seconds (503) instead of holding it open; keep-alive notices
  // a silently dropped connection. The pool drops broken clients and reconnects on the next query.
  const pool = new pg.Pool({
    connectionString: withCustomPlans(databaseUrl),
    max: 10,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // A client that loses its connection, idle or checked out, must not crash the process: the pool drops
  // it, and the query in flight (if any) fails with the connection error, which answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    preparingStatements(client);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(db, pool);
  return { db, readDb: db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(databaseUrl: string): Database {
  return engineOf(databaseUrl) === 'postgres' ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
}
