import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';

/** What the part pages show for an id the catalogue does not have (removed, or never there). */
export function PartNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-12 text-center">
      <h1 className="text-2xl font-bold">This part is not in the catalogue</h1>
      <p className="text-base-content/80">
        It may have been removed. Every part we make is on the parts list.
      </p>
      <Link to={clientRoutes.parts} className="btn btn-primary btn-sm">
        Browse parts
      </Link>
    </div>
  );
}
