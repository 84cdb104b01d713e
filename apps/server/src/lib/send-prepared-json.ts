import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedJson } from './prepared-json';

/** Answers a prepared JSON body: 304 when the caller has it, else the best encoding it accepts. */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  return sendPrepared(request, reply, prepared, 'application/json; charset=utf-8');
}

/** Answers a prepared body of this content type: 304 when the caller has it, else the best encoding. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  type: string,
) {
  reply.header('etag', prepared.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === prepared.etag) return reply.status(304).send();
  reply.type(type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(prepared.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.body);
}
