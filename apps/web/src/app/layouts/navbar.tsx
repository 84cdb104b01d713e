import { Link } from 'react-router';
import { BasketLink } from './basket-link';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavMenuItem } from './nav-menu-item';
import { NavbarSearch, PhoneSearch } from './navbar-search';
import type { NavItem } from './nav-items';

export function Navbar({ items }: { items: NavItem[] }) {
  return (
    <header className="sticky top-0 z-50 bg-neutral text-neutral-content shadow-md">
      <nav aria-label="Main" className="navbar mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex-1">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-field py-1 text-xl font-bold tracking-tight"
          >
            <BrandMark className="size-8" />
            <span>
              Part<span className="text-primary">smith</span>
            </span>
          </Link>
        </div>
        <NavbarSearch />
        <ul className="menu menu-horizontal hidden gap-1 px-1 text-base md:flex">
          {items.map((item) => (
            <NavMenuItem key={item.label} item={item} variant="bar" />
          ))}
        </ul>
        <PhoneSearch />
        <BasketLink />
        <MobileMenu items={items} />
      </nav>
    </header>
  );
}
