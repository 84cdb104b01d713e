import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';

export function Welcome() {
  return (
    <section className="bg-base-200">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
            Welcome to Partsmith
          </h1>
          <p className="text-lg text-base-content/80">
            We manufacture engine, brake and suspension parts for workshops and distributors. Order by the
            crate at factory prices, pay by card and follow every order from your dashboard.
          </p>
        </div>
        <Link to={clientRoutes.parts} className="btn btn-primary btn-lg shrink-0">
          Purchase Now
        </Link>
      </div>
    </section>
  );
}
