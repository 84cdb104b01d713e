import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiError } from '@partsmith/contract/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Documents the error answers of a route with the shared `{error, message}` schema. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ApiError])) as Record<S, typeof ApiError>;
}

/** The OpenAPI document is generated from the routes' zod schemas; served at /api/docs. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Partsmith API',
        description: 'The storefront API of Partsmith. Errors answer `{error, message}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openApiPlugin, { name: 'openapi' });
