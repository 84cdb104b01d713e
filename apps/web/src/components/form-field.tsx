import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, Field, useFieldIds } from './field';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's validation message; marks the input invalid and is read with it. */
  error?: string;
  /** A short help text under the input, read with it too. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its help text and error message wired up for screen readers. A read-only input
 * is shaded, so it does not look like one to fill in.
 */
export function FormField({ label, error, hint, id, className = '', ref, ...input }: FormFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={ids.field}
        className={`input w-full ${error ? 'input-error' : ''} ${input.readOnly ? 'bg-base-200' : ''} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
        {...input}
      />
    </Field>
  );
}
