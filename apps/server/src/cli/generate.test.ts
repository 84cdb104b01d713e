import { afterEach, describe, expect, it } from 'vitest';
import { processDatabase, type ProcessDatabase } from '../test/process-database';
import { spawnBundled } from '../test/server-process';

describe('npm run db:generate', { timeout: 120_000 }, () => {
  let database: ProcessDatabase | null = null;
  afterEach(() => database?.drop());

  it('runs to its end in a process of its own and leaves what it generated in the database', async () => {
    database = await processDatabase();
    // Its own process, as the README and the bench run it: nothing else keeps that process alive, so
    // a step it awaits that the event loop does not wait for ends it early, with exit code 0.
    const generate = spawnBundled('cli/generate.js', ['--parts', '30', '--fitments', '2'], database.env);

    expect(await generate.exited).toBe(0);
    expect(generate.output()).toMatch(/^Generated 30 parts, \d+ fitment rows/m);
    const opened = database.open();
    try {
      const { count } = await opened.db
        .selectFrom('part')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(30);
    } finally {
      await opened.close();
    }
  });
});
