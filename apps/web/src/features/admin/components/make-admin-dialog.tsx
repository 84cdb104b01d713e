import { ModalDialog } from '../../../components/modal-dialog';

interface MakeAdminDialogProps {
  /** The account to promote; the dialog is open while it is set. */
  email: string | null;
  /** Cancel, and every other way out: Escape, the backdrop, the close button. */
  onClose: () => void;
  onConfirm: (email: string) => void;
  /** The promotion is being sent. */
  busy: boolean;
}

/**
 * The question before an account becomes admin: a full grant the app has no button to take back, so it
 * is asked like a deletion, focus starting on Cancel, the safe choice.
 */
export function MakeAdminDialog({ email, onClose, onConfirm, busy }: MakeAdminDialogProps) {
  return (
    <ModalDialog open={email !== null} onClose={onClose} title={`Make ${email ?? ''} an admin?`}>
      <p>
        Admins see every order, account and product: they can ship and delete orders, change the catalogue and
        make other admins.
      </p>
      <p className="text-sm text-base-content/80">There is no way to take the role back from this page.</p>
      <div className="modal-action mt-2">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => email && onConfirm(email)}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Make Admin
        </button>
        <button type="button" className="btn btn-ghost" data-autofocus onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
