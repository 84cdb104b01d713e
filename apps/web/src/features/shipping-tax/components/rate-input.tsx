import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';

/** A small labelled input of a rate row, with its message under it. */
export function RateInput({
  label,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <input
        id={id}
        ref={ref}
        className={`input input-sm w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error && <span className="text-sm text-error">{error}</span>}
    </label>
  );
}

/** A dollar amount typed as text: a number for the schema (NaN stays, so the schema says what is wrong). */
export const moneyField = <T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) => ({
  inputMode: 'decimal' as const,
  ...register(name, { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) }),
});

/** The same, where empty means none (null). */
export const optionalMoneyField = <T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) => ({
  inputMode: 'decimal' as const,
  placeholder: 'never free',
  ...register(name, {
    setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
  }),
});

/** The message of a field by its dotted path, as the schema's issues name it. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Puts each problem the contract found under the field it names (`rename`: a contract path to the
 * form's, where the two differ), so the admin sees every one at once.
 */
export function showIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: (path: string) => string = (path) => path,
): void {
  for (const issue of issues) setError(rename(issue.path.join('.')) as Path<T>, { message: issue.message });
}
