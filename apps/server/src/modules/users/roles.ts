import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { now } from '../../lib/ids';

type RoleContext = Pick<FastifyInstance, 'db' | 'config'>;

/** What decides an account's role: the account, whether its email is verified, and the stored role. */
export interface RoleFacts {
  userId: string;
  email: string;
  emailVerified: boolean;
  /** The user_role row for this email, if any. */
  storedRole: string | null | undefined;
  /** The account that row was granted to; null when it was granted to the address before sign-up. */
  roleUserId: string | null | undefined;
}

export interface RoleAnswer {
  admin: boolean;
  /** The email would make this account an admin once it is verified. */
  verifyEmailToBeAdmin: boolean;
}

/**
 * Admins are accounts an admin (or `npm run admin -- grant`) made admin, and accounts whose email is in
 * ADMIN_EMAILS or was granted the role before sign-up, once that email is verified: an address alone
 * proves nothing until its owner has read the verification mail.
 */
export function roleOf(config: RoleContext['config'], facts: RoleFacts): RoleAnswer {
  const grantedAdmin = facts.storedRole === 'admin';
  if (grantedAdmin && facts.roleUserId === facts.userId) return { admin: true, verifyEmailToBeAdmin: false };
  const byAddress = grantedAdmin || config.adminEmails.includes(facts.email.toLowerCase());
  return byAddress && facts.emailVerified
    ? { admin: true, verifyEmailToBeAdmin: false }
    : { admin: false, verifyEmailToBeAdmin: byAddress };
}

/** The role of the account with this email (a buyer when there is no such account). */
export async function roleByEmail({ db, config }: RoleContext, email: string): Promise<RoleAnswer> {
  const normalized = email.toLowerCase();
  const row = await db
    .selectFrom('user')
    .leftJoin('user_role', 'user_role.email', 'user.email')
    .select(['user.id', 'user.email', 'user.emailVerified', 'user_role.role', 'user_role.user_id'])
    .where('user.email', '=', normalized)
    .executeTakeFirst();
  if (!row) return { admin: false, verifyEmailToBeAdmin: false };
  return roleOf(config, {
    userId: row.id,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    storedRole: row.role,
    roleUserId: row.user_id,
  });
}

export async function isAdmin(context: RoleContext, email: string): Promise<boolean> {
  return (await roleByEmail(context, email)).admin;
}

/**
 * Grants the admin role; answers whether anything changed. Granted to an existing account, it holds at
 * once; granted to an address no one has signed up with yet, it waits for that email to be verified.
 */
export async function grantAdmin(db: Kysely<Tables>, email: string): Promise<boolean> {
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

export async function revokeAdmin(db: Kysely<Tables>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('user_role').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
