import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundContent } from '../components/not-found-content';

// After a deploy, an open tab may ask for page chunks that no longer exist; a reload fetches the new ones.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  );
}

/** Shown when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  if (notFound) return <NotFoundContent />;

  const stale = isChunkLoadError(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="text-lg text-base-content/80">
        {stale
          ? 'A newer version of Partsmith is available. Reload the page to continue.'
          : 'This page could not be shown. Please try again in a moment.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className="btn btn-outline">
          Back to home
        </Link>
      </div>
    </section>
  );
}
