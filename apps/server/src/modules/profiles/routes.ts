import { EmailParams, ModifiedCount, Profile, SaveProfileVehicle, UpdateProfile } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, invalid } from '../../lib/app-error';
import { currentUser } from '../identity/auth-guard';
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
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email.toLowerCase();
      if (email !== user.email && !user.isAdmin) throw forbidden('You can only see your own profile.');
      return getProfile(app.db, email);
    },
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
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email.toLowerCase();
      if (email !== user.email) throw forbidden('You can only change your own profile.');
      if (request.body.email && request.body.email.toLowerCase() !== email) {
        throw invalid('The email in the body must match the one in the path.');
      }
      return { modifiedCount: await saveProfile(app.db, email, request.body) };
    },
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
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email.toLowerCase();
      if (email !== user.email) throw forbidden('You can only change your own profile.');
      return { modifiedCount: await saveProfileVehicle(app.db, email, request.body.vehicleId) };
    },
  );
};
