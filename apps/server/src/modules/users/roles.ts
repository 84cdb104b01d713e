import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { now } from '../../lib/ids';

type RoleContext = Pick<FastifyInstance, 'db' | 'config'>;

/** Admins are the ADMIN_EMAILS of the configuration plus everyone granted the role in the database. */
export function isAdminBy(
  config: RoleContext['config'],
  email: string,
  storedRole: string | null | undefined,
) {
  return config.adminEmails.includes(email.toLowerCase()) || storedRole === 'admin';
}

export async function isAdmin({ db, config }: RoleContext, email: string): Promise<boolean> {
  const normalized = email.toLowerCase();
  if (config.adminEmails.includes(normalized)) return true;
  const row = await db
    .selectFrom('user_role')
    .select('role')
    .where('email', '=', normalized)
    .executeTakeFirst();
  return isAdminBy(config, normalized, row?.role);
}

/** Grants the admin role; answers whether anything changed. Works before the person has signed up. */
export async function grantAdmin(db: Kysely<Tables>, email: string): Promise<boolean> {
  const normalized = email.toLowerCase();
  const existing = await db
    .selectFrom('user_role')
    .select('role')
    .where('email', '=', normalized)
    .executeTakeFirst();
  if (existing?.role === 'admin') return false;
  await db
    .insertInto('user_role')
    .values({ email: normalized, role: 'admin', granted_at: now() })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ role: 'admin', granted_at: now() }))
    .execute();
  return true;
}

export async function revokeAdmin(db: Kysely<Tables>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('user_role').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
