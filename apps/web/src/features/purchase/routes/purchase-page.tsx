import { Link, useParams } from 'react-router';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { Loader } from '../../../components/loader';
import { OrderSuccessorLink, ReplacedByNotice } from '../../../components/part-number-notes';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSyncMyVehicle } from '../../../lib/use-my-vehicle-choice';
import { usePart } from '../api/get-part';
import { BasketPanel } from '../components/basket-panel';
import { OrderForm } from '../components/order-form';
import { PartPageFrame } from '../components/part-page-frame';

function OrderPanel({ part }: { part: Part }) {
  const session = useSession();
  const admin = useIsAdmin();
  if (!session.user || admin.isPending) return <Loader label="Loading the order form…" />;
  if (admin.isAdmin) {
    return (
      <div role="note" className="alert alert-info alert-soft items-start">
        <p>
          Admins manage orders; they cannot place them. Sign in with a buyer account to order this part, or
          see the orders buyers placed in{' '}
          <Link to={`${clientRoutes.dashboard}/manageOrders`} className="link font-semibold">
            Manage All Orders
          </Link>
          .
        </p>
      </div>
    );
  }
  if (part.successor) {
    return (
      <>
        <ReplacedByNotice part={part} />
        <OrderSuccessorLink successor={part.successor} />
      </>
    );
  }
  return (
    <>
      <OrderForm part={part} user={session.user} />
      <BasketPanel part={part} />
    </>
  );
}

/** /purchase/{id} (signed in): the part and, for buyers, the form to order it. */
export function PurchasePage() {
  const { id = '' } = useParams();
  const part = usePart(id);
  useSyncMyVehicle();
  useDocumentTitle(part.data ? `Purchase ${part.data.name}` : 'Purchase');
  return (
    <PartPageFrame
      part={part}
      pageName="Purchase"
      side={{
        id: 'order-heading',
        heading: 'Place your order',
        body: (loaded) => <OrderPanel part={loaded} />,
      }}
    />
  );
}
