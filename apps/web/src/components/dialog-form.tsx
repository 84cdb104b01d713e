import type { ReactNode } from 'react';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

interface DialogFormProps {
  /** Called on Enter or the submit button; the form's schema checks the fields (no native validation). */
  onSubmit: () => void;
  onClose: () => void;
  busy: boolean;
  /** Why the last sending failed, in red above the buttons. */
  failure: string | null;
  submitLabel: ReactNode;
  /** The submit button's colour, e.g. `btn-error` for a step that gives money back. */
  submitClass?: string;
  children: ReactNode;
}

/** A modal dialog's form: its fields, what came of the last sending, then Close and the submit button. */
export function DialogForm({
  onSubmit,
  onClose,
  busy,
  failure,
  submitLabel,
  submitClass = 'btn-primary',
  children,
}: DialogFormProps) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
        <SubmitButton busy={busy} className={submitClass}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
