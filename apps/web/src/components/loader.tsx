interface LoaderProps {
  /** What is loading, shown under the spinner and read by screen readers. */
  label?: string;
  className?: string;
}

/** An accessible busy indicator: a live `status` region with a spinner and the words for what is loading. */
export function Loader({ label = 'Loading…', className = '' }: LoaderProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={`flex min-h-40 flex-col items-center justify-center gap-3 py-12 ${className}`}
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm text-base-content/80">{label}</span>
    </div>
  );
}
