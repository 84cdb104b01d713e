import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { PagedList } from '../../../components/paged-list';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { type SynonymRow, useSynonyms } from '../api/get-synonyms';
import { useRemoveSynonym } from '../api/remove-synonym';
import { SynonymForm } from '../components/synonym-form';
import { SynonymsTable } from '../components/synonyms-table';

/**
 * /dashboard/synonyms (admin): the trade words the search treats as one (disc and rotor, silencer and
 * muffler). The store starts with a small table; the catalogue team adds its own trade's words here.
 */
export function SynonymsPage() {
  useDocumentTitle('Search synonyms');
  const synonyms = useSynonyms(usePageParam());
  const remove = useRemoveSynonym();
  const [asking, setAsking] = useState<SynonymRow | null>(null);

  const onConfirm = () => {
    if (!asking) return;
    remove.mutate(asking, {
      onSuccess: () => {
        toast.success(`"${asking.term}" and "${asking.alternative}" no longer find each other`);
        setAsking(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Search synonyms</h2>
        <p className="text-base-content/80">
          A search for one word also finds parts named with the other, both ways, ranked below exact matches.
        </p>
      </div>
      <SynonymForm />
      <PagedList
        query={synonyms}
        noun="synonyms"
        loadingLabel="Loading synonyms…"
        emptyTitle="No synonyms yet"
        emptyText="Add a pair above: the search then finds either word."
      >
        {(rows) => (
          <SynonymsTable
            rows={rows}
            onRemove={(row) => {
              remove.reset();
              setAsking(row);
            }}
            removing={remove.isPending ? remove.variables : undefined}
          />
        )}
      </PagedList>
      <ConfirmDeleteDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="Remove this synonym?"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        deleting={remove.isPending}
        failure={remove.isError ? errorMessage(remove.error, 'remove the synonym') : null}
      >
        <p>
          Searches for <strong>{asking?.term}</strong> will no longer find parts named{' '}
          <strong>{asking?.alternative}</strong>, nor the other way round.
        </p>
      </ConfirmDeleteDialog>
    </div>
  );
}
