import { Link, generatePath } from 'react-router';
import { formatCount } from '@partsmith/contract/format';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLists } from '../api/get-lists';
import { AddListToBasketButton } from '../components/add-list-to-basket-button';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /lists (buyers): the saved lists, each ordered again in one step. */
export function ListsPage() {
  useDocumentTitle('Saved lists');
  const lists = useLists();

  let content;
  if (lists.isPending) content = <Loader label="Loading your lists…" />;
  else if (lists.isError)
    content = (
      <ErrorState
        message={errorMessage(lists.error, 'load your lists')}
        onRetry={() => void lists.refetch()}
      />
    );
  else if (lists.data.length === 0)
    content = (
      <EmptyState title="No saved lists yet">
        Save your basket as a list from the{' '}
        <Link to={clientRoutes.basket} className="link font-semibold">
          basket
        </Link>
        , or a paid checkout from its payment page, to order the same parts again in one step.
      </EmptyState>
    );
  else
    content = (
      <ul className="flex flex-col gap-3" aria-label="Saved lists">
        {lists.data.map((list) => (
          <li
            key={list._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4"
          >
            <div className="flex flex-col">
              <h2 className="text-lg font-semibold">
                <Link to={generatePath(clientRoutes.list, { id: list._id })} className="link-hover">
                  {list.name}
                </Link>
              </h2>
              <p className="text-sm text-base-content/80">
                {formatCount(list.lineCount)} {list.lineCount === 1 ? 'line' : 'lines'}, saved{' '}
                {dateFormat.format(new Date(list.updatedAt))}
              </p>
            </div>
            <AddListToBasketButton list={list} className="btn btn-primary btn-sm" />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Saved lists</h1>
        <Link to={clientRoutes.basket} className="btn btn-sm btn-outline">
          Go to basket
        </Link>
      </div>
      {content}
    </div>
  );
}
