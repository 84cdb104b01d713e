import { IdParams } from '@partsmith/contract/common';
import {
  NameList,
  Vehicle,
  VehicleList,
  VehicleMakesQuery,
  VehicleModelsQuery,
  VehicleQuery,
  VehicleYearsQuery,
  YearList,
} from '@partsmith/contract/vehicles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { getVehicle, listMakes, listModels, listVehicles, listYears } from './service';

/** The vehicle picker's lists (public, read-only: vehicles come with the catalogue data). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vehicles'];
  const allYears = app.caches.vehicleYears;
  app.get(
    '/vehicle/makes',
    {
      schema: {
        tags,
        summary: 'Makes, sorted (optionally of one year)',
        querystring: VehicleMakesQuery,
        response: { 200: NameList, ...errorResponses(400) },
      },
    },
    async (request) => listMakes(app, request.query),
  );
  app.get(
    '/vehicle/models',
    {
      schema: {
        tags,
        summary: 'Models of a make, sorted',
        querystring: VehicleModelsQuery,
        response: { 200: NameList, ...errorResponses(400) },
      },
    },
    async (request) => listModels(app, request.query),
  );
  app.get(
    '/vehicle/years',
    {
      schema: {
        tags,
        summary: 'Model years, newest first',
        querystring: VehicleYearsQuery,
        response: { 200: YearList, ...errorResponses(400) },
      },
    },
    async ({ query }) =>
      query.make === undefined && query.model === undefined ? allYears.get() : listYears(app, query),
  );
  app.get(
    '/vehicle',
    {
      schema: {
        tags,
        summary: 'The vehicles (engines) of a make and model, optionally of one year',
        querystring: VehicleQuery,
        response: { 200: VehicleList, ...errorResponses(400) },
      },
    },
    async (request) => listVehicles(app, request.query),
  );
  app.get(
    '/vehicle/:id',
    {
      schema: {
        tags,
        summary: 'One vehicle',
        params: IdParams,
        response: { 200: Vehicle, ...errorResponses(400, 404) },
      },
    },
    async (request) => getVehicle(app, request.params.id),
  );
};
