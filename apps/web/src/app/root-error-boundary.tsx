import { RouteErrorPage } from '../features/errors/routes/route-error-page';

/** Last resort when the layout itself fails: the error page without the navbar, still in a main landmark. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="min-h-dvh bg-base-100 text-base-content">
      <RouteErrorPage />
    </main>
  );
}
