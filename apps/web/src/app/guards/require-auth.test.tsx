import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, clearAccessToken } from '../../lib/access-token';
import { signOut } from '../../lib/session/sign-out';
import { ApiServer, sessionOf } from '../../test/api-server';
import { renderApp } from '../../test/render-app';
import { RequireAuth } from './require-auth';

const api = new ApiServer();
beforeAll(() => api.start());
afterEach(() => api.reset());
afterAll(() => api.close());

function LoginStandIn() {
  const location = useLocation();
  return <p>Login page, from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

function renderGuarded(at: string) {
  return renderApp({
    at,
    routes: [
      // A loader, as the app's home page has: the move home then commits as a transition.
      { path: '/', loader: () => null, element: <p>Home page</p> },
      { path: '/login', element: <LoginStandIn /> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dasboard</h1> }] },
    ],
  });
}

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login, remembering where they were going, without asking the server', async () => {
    renderGuarded('/dashboard?tab=orders');
    expect(await screen.findByText('Login page, from /dashboard?tab=orders')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a spinner while the session loads, then the page for a signed-in user', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@partsmith.test') });
    renderGuarded('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in');
    expect(await screen.findByRole('heading', { name: 'Dasboard' })).toBeTruthy();
  });

  it('drops a token whose session has ended and sends the visitor to /login', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale-token');
    api.routes['GET /api/auth/get-session'] = () => ({ body: null });
    renderGuarded('/dashboard');
    expect(await screen.findByText('Login page, from /dashboard')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('sends a user whose session ends while the page is open to /login, remembering the page', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@partsmith.test') });
    renderGuarded('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dasboard' })).toBeTruthy();
    act(() => clearAccessToken());
    expect(await screen.findByText('Login page, from /dashboard')).toBeTruthy();
  });

  it('lets Sign Out take the user home from a guarded page, not on to /login', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@partsmith.test') });
    api.routes['POST /api/auth/sign-out'] = () => ({ body: { success: true } });
    const { router, queryClient } = renderGuarded('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dasboard' })).toBeTruthy();
    await act(() => signOut(queryClient, router.navigate));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(api.made('POST', '/api/auth/sign-out')).toHaveLength(1);
  });
});
