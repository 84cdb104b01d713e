import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type Kysely, sql } from 'kysely';
import { engineOf, sqliteFile } from './database';
import type { Tables } from './schema';

/**
 * Copies the WAL into the database file on its own connection in a worker thread (better-sqlite3 is
 * synchronous: on the server's thread a checkpoint holds every request until it is done). PASSIVE: it
 * copies what no reader still needs and never waits for anyone.
 */
const checkpointWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
try {
  parentPort.postMessage(connection.pragma('wal_checkpoint(PASSIVE)')[0]);
} finally {
  connection.close();
}`;

/** SQLite's own default, which openSqlite leaves as it is. */
const autoCheckpointPages = 1000;
/** Long writes under way, or whose worker still copies, by SQLite file. */
const holders = new Map<string, number>();

export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Runs a PASSIVE checkpoint of a SQLite file in a worker thread; answers its counts (in WAL frames). */
export function checkpointOffThread(file: string): Promise<CheckpointResult> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(checkpointWorker, { eval: true, workerData: { driver, file } });
    // Never what keeps the process alive: an unfinished checkpoint is finished by the next one.
    worker.unref();
    let result: CheckpointResult | null = null;
    worker.on('message', (message: CheckpointResult) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the checkpoint worker stopped (${code})`)),
    );
  });
}

/**
 * Runs one long write (a catalogue import's apply: hundreds of MB of WAL) so that its commit does not
 * checkpoint on the server's thread. SQLite checkpoints in the connection that commits once the WAL
 * passes `wal_autocheckpoint` pages, and copying a whole import's WAL held every request for seconds.
 * Here the automatic checkpoint is off until a worker thread has copied the WAL (other writes
 * committing meanwhile skip it too), then back at its setting. PostgreSQL and in-memory SQLite: `write` as it is.
 */
export async function withCheckpointOffThread<T>(
  db: Kysely<Tables>,
  databaseUrl: string,
  write: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T> {
  const file = engineOf(databaseUrl) === 'sqlite' ? sqliteFile(databaseUrl) : ':memory:';
  if (file === ':memory:') return write();
  // Counted per file: an import that starts while the last one's worker still copies keeps it off too.
  holders.set(file, (holders.get(file) ?? 0) + 1);
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  try {
    return await write();
  } finally {
    void checkpointOffThread(file)
      .catch(onError)
      .finally(() => {
        const left = (holders.get(file) ?? 1) - 1;
        if (left > 0) return holders.set(file, left);
        holders.delete(file);
        return sql`pragma wal_autocheckpoint = ${sql.lit(autoCheckpointPages)}`
          .execute(db)
          .catch(() => undefined);
      });
  }
}
