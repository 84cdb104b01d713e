import { Link, generatePath, useParams } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePart } from '../api/get-part';
import { PartDetails } from '../components/part-details';
import { PartFitment } from '../components/part-fitment';
import { PartNotFound } from '../components/part-not-found';

/**
 * /parts/{id} (public): one part as the catalogue shows it — picture, numbers, price, stock, price breaks,
 * description and the vehicles it fits — with a Purchase Now link to the (login-guarded) order page.
 */
export function PartPage() {
  const { id = '' } = useParams();
  const part = usePart(id);
  const notFound = isApiRequestError(part.error) && [400, 404].includes(part.error.status);
  useDocumentTitle(part.data?.name ?? (notFound ? 'Page not found' : undefined));

  let content;
  if (part.isPending) content = <Loader label="Loading the part…" className="min-h-[50vh]" />;
  else if (notFound) {
    content = <PartNotFound />;
  } else if (part.isError) {
    content = <ErrorState message={errorMessage(part.error)} onRetry={() => void part.refetch()} />;
  } else {
    content = (
      <div className="flex flex-col gap-10">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <PartDetails part={part.data} />
          <section
            aria-labelledby="buy-heading"
            className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20"
          >
            <div className="card-body gap-4 p-5 sm:p-6">
              <h2 id="buy-heading" className="card-title text-xl">
                Order this part
              </h2>
              <p className="text-base-content/80">
                Sign in with a buyer account to order from {part.data.minOrderQuantity} units.
              </p>
              <Link
                to={generatePath(clientRoutes.purchase, { id: part.data._id })}
                className="btn btn-primary btn-block"
              >
                Purchase Now
              </Link>
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
          <li aria-current="page">{part.data?.name ?? 'Part'}</li>
        </ul>
      </nav>
      {content}
    </div>
  );
}
