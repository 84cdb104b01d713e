import type { ReactNode } from 'react';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  busy: boolean;
  /** The button's width from the small breakpoint on, e.g. `sm:w-auto`. */
  buttonWidth: string;
  /** The submit button's text. */
  children: ReactNode;
  /** Why the last sending failed, in red beside the button. */
  failure: string | null;
  /** The confirmation after a success, in green; a failure shown since then hides it. */
  success?: ReactNode;
}

/** The foot of a page's form: the submit button, and beside it what came of the last sending. */
export function FormActions({ busy, buttonWidth, children, failure, success }: FormActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SubmitButton busy={busy} className={`btn-primary ${buttonWidth}`}>
        {children}
      </SubmitButton>
      <div className="flex-1">
        <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
        {success && !failure && (
          <p role="status" className="text-sm text-success">
            {success}
          </p>
        )}
      </div>
    </div>
  );
}
