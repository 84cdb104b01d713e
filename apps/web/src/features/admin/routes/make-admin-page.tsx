import { toast } from 'react-toastify';
import { FilterSelect } from '../../../components/filter-select';
import { PagedList } from '../../../components/paged-list';
import { SearchForm } from '../../../components/search-form';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListFilter } from '../../../lib/use-list-filter';
import { usePageParam } from '../../../lib/use-page-param';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersTable } from '../components/users-table';

const roleOptions = [
  ['', 'Everyone'],
  ['admin', 'Admins'],
] as const;

/** /dashboard/users (admin): make an account admin; the list refreshes after each change. */
export function MakeAdminPage() {
  useDocumentTitle('Make Admin');
  const [q, setQ] = useListFilter('q');
  const [role, setRole] = useListFilter('role');
  const adminsOnly = role === 'admin';
  const users = useUsers({ page: usePageParam(), q: q || undefined, role: adminsOnly ? 'admin' : undefined });
  const makeAdmin = useMakeAdmin();

  const onMakeAdmin = (email: string) =>
    makeAdmin.mutate(email, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0) toast.success('Successfully made an admin');
        else toast.info(`${email} is already an admin.`);
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.status === 403) toast.error('Failed to make an admin');
        else toast.error(`Failed to make an admin: ${errorMessage(error)}`);
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Make Admin</h2>
        <p className="text-base-content/80">Admins manage orders, products and other admins.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          label="Role"
          value={adminsOnly ? 'admin' : ''}
          options={roleOptions}
          onChange={setRole}
        />
        <SearchForm label="Search accounts" placeholder="Start of an email" value={q} onSearch={setQ} />
      </div>
      <PagedList
        query={users}
        noun="accounts"
        loadingLabel="Loading accounts…"
        emptyTitle={q || adminsOnly ? 'No accounts match' : 'No accounts yet'}
        emptyText={q || adminsOnly ? 'Try another search.' : 'People who register will be listed here.'}
      >
        {(items, firstNumber) => (
          <UsersTable
            users={items}
            firstNumber={firstNumber}
            onMakeAdmin={onMakeAdmin}
            pendingEmail={makeAdmin.isPending ? makeAdmin.variables : undefined}
          />
        )}
      </PagedList>
    </div>
  );
}
