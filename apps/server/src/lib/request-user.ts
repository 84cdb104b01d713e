import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './app-error';

/** Who is calling: the signed-in account and its role, as the auth guard read them for this request. */
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
}

/** The signed-in user of a route guarded by `requireUser` or `allow`. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The one admin check the domains' policies build on: "only an admin can do that". A policy names what
 * it allows (`assertCanManageCatalogue`); this says what being allowed takes.
 */
export function assertAdmin(user: RequestUser): void {
  if (!user.isAdmin) throw forbidden('Only an admin can do that.');
}
