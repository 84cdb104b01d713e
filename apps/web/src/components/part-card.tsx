import { useId } from 'react';
import { Link, generatePath } from 'react-router';
import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import type { ChosenVehicle } from '../lib/my-vehicle';
import { partImage, partImageSrcSet } from '../lib/part-image';
import { AddToBasketButton } from './add-to-basket-button';
import { PartFitBadge } from './part-fit-badge';
import { MatchedNumberNote } from './part-number-notes';

interface PartCardProps {
  part: Part;
  /** Admins do not buy, so their cards hide the Purchase Now button (docs/product.md §2.4). */
  showPurchase?: boolean;
  /** The card's heading level, so headings stay in order under the page's own. */
  headingLevel?: 2 | 3;
  /** Load the image at once (cards in the first visible row); the rest load lazily. */
  eager?: boolean;
  /** The buyer's vehicle: the card says whether the part fits it. */
  vehicle?: ChosenVehicle | null;
  /** Whether it fits, when the list already knows (searched with that vehicle); asked otherwise. */
  fits?: boolean;
  /** False while the card is an old answer shown during the next load: its fit is not asked. */
  askFit?: boolean;
}

/**
 * A card that may start below the fold is laid out, painted and its picture asked for only once it
 * comes near the viewport (`content-visibility: auto`; a lazy image in a skipped card does not load).
 * Until then it holds a card's usual height (the last one it had, once shown), so nothing shifts. A
 * list of 24 cards on a phone lays out two at first, and the first card's picture, the page's largest
 * paint, no longer shares the connection with the pictures of the cards under it.
 */
const offscreenUntilNear = '[content-visibility:auto] [contain-intrinsic-block-size:auto_38rem]';

export function PartCard({
  part,
  showPurchase = true,
  headingLevel = 2,
  eager = false,
  vehicle,
  fits,
  askFit = true,
}: PartCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md ${eager ? '' : offscreenUntilNear}`}
    >
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={part.thumbnail}
          srcSet={partImageSrcSet(part)}
          sizes={partImage.cardSizes}
          width={partImage.thumbnail.width}
          height={partImage.thumbnail.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          alt={part.name}
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="card-title text-xl">
            <Link to={generatePath(clientRoutes.part, { id: part._id })} className="link-hover">
              {part.name}
            </Link>
          </Heading>
          <p className="text-sm text-base-content/80">
            <span className="font-mono font-semibold text-base-content">{part.partNumber}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {part.category}
          </p>
          <MatchedNumberNote part={part} />
          {part.replacedBy && (
            <p className="self-start rounded-field border border-warning bg-base-100 px-2 py-1 text-sm font-medium text-base-content">
              Discontinued: replaced by a newer part
            </p>
          )}
        </div>
        {vehicle && (
          <PartFitBadge
            partId={part._id}
            vehicle={vehicle}
            fits={fits}
            fit={part.fit}
            ask={askFit}
            className="self-start"
          />
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
          <p>
            Min order:{' '}
            <span className="font-semibold text-base-content">
              {formatCount(part.minOrderQuantity)} units
            </span>
          </p>
          <p>
            Available:{' '}
            <span className="font-semibold text-base-content">
              {formatCount(part.availableQuantity)} units
            </span>
          </p>
        </div>
        <p className="flex-none text-2xl font-bold">
          {formatDollars(part.price)}{' '}
          <span className="text-sm font-normal text-base-content/80">per unit</span>
        </p>
        <p className="line-clamp-3 flex-none text-base-content/80">{part.description}</p>
        {showPurchase && (
          <div className="card-actions mt-auto pt-2">
            <Link
              to={generatePath(clientRoutes.purchase, { id: part.replacedBy ?? part._id })}
              className="btn btn-primary btn-block"
              aria-describedby={headingId}
            >
              {part.replacedBy ? 'Order the replacement' : 'Purchase Now'}
            </Link>
            {/* A discontinued part is not added (the server refuses it): its link leads to the replacement. */}
            {!part.replacedBy && (
              <AddToBasketButton
                partId={part._id}
                name={part.name}
                quantity={part.minOrderQuantity}
                describedBy={headingId}
                className="btn btn-outline btn-neutral btn-block"
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
