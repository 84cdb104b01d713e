import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { BrandMark } from './brand-mark';

const links = [
  { label: 'Parts', to: clientRoutes.parts },
  { label: 'Blogs', to: clientRoutes.blogs },
  { label: 'My Portfolio', to: clientRoutes.portfolio },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <p className="inline-flex items-center gap-2 text-lg font-bold">
            <BrandMark className="size-7" />
            Partsmith
          </p>
          <p className="text-sm text-neutral-content/80">
            Engine, brake and suspension parts, machined in our own plant and shipped in bulk to workshops and
            distributors.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-content/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-neutral-content/80 sm:px-6">
          Copyright © {year} Partsmith. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
