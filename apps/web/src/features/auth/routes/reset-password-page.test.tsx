import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { ResetPasswordPage } from './reset-password-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const renderAt = (at: string) =>
  renderApp({
    at,
    routes: [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Please Login!!</h1> },
    ],
  });

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])(
    'explains a broken link at %s',
    (at) => {
      renderAt(at);
      expect(screen.getByRole('alert').textContent).toContain(
        'This password reset link is invalid or has expired.',
      );
      expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
    },
  );

  it('wants the same password twice', async () => {
    renderAt('/reset-password?token=t1');
    await choose('new-password', 'other-password');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sets the new password, says so and opens the login page', async () => {
    api.routes['POST /api/auth/reset-password'] = () => ({ body: { status: true } });
    renderAt('/reset-password?token=t1');
    await choose('new-password');
    expect(await screen.findByRole('heading', { name: 'Please Login!!' })).toBeTruthy();
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.made('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'new-password',
      token: 't1',
    });
  });

  it('explains an expired token the server refuses', async () => {
    api.routes['POST /api/auth/reset-password'] = () => ({
      status: 400,
      body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
    });
    renderAt('/reset-password?token=old');
    await choose('new-password');
    expect((await screen.findByRole('alert')).textContent).toContain('invalid or has expired');
  });
});
