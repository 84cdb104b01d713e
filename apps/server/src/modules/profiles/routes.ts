import { ModifiedCount } from '@partsmith/contract/common';
import { Profile, SaveProfileVehicle, UpdateProfile } from '@partsmith/contract/profiles';
import { EmailParams } from '@partsmith/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { getProfile, saveProfile, saveProfileVehicle } from './service';

const bearer = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'A profile (its owner, or an admin)',
        security: bearer,
        params: EmailParams,
        response: { 200: Profile, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getProfile(app, currentUser(request), request.params.email.toLowerCase()),
  );

  app.put(
    '/profile/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Update your own profile',
        security: bearer,
        params: EmailParams,
        body: UpdateProfile,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      modifiedCount: await saveProfile(
        app,
        currentUser(request),
        request.params.email.toLowerCase(),
        request.body,
      ),
    }),
  );

  app.put(
    '/profile/:email/vehicle',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Save "My vehicle" on your own profile (null forgets it)',
        security: bearer,
        params: EmailParams,
        body: SaveProfileVehicle,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      modifiedCount: await saveProfileVehicle(
        app,
        currentUser(request),
        request.params.email.toLowerCase(),
        request.body.vehicleId,
      ),
    }),
  );
};
