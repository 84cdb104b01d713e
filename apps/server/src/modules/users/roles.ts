import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { now } from '../../lib/ids';
import { isAdminSql, type RoleAnswer, roleColumns, roleFactsOf, roleOf } from './policy';

type RoleDeps = Pick<Deps, 'db' | 'config'>;

/** The role of the account with this email (a buyer when there is no such account). */
export async function roleByEmail({ db, config }: RoleDeps, email: string): Promise<RoleAnswer> {
  const row = await usersWithRoles(db)
    .select(roleColumns)
    .where('user.email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? roleOf(config, roleFactsOf(row)) : { admin: false, verifyEmailToBeAdmin: false };
}

/** Accounts with their stored role, for the queries roleOf's facts are read from. */
export const usersWithRoles = (db: Kysely<Tables>) =>
  db.selectFrom('user').leftJoin('user_role', 'user_role.email', 'user.email');

/**
 * Grants the admin role; answers whether anything changed. Granted to an existing account, it holds at
 * once; granted to an address no one has signed up with yet, it waits for that email to be verified.
 */
export async function grantAdmin({ db }: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  const normalized = email.toLowerCase();
  const account = await db.selectFrom('user').select('id').where('email', '=', normalized).executeTakeFirst();
  const userId = account?.id ?? null;
  const existing = await db
    .selectFrom('user_role')
    .select(['role', 'user_id'])
    .where('email', '=', normalized)
    .executeTakeFirst();
  if (existing?.role === 'admin' && existing.user_id === userId) return false;
  await db
    .insertInto('user_role')
    .values({ email: normalized, role: 'admin', granted_at: now(), user_id: userId })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({ role: 'admin', granted_at: now(), user_id: userId }),
    )
    .execute();
  return true;
}

export async function revokeAdmin({ db }: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('user_role').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The admins' addresses (isAdminSql: roleOf's rule), at most `limit` of them, by address. */
export async function adminEmails({ db, config }: RoleDeps, limit: number): Promise<string[]> {
  const rows = await usersWithRoles(db)
    .select('user.email')
    .where(isAdminSql(config))
    .orderBy('user.email')
    .limit(limit)
    .execute();
  return rows.map((row) => row.email);
}
