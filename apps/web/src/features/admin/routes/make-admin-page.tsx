import { toast } from 'react-toastify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
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
      {users.isPending ? (
        <Loader label="Loading accounts…" />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState title="No accounts yet">People who register will be listed here.</EmptyState>
      ) : (
        <UsersTable
          users={users.data}
          onMakeAdmin={onMakeAdmin}
          pendingEmail={makeAdmin.isPending ? makeAdmin.variables : undefined}
        />
      )}
    </div>
  );
}
