import { DeletedCount, IdParams } from '@partsmith/contract/common';
import {
  AddGarageVehicle,
  GarageVehicle,
  GarageVehicles,
  RenameGarageVehicle,
  maxGarageVehicles,
} from '@partsmith/contract/garage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { assertCanKeepGarage } from './policy';
import { addToGarage, listGarage, removeFromGarage, renameGarageVehicle } from './service';

const security = [{ bearer: [] }];
const tags = ['garage'];
const private_ = `Your own garage only (another buyer's id → 404; admins 403). At most ${maxGarageVehicles} vehicles.`;

/** A buyer's garage (issue 36; contract garage.ts). */
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = perUserLimit(app.config.basketRateLimit, 'garage');

  app.get(
    '/garage',
    {
      onRequest: app.allow(assertCanKeepGarage),
      schema: {
        tags,
        security,
        summary: 'Your garage: the vehicles you keep, in the order kept',
        description: private_,
        response: { 200: GarageVehicles, ...errorResponses(401, 403) },
      },
    },
    async (request) => listGarage(app, currentUser(request)),
  );

  app.post(
    '/garage',
    {
      onRequest: app.allow(assertCanKeepGarage),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Keep a vehicle in your garage: { vehicleId, name? }',
        description: `${private_} 409 past the bound.`,
        body: AddGarageVehicle,
        response: { 201: GarageVehicle, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addToGarage(app, currentUser(request), request.body)),
  );

  app.put(
    '/garage/:id',
    {
      onRequest: app.allow(assertCanKeepGarage),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Rename a vehicle of your garage: { name }',
        description: private_,
        params: IdParams,
        body: RenameGarageVehicle,
        response: { 200: GarageVehicle, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => renameGarageVehicle(app, currentUser(request), request.params.id, request.body.name),
  );

  app.delete(
    '/garage/:id',
    {
      onRequest: app.allow(assertCanKeepGarage),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Remove a vehicle from your garage',
        description: private_,
        params: IdParams,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      deletedCount: await removeFromGarage(app, currentUser(request), request.params.id),
    }),
  );
};
