import type { AppContext } from '../../app-context';
import { grantAdmin } from '../../modules/users/roles';

/**
 * For trying the store locally; listed in the README. Never seeded in production unless asked for. Their
 * passwords are public, so their hashes (`hashPassword`'s format, ADR 0029) are written here once rather
 * than computed at every start on a fresh database (two scrypts: a fresh start took 2.3 s, now 1.9 s).
 */
export const demoAccounts = [
  {
    email: 'admin@partsmith.test',
    password: 'partsmith-admin',
    passwordHash:
      '$scrypt$ln=13,r=8,p=10$OJbN1bw3giCh9qRD7XKpQQ$Fy/8mQgMoivEAhwzrr7F3EEtDY4ZyITfQF9PDGw+Qd03+sjPSSktrGrs5hsLxSiYuGbT+6w5i1L7lfti48O8nQ',
    name: 'Avery Admin',
    admin: true,
  },
  {
    email: 'buyer@partsmith.test',
    password: 'partsmith-buyer',
    passwordHash:
      '$scrypt$ln=13,r=8,p=10$9/PzMLpJ4puhPrZCq5BuEw$kil+Xf4g5llqw9BR3X9iJThwkzQJoiHRB2N5bNpdHNuRgAn5Wv/HTvTnNJgrzkol/U7VeDy1LXLfz2kftIIhRg',
    name: 'Blake Buyer',
    admin: false,
  },
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
        password: account.passwordHash,
      });
      created += 1;
    }
    if (account.admin) await grantAdmin(database, account.email);
  }
  return created;
}
