import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { QueryList } from '../../../components/query-list';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { MakeAdminDialog } from '../components/make-admin-dialog';
import { UsersTable } from '../components/users-table';

/** /dashboard/users (admin): make an account admin; the list refreshes after each change. */
export function MakeAdminPage() {
  useDocumentTitle('Make Admin');
  const users = useUsers();
  const makeAdmin = useMakeAdmin();

  // The account waiting for the admin's answer in the confirmation dialog.
  const [asking, setAsking] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = useRef(false);

  const onConfirm = (email: string) =>
    makeAdmin.mutate(email, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0) toast.success('Successfully made an admin');
        else toast.info(`${email} is already an admin.`);
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.status === 403) toast.error('Failed to make an admin');
        else toast.error(errorMessage(error, `make ${email} an admin`));
      },
      onSettled: () => {
        answered.current = true;
        setAsking(null);
      },
    });

  // After an answer the row's button may be gone with the refreshed list: focus goes to the heading,
  // once the dialog has closed and given focus back to that button.
  const onClosed = () => {
    setAsking(null);
    if (!answered.current) return;
    answered.current = false;
    headingRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Make Admin
        </h2>
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
            onMakeAdmin={setAsking}
            pendingEmail={makeAdmin.isPending ? makeAdmin.variables : undefined}
          />
        )}
      </QueryList>
      <MakeAdminDialog email={asking} onClose={onClosed} onConfirm={onConfirm} busy={makeAdmin.isPending} />
    </div>
  );
}
