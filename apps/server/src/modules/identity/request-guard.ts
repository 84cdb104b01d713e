import { z } from 'zod';
import { forbidden, invalid } from '../../lib/app-error';

/** Query parameters better-auth redirects the browser to. */
const redirectParameters = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/**
 * Bodies better-auth 1.7 passes to the database without checking their types or lengths (a `name` of
 * `{}` gave a 500; a 262-character email made an account no API path can name): the fields, typed.
 * Keyed by better-auth's endpoint path; checked on the body as better-auth parsed it.
 */
const name = z.string().trim().min(1, 'Name is required').max(100, 'Name is too long');
const bodyShapes: Record<string, z.ZodType> = {
  '/update-user': z.object({
    name: name.optional(),
    image: z.string().max(500).nullable().optional(),
  }),
  // better-auth takes any length; the API's email paths take at most 254 characters (RFC 5321).
  '/sign-up/email': z.object({
    email: z.string().max(254, 'Email is too long'),
    name,
  }),
};

function leadsBackHere(target: string, trustedOrigins: readonly string[]): boolean {
  if (/^\/(?![/\\])/.test(target)) return true;
  return URL.canParse(target) && trustedOrigins.includes(new URL(target).origin);
}

/** Keys that reach an object's prototype when merged; refused as Fastify refuses them on our routes. */
const prototypeKey = (key: string, value: unknown) =>
  key === '__proto__' ||
  (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value);

function parsedJson(body: Buffer | undefined): unknown {
  let poisoned = false;
  let parsed: unknown;
  try {
    parsed = body?.length
      ? JSON.parse(body.toString('utf8'), (key, value: unknown) => {
          poisoned ||= prototypeKey(key, value);
          return value;
        })
      : undefined;
  } catch (error) {
    if (error instanceof RangeError) throw invalid('The body is nested too deeply.');
    return undefined; // not JSON: better-auth refuses it itself
  }
  if (poisoned) throw invalid('The body has a forbidden key (__proto__ or constructor.prototype).');
  return parsed;
}

/** Whether a parsed body holds a prototype key at any depth (a loop, not recursion). */
function holdsPrototypeKey(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (!value || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (prototypeKey(key, item)) return true;
      pending.push(item);
    }
  }
  return false;
}

/**
 * Checks an identity request before better-auth sees it: links may only lead back to this store (in
 * addition to better-auth's own check, which it skips when NODE_ENV is test); a JSON body may not be
 * nested too deeply nor carry prototype keys.
 */
export function checkIdentityRequest(url: URL, body: Buffer | undefined, trustedOrigins: readonly string[]) {
  for (const name of redirectParameters) {
    const target = url.searchParams.get(name);
    if (target !== null && !leadsBackHere(target, trustedOrigins)) {
      throw forbidden('This link may only lead back to this store.');
    }
  }
  parsedJson(body);
}

/**
 * Checks a body as better-auth parsed it (any encoding it reads), before its endpoint runs: no
 * prototype keys, and the right shape for the bodies it does not type-check itself.
 */
export function checkParsedIdentityBody(path: string, body: unknown) {
  if (holdsPrototypeKey(body))
    throw invalid('The body has a forbidden key (__proto__ or constructor.prototype).');
  const shape = bodyShapes[path];
  if (shape && body !== undefined && body !== null) {
    const checked = shape.safeParse(body);
    if (!checked.success) throw invalid(checked.error.issues.map((issue) => issue.message).join('; '));
  }
}

/** better-auth refuses with `{code, message}`; our API answers `{error, message}` (docs/engineering.md §3): both are sent. */
export function withErrorField(bytes: Buffer, status: number, contentType: string | null): Buffer {
  if (status < 400 || !contentType?.includes('json')) return bytes;
  try {
    const answer: unknown = JSON.parse(bytes.toString('utf8'));
    if (!answer || typeof answer !== 'object' || Array.isArray(answer) || 'error' in answer) return bytes;
    const code = (answer as { code?: unknown }).code;
    return Buffer.from(JSON.stringify({ error: typeof code === 'string' ? code : 'AUTH_ERROR', ...answer }));
  } catch {
    return bytes;
  }
}
