interface ErrorStateProps {
  title?: string;
  message: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

/** A failed load: what went wrong in words, and a way to try again. */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box border border-error/30 bg-error/5 px-6 py-8 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-error"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
      >
        <path
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
        />
      </svg>
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-base-content/80">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
