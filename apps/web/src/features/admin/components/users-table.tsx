import { useId } from 'react';
import type { User } from '@partsmith/contract/users';
import { formatCount } from '@partsmith/contract/format';

interface UsersTableProps {
  users: User[];
  /** The row number of the first account (25 on the second page of 24). */
  firstNumber?: number;
  onMakeAdmin: (email: string) => void;
  /** The email being made admin right now, if any. */
  pendingEmail?: string;
}

/** Every account (docs/product.md §2.13 'Make Admin'): row number, email, and the Make Admin button for non-admins. */
export function UsersTable({ users, firstNumber = 1, onMakeAdmin, pendingEmail }: UsersTableProps) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm sm:table-md">
        <caption className="sr-only">All accounts and their role</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12">
              #
            </th>
            <th scope="col">Email</th>
            <th scope="col" className="text-right">
              Role
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => {
            const emailId = `${idPrefix}-${index}`;
            const busy = pendingEmail === user.email;
            return (
              <tr key={user._id} className="hover:bg-base-200/60">
                <th scope="row" className="font-normal text-base-content/80">
                  {formatCount(firstNumber + index)}
                </th>
                <td className="wrap-anywhere">
                  <span id={emailId} className="font-medium">
                    {user.email}
                  </span>
                  {user.name && <span className="block text-sm text-base-content/80">{user.name}</span>}
                </td>
                <td className="text-right">
                  {user.role === 'admin' ? (
                    <span className="badge badge-success font-semibold">Admin</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm whitespace-nowrap"
                      aria-label={`Make Admin: ${user.email}`}
                      disabled={pendingEmail !== undefined}
                      aria-busy={busy || undefined}
                      onClick={() => onMakeAdmin(user.email)}
                    >
                      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                      Make Admin
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
