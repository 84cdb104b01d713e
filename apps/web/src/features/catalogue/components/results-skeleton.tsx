/** The catalogue's first load: card-shaped placeholders where the cards will be, so nothing jumps. */
export function ResultsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading parts…</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index} className="card border border-base-300 bg-base-100">
            <div className="aspect-[4/3] animate-pulse bg-base-200" />
            <div className="card-body gap-3">
              <div className="h-6 w-3/4 animate-pulse rounded-field bg-base-200" />
              <div className="h-4 w-1/2 animate-pulse rounded-field bg-base-200" />
              <div className="h-8 w-1/3 animate-pulse rounded-field bg-base-200" />
              <div className="h-16 animate-pulse rounded-field bg-base-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
