import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavMenuItemProps {
  item: NavItem;
  /** The dark navbar marks the current page in amber; the light dropdown uses daisyUI's active fill. */
  variant: 'bar' | 'dropdown';
  /** Called after the item is chosen, e.g. to close the mobile menu. */
  onChosen?: () => void;
}

const activeClass = {
  bar: 'font-semibold text-primary underline decoration-2 underline-offset-8',
  dropdown: 'menu-active font-semibold',
};

export function NavMenuItem({ item, variant, onChosen }: NavMenuItemProps) {
  if (item.kind === 'action') {
    return (
      <li>
        <button
          type="button"
          onClick={() => {
            item.onSelect();
            onChosen?.();
          }}
        >
          {item.label}
        </button>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        className={({ isActive }) => (isActive ? activeClass[variant] : '')}
        onClick={onChosen}
      >
        {item.label}
      </NavLink>
    </li>
  );
}
