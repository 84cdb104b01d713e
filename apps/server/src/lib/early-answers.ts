import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says true, or says false and leaves it untouched for Fastify. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The options Fastify hands its server factory, its defaults filled in. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP server Fastify would make, with one slot in front of Fastify's own handler: a plugin puts
 * there the answers it can give from memory without the router, hooks, request and reply objects
 * (ADR 0023). Whoever fills the slot must answer exactly as the Fastify route would.
 */
export function earlyAnswers() {
  let answer: EarlyAnswer | null = null;
  const factory: FastifyServerFactory = (handler, given) => {
    const options = given as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (answer?.(request, response)) return;
      handler(request, response);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js), its defaults filled in.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
  return {
    factory,
    /** Puts this answer in the slot (null empties it). */
    use(early: EarlyAnswer | null) {
      answer = early;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Fills the server's early-answer slot (ADR 0023); app.inject never goes through it. */
    answerEarly: (early: EarlyAnswer | null) => void;
  }
}
