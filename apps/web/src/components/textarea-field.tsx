import type { Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The field's validation message; marks the textarea invalid and is read with it. */
  error?: string;
  /** A short help text under the textarea, read with it too. */
  hint?: string;
  /** Shows "used / max characters" under the textarea while the visitor types. */
  counter?: { used: number; max: number };
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with help text, an optional character counter and its error, like FormField. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  id,
  className = '',
  ref,
  ...textarea
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  const over = counter !== undefined && counter.used > counter.max;
  return (
    <Field ids={ids} label={label} error={error}>
      <textarea
        ref={ref}
        id={ids.field}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, counter && ids.counter, error && ids.error)}
        {...textarea}
      />
      {(hint || counter) && (
        <div className="flex items-start gap-3 text-xs text-base-content/80">
          {hint && <p id={ids.hint}>{hint}</p>}
          {counter && (
            // grow-0: daisyUI lets paragraphs in a card body grow, which would pull the counter left.
            <p
              id={ids.counter}
              className={`ml-auto shrink-0 grow-0 tabular-nums ${over ? 'font-semibold text-error' : ''}`}
            >
              {counter.used} / {counter.max} characters
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
