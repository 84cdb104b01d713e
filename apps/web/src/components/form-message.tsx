export interface FormMessageValue {
  tone: 'error' | 'success';
  text: string;
}

/** The line under a form: errors in red (docs/product.md §8), announced at once; confirmations in green. */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  if (!message) return null;
  const error = message.tone === 'error';
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={`rounded-field border px-3 py-2 text-sm ${
        error ? 'border-error/30 bg-error/5 text-error' : 'border-success/30 bg-success/5 text-success'
      }`}
    >
      {message.text}
    </p>
  );
}
