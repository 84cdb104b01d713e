import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { LoginPage } from './login-page';

const BUYER = 'buyer@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

/** better-auth and our API for one account whose password is "right-password". */
beforeEach(() => {
  let signedIn = false;
  api.routes['GET /api/settings'] = () => ({
    body: { googleSignIn: false, emailVerificationRequired: false, payments: { provider: 'test' } },
  });
  api.routes['GET /api/auth/get-session'] = () => ({
    body: signedIn ? sessionOf(BUYER, 'Blake Buyer') : null,
  });
  api.routes['POST /api/auth/sign-in/email'] = ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    if (email !== BUYER || password !== 'right-password') {
      return {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      };
    }
    signedIn = true;
    return { body: { redirect: false, token: 'session-token', user: sessionOf(BUYER).user } };
  };
  api.routes['PUT /api/user/:email'] = ({ params }) =>
    signedIn && params.email === BUYER
      ? { body: { token: 'access-token-1' } }
      : { status: 401, body: { error: 'UNAUTHORIZED', message: 'Please sign in first.' } };
  api.routes['POST /api/auth/request-password-reset'] = () => ({ body: { status: true } });
});

function renderLogin(state?: { from: string }) {
  return renderApp({
    at: { pathname: '/login', state },
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/dashboard', element: <h1>Dasboard</h1> },
    ],
  });
}

describe('LoginPage', () => {
  it('asks for the email first when "click to reset" is pressed without one', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'click to reset' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email first then click to reset');
    expect(api.made('POST', '/api/auth/request-password-reset')).toHaveLength(0);
  });

  it('requests a reset link that opens /reset-password', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), BUYER);
    await user.click(screen.getByRole('button', { name: 'click to reset' }));
    expect((await screen.findByRole('status')).textContent).toContain('a link to reset its password');
    expect(api.made('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: BUYER,
      redirectTo: '/reset-password',
    });
  });

  it("shows the provider's message in red when the password is wrong", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), BUYER);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows the account lock after too many failed sign-ins as a readable sentence', async () => {
    const locked =
      'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.';
    api.routes['POST /api/auth/sign-in/email'] = () => ({
      status: 429,
      body: { error: 'RATE_LIMITED', message: locked },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), BUYER);
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(locked);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('signs in, stores the access token and returns to where the visitor was going', async () => {
    const user = userEvent.setup();
    const { router } = renderLogin({ from: '/dashboard' });
    await user.type(await screen.findByLabelText('Email'), BUYER);
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dasboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-token-1');
    expect(api.made('PUT', `/api/user/${encodeURIComponent(BUYER)}`)[0]?.body).toEqual({ email: BUYER });
  });

  it('finishes a sign-in that already has a session (back from Google) without asking again', async () => {
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(BUYER) });
    api.routes['PUT /api/user/:email'] = () => ({ body: { token: 'access-token-2' } });
    renderApp({
      at: '/login?completed=1&from=%2Fdashboard',
      routes: [
        { path: '/login', element: <LoginPage /> },
        { path: '/dashboard', element: <h1>Dasboard</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dasboard' })).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-token-2');
  });

  it('explains a failed Google return in red', async () => {
    renderApp({ at: '/login?error=access_denied', routes: [{ path: '/login', element: <LoginPage /> }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Google sign-in was cancelled.');
  });

  it('says so when Google sign-in is not configured, instead of doing nothing', async () => {
    const user = userEvent.setup();
    renderLogin();
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(google);
    const note = await screen.findByText(/Google sign-in is not configured on this store/);
    await waitFor(() => expect(google.getAttribute('aria-describedby')).toBe(note.id));
    expect(api.made('POST', '/api/auth/sign-in/social')).toHaveLength(0);
  });

  it('starts the Google redirect when the store has it', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/settings'] = () => ({
      body: { googleSignIn: true, emailVerificationRequired: false, payments: { provider: 'test' } },
    });
    api.routes['POST /api/auth/sign-in/social'] = () => ({ body: { url: '#google', redirect: true } });
    renderLogin({ from: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(api.made('POST', '/api/auth/sign-in/social')).toHaveLength(1));
    expect(api.made('POST', '/api/auth/sign-in/social')[0]?.body).toEqual({
      provider: 'google',
      callbackURL: '/login?completed=1&from=%2Fdashboard',
      errorCallbackURL: '/login?from=%2Fdashboard',
    });
  });
});
