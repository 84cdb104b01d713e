import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../lib/app-error';

const nul = '\u0000';

/**
 * Whether any string or key in a parsed body holds U+0000; a loop, not recursion, for deep nesting, and
 * items pushed one at a time: spreading a 300,000-element array onto the stack overflowed it (a 500).
 */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(nul)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(nul)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Bodies kept as bytes (the identity routes, the webhook) are read as JSON where they claim to be. */
function parsedBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return request.body;
  if (!request.headers['content-type']?.includes('json')) return null;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return null; // the route refuses it itself
  }
}

/**
 * PostgreSQL text cannot hold U+0000 (it failed with a 500) and no form of ours sends it: a body with
 * one is refused on both engines alike, before any route reads it.
 */
async function nulGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && holdsNul(parsedBody(request))) {
      throw invalid('Text cannot contain the NUL character (\\u0000).');
    }
  });
}

export default fp(nulGuardPlugin, { name: 'nul-guard' });
