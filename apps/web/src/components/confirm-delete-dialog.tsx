import type { ReactNode } from 'react';
import { FormMessage } from './form-message';
import { ModalDialog } from './modal-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Cancel, and every other way out: Escape, the backdrop, the close button, `open` false. */
  onClose: () => void;
  title: string;
  /** What deleting means, in the screen's own words. */
  children: ReactNode;
  /** The safe choice, which has focus first; its spelling is the screen's ('cancel' on Manage Products). */
  cancelLabel: string;
  /** The destructive choice's label, 'Delete' unless the screen names the act otherwise. */
  confirmLabel?: string;
  onConfirm: () => void;
  deleting: boolean;
  /** Why the last attempt did not delete, shown inside the dialog. */
  failure: string | null;
}

/** The question before something is deleted for good: Delete, or the safe way out. */
export function ConfirmDeleteDialog({
  open,
  onClose,
  title,
  children,
  cancelLabel,
  confirmLabel = 'Delete',
  onConfirm,
  deleting,
  failure,
}: ConfirmDeleteDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      <div className="flex flex-col gap-2">{children}</div>
      <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
      <div className="modal-action mt-2">
        <button
          type="button"
          className="btn btn-error"
          onClick={onConfirm}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          {deleting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" data-autofocus onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
