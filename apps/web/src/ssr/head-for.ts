import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { isApiRequestError } from '../lib/api-client';
import { partQueryOptions } from '../features/purchase/api/get-part';
import { vehiclePartsQueryOptions } from '../features/vehicles/api/get-vehicle-parts';
import { vehiclePageAddress } from '../features/vehicles/vehicle-page-address';
import { homeHead, notFoundHead, partHead, partsHead, staticPageHead, type PageHead } from './page-head';
import { vehicleHead } from './vehicle-head';

/**
 * The head of the page the loaders ran for, and its status (404 for an unknown path or part). Its
 * absolute addresses are on `origin`, the configured public one, never the request's.
 */
export function headFor(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  address: URL,
  origin: string,
): { head: PageHead; status: number } {
  const route = context.matches.at(-1)?.route;
  if (route?.index) return { head: homeHead(origin), status: 200 };
  switch (route?.path) {
    case clientRoutes.parts:
      return { head: partsHead(origin, address.searchParams), status: 200 };
    case clientRoutes.part: {
      const id = context.matches.at(-1)?.params.id ?? '';
      const query = queryClient.getQueryState<Part>(partQueryOptions(id).queryKey);
      if (query?.data) return { head: partHead(origin, query.data), status: 200 };
      const missing = isApiRequestError(query?.error) && [400, 404].includes(query.error.status);
      return { head: notFoundHead(), status: missing ? 404 : 500 };
    }
    case clientRoutes.vehicle: {
      const vehicle = vehiclePageAddress(context.matches.at(-1)?.params ?? {}, address.searchParams);
      const query = queryClient.getQueryState(vehiclePartsQueryOptions(vehicle).queryKey);
      if (query?.data) return { head: vehicleHead(origin, vehicle, query.data), status: 200 };
      const missing = isApiRequestError(query?.error) && [400, 404].includes(query.error.status);
      return { head: notFoundHead(), status: missing ? 404 : 500 };
    }
    case clientRoutes.blogs:
      return {
        head: staticPageHead(origin, clientRoutes.blogs, 'Blogs', 'Notes from the Partsmith workshop.'),
        status: 200,
      };
    case clientRoutes.portfolio:
      return {
        head: staticPageHead(
          origin,
          clientRoutes.portfolio,
          'My Portfolio',
          'Who built Partsmith, and with which technologies.',
        ),
        status: 200,
      };
    default:
      return { head: notFoundHead(), status: 404 };
  }
}
