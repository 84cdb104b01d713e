import { CompiledQuery, type Kysely } from 'kysely';
import { postgresPoolOf } from '../../db/database';
import type { Tables } from '../../db/schema';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The role stored for this email (user_role), when the lookup read it; undefined when it did not. */
  storedRole?: string | null;
  /** The account that role was granted to (null: granted to the address), when the lookup read it. */
  roleUserId?: string | null;
}

interface SessionRow extends Omit<SessionUser, 'emailVerified'> {
  expiresAt: string | Date;
  emailVerified: number | boolean;
  storedRole: string | null;
  roleUserId: string | null;
}

const bearerPrefix = 'bearer ';

/** The user, stored role and expiry of a session token (`?`: the token). */
const lookupSql = (token: string) => `
  select u.id as id, u.email as email, u.name as name, u."emailVerified" as "emailVerified",
    s."expiresAt" as "expiresAt", r.role as "storedRole", r.user_id as "roleUserId"
  from "session" s join "user" u on u.id = s."userId"
    left join user_role r on r.email = lower(u.email)
  where s.token = ${token}`;

/**
 * Runs the lookup: on PostgreSQL as a named prepared statement, which each pooled connection parses
 * and plans once instead of on every request; on SQLite through the statement cache, compiled once.
 */
function sessionLookup(db: Kysely<Tables>): (token: string) => Promise<SessionRow[]> {
  const pool = postgresPoolOf(db);
  if (pool) {
    const text = lookupSql('$1');
    return async (token) =>
      (await pool.query<SessionRow>({ name: 'bearer-session', text, values: [token] })).rows;
  }
  const text = lookupSql('?');
  return async (token) => (await db.executeQuery<SessionRow>(CompiledQuery.raw(text, [token]))).rows;
}

/**
 * Finds the user of an `Authorization: Bearer` access token (the better-auth session token, ADR 0003).
 *
 * The common case, a plain token of a live session that needs no refresh, is answered by one indexed
 * query on better-auth's session table: the same rows better-auth reads, so a signed-out, reset or
 * expired session is refused at once, on every instance. The same query reads the user's stored role. Everything else (signed tokens, expired
 * sessions better-auth cleans up, sessions due for their sliding refresh) goes to better-auth itself.
 * Going through better-auth for every call cost two HMACs and two queries per guarded request.
 */
export function bearerSessions(auth: Auth, db: Kysely<Tables>) {
  const sessionConfig = auth.$context.then((context) => context.sessionConfig);
  const lookup = sessionLookup(db);

  async function throughBetterAuth(authorization: string): Promise<SessionUser | null> {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    return (
      session && {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
      }
    );
  }

  return async function findSessionUser(authorization: string): Promise<SessionUser | null> {
    const token = authorization.slice(bearerPrefix.length).trim();
    // The same reading as better-auth's bearer plugin; anything unusual is left to it.
    const plain = authorization.slice(0, bearerPrefix.length).toLowerCase() === bearerPrefix;
    if (!plain || !token || token.includes('.') || token.includes('%'))
      return throughBetterAuth(authorization);

    const [row] = await lookup(token);
    if (!row) return null;
    const { expiresIn, updateAge } = await sessionConfig;
    const expiresAt = new Date(row.expiresAt).getTime();
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt <= Date.now() || dueForRefresh) return throughBetterAuth(authorization);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: Boolean(row.emailVerified),
      storedRole: row.storedRole,
      roleUserId: row.roleUserId,
    };
  };
}
