import { Link, useParams } from 'react-router';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSyncMyVehicle } from '../../../lib/use-my-vehicle-choice';
import { usePart } from '../api/get-part';
import { OrderForm } from '../components/order-form';
import { PartDetails } from '../components/part-details';
import { PartFitment } from '../components/part-fitment';
import { PartNotFound } from '../components/part-not-found';

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
  return <OrderForm part={part} user={session.user} />;
}

/** /purchase/{id} (signed in): the part and, for buyers, the form to order it. */
export function PurchasePage() {
  const { id = '' } = useParams();
  const part = usePart(id);
  useSyncMyVehicle();
  useDocumentTitle(part.data ? `Purchase ${part.data.name}` : 'Purchase');

  let content;
  if (part.isPending) content = <Loader label="Loading the part…" className="min-h-[50vh]" />;
  else if (part.isError && isApiRequestError(part.error) && [400, 404].includes(part.error.status)) {
    content = <PartNotFound />;
  } else if (part.isError) {
    content = <ErrorState message={errorMessage(part.error)} onRetry={() => void part.refetch()} />;
  } else {
    content = (
      <div className="flex flex-col gap-10">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <PartDetails part={part.data} />
          <section
            aria-labelledby="order-heading"
            className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20"
          >
            <div className="card-body gap-4 p-5 sm:p-6">
              <h2 id="order-heading" className="card-title text-xl">
                Place your order
              </h2>
              <OrderPanel part={part.data} />
            </div>
          </section>
        </div>
        <PartFitment partId={part.data._id} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 text-sm">
        <ul>
          <li>
            <Link to={clientRoutes.parts}>Parts</Link>
          </li>
          <li aria-current="page">{part.data?.name ?? 'Purchase'}</li>
        </ul>
      </nav>
      {content}
    </div>
  );
}
