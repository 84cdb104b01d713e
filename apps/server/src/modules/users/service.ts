import type { User } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { grantAdmin, roleOf } from './roles';

type UsersContext = Pick<FastifyInstance, 'db' | 'config'>;

export async function listUsers({ db, config }: UsersContext): Promise<User[]> {
  const rows = await db
    .selectFrom('user')
    .leftJoin('user_role', 'user_role.email', 'user.email')
    .select([
      'user.id',
      'user.email',
      'user.name',
      'user.emailVerified',
      'user_role.role',
      'user_role.user_id',
    ])
    .orderBy('user.email')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(config, {
      userId: row.id,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      storedRole: row.role,
      roleUserId: row.user_id,
    }).admin
      ? 'admin'
      : 'buyer',
  }));
}

/** Make Admin: only for an existing account; answers 0 when the person already was an admin. */
export async function makeAdmin({ db }: UsersContext, email: string): Promise<number> {
  const normalized = email.toLowerCase();
  const user = await db.selectFrom('user').select('id').where('email', '=', normalized).executeTakeFirst();
  if (!user) throw notFound('account with that email');
  return (await grantAdmin(db, normalized)) ? 1 : 0;
}
