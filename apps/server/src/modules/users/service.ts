import { pageOffset } from '@partsmith/contract/paging';
import type { AdminCheck, User, UserListQuery } from '@partsmith/contract/users';
import type { Deps } from '../../deps';
import { invalid, notFound, unauthorized } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import {
  assertCanCheckRole,
  assertCanTakeToken,
  isAdminSql,
  roleColumns,
  roleFactsOf,
  roleOf,
} from './policy';
import { grantAdmin, roleByEmail, usersWithRoles } from './roles';

type UsersContext = Pick<Deps, 'db' | 'config'>;

/** Above every character, so `[q, q + top)` is every string starting with `q`. */
const top = '\u{10FFFF}';

function filteredUsers({ db, config }: UsersContext, { q, role }: Pick<UserListQuery, 'q' | 'role'>) {
  let query = usersWithRoles(db);
  if (q) query = query.where('user.email', '>=', q).where('user.email', '<', q + top);
  if (role === 'admin') query = query.where(isAdminSql(config));
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
  context: UsersContext & Pick<Deps, 'caches'>,
  query: UserListQuery,
): Promise<{ items: User[]; total: number }> {
  const filtered = filteredUsers(context, query);
  const total =
    query.q || query.role
      ? await countOf(filtered)
      : await context.caches.userTotals.get('all', () => countAll(context));
  const offset = pageOffset(query);
  if (offset >= total) return { items: [], total };
  const rows = await filtered
    .select([...roleColumns, 'user.name'])
    .orderBy('user.email')
    .limit(query.limit)
    .offset(offset)
    .execute();
  const items = rows.map((row): User => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(context.config, roleFactsOf(row)).admin ? 'admin' : 'buyer',
  }));
  return { items, total };
}

/** Make Admin: only for an existing account; answers 0 when the person already was an admin. */
export async function makeAdmin({ db }: UsersContext, email: string): Promise<number> {
  const normalized = email.toLowerCase();
  const user = await db.selectFrom('user').select('id').where('email', '=', normalized).executeTakeFirst();
  if (!user) throw notFound('account with that email');
  return (await grantAdmin({ db }, normalized)) ? 1 : 0;
}

/**
 * Whether an account is an admin: your own role (and, holding an admin address you have not verified
 * yet, that verifying it makes you one), or anyone's if you are an admin.
 */
export async function checkAdmin(deps: UsersContext, user: RequestUser, email: string): Promise<AdminCheck> {
  const normalized = email.toLowerCase();
  assertCanCheckRole(normalized, user);
  if (normalized !== user.email) return { admin: (await roleByEmail(deps, normalized)).admin };
  return user.verifyEmailToBeAdmin ? { admin: false, verifyEmailToBeAdmin: true } : { admin: user.isAdmin };
}

/**
 * The access token of the account signed in with the identity session cookie (the spec's
 * `PUT /user/{email}`): only for that account's own email.
 */
export async function issueAccessToken(
  { auth }: Pick<Deps, 'auth'>,
  email: string,
  bodyEmail: string | undefined,
  cookie: string | undefined,
): Promise<string> {
  const normalized = email.toLowerCase();
  if (bodyEmail && bodyEmail.toLowerCase() !== normalized) {
    throw invalid('The email in the body must match the one in the path.');
  }
  const session = cookie ? await auth.api.getSession({ headers: new Headers({ cookie }) }) : null;
  if (!session) throw unauthorized('Please sign in first.');
  assertCanTakeToken(normalized, session.user.email);
  return session.session.token;
}
