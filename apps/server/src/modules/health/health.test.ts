import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingSqliteWriter } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers while a long write holds the server's write connection (an import's apply)", async () => {
    let answered: number | undefined;
    await holdingSqliteWriter(t.app.db, async () => {
      // On SQLite every other write of the server waits for this one to be released.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      answered = health.statusCode;
      expect(health.json()).toEqual({ status: 'ok', database: t.app.database.engine });
    });
    expect(answered).toBe(200);
  });
});
