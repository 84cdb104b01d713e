import type { AppContext } from '../../app-context';
import { grantAdmin } from '../../modules/users/roles';

/** For trying the store locally; listed in the README. Never seeded in production unless asked for. */
export const demoAccounts = [
  { email: 'admin@partsmith.test', password: 'partsmith-admin', name: 'Avery Admin', admin: true },
  { email: 'buyer@partsmith.test', password: 'partsmith-buyer', name: 'Blake Buyer', admin: false },
] as const;

/** Creates the demo accounts that do not exist yet, verified, with a password credential. */
export async function seedDemoAccounts({ auth, database }: Pick<AppContext, 'auth' | 'database'>) {
  const context = await auth.$context;
  let created = 0;
  for (const account of demoAccounts) {
    const existing = await context.internalAdapter.findUserByEmail(account.email);
    if (!existing) {
      const user = await context.internalAdapter.createUser(
        { email: account.email, name: account.name, emailVerified: true },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(account.password),
      });
      created += 1;
    }
    if (account.admin) await grantAdmin(database, account.email);
  }
  return created;
}
