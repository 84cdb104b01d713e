import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/**
 * `field(name, rules)` is all a FormField or TextareaField needs from the form: the registration and the
 * field's error message, so a field is one line: `<FormField label="Address" {...field('address')} />`.
 * Call it while rendering: reading the errors there is what re-renders the form when they change.
 */
export function bindFields<T extends FieldValues>({ register, formState }: FormParts<T>) {
  return <N extends FieldPath<T>>(name: N, rules?: RegisterOptions<T, N>) => ({
    ...register(name, rules),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
}
