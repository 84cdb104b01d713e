import { vehiclePageEngine } from '@partsmith/contract/routes';
import { pageParam } from '../../lib/use-page-param';
import type { VehiclePageAddress } from './api/get-vehicle-parts';

/**
 * A vehicle page's address as the page reads it: make and model as the path spells them, the year, the
 * engine chosen (`?engine=`, a vehicle id) and the page. The same parsing as `canonicalPageAddress`.
 */
export function vehiclePageAddress(
  params: { make?: string; model?: string; year?: string },
  search: URLSearchParams,
): VehiclePageAddress {
  return {
    make: params.make ?? '',
    model: params.model ?? '',
    year: Number(params.year),
    engine: vehiclePageEngine(search.get('engine')),
    page: pageParam(search),
  };
}
