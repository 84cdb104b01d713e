import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qualifierText } from '@partsmith/contract/part-numbers';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { Pagination } from '../../../components/pagination';
import { fitmentPageSize, partFitmentQueryOptions } from '../../../lib/api/get-part-fitment';
import { errorMessage } from '../../../lib/error-message';
import { vehicleName } from '../../../lib/my-vehicle';
import { usePageParam } from '../../../lib/use-page-param';

/** The vehicles a part fits, a page at a time (the page is in the URL, `?page=`). */
export function PartFitment({ partId }: { partId: string }) {
  const page = usePageParam();
  const fitment = useQuery({
    ...partFitmentQueryOptions(partId, page, fitmentPageSize),
    placeholderData: keepPreviousData,
  });

  let body;
  if (fitment.isPending) body = <Loader label="Loading the vehicles…" className="min-h-24 py-4" />;
  else if (fitment.isError) {
    body = <ErrorState message={errorMessage(fitment.error)} onRetry={() => void fitment.refetch()} />;
  } else if (fitment.data.total === 0) {
    body = (
      <p className="text-base-content/80">
        No vehicle is listed for this part: it is sold as a universal or workshop part.
      </p>
    );
  } else {
    const { items, total, limit } = fitment.data;
    body = (
      <div aria-busy={fitment.isPlaceholderData} className={fitment.isPlaceholderData ? 'opacity-60' : ''}>
        <ul
          aria-label="Vehicles"
          className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
        >
          {items.map((fit) => (
            <li
              key={fit.vehicle._id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2"
            >
              <span className="font-medium">{vehicleName(fit.vehicle)}</span>
              <span className="text-sm text-base-content/80">
                {fit.vehicle.engine}
                {qualifierText(fit) && <span className="ml-2">— {qualifierText(fit)}</span>}
                {fit.note && <span className="ml-2 badge badge-sm badge-ghost">{fit.note}</span>}
              </span>
            </li>
          ))}
        </ul>
        <Pagination page={fitment.data.page} limit={limit} total={total} noun="vehicles" />
      </div>
    );
  }

  return (
    <section aria-labelledby="fitment-heading" className="flex flex-col gap-3">
      <h2 id="fitment-heading" className="text-xl font-bold">
        Fits these vehicles
      </h2>
      {body}
    </section>
  );
}
