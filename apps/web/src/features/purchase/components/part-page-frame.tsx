import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { PartDetails } from './part-details';
import { PartFitment } from './part-fitment';
import { PartNotFound } from './part-not-found';

/** The part is not there: a malformed id (400) or no such part (404). */
export const isPartMissing = (error: unknown): boolean =>
  isApiRequestError(error) && [400, 404].includes(error.status);

interface PartPageFrameProps {
  part: UseQueryResult<Part>;
  /** The breadcrumb's last entry until the part has loaded. */
  pageName: string;
  /** The side card: its heading and what it holds for the loaded part. */
  side: { id: string; heading: string; body: (part: Part) => ReactNode };
}

/**
 * What the part page and the purchase page share: the breadcrumb, then the part's loading, missing and
 * failed states, or the part with a side card (ordering) and the vehicles it fits.
 */
export function PartPageFrame({ part, pageName, side }: PartPageFrameProps) {
  let content;
  if (part.isPending) content = <Loader label="Loading the part…" className="min-h-[50vh]" />;
  else if (isPartMissing(part.error)) content = <PartNotFound />;
  else if (part.isError) {
    content = <ErrorState message={errorMessage(part.error)} onRetry={() => void part.refetch()} />;
  } else {
    content = (
      <div className="flex flex-col gap-10">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <PartDetails part={part.data} />
          <section
            aria-labelledby={side.id}
            className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20"
          >
            <div className="card-body gap-4 p-5 sm:p-6">
              <h2 id={side.id} className="card-title text-xl">
                {side.heading}
              </h2>
              {side.body(part.data)}
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
          <li aria-current="page">{part.data?.name ?? pageName}</li>
        </ul>
      </nav>
      {content}
    </div>
  );
}
