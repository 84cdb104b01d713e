import { Link, generatePath, useParams } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { formatCount } from '@partsmith/contract/format';
import { AddToBasketButton } from '../../../components/add-to-basket-button';
import { OrderSuccessorLink } from '../../../components/part-number-notes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePart } from '../api/get-part';
import { isPartMissing, PartPageFrame } from '../components/part-page-frame';

/**
 * /parts/{id} (public): one part as the catalogue shows it — picture, numbers, price, stock, price breaks,
 * description and the vehicles it fits — with a Purchase Now link to the (login-guarded) order page, and
 * Add to basket for its minimum order (a visitor's basket lives in the browser until they sign in).
 */
export function PartPage() {
  const { id = '' } = useParams();
  const part = usePart(id);
  useDocumentTitle(part.data?.name ?? (isPartMissing(part.error) ? 'Page not found' : undefined));
  return (
    <PartPageFrame
      part={part}
      pageName="Part"
      side={{
        id: 'buy-heading',
        heading: 'Order this part',
        body: (loaded) =>
          loaded.successor ? (
            <>
              <p className="text-base-content/80">
                This part is discontinued; {loaded.successor.partNumber} replaces it.
              </p>
              <OrderSuccessorLink successor={loaded.successor} />
            </>
          ) : (
            <>
              <p className="text-base-content/80">
                Sign in with a buyer account to order from {loaded.minOrderQuantity} units.
              </p>
              <Link
                to={generatePath(clientRoutes.purchase, { id: loaded._id })}
                className="btn btn-primary btn-block"
              >
                Purchase Now
              </Link>
              <AddToBasketButton
                partId={loaded._id}
                name={loaded.name}
                quantity={loaded.minOrderQuantity}
                describedBy="buy-heading"
                label={`Add ${formatCount(loaded.minOrderQuantity)} to basket`}
                className="btn btn-outline btn-neutral btn-block"
              />
            </>
          ),
      }}
    />
  );
}
