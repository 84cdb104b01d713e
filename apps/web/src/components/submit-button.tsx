import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  className?: string;
}

/** A form's submit button: a spinner and no second submission while the form is being sent. */
export function SubmitButton({ busy, children, className = 'btn-primary w-full' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
