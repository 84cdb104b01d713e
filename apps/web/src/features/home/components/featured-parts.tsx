import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Page } from '@partsmith/contract/paging';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { PartsCatalogue } from '../../../components/parts-catalogue';
import { partsQueryOptions } from '../../../lib/api/get-parts';
import { useMyVehicle } from '../../../lib/my-vehicle';
import { featuredPartsSearch } from '../featured';
import { SectionHeading } from './section-heading';

const itemsOf = (page: Page<Part>) => page.items;

export function FeaturedParts() {
  const parts = useQuery({ ...partsQueryOptions(featuredPartsSearch), select: itemsOf });
  const vehicle = useMyVehicle();
  return (
    <section aria-labelledby="parts-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="parts-heading" title="Our Parts">
        Made in our own plant, sold by the unit with a minimum order per part.
      </SectionHeading>
      <PartsCatalogue
        parts={parts}
        headingLevel={3}
        vehicle={vehicle}
        footer={
          <div className="mt-8 flex justify-center">
            <Link to={clientRoutes.parts} className="btn btn-outline">
              See all parts
            </Link>
          </div>
        }
      />
    </section>
  );
}
