import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export interface TwoInstances {
  one: TestApp;
  two: TestApp;
}

/**
 * Two apps on one fresh PostgreSQL schema, built before the suite's tests and closed after them: two
 * instances of the store, each with its own pools, batches, caches and sweepers, as behind a load
 * balancer. Read `one` and `two` inside a test (they exist once `beforeAll` ran).
 */
export function twoInstancesOnOnePostgres(env: Record<string, string> = {}): TwoInstances {
  const instances = {} as TwoInstances;
  beforeAll(async () => {
    instances.one = await createTestApp(env);
    instances.two = await createTestApp({ ...env, DATABASE_URL: instances.one.app.config.databaseUrl });
  });
  afterAll(async () => {
    await instances.two?.close();
    await instances.one?.close();
  });
  return instances;
}
