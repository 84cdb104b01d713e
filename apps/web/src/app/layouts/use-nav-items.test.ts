import { describe, expect, it } from 'vitest';
import { navItemsFor } from './use-nav-items';

const labels = (status: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(status, () => undefined).map((item) => `${item.kind}:${item.label}`);

describe('navItemsFor', () => {
  it('offers Login to an anonymous visitor', () => {
    expect(labels('anonymous')).toEqual(['link:Home', 'link:Blogs', 'link:My Portfolio', 'link:Login']);
  });

  it('offers Dashboard and a Sign Out button to a signed-in user', () => {
    expect(labels('signed-in')).toEqual([
      'link:Home',
      'link:Blogs',
      'link:My Portfolio',
      'link:Dashboard',
      'action:Sign Out',
    ]);
  });

  it("takes an admin's Dashboard link to the Sales page, a buyer's to the dashboard's index", () => {
    const dashboardOf = (isAdmin: boolean) =>
      navItemsFor('signed-in', () => undefined, isAdmin).find((item) => item.label === 'Dashboard');
    expect(dashboardOf(true)).toMatchObject({ kind: 'link', to: '/dashboard/sales' });
    expect(dashboardOf(false)).toMatchObject({ kind: 'link', to: '/dashboard' });
  });

  it('shows neither while a stored session is being checked', () => {
    expect(labels('loading')).toEqual(['link:Home', 'link:Blogs', 'link:My Portfolio']);
  });

  it('signs out when Sign Out is chosen', () => {
    let signedOut = false;
    const signOut = navItemsFor('signed-in', () => (signedOut = true)).find((item) => item.kind === 'action');
    if (signOut?.kind === 'action') signOut.onSelect();
    expect(signedOut).toBe(true);
  });
});
