import { z } from 'zod';
import type { Database } from '../db/database';
import { grantAdmin, revokeAdmin } from '../modules/users/roles';

export const adminUsage = 'Usage: npm run admin -- <grant|revoke> <email>   |   npm run admin -- list';

const Email = z.email().transform((email) => email.toLowerCase());

/** Grants, revokes or lists admins in the database; answers the line to print. */
export async function runAdminCommand({ db }: Database, args: string[]): Promise<string> {
  const [command, rawEmail] = args;
  if (command === 'list') {
    const rows = await db
      .selectFrom('user_role')
      .select('email')
      .where('role', '=', 'admin')
      .orderBy('email')
      .execute();
    return rows.length
      ? rows.map((row) => row.email).join('\n')
      : 'No admins in the database (ADMIN_EMAILS may add more).';
  }
  const email = Email.safeParse(rawEmail);
  if ((command !== 'grant' && command !== 'revoke') || !email.success) throw new Error(adminUsage);
  if (command === 'grant') {
    if (!(await grantAdmin({ db }, email.data))) return `${email.data} already was an admin.`;
    const account = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email.data)
      .executeTakeFirst();
    // A role for an address no one has signed up with waits until its owner verifies the email.
    return account
      ? `${email.data} is now an admin.`
      : `${email.data} will be an admin once someone signs up with it and verifies the email.`;
  }
  return (await revokeAdmin({ db }, email.data))
    ? `${email.data} is no longer an admin.`
    : `${email.data} was not an admin.`;
}
