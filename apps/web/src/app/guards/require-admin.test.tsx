import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/access-token';
import { ApiServer, sessionOf } from '../../test/api-server';
import { renderApp } from '../../test/render-app';
import { RequireAdmin } from './require-admin';

const api = new ApiServer();
beforeAll(() => api.start());
afterEach(() => api.reset());
afterAll(() => api.close());

function signInAs(email: string, admin: boolean) {
  localStorage.setItem(ACCESS_TOKEN_KEY, `token-of-${email}`);
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(email) });
  api.routes['GET /api/admin/:email'] = ({ params, headers }) =>
    headers.authorization === `Bearer token-of-${params.email}`
      ? { body: { admin } }
      : { status: 401, body: { error: 'UNAUTHORIZED', message: 'Please sign in to continue.' } };
}

function renderAdminPage() {
  return renderApp({
    at: '/dashboard/users',
    routes: [
      { path: '/dashboard', element: <h1>My Profile</h1> },
      { element: <RequireAdmin />, children: [{ path: '/dashboard/users', element: <h1>Make Admin</h1> }] },
    ],
  });
}

describe('RequireAdmin', () => {
  it('opens the page for an admin, as the server says', async () => {
    signInAs('admin@partsmith.test', true);
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Make Admin' })).toBeTruthy();
    expect(api.made('GET', '/api/admin/admin%40partsmith.test')).toHaveLength(1);
  });

  it('sends anyone else back to the dashboard with a toast', async () => {
    signInAs('buyer@partsmith.test', false);
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(await screen.findByText('Only admins can open that page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Make Admin' })).toBeNull();
  });
});
