interface LoaderProps {
  /** Read by screen readers; shown only to them. */
  label?: string;
  className?: string;
}

/** An accessible busy indicator: a live `status` region with a spinner and a hidden label. */
export function Loader({ label = 'Loading…', className = '' }: LoaderProps) {
  return (
    <div role="status" className={`flex min-h-40 items-center justify-center py-12 ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
