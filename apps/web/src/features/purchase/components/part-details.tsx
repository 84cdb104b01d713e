import type { ReactNode } from 'react';
import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { PartFitBadge } from '../../../components/part-fit-badge';
import { ReplacedByNotice } from '../../../components/part-number-notes';
import { useMyVehicle } from '../../../lib/my-vehicle';
import { partImage, partImageSrcSet } from '../../../lib/part-image';
import { PriceBreakTable } from './price-break-table';

function Figure({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={`rounded-box border border-base-300 bg-base-100 px-4 py-3 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <dt className="text-sm text-base-content/80">{term}</dt>
      <dd className="text-lg font-bold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What is being bought (docs/product.md §2.7): the large picture, name, minimum order, stock, price and description;
 * and the catalogue's part number, category, OEM numbers, and whether it fits My vehicle.
 */
export function PartDetails({ part }: { part: Part }) {
  const vehicle = useMyVehicle();
  return (
    <div className="flex flex-col gap-6">
      <figure className="overflow-hidden rounded-box border border-base-300 bg-base-200">
        <img
          src={part.img}
          srcSet={partImageSrcSet(part)}
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw"
          width={partImage.large.width}
          height={partImage.large.height}
          fetchPriority="high"
          alt={part.name}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </figure>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{part.name}</h1>
          {vehicle && <PartFitBadge partId={part._id} vehicle={vehicle} className="self-start" />}
          <ReplacedByNotice part={part} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-sm text-base-content/80">Part number</dt>
          <dd className="font-mono font-semibold">{part.partNumber}</dd>
          <dt className="text-sm text-base-content/80">Category</dt>
          <dd className="font-semibold">{part.category}</dd>
          <dt className="text-sm text-base-content/80">OEM numbers</dt>
          <dd>
            {part.oemNumbers.length === 0 ? (
              <span className="text-base-content/80">None listed</span>
            ) : (
              <ul aria-label="OEM numbers" className="flex flex-wrap gap-1.5">
                {part.oemNumbers.map((number) => (
                  <li key={number} className="badge badge-outline font-mono">
                    {number}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          {part.interchange.length > 0 && (
            <>
              <dt className="text-sm text-base-content/80">Replaces</dt>
              <dd>
                <ul aria-label="Competitor numbers" className="flex flex-wrap gap-1.5">
                  {part.interchange.map((entry) => (
                    <li key={`${entry.brand} ${entry.number}`} className="badge badge-outline">
                      {entry.brand} <span className="font-mono">{entry.number}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {part.supersedes.length > 0 && (
            <>
              <dt className="text-sm text-base-content/80">Supersedes</dt>
              <dd className="font-mono">{part.supersedes.join(', ')}</dd>
            </>
          )}
          {part.gtin && (
            <>
              <dt className="text-sm text-base-content/80">GTIN / EAN</dt>
              <dd className="font-mono">{part.gtin}</dd>
            </>
          )}
        </dl>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure term="Min order">{formatCount(part.minOrderQuantity)} units</Figure>
          <Figure term="Available">{formatCount(part.availableQuantity)} units</Figure>
          <Figure term="Price" wide>
            {formatDollars(part.price)}{' '}
            <span className="text-sm font-normal text-base-content/80">per unit</span>
          </Figure>
        </dl>
        <PriceBreakTable part={part} />
        <p className="leading-relaxed text-base-content/80">{part.description}</p>
      </div>
    </div>
  );
}
