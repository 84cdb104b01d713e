import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  type ImportJob,
  type ImportQuery,
  ImportReport,
  maxAcesBytes,
  maxImportBytes,
} from '@partsmith/contract/catalogue-csv';
import type { Deps } from '../../../deps';
import { conflict, notFound, tooLarge } from '../../../lib/app-error';
import { newId, now } from '../../../lib/ids';
import { malformedUpload } from '../../../lib/malformed-upload';
import { CsvFileError, type CsvFacts, inspectCsvFile } from './csv-file';
import { fileErrorReport } from './import-report';
import { importParts } from './part-import';
import { importVehicles } from './vehicle-import';
import { importAces } from '../aces/aces-import';
import { AcesFileError } from '../aces/aces-reader';

/** `aces`: an ACES XML file of fitment (`POST /api/fitment/import/aces`). */
export type ImportKind = 'parts' | 'vehicles' | 'aces';

/** About this many bytes of an ACES file make one App (for the progress total and the job threshold). */
const acesBytesPerApp = 300;

/** Files with more rows than this run as a job (202 + progress); shorter ones answer the report at once. */
export const jobThresholdRows = 2000;

type RunnerContext = Pick<Deps, 'db' | 'images' | 'changes' | 'log' | 'config'>;

/** How often a running job's owner refreshes its heartbeat, and when another instance deems it dead. */
export const heartbeatEveryMs = 15_000;
export const staleAfterMs = 5 * 60_000;

/**
 * The instance that runs a job: a restart of the same instance (same host and port) knows its earlier
 * jobs died with it; others are judged by their heartbeat.
 */
export const instanceName = (config: { port: number }) => `${os.hostname()}:${config.port}`;

export type Received = { status: 200; body: ImportReport } | { status: 202; body: { jobId: string } };

const interrupted = {
  row: 0,
  column: null,
  message: 'The server restarted while this import ran; nothing of it was written. Import the file again.',
};

/** Copies the upload to a temporary file (both passes read it from there), refusing one over the limit. */
async function saveUpload(file: MultipartFile, limit: number): Promise<{ dir: string; file: string }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'partsmith-import-'));
  const saved = path.join(dir, 'upload.csv');
  try {
    await pipeline(file.file, fs.createWriteStream(saved));
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413)
      throw fileTooLarge(limit);
    malformedUpload(error);
  }
  if (file.file.truncated) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw fileTooLarge(limit);
  }
  return { dir, file: saved };
}

export const fileTooLarge = (limit: number) =>
  tooLarge(`The file is larger than ${limit / 1024 / 1024} MB; split it in parts.`);

/**
 * Runs imports one at a time per store: each holds a `running` row in `import_job` (a unique partial
 * index refuses a second one: 409). A short file answers its report; a long one answers a job id at
 * once and runs in the background, its progress kept in memory and its report stored when it ends.
 */
