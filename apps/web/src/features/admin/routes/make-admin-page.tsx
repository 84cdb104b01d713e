import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { FilterSelect } from '../../../components/filter-select';
import { PagedList } from '../../../components/paged-list';
import { SearchBox } from '../../../components/search-box';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListFilter } from '../../../lib/use-list-filter';
import { usePageParam } from '../../../lib/use-page-param';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { MakeAdminDialog } from '../components/make-admin-dialog';
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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          label="Role"
          value={adminsOnly ? 'admin' : ''}
          options={roleOptions}
          onChange={setRole}
        />
        <SearchBox
          compact
          label="Search accounts"
          placeholder="Start of an email"
          maxLength={100}
          value={q}
          onSearch={setQ}
        />
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
            onMakeAdmin={setAsking}
            pendingEmail={makeAdmin.isPending ? makeAdmin.variables : undefined}
          />
        )}
      </PagedList>
      <MakeAdminDialog email={asking} onClose={onClosed} onConfirm={onConfirm} busy={makeAdmin.isPending} />
    </div>
  );
}
