import { canonicalPageAddress } from '@partsmith/contract/page-addresses';
import type { Page } from '@partsmith/contract/paging';
import { clientRoutes, vehiclePagePath } from '@partsmith/contract/routes';
import type { VehiclePart } from '@partsmith/contract/vehicle-pages';
import type { VehiclePageAddress } from '../features/vehicles/api/get-vehicle-parts';
import { vehicleName } from '../lib/my-vehicle';
import { pageTitle } from '../lib/use-document-title';
import { brandImage, type PageHead } from './page-head';

/**
 * A vehicle page: "2018 Toyota Corolla parts", its categories in the description (what people search
 * for: "2018 Toyota Corolla brake pads"), its canonical address (engine and page kept, as
 * `canonicalPageAddress` keeps them) and an ItemList of the parts on the page with a BreadcrumbList.
 */
export function vehicleHead(origin: string, address: VehiclePageAddress, parts: Page<VehiclePart>): PageHead {
  const name = vehicleName(address);
  const query = new URLSearchParams();
  if (address.engine) query.set('engine', address.engine);
  if (address.page > 1) query.set('page', String(address.page));
  const path = vehiclePagePath(address);
  const canonical = `${origin}${canonicalPageAddress(`${path}?${query.toString()}`) ?? path}`;
  const categories = [...new Set(parts.items.map((part) => part.category.toLowerCase()))];
  const offset = (parts.page - 1) * parts.limit;
  return {
    title: pageTitle(`${name} parts`),
    description:
      parts.total === 0
        ? `Partsmith parts for the ${name}.`
        : `${parts.total} Partsmith parts that fit the ${name}: ${categories.join(', ')}. Prices per unit, minimum order and stock.`,
    canonical,
    type: 'website',
    image: `${origin}${brandImage}`,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `${name} parts`,
        url: canonical,
        numberOfItems: parts.total,
        itemListElement: parts.items.map((part, index) => ({
          '@type': 'ListItem',
          position: offset + index + 1,
          name: part.name,
          url: `${origin}${clientRoutes.parts}/${encodeURIComponent(part._id)}`,
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Parts', item: `${origin}${clientRoutes.parts}` },
          { '@type': 'ListItem', position: 3, name, item: `${origin}${path}` },
        ],
      },
    ],
  };
}
