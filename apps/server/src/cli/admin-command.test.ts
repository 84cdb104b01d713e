import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleByEmail } from '../modules/users/roles';
import { signUp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminUsage, runAdminCommand } from './admin-command';

describe('npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants, lists and revokes the admin role by email', async () => {
    expect(await runAdminCommand(t.app.database, ['grant', 'Chief@Example.com'])).toBe(
      'chief@example.com will be an admin once someone signs up with it and verifies the email.',
    );
    const buyer = await signUp(t.app);
    expect(await runAdminCommand(t.app.database, ['grant', buyer.email])).toBe(
      `${buyer.email} is now an admin.`,
    );
    expect((await roleByEmail(t.app, buyer.email)).admin).toBe(true);
    expect(await runAdminCommand(t.app.database, ['revoke', buyer.email])).toContain('no longer');
    expect(await runAdminCommand(t.app.database, ['grant', 'chief@example.com'])).toContain('already');
    expect(await runAdminCommand(t.app.database, ['list'])).toBe('chief@example.com');
    expect(await runAdminCommand(t.app.database, ['revoke', 'chief@example.com'])).toContain('no longer');
    expect((await roleByEmail(t.app, 'chief@example.com')).admin).toBe(false);
  });

  it.each([[[]], [['grant']], [['grant', 'not-an-email']], [['promote', 'a@b.co']]])(
    'explains its usage for %j',
    async (args) => {
      await expect(runAdminCommand(t.app.database, args)).rejects.toThrow(adminUsage);
    },
  );
});
