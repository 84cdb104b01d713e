import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, for answers given before Fastify's hooks (ADR 0023). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers helmet sets, worked out once. They depend only on the configuration, and helmet's Fastify
 * plugin rebuilt them (parsing the whole CSP) on every request: the largest cost of a cached read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers. Scripts only from our own origin; the built app has no inline script. */
async function securityPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  // Stripe Elements needs Stripe's script, its frames and its API; nothing else leaves our origin.
  const stripe = app.config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        // react-toastify and the carousel set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.decorate('securityHeaders', Object.freeze(securityHeaders));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // A state-changing call from another site's page is refused, whatever credentials it carries, and
  // whatever its path: the router decodes `/%61pi/order` to /api/order, so the path is not looked at.
  // Browsers always send Origin on such calls; servers and tools (and Stripe's webhook) send none.
  const isCrossSite = (request: FastifyRequest) => {
    if (safeMethods.has(request.method)) return false;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (!origin && !crossSite) return false;
    const sameHost = origin ? URL.canParse(origin) && new URL(origin).host === request.headers.host : false;
    return crossSite || !(sameHost || app.config.trustedOrigins.includes(origin ?? ''));
  };
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCrossSite(request) ? forbidden('Requests from other websites are not allowed.') : undefined);
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['app-context'] });
