import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';
import type { NavItem } from './nav-items';

const items: NavItem[] = [
  { kind: 'link', label: 'Home', to: '/', end: true },
  { kind: 'link', label: 'Blogs', to: '/blogs' },
];

function renderMenu() {
  const router = createMemoryRouter([
    { path: '/', element: <MobileMenu items={items} /> },
    { path: '/blogs', element: <MobileMenu items={items} /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('MobileMenu', () => {
  it('opens from the keyboard and closes on Escape, giving focus back to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Blogs' })).toBeNull();

    await user.tab();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes after choosing a page', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
