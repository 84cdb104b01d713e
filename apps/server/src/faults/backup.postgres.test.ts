import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../test/test-app';
import { spawnBundled } from '../test/server-process';

describe('db backup on PostgreSQL', { timeout: 60_000 }, () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(() => drop?.());

  it('refuses with one line pointing to pg_dump', async () => {
    const postgres = await freshPostgresUrl();
    drop = postgres.drop;
    const backup = spawnBundled('cli/db.js', ['backup'], { DATABASE_URL: postgres.url });
    expect(await backup.exited).toBe(1);
    expect(backup.output().trim()).toMatch(
      /^db:backup copies a SQLite database; .*pg_dump.*docs\/operations\.md/,
    );
  });
});