export function importRunner(app: RunnerContext) {
  // Read from memory while the job runs: on SQLite its transaction holds the one connection.
  const live = new Map<string, { kind: ImportKind; processed: number; total: number }>();

  const owner = instanceName(app.config);

  async function claim(kind: ImportKind, total: number): Promise<string> {
    const id = newId();
    const at = now();
    try {
      await app.db
        .insertInto('import_job')
        .values({
          id,
          kind,
          state: 'running',
          processed: 0,
          total,
          report: null,
          created_at: at,
          updated_at: at,
          owner,
          heartbeat_at: at,
        })
        .execute();
    } catch (error) {
      const running = await app.db
        .selectFrom('import_job')
        .select('id')
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (running) throw conflict('Another import is running; wait for it to finish, then try again.');
      throw error;
    }
    return id;
  }

  async function finish(id: string, state: 'done' | 'failed', report: ImportReport, total: number) {
    await app.db
      .updateTable('import_job')
      .set({ state, processed: total, total, report: JSON.stringify(report), updated_at: now() })
      .where('id', '=', id)
      .execute();
    live.delete(id);
  }

  async function run(
    kind: ImportKind,
    id: string,
    saved: string,
    facts: CsvFacts | null,
    query: ImportQuery,
    total: number,
  ) {
    const progress = { kind, processed: 0, total };
    live.set(id, progress);
    const onRows = (count: number) => {
      progress.processed = Math.min(progress.processed + count, progress.total);
    };
    // On PostgreSQL a pool connection writes it beside the apply's transaction; on SQLite it waits for
    // the one writer, so there a job looks stale to others after `staleAfterMs` of apply (one instance a file).
    const heartbeat = setInterval(() => {
      app.db
        .updateTable('import_job')
        .set({ heartbeat_at: now(), processed: progress.processed })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .execute()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not refresh an import heartbeat'));
    }, heartbeatEveryMs);
    heartbeat.unref();
    try {
      const report =
        kind === 'aces' || !facts
          ? await importAces(app, saved, query, onRows)
          : kind === 'parts'
            ? await importParts(app, saved, facts, query, onRows)
            : await importVehicles(app.db, saved, facts, query, onRows);
      if (report.applied && report.created + report.updated > 0) app.changes.emit('parts');
      await finish(id, 'done', report, total);
      return report;
    } catch (error) {
      const unreadable = error instanceof CsvFileError || error instanceof AcesFileError;
      const report =
        error instanceof CsvFileError
          ? fileErrorReport(query.dryRun, error.problem)
          : error instanceof AcesFileError
            ? fileErrorReport(query.dryRun, { row: 0, column: null, message: error.message })
            : fileErrorReport(query.dryRun, {
                row: 0,
                column: null,
                message:
                  'The import failed and nothing was written; try again (the server log has the details).',
              });
      if (!unreadable) app.log.error({ err: error }, 'import failed');
      await finish(id, unreadable ? 'done' : 'failed', report, total);
      return report;
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    async receive(kind: ImportKind, file: MultipartFile, query: ImportQuery): Promise<Received> {
      const upload = await saveUpload(file, kind === 'aces' ? maxAcesBytes : maxImportBytes);
      const cleanUp = () => fs.promises.rm(upload.dir, { recursive: true, force: true });
      let facts: CsvFacts | null = null;
      try {
        if (kind !== 'aces') facts = await inspectCsvFile(upload.file);
      } catch (error) {
        await cleanUp();
        if (error instanceof CsvFileError)
          return { status: 200, body: fileErrorReport(query.dryRun, error.problem) };
        throw error;
      }
      const total =
        facts?.estimatedRows ?? Math.ceil((await fs.promises.stat(upload.file)).size / acesBytesPerApp);
      let id: string;
      try {
        id = await claim(kind, total);
      } catch (error) {
        await cleanUp();
        throw error;
      }
      const running = run(kind, id, upload.file, facts, query, total).finally(cleanUp);
      if (total > jobThresholdRows) {
        // Nobody awaits a background job: a failure to record its end is logged, never left unhandled.
        running.catch((error: unknown) =>
          app.log.error({ err: error }, 'could not record the end of an import'),
        );
        return { status: 202, body: { jobId: id } };
      }
      return { status: 200, body: await running };
    },

    async job(kind: ImportKind, id: string): Promise<ImportJob> {
      const progress = live.get(id);
      if (progress?.kind === kind) {
        return {
          jobId: id,
          state: 'running',
          processed: progress.processed,
          total: progress.total,
          report: null,
        };
      }
      const row = await app.db
        .selectFrom('import_job')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!row) throw notFound('import job');
      return {
        jobId: row.id,
        state: row.state === 'done' ? 'done' : row.state === 'failed' ? 'failed' : 'running',
        processed: row.processed,
        total: row.total,
        report: row.report ? ImportReport.parse(JSON.parse(row.report)) : null,
      };
    },
  };
}

export type ImportRunner = ReturnType<typeof importRunner>;

/**
 * At start-up: a job still `running` that this instance owned (before its restart), that has no owner
 * (from before 0010) or whose owner stopped beating belonged to a process that stopped; its transaction
 * never committed. Another live instance's job is left running.
 */
export async function failInterruptedImports(
  { db }: Pick<Deps, 'db'>,
  owner: string,
  at = new Date(),
): Promise<number> {
  const staleBefore = new Date(at.getTime() - staleAfterMs).toISOString();
  const result = await db
    .updateTable('import_job')
    .set({ state: 'failed', report: JSON.stringify(fileErrorReport(false, interrupted)), updated_at: now() })
    .where('state', '=', 'running')
    .where((eb) =>
      eb.or([
        eb('owner', '=', owner),
        eb('owner', 'is', null),
        eb('heartbeat_at', 'is', null),
        eb('heartbeat_at', '<', staleBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
