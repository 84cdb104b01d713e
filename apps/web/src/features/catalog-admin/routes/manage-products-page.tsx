import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Part } from '@partsmith/contract';
import { QueryList } from '../../../components/query-list';
import { partsQueryOptions } from '../../../lib/api/get-parts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DeletePartDialog } from '../components/delete-part-dialog';
import { EditPartDialog } from '../components/edit-part-dialog';
import { ProductsTable } from '../components/products-table';
import { useDialogTarget } from '../components/use-dialog-target';

const addProductPath = '/dashboard/addProduct';

const newestFirst = (parts: Part[]) => [...parts].reverse();

/** /dashboard/manageProducts (admin): every part, with Edit (and restock) and Delete. */
export function ManageProductsPage() {
  useDocumentTitle('Manage Products');
  // The shop's pages may keep the list a minute; the admin table asks again on every visit.
  // Newest first: the part just added is at the top (the catalogue answers oldest first).
  const parts = useQuery({ ...partsQueryOptions(), refetchOnMount: 'always', select: newestFirst });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = useDialogTarget<Part>();
  const deleting = useDialogTarget<Part>();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            Manage Products
          </h2>
          <p className="text-base-content/80">Edit, restock or remove the parts in the catalogue.</p>
        </div>
        <Link to={addProductPath} className="btn btn-primary btn-sm">
          Add A Product
        </Link>
      </div>
      <QueryList
        query={parts}
        loadingLabel="Loading products…"
        emptyTitle="No products yet"
        emptyText={
          <Link to={addProductPath} className="link font-semibold">
            Add the first product
          </Link>
        }
      >
        {(items) => <ProductsTable parts={items} onEdit={editing.show} onDelete={deleting.show} />}
      </QueryList>
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
