import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { forbidden, unauthorized } from '../../lib/app-error';
import { bearerSessions } from './bearer-session';
import { roleOf } from '../users/policy';
import { roleByEmail } from '../users/roles';

export interface RequestUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The account's email would make it an admin once verified (it is told so). */
  verifyEmailToBeAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** Route hook (onRequest): the caller must send a valid bearer token (the spec's accessToken). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Route hook (onRequest): the caller must be a signed-in admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

const signInAgain = () => unauthorized('Your session has ended. Please sign in again.');

/** Reads the current user from a better-auth session passed as `Authorization: Bearer`. Cookies are ignored. */
async function authGuardPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const findSessionUser = bearerSessions(app.auth, app.db);

  async function authenticate(request: FastifyRequest): Promise<RequestUser> {
    const authorization = request.headers.authorization;
    if (!authorization || !/^bearer\s+\S/i.test(authorization)) {
      throw unauthorized();
    }
    const session = await findSessionUser(authorization).catch(async () => {
      // better-auth hides why a lookup failed. If the database is gone, say so (503) instead of
      // sending the user to sign in again; the ping throws the connection error.
      await sql`select 1`.execute(app.db);
      return null;
    });
    if (!session) throw signInAgain();
    const email = session.email.toLowerCase();
    const role =
      session.storedRole === undefined
        ? await roleByEmail(app, email)
        : roleOf(app.config, {
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
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
    if (!request.user.isAdmin) throw forbidden('Only an admin can do that.');
  });
}

export default fp(authGuardPlugin, { name: 'auth-guard', dependencies: ['app-context'] });

/** The signed-in user of a route guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
