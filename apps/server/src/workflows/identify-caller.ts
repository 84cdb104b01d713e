import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { bearerSessions } from '../modules/identity/bearer-session';
import { roleOf } from '../modules/users/policy';
import { roleByEmail } from '../modules/users/roles';

/**
 * Who sends an `Authorization: Bearer` header: the account of the identity session (identity) with the
 * role the users' rule gives it (users). The session lookup reads the stored role in the same query; a
 * session found through the identity library instead has its role read by email.
 */
export function callerIdentifier(deps: Pick<Deps, 'auth' | 'db' | 'config'>) {
  const findSessionUser = bearerSessions(deps.auth, deps.db);
  return async function identify(authorization: string): Promise<RequestUser | null> {
    const session = await findSessionUser(authorization);
    if (!session) return null;
    const email = session.email.toLowerCase();
    const role =
      session.storedRole === undefined
        ? await roleByEmail(deps, email)
        : roleOf(deps.config, {
            userId: session.id,
            email,
            emailVerified: session.emailVerified,
            storedRole: session.storedRole,
            roleUserId: session.roleUserId,
          });
    return {
      id: session.id,
      email,
      name: session.name,
      isAdmin: role.admin,
      verifyEmailToBeAdmin: role.verifyEmailToBeAdmin,
    };
  };
}
