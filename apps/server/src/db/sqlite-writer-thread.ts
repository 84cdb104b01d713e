import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  InsertQueryNode,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { engineOf, holdingSqliteWriter, sqliteFile, sqlitePageCache } from './database';
import type { Tables } from './schema';

/**
 * A better-sqlite3 connection of its own in a worker thread: each statement is sent as its SQL and
 * parameters and runs there, so the server's thread serves other requests meanwhile (better-sqlite3 is
 * synchronous: on the server's thread a long write holds every request for as long as SQLite works).
 * Loaded by the driver's resolved path, like the checkpoint worker, so it runs from the bundle and the
 * sources alike. The same pragmas as the server's connection; no automatic checkpoint (ADR 0016).
 */
const writerWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { fileMustExist: true });
for (const pragma of workerData.pragmas) connection.pragma(pragma);
const statements = new Map();
// Set when a statement nobody waits for fails: every statement after it fails too, but the rollback.
let broken = null;
parentPort.on('message', ({ id, sql, parameters, later }) => {
  if (broken && sql !== 'rollback') return parentPort.postMessage({ id, error: broken });
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      if (statements.size >= 200) statements.clear();
      statements.set(sql, statement);
    }
    if (statement.reader) return parentPort.postMessage({ id, rows: statement.all(parameters) });
    const { changes, lastInsertRowid } = statement.run(parameters);
    if (sql === 'rollback') broken = null;
    parentPort.postMessage({ id, changes, lastInsertRowid });
  } catch (error) {
    const failure = { message: error.message, code: error.code };
    if (later) broken = failure;
    parentPort.postMessage({ id, error: failure });
  }
});`;

const writerPragmas = [
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  'wal_autocheckpoint = 0',
  sqlitePageCache,
];

interface Answer {
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
}

/**
 * Inserts are sent without waiting for their answer (the import never reads what an insert answers):
 * the server's thread goes on checking the next rows while the thread writes, instead of handing the
 * loop to other requests at every statement and queueing behind them. The thread runs the statements
 * in order, so a later read sees every insert before it; after an insert that failed, the thread fails
 * every statement but the rollback (the commit too), so the transaction rolls back as it would have.
 */
const answersLater = (query: CompiledQuery['query']) =>
  InsertQueryNode.is(query) && query.returning === undefined;

const sqliteError = ({ message, code }: { message: string; code?: string }) =>
  Object.assign(new Error(message), { code });

class WorkerConnection implements DatabaseConnection {
  #next = 0;
  readonly #waiting = new Map<number, (answer: Answer) => void>();
  /** Why the thread stopped: every statement after fails at once (a message to it would never be answered). */
  #stopped: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      this.#waiting.get(answer.id)?.(answer);
      this.#waiting.delete(answer.id);
    });
    const failAll = (error: Error) => {
      this.#stopped ??= error;
      for (const settle of this.#waiting.values()) settle({ id: -1, error: { message: error.message } });
      this.#waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the SQLite writer thread stopped (${code})`)));
  }

  async executeQuery<R>({ sql, parameters, query }: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#stopped) throw this.#stopped;
    const later = answersLater(query);
    const answered = new Promise<Answer>((resolve) => {
      const id = this.#next++;
      this.#waiting.set(id, resolve);
      this.worker.postMessage({ id, sql, parameters, later });
    });
    if (later) return { rows: [] };
    const answer = await answered;
    if (answer.error) throw sqliteError(answer.error);
    if (answer.rows) return { rows: answer.rows as R[] };
    return {
      rows: [],
      numAffectedRows: BigInt(answer.changes ?? 0),
      ...(answer.lastInsertRowid !== undefined && { insertId: BigInt(answer.lastInsertRowid) }),
    };
  }

  // eslint-disable-next-line require-yield -- the import reads whole results; a stream is never asked for
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite writer thread does not stream results.');
  }
}

/** One connection for one user at a time (the import's transaction), like Kysely's SQLite driver. */
class WorkerDriver implements Driver {
  #worker: Worker | null = null;
  #connection: WorkerConnection | null = null;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(private readonly file: string) {}

  async init() {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(writerWorker, {
      eval: true,
      // A small young generation: the thread's garbage is collected often instead of growing the RSS.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
      workerData: { driver, file: this.file, pragmas: writerPragmas },
    });
    this.#connection = new WorkerConnection(this.#worker);
  }

  async acquireConnection() {
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => (this.#release = resolve));
    await previous;
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.#release?.();
  }

  async destroy() {
    // Closing the thread closes its connection; an open transaction is rolled back by SQLite.
    await this.#worker?.terminate();
  }
}

/**
 * Runs `write` (a catalogue import's apply) on a SQLite file through a connection in a worker thread,
 * while holding the server's write connection, so the server's other writes wait for it as they wait
 * for a transaction on that connection (none fails on SQLite's busy timeout); its plain reads go on. PostgreSQL and in-memory
 * SQLite: `write(db)` as it is (a pool connection already works beside the server's thread).
 */
export async function withWriterThread<T>(
  db: Kysely<Tables>,
  databaseUrl: string,
  write: (writer: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  const file = engineOf(databaseUrl) === 'sqlite' ? sqliteFile(databaseUrl) : ':memory:';
  if (file === ':memory:') return write(db);
  return holdingSqliteWriter(db, async () => {
    const writer = new Kysely<Tables>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new WorkerDriver(file),
        createIntrospector: (kysely) => new SqliteIntrospector(kysely),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
    try {
      return await write(writer);
    } finally {
      await writer.destroy();
    }
  });
}
