import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { CustomerReviews } from './customer-reviews';

const api = new ApiServer();
beforeAll(() => api.start());
afterEach(() => api.reset());
afterAll(() => api.close());

const review = {
  _id: '6f0b1b0e-2c1a-4c7e-9a57-0d7f3f2f8a11',
  ratings: 1,
  description: 'Spam spam spam',
  name: 'Sam Spammer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function signInAs(email: string, admin: boolean) {
  localStorage.setItem(ACCESS_TOKEN_KEY, `token-of-${email}`);
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(email) });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin } });
}

describe('Customer Reviews moderation (audit finding 9)', () => {
  it('lets an admin delete a review after confirming', async () => {
    signInAs('admin@partsmith.test', true);
    let reviews = [review];
    api.routes['GET /api/review'] = () => ({ body: reviews });
    api.routes['DELETE /api/review/:id'] = () => {
      reviews = [];
      return { body: { deletedCount: 1 } };
    };
    renderApp({ at: '/', routes: [{ path: '/', element: <CustomerReviews /> }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the review by Sam Spammer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.made('DELETE', `/api/review/${review._id}`)).toHaveLength(1));
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('shows no delete control to buyers', async () => {
    signInAs('buyer@partsmith.test', false);
    api.routes['GET /api/review'] = () => ({ body: [review] });
    renderApp({ at: '/', routes: [{ path: '/', element: <CustomerReviews /> }] });
    expect(await screen.findByText('Spam spam spam')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete the review/ })).toBeNull();
  });
});
