import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const errorId = `${fieldId}-error`;
  const describedBy =
    [hint ? hintId : '', counter ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  const over = counter !== undefined && counter.used > counter.max;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {(hint || counter) && (
        <div className="flex items-start gap-3 text-xs text-base-content/80">
          {hint && <p id={hintId}>{hint}</p>}
          {counter && (
            // grow-0: daisyUI lets paragraphs in a card body grow, which would pull the counter left.
            <p
              id={counterId}
              className={`ml-auto shrink-0 grow-0 tabular-nums ${over ? 'font-semibold text-error' : ''}`}
            >
              {counter.used} / {counter.max} characters
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
