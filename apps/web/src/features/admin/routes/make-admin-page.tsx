import { toast } from 'react-toastify';
import { QueryList } from '../../../components/query-list';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersTable } from '../components/users-table';

/** /dashboard/users (admin): make an account admin; the list refreshes after each change. */
export function MakeAdminPage() {
  useDocumentTitle('Make Admin');
  const users = useUsers();
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
      <QueryList
        query={users}
        loadingLabel="Loading accounts…"
        emptyTitle="No accounts yet"
        emptyText="People who register will be listed here."
      >
        {(items) => (
          <UsersTable
            users={items}
            onMakeAdmin={onMakeAdmin}
            pendingEmail={makeAdmin.isPending ? makeAdmin.variables : undefined}
          />
        )}
      </QueryList>
    </div>
  );
}
