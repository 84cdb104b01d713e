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
  bar: 'font-semibold text-primary underline decoration-2 underline-offset-8 focus-visible:bg-neutral-content/10 focus-visible:text-primary',
  dropdown: 'menu-active font-semibold',
};

/**
 * daisyUI's menu gives a focused entry dark text on a faint fill, made for light menus: on the dark bar
 * the entry keeps its light text (the focus ring itself comes from styles.css).
 */
const focusClass = {
  bar: 'focus-visible:bg-neutral-content/10 focus-visible:text-neutral-content',
  dropdown: '',
};

export function NavMenuItem({ item, variant, onChosen }: NavMenuItemProps) {
  if (item.kind === 'action') {
    return (
      <li>
        <button
          type="button"
          className={focusClass[variant]}
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
        className={({ isActive }) => (isActive ? activeClass[variant] : focusClass[variant])}
        onClick={onChosen}
      >
        {item.label}
      </NavLink>
    </li>
  );
}
