import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  createQueryId,
  type DatabaseConnection,
  type Driver,
  IdentifierNode,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  type SqliteDatabase,
} from 'kysely';

/** A statement that may go to the read connection: one that starts as a query (never a pragma, never `begin`). */
const startsAsQuery = /^\s*(select|with)\b/i;

function run(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<never> {
  if (statement.reader) return { rows: statement.all(parameters) as never[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/** `savepoint name` and its kin, the name quoted as an identifier (as Kysely's own drivers do). */
const savepointCommand = (command: string, name: string, compile: QueryCompiler['compileQuery']) =>
  compile(
    RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]),
    createQueryId(),
  );

/** First come, first served: the write connection for one holder at a time. */
class WriterLock {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  async lock() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock() {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

/**
 * What Kysely hands out for each query, transaction and `db.connection()`: it takes the write
 * connection only when it must — for a transaction, or for a statement that is not a plain read — and
 * keeps it until Kysely releases it. A plain read outside a transaction runs on the read connection.
 */
class RoutedConnection implements DatabaseConnection {
  #holding = false;

  constructor(private readonly driver: RoutedSqliteDriver) {}

  async holdWriter() {
    if (this.#holding) return;
    await this.driver.writerLock.lock();
    this.#holding = true;
  }

  release() {
    if (!this.#holding) return;
    this.#holding = false;
    this.driver.writerLock.unlock();
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#holding) {
      const read = this.driver.plainRead(sql);
      if (read) return run(read, parameters) as QueryResult<R>;
      await this.holdWriter();
    }
    return run(this.driver.writer.prepare(sql) as SQLite.Statement, parameters) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield -- no query here streams; one that tries is told so
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite connections do not stream results.');
  }
}

/**
 * The server's SQLite `db` on a file: a write connection, held by one transaction (or one write) at a
 * time as Kysely's own SQLite driver holds its one connection, and the read connection (query only)
 * for every plain read outside a transaction. In WAL mode a read outside a transaction sees the last
 * commit whichever connection asks, so answers are the same; what changes is that a read no longer
 * waits behind a long write (a catalogue import's apply holds the write connection for as long as it
 * writes, ADR 0048) nor behind a group of checkouts. A transaction's reads stay on its write connection
 * and see its own writes.
 */
export class RoutedSqliteDriver implements Driver {
  readonly writerLock = new WriterLock();

  constructor(
    readonly writer: SqliteDatabase,
    private readonly reader: () => SqliteDatabase,
  ) {}

  async init() {}

  /** The statement prepared on the read connection when `sql` is a plain read, else null. */
  plainRead(sql: string): SQLite.Statement | null {
    if (!startsAsQuery.test(sql)) return null;
    const statement = this.reader().prepare(sql) as SQLite.Statement;
    return statement.reader && statement.readonly ? statement : null;
  }

  async acquireConnection(): Promise<RoutedConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await (connection as RoutedConnection).holdWriter();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(savepointCommand('savepoint', name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(savepointCommand('rollback to', name, compile));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(savepointCommand('release', name, compile));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as RoutedConnection).release();
  }

  /** Runs `work` holding the write connection: every other write of `db` waits for it meanwhile. */
  async holdingWriter<T>(work: () => Promise<T>): Promise<T> {
    await this.writerLock.lock();
    try {
      return await work();
    } finally {
      this.writerLock.unlock();
    }
  }

  async destroy() {
    this.writer.close();
  }
}
