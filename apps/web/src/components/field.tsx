import { useId, type ReactNode } from 'react';

export interface FieldIds {
  field: string;
  hint: string;
  counter: string;
  error: string;
}

/** The ids that tie a control to its label, help text, counter and error message. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const field = id ?? generated;
  return { field, hint: `${field}-hint`, counter: `${field}-counter`, error: `${field}-error` };
}

/** The ids of the texts that describe a control (for aria-describedby); undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-base-content/80">
      {children}
    </p>
  );
}

/**
 * The field's error, in a live region that is always there (empty and hidden while the field is fine),
 * so a message that appears is announced, not only seen.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} aria-live="polite" className="text-sm text-error empty:hidden">
      {error}
    </p>
  );
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** Help text under the control; a field with a richer footer renders its own among `children`. */
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** How every form field is laid out: the label, the control, then its help text and error message. */
export function Field({ ids, label, hint, error, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.field} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
