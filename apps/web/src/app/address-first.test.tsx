import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressFirst } from './address-first';

function Home() {
  return (
    <>
      <h1>Parts</h1>
      <Link to="/purchase/1">Purchase Now</Link>
    </>
  );
}

function Purchase() {
  return <h1>Purchase</h1>;
}

describe('addressFirst', () => {
  it("puts a navigation's address in the history at the click, while the page's code is still on its way", async () => {
    let arrive: (page: typeof Purchase) => void = () => {};
    const code = new Promise<typeof Purchase>((resolve) => (arrive = resolve));
    const routes: RouteObject[] = [
      { path: '/', Component: Home },
      { path: '/purchase/:id', lazy: { Component: () => code } },
    ];
    const router = createMemoryRouter(addressFirst(routes));
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('link', { name: 'Purchase Now' }));
    expect(router.state.location.pathname).toBe('/purchase/1');
    // The page left behind stays on screen until the code has arrived.
    expect(screen.getByRole('heading', { name: 'Parts' })).toBeTruthy();

    await act(async () => arrive(Purchase));
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeTruthy();
  });

  it('leaves routes alone whose lazy part is more than the page (a loader waits as before)', () => {
    const loader = () => null;
    const routes: RouteObject[] = [
      { path: '/a', lazy: { loader: async () => loader, Component: async () => Purchase } },
    ];
    expect(addressFirst(routes)[0]?.lazy).toBeDefined();
  });
});
