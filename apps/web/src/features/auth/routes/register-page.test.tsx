import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { RegisterPage } from './register-page';

const EMAIL = 'new@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

/** better-auth and our API; `sessionAfterSignUp` is false when the store withholds the session. */
function serve({
  sessionAfterSignUp,
  verificationRequired,
}: {
  sessionAfterSignUp: boolean;
  verificationRequired: boolean;
}) {
  let signedIn = false;
  api.routes['GET /api/settings'] = () => ({
    body: {
      googleSignIn: false,
      emailVerificationRequired: verificationRequired,
      payments: { provider: 'test' },
    },
  });
  api.routes['GET /api/auth/get-session'] = () => ({ body: signedIn ? sessionOf(EMAIL, 'Nadia New') : null });
  api.routes['POST /api/auth/sign-up/email'] = () => {
    signedIn = sessionAfterSignUp;
    return {
      body: { token: sessionAfterSignUp ? 'session-token' : null, user: sessionOf(EMAIL, 'Nadia New').user },
    };
  };
  api.routes['POST /api/auth/update-user'] = () =>
    signedIn
      ? { body: { status: true } }
      : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } };
  api.routes['PUT /api/user/:email'] = () => ({ body: { token: 'access-token-new' } });
}

async function register() {
  const user = userEvent.setup();
  const view = renderApp({
    at: '/register',
    routes: [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
  });
  await user.type(await screen.findByLabelText('Name'), 'Nadia New');
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return view;
}

describe('RegisterPage', () => {
  it('creates the account, sets the display name, signs in and goes home', async () => {
    serve({ sessionAfterSignUp: true, verificationRequired: false });
    await register();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.made('POST', '/api/auth/update-user')[0]?.body).toEqual({ name: 'Nadia New' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-token-new');
  });

  it("says 'No user is logged in' when there is no session to name", async () => {
    serve({ sessionAfterSignUp: false, verificationRequired: false });
    await register();
    expect((await screen.findByRole('alert')).textContent).toBe('No user is logged in');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('asks to confirm the email when the store requires it, without that error', async () => {
    serve({ sessionAfterSignUp: false, verificationRequired: true });
    await register();
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.queryByText('No user is logged in')).toBeNull();
    expect(api.made('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      name: 'Nadia New',
      email: EMAIL,
      callbackURL: '/login?completed=1&from=%2F',
    });
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    serve({ sessionAfterSignUp: true, verificationRequired: false });
    renderApp({ at: '/register', routes: [{ path: '/register', element: <RegisterPage /> }] });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.made('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });
});
