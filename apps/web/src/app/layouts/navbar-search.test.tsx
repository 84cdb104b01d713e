import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavbarSearch, partsSearchPath, PhoneSearch } from './navbar-search';

function renderSearch(at = '/') {
  const bar = (
    <header>
      <NavbarSearch />
      <PhoneSearch />
    </header>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: bar },
      { path: '/parts', element: bar },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('partsSearchPath', () => {
  it('sends the trimmed words to the catalogue, and nothing typed to the whole catalogue', () => {
    expect(partsSearchPath('  BP-1042 brake pad ')).toBe('/parts?q=BP-1042+brake+pad');
    expect(partsSearchPath('a&b=c')).toBe('/parts?q=a%26b%3Dc');
    expect(partsSearchPath('   ')).toBe('/parts');
  });
});

describe('navbar search', () => {
  it('searches the catalogue for a part number or words from any page', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const wide = screen.getAllByRole('search', { name: 'Parts' })[0] as HTMLElement;
    await user.type(within(wide).getByLabelText('Search the catalogue'), 'brake pad{Enter}');
    expect(router.state.location.pathname).toBe('/parts');
    expect(router.state.location.search).toBe('?q=brake+pad');
  });

  it('shows the search being looked at on the catalogue page', () => {
    renderSearch('/parts?q=oil%20filter');
    const [wide] = screen.getAllByLabelText('Search the catalogue', {
      selector: 'input',
    }) as HTMLInputElement[];
    expect(wide?.value).toBe('oil filter');
  });

  it('on a phone, unfolds from a compact button, takes focus, and folds back on Escape', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const button = screen.getByRole('button', { name: 'Search the catalogue' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const field = document.getElementById('phone-search') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.type(field, 'BP-1042{Enter}');
    expect(router.state.location.search).toBe('?q=BP-1042');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
