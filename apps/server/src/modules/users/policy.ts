import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Config } from '../../config';
import { forbidden } from '../../lib/app-error';
import { assertAdmin, type RequestUser } from '../../lib/request-user';

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
 * proves nothing until its owner has read the verification mail. `isAdminSql` is the same rule in SQL.
 */
export function roleOf(config: Pick<Config, 'adminEmails'>, facts: RoleFacts): RoleAnswer {
  const grantedAdmin = facts.storedRole === 'admin';
  if (grantedAdmin && facts.roleUserId === facts.userId) return { admin: true, verifyEmailToBeAdmin: false };
  const byAddress = grantedAdmin || config.adminEmails.includes(facts.email.toLowerCase());
  return byAddress && facts.emailVerified
    ? { admin: true, verifyEmailToBeAdmin: false }
    : { admin: false, verifyEmailToBeAdmin: byAddress };
}

/** The columns roleOf reads, from `user` left-joined with `user_role` on the email. */
export const roleColumns = [
  'user.id',
  'user.email',
  'user.emailVerified',
  'user_role.role',
  'user_role.user_id',
] as const;

export interface RoleRow {
  id: string;
  email: string;
  emailVerified: boolean | number;
  role: string | null;
  user_id: string | null;
}

export const roleFactsOf = (row: RoleRow): RoleFacts => ({
  userId: row.id,
  email: row.email,
  emailVerified: Boolean(row.emailVerified),
  storedRole: row.role,
  roleUserId: row.user_id,
});

/**
 * roleOf's admin rule as an SQL condition on `user` left-joined with `user_role` on the email, for the
 * queries that filter by role (the admins list, the low-stock mail's recipients).
 */
export function isAdminSql(config: Pick<Config, 'adminEmails'>): RawBuilder<SqlBool> {
  const granted = sql<SqlBool>`${sql.ref('user_role.role')} = 'admin'`;
  const grantedToAccount = sql<SqlBool>`(${granted} and ${sql.ref('user_role.user_id')} = ${sql.ref('user.id')})`;
  const listed =
    config.adminEmails.length > 0
      ? sql<SqlBool>`${sql.ref('user.email')} in (${sql.join(config.adminEmails)})`
      : sql<SqlBool>`1 = 0`;
  const verified = sql<SqlBool>`${sql.ref('user.emailVerified')} = ${sql.lit(true)}`;
  return sql<SqlBool>`(${grantedToAccount} or ((${granted} or ${listed}) and ${verified}))`;
}

/** Anyone may ask whether they are an admin; only an admin may ask about someone else. */
export function assertCanCheckRole(email: string, user: RequestUser): void {
  if (email !== user.email && !user.isAdmin) throw forbidden('You can only check your own role.');
}

/** An access token is issued only for the account signed in with the identity session. */
export function assertCanTakeToken(email: string, sessionEmail: string): void {
  if (sessionEmail.toLowerCase() !== email) {
    throw forbidden('You can only get a token for the account you are signed in with.');
  }
}

/** The accounts list and making an admin are for admins. */
export function assertCanManageUsers(user: RequestUser): void {
  assertAdmin(user);
}
