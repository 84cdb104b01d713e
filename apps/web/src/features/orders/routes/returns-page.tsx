import { useState } from 'react';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { ReturnState, returnStateLabels, returnStates } from '@partsmith/contract/returns';
import { FilterSelect } from '../../../components/filter-select';
import { PagedList } from '../../../components/paged-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListFilter } from '../../../lib/use-list-filter';
import { usePageParam } from '../../../lib/use-page-param';
import { useReturns } from '../api/get-returns';
import { DecideReturnDialog, type DecisionTarget } from '../components/decide-return-dialog';
import { ReturnsTable } from '../components/returns-table';

const stateOptions: ReadonlyArray<readonly [string, string]> = [
  ['', 'All'],
  ...returnStates.map((value) => [value, returnStateLabels[value]] as const),
];

/** /dashboard/returns (admin): buyers' returns to approve, refuse or receive, with the fitment flag. */
export function ReturnsPage() {
  useDocumentTitle('Returns');
  const [stateParam, setState] = useListFilter('state');
  const state = ReturnState.safeParse(stateParam).data;
  const returns = useReturns({ page: usePageParam(), state });
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Returns</h2>
        <p className="text-base-content/80">
          Approve a request with return instructions or refuse it with a reason; once the parts arrive, mark
          them received and the refund follows.{' '}
          <Link to={`${clientRoutes.dashboard}/manageOrders`} className="link">
            Back to Manage All Orders
          </Link>
        </p>
      </div>
      <FilterSelect label="State" value={state ?? ''} options={stateOptions} onChange={setState} />
      <PagedList
        query={returns}
        noun="returns"
        loadingLabel="Loading returns…"
        emptyTitle={state ? 'No returns in this state' : 'No returns yet'}
        emptyText={state ? 'Try another state.' : 'Returns appear here as soon as buyers ask for them.'}
      >
        {(items, firstNumber) => (
          <ReturnsTable
            items={items}
            firstNumber={firstNumber}
            onDecide={(item, decision) => setDeciding({ item, decision })}
          />
        )}
      </PagedList>
      <DecideReturnDialog target={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
