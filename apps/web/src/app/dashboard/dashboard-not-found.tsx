import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { useDocumentTitle } from '../../lib/use-document-title';

/** An unknown address under /dashboard: said inside the dashboard, with its menu still at hand. */
export function DashboardNotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-12 text-center">
      <h2 className="text-2xl font-bold">This page does not exist</h2>
      <p className="text-base-content/80">The dashboard has no page at this address.</p>
      <Link to={clientRoutes.dashboard} className="btn btn-primary btn-sm">
        Go to My Profile
      </Link>
    </section>
  );
}
