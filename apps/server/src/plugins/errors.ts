import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';

const internalMessage = 'Something went wrong on our side. Please try again in a moment.';
const unavailableMessage = 'The store cannot reach its database right now. Please try again in a moment.';

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const context = error.validationContext ? `${error.validationContext}` : 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || context}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Errors Fastify's router raises before any hook runs (a malformed escape such as `%E0%A4%A`, a path
 * parameter over maxParamLength): the same JSON shape, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send({
    error: tooLong ? 'URI_TOO_LONG' : 'INVALID',
    message: tooLong ? 'A part of this address is too long.' : 'This address is not valid.',
  });
}

/** One place maps every error to `{error, message}` JSON (docs/engineering.md §3); 5xx bodies never show internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ error: 'INVALID', message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST');
      return reply.status(status).send({ error: code, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'UNAVAILABLE', message: unavailableMessage });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'INTERNAL', message: internalMessage });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
