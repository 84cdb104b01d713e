import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Tables } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  engine: Engine;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values arrive as strings by default; our counts always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

function sqliteFile(databaseUrl: string): string {
  return databaseUrl.replace(/^(file|sqlite):(\/\/)?/, '');
}

function openSqlite(databaseUrl: string): Database {
  const file = sqliteFile(databaseUrl);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(databaseUrl: string): Database {
  return engineOf(databaseUrl) === 'postgres' ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
}
