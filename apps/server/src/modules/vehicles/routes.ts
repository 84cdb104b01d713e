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
import { VehiclePartList, VehiclePartsQuery } from '@partsmith/contract/vehicle-pages';
import { VinLookup, VinParams } from '@partsmith/contract/vin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPageHeaders } from '../../lib/paging';
import { errorResponses } from '../../plugins/openapi';
import { getVehicle, listMakes, listModels, listVehicles, listYears } from './service';
import { listVehicleParts } from './vehicle-parts';
import { lookUpVin } from './vin-lookup';

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
  app.get(
    '/vehicle/vin/:vin',
    {
      schema: {
        tags,
        summary: 'Check and decode a VIN offline; the catalogue vehicles it may be',
        description:
          'Checks the characters and the check digit (position 9), decodes the model year (position 10, its cycle told apart by position 7) and the maker (positions 1–3), and the model where known. Always 200 with `problems` in words; 400 only for a text over 40 characters.',
        params: VinParams,
        response: { 200: VinLookup, ...errorResponses(400) },
      },
    },
    async (request) => lookUpVin(app, request.params.vin),
  );
  app.get(
    '/vehicle/parts',
    {
      schema: {
        tags,
        summary:
          'The parts that fit a vehicle (make, model, year; `engine` narrows), by category, a page at a time',
        querystring: VehiclePartsQuery,
        response: { 200: VehiclePartList, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listVehicleParts(app, request.query);
      setPageHeaders(request, reply, request.query, total);
      return items;
    },
  );
};
