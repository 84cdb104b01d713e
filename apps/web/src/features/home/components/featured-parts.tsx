import { Link } from 'react-router';
import type { PartList } from '@partsmith/contract';
import { clientRoutes } from '@partsmith/contract/routes';
import { PartsCatalogue } from '../../../components/parts-catalogue';
import { useParts } from '../../../lib/api/get-parts';
import { SectionHeading } from './section-heading';

const FEATURED_COUNT = 6;
const firstParts = (parts: PartList) => parts.slice(0, FEATURED_COUNT);

export function FeaturedParts() {
  const parts = useParts(firstParts);
  return (
    <section aria-labelledby="parts-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="parts-heading" title="Our Parts">
        Made in our own plant, sold by the unit with a minimum order per part.
      </SectionHeading>
      <PartsCatalogue
        parts={parts}
        headingLevel={3}
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
