import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { partsQueryOptions } from '../../../lib/api/get-parts';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { DeletePartDialog } from '../components/delete-part-dialog';
import { EditPartDialog } from '../components/edit-part-dialog';
import { ProductsTable } from '../components/products-table';
import { useDialogTarget } from '../components/use-dialog-target';

const addProductPath = '/dashboard/addProduct';

/** /dashboard/manageProducts (admin): the catalogue a page at a time, searchable, with Edit and Delete. */
export function ManageProductsPage() {
  useDocumentTitle('Manage Products');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = usePageParam();
  // The shop's pages may keep a list a minute; the admin table asks again on every visit. Newest
  // first: the part just added leads the table.
  const parts = useQuery({
    ...partsQueryOptions({ q, page, sort: 'newest' }),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = useDialogTarget<Part>();
  const deleting = useDialogTarget<Part>();

  const search = (text: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text) next.set('q', text);
      else next.delete('q');
      next.delete('page');
      return next;
    });

  let list;
  if (parts.isPending) list = <Loader label="Loading products…" />;
  else if (parts.isError) {
    list = <ErrorState message={errorMessage(parts.error)} onRetry={() => void parts.refetch()} />;
  } else if (parts.data.items.length === 0) {
    list = q ? (
      <EmptyState title={`No product matches “${q}”`}>
        Search by name, part number or OEM number, or{' '}
        <button type="button" className="link font-semibold" onClick={() => search('')}>
          show every product
        </button>
        .
      </EmptyState>
    ) : (
      <EmptyState title="No products yet">
        <Link to={addProductPath} className="link font-semibold">
          Add the first product
        </Link>
      </EmptyState>
    );
  } else {
    const { items, total, more, limit } = parts.data;
    list = (
      <div aria-busy={parts.isPlaceholderData} className={parts.isPlaceholderData ? 'opacity-60' : ''}>
        <ProductsTable
          parts={items}
          firstNumber={(parts.data.page - 1) * limit + 1}
          onEdit={editing.show}
          onDelete={deleting.show}
        />
        <Pagination page={parts.data.page} limit={limit} total={total} more={more} noun="products" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            Manage Products
          </h2>
          <p className="text-base-content/80">
            Edit, restock or remove the parts in the catalogue. The words the search treats as one are on{' '}
            <Link to={`${clientRoutes.dashboard}/synonyms`} className="link font-semibold">
              Search synonyms
            </Link>
            .
          </p>
        </div>
        <Link to={addProductPath} className="btn btn-primary btn-sm">
          Add A Product
        </Link>
      </div>
      <div className="max-w-xl">
        <SearchBox
          label="Search products"
          value={q}
          onSearch={search}
          placeholder="Name, part number or OEM number"
        />
      </div>
      {list}
      <EditPartDialog
        part={editing.target}
        open={editing.open}
        round={editing.round}
        onClose={editing.hide}
      />
      <DeletePartDialog
        part={deleting.target}
        open={deleting.open}
        onClose={deleting.hide}
        onDeleted={() => headingRef.current?.focus()}
      />
    </div>
  );
}
