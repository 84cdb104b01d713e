import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  className?: string;
  /** Off for a reason other than sending (e.g. an invalid quantity); say why in `describedBy`. */
  disabled?: boolean;
  /** The id of the text that explains why the button is off. */
  describedBy?: string;
}

/** A form's submit button: a spinner and no second submission while the form is being sent. */
export function SubmitButton({
  busy,
  children,
  className = 'btn-primary w-full',
  disabled = false,
  describedBy,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
