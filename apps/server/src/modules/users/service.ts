import { pageOffset, type User, type UserListQuery } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { keyedCache, type KeyedCache } from '../../lib/keyed-cache';
import { notFound } from '../../lib/app-error';
import { grantAdmin, roleOf } from './roles';

type UsersContext = Pick<FastifyInstance, 'db' | 'config'>;

/** How long the number of all accounts may lag behind sign-ups. */
export const userTotalMaxAgeMs = 5000;
const totalsByDatabase = new WeakMap<Kysely<Tables>, KeyedCache<number>>();
const userTotals = (db: Kysely<Tables>) => {
  let totals = totalsByDatabase.get(db);
  if (!totals) totalsByDatabase.set(db, (totals = keyedCache<number>(userTotalMaxAgeMs, 1)));
  return totals;
};

/** Above every character, so `[q, q + top)` is every string starting with `q`. */
const top = '\u{10FFFF}';

function filteredUsers({ db, config }: UsersContext, { q, role }: Pick<UserListQuery, 'q' | 'role'>) {
  let query = db.selectFrom('user').leftJoin('user_role', 'user_role.email', 'user.email');
  if (q) query = query.where('user.email', '>=', q).where('user.email', '<', q + top);
  if (role === 'admin') {
    // The SQL form of roleOf(): granted to this account, or by address once the email is verified.
    const verified = sql<boolean>`${sql.ref('user.emailVerified')} = ${sql.lit(true)}`;
    query = query.where((eb) => {
      const grantedAdmin = eb('user_role.role', '=', 'admin');
      const byAddress =
        config.adminEmails.length > 0
          ? eb.or([grantedAdmin, eb('user.email', 'in', config.adminEmails)])
          : grantedAdmin;
      return eb.or([
        eb.and([grantedAdmin, eb('user_role.user_id', '=', eb.ref('user.id'))]),
        eb.and([byAddress, verified]),
      ]);
    });
  }
  return query;
}

async function countOf(query: ReturnType<typeof filteredUsers>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every account, counted from the email index alone (the role join is only needed to filter). */
async function countAll({ db }: UsersContext): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * One page of accounts by email, with their role. Filtered totals are counted exactly; the number of
 * all accounts is kept for a few seconds (sign-ups go through the identity library, not this module).
 */
export async function listUserPage(
  context: UsersContext,
  query: UserListQuery,
): Promise<{ items: User[]; total: number }> {
  const filtered = filteredUsers(context, query);
  const total =
    query.q || query.role
      ? await countOf(filtered)
      : await userTotals(context.db).get('all', () => countAll(context));
  const offset = pageOffset(query);
  if (offset >= total) return { items: [], total };
  const rows = await filtered
    .select([
      'user.id',
      'user.email',
      'user.name',
      'user.emailVerified',
      'user_role.role',
      'user_role.user_id',
    ])
    .orderBy('user.email')
    .limit(query.limit)
    .offset(offset)
    .execute();
  const items = rows.map((row): User => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(context.config, {
      userId: row.id,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      storedRole: row.role,
      roleUserId: row.user_id,
    }).admin
      ? 'admin'
      : 'buyer',
  }));
  return { items, total };
}

/** Make Admin: only for an existing account; answers 0 when the person already was an admin. */
export async function makeAdmin({ db }: UsersContext, email: string): Promise<number> {
  const normalized = email.toLowerCase();
  const user = await db.selectFrom('user').select('id').where('email', '=', normalized).executeTakeFirst();
  if (!user) throw notFound('account with that email');
  return (await grantAdmin(db, normalized)) ? 1 : 0;
}
