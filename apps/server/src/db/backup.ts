import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { engineOf, sqliteFile } from './database';

const allRemainingPages = 0x7fffffff;

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Where a backup goes when no destination is given: DATA_DIR/backups/partsmith-<time>.sqlite. */
export function defaultBackupFile(dataDir: string, at = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return path.join(dataDir, 'backups', `partsmith-${stamp}.sqlite`);
}

/**
 * Copies the SQLite database with SQLite's online backup API: a consistent snapshot even while the
 * server keeps writing (WAL), page by page, without stopping it. The copy is one self-contained file
 * (rollback journal, not WAL), ready to be put in place of the database. Refuses PostgreSQL.
 */
export async function backupSqlite(databaseUrl: string, destination: string): Promise<BackupResult> {
  if (engineOf(databaseUrl) === 'postgres') {
    throw new Error(
      'db:backup copies a SQLite database; this store runs on PostgreSQL. Back it up with pg_dump ' +
        '(see docs/operations.md).',
    );
  }
  const source = sqliteFile(databaseUrl);
  if (!fs.existsSync(source)) {
    throw new Error(
      `There is no SQLite database at ${path.resolve(source)}; check DATA_DIR or DATABASE_URL.`,
    );
  }
  const file = path.resolve(destination);
  if (fs.existsSync(file)) throw new Error(`${file} already exists; choose another destination.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });

  const connection = new SQLite(source, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    // All pages in one step, under one read transaction: a server writing between steps would make
    // SQLite restart the copy, possibly forever under steady load. In WAL mode the read blocks no writer.
    await connection.backup(file, { progress: () => allRemainingPages });
  } finally {
    connection.close();
  }
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
    const [check] = copy.pragma('quick_check') as Array<{ quick_check: string }>;
    if (check?.quick_check !== 'ok')
      throw new Error(`The copy in ${file} failed its check: ${check?.quick_check}`);
  } finally {
    copy.close();
  }
  return { file, bytes: fs.statSync(file).size };
}
