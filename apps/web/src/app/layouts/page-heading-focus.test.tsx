import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageHeadingFocus } from './page-heading-focus';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  usePageHeadingFocus(mainRef);
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/blogs">Blogs</Link> <Link to="/dashboard/orders">Orders</Link>
      </nav>
      <main ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/blogs', element: <h1>Blogs</h1> },
        {
          path: '/dashboard/orders',
          element: (
            <>
              <h1>Dasboard</h1>
              <div data-page-content="">
                <h2>My Orders</h2>
              </div>
            </>
          ),
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('usePageHeadingFocus', () => {
  it('leaves focus alone on the first page, then moves it to the new page’s main heading', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    const heading = await screen.findByRole('heading', { name: 'Blogs' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses a dashboard page’s own heading, not the dashboard’s', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'My Orders' }));
  });
});
