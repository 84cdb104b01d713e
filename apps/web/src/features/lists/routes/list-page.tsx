import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteList } from '../api/delete-list';
import { useList } from '../api/get-list';
import { useUpdateList } from '../api/update-list';
import { AddListToBasketButton } from '../components/add-list-to-basket-button';
import { ListLineRow } from '../components/list-line-row';
import { RenameListForm } from '../components/rename-list-form';

/** The lines with one part's line replaced in place by another's (the successor already there adds up). */
function replacedBy(
  inputs: readonly { partId: string; quantity: number }[],
  partId: string,
  by: { partId: string; quantity: number },
) {
  const kept = inputs.filter((input) => input.partId !== by.partId || input.partId === partId);
  const already = inputs.find((input) => input.partId === by.partId && input.partId !== partId);
  return kept.map((input) =>
    input.partId === partId ? { partId: by.partId, quantity: by.quantity + (already?.quantity ?? 0) } : input,
  );
}

/** /lists/{id} (buyers): one saved list with today's prices and stock; edit it, order it, delete it. */
export function ListPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useList(id);
  const update = useUpdateList(id);
  const remove = useDeleteList();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(list.data ? list.data.name : 'Saved list');

  if (list.isPending) return <Loader label="Loading the list…" className="min-h-[50vh]" />;
  if (list.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="sr-only">Saved list</h1>
        <ErrorState message={errorMessage(list.error, 'load the list')} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  const data = list.data;
  const inputs = data.lines.map((line) => ({ partId: line.partId, quantity: line.quantity }));
  const saveLines = (lines: typeof inputs) => update.mutate({ lines });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{data.name}</h1>
        <Link to={clientRoutes.lists} className="btn btn-sm btn-outline">
          All lists
        </Link>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <RenameListForm
          key={data.name}
          name={data.name}
          busy={update.isPending}
          onRename={(name) => update.mutate({ name })}
        />
        <AddListToBasketButton list={data} />
      </div>
      <FormMessage
        message={
          update.isError ? { tone: 'error', text: errorMessage(update.error, 'change the list') } : null
        }
      />
      {data.lines.length === 0 ? (
        <p className="text-base-content/80">This list has no lines.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Lines">
          {data.lines.map((line) => (
            <ListLineRow
              key={`${line.partId}:${line.quantity}`}
              line={line}
              busy={update.isPending}
              onQuantity={(quantity) =>
                saveLines(
                  inputs.map((input) => (input.partId === line.partId ? { ...input, quantity } : input)),
                )
              }
              onRemove={() => saveLines(inputs.filter((input) => input.partId !== line.partId))}
              onUseSuccessor={(partId, quantity) =>
                saveLines(replacedBy(inputs, line.partId, { partId, quantity }))
              }
            />
          ))}
        </ul>
      )}
      <p className="flex items-baseline justify-between rounded-box bg-base-200 px-4 py-3">
        <span className="font-semibold">Total at today&apos;s prices</span>
        <span className="text-2xl font-bold tabular-nums">{formatDollars(data.total)}</span>
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-sm self-start text-error"
        onClick={() => setConfirming(true)}
      >
        Delete list
      </button>
      <ConfirmDeleteDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete the list ${data.name}?`}
        cancelLabel="Cancel"
        deleting={remove.isPending}
        failure={remove.isError ? errorMessage(remove.error, 'delete the list') : null}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(`Successfully deleted: ${data.name}`);
              void navigate(clientRoutes.lists);
            },
          })
        }
      >
        <p>The list goes; orders placed from it stay.</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
