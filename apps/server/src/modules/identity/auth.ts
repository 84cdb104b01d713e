import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
// Subpaths, not the plugins index: that loads every better-auth plugin at start.
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mail/mailer';
import { passwordResetMail, verifyEmailMail } from '../../lib/mail/templates';
import { resolveAuthSecret } from './auth-secret';
import { passwordHashing } from './password-hashing';
import { inspectParsedRequest } from './request-inspection';

/** The header our Fastify route fills with the caller's address (never the client's own value). */
export const clientIpHeader = 'x-partsmith-client-ip';

export const authBasePath = '/api/auth';

export function createAuth(config: Config, database: Database, mailer: Mailer, logger: FastifyBaseLogger) {
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Partsmith',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    database: { db: database.db, type: database.engine },
    trustedOrigins: config.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashing(config.passwordHashQueue),
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: ({ user, url }) => mailer.send(passwordResetMail(user.email, user.name, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => mailer.send(verifyEmailMail(user.email, user.name, url)),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimit },
        '/sign-up/email': { window: 60, max: config.authRateLimit },
        '/request-password-reset': { window: 60, max: Math.max(3, Math.floor(config.authRateLimit / 2)) },
        '/reset-password': { window: 60, max: config.authRateLimit },
        // Reading the session is what every page load does; it guesses nothing, so it is not limited.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'partsmith',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    telemetry: { enabled: false },
    // Our own checks of identity requests (body shapes, failed sign-ins per account) run here, on the
    // body as better-auth parsed it, so no encoding better-auth accepts can slip past them.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await inspectParsedRequest(ctx.headers, ctx.path, ctx.body);
      }),
    },
    // Into our JSON log at our level (silent in tests), not plain lines on the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level]({ source: 'better-auth', ...(err ? { err } : {}) }, message);
      },
    },
    // Unexpected errors (a lost database, say) reach our error handler, which answers JSON (503 or 500);
    // better-auth's own refusals (wrong password, rate limit) still answer as before.
    onAPIError: { throw: true },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
