import type { IdentityClient } from './auth-client';

let client: Promise<IdentityClient> | undefined;

/** The better-auth client, downloaded on first use (never on public pages for an anonymous visitor). */
export function loadAuthClient(): Promise<IdentityClient> {
  client ??= import('./auth-client').then(({ createIdentityClient }) => createIdentityClient());
  return client;
}
