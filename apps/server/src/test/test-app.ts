import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createContext } from '../start';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh PostgreSQL schema per test app, reached through the connection's search_path. */
export async function freshPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Rewrites the PostgreSQL URL the app connects with (to go through a proxy, say). */
  reachPostgres?: (url: URL) => URL;
  /** The app's logger (silent by default); set LOG_LEVEL in `env` to match its level. */
  logger?: FastifyBaseLogger;
  /** Runs on the built app before it is ready (to add a hook that watches requests, say). */
  beforeReady?: (app: FastifyInstance) => void;
}

/** Builds the real app on a fresh, migrated, empty database of the engine under test. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-test-'));
  const postgres = process.env.TEST_ENGINE === 'postgres' ? await freshPostgresUrl() : null;
  const reachPostgres = options.reachPostgres ?? ((url: URL) => url);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    WEB_SSR_ENTRY: path.join(dataDir, 'no-web-build', 'entry-server.js'),
    ...(postgres ? { DATABASE_URL: reachPostgres(new URL(postgres.url)).toString() } : {}),
    ...env,
  });
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp(createContext(config, database, options.logger ?? pino({ level: 'silent' })));
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
