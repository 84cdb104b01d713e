import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { unauthorized } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook (onRequest): the caller must send a valid bearer token (the spec's accessToken). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * Route hook (onRequest): the caller must be signed in and the domain's policy must let them
     * (`app.allow(assertCanManageCatalogue)`): the policy decides, the route only names it.
     */
    allow: (policy: (user: RequestUser) => void) => (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthGuardOptions {
  /** The account and role behind an `Authorization: Bearer` header; null when the token is not a session. */
  identify: (authorization: string) => Promise<RequestUser | null>;
}

const signInAgain = () => unauthorized('Your session has ended. Please sign in again.');

/** Reads the current user from a session passed as `Authorization: Bearer`. Cookies are ignored. */
async function authGuardPlugin(app: FastifyInstance, { identify }: AuthGuardOptions) {
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<RequestUser> {
    const authorization = request.headers.authorization;
    if (!authorization || !/^bearer\s+\S/i.test(authorization)) {
      throw unauthorized();
    }
    const user = await identify(authorization).catch(async () => {
      // The identity library hides why a lookup failed. If the database is gone, say so (503) instead
      // of sending the user to sign in again; the ping throws the connection error.
      await sql`select 1`.execute(app.db);
      return null;
    });
    if (!user) throw signInAgain();
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
  });
  app.decorate('allow', (policy: (user: RequestUser) => void) => async (request: FastifyRequest) => {
    request.user = await authenticate(request);
    policy(request.user);
  });
}

export default fp(authGuardPlugin, { name: 'auth-guard', dependencies: ['app-context'] });
