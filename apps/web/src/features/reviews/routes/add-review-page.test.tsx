import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { queryKeys } from '../../../lib/query-keys';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { AddReviewPage } from './add-review-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'buyer-token');
  api.routes['POST /api/review'] = () => ({ body: { insertedId: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a' } });
});

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <AddReviewPage /> }] });
const ratings = () => screen.getByLabelText('Ratings') as HTMLInputElement;
const star = (n: number) =>
  screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }) as HTMLInputElement;

describe('AddReviewPage', () => {
  it.each(['0', '6', '3.5'])('refuses the rating %s before sending anything', async (value) => {
    const user = userEvent.setup();
    renderPage();
    await user.type(ratings(), value);
    await user.type(screen.getByLabelText('Description'), 'Good pads.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ratings must be a whole number from 1 to 5')).toBeTruthy();
    expect(ratings().getAttribute('aria-invalid')).toBe('true');
    expect(api.made('POST', '/api/review')).toHaveLength(0);
  });

  it('requires a rating and a description', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a rating from 1 to 5')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(ratings());
    expect(api.made('POST', '/api/review')).toHaveLength(0);
  });

  it('keeps the stars and the number in step', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(star(4));
    expect(ratings().value).toBe('4');
    await user.clear(ratings());
    await user.type(ratings(), '2');
    expect(star(2).checked).toBe(true);
    expect(star(4).checked).toBe(false);
    await user.clear(ratings());
    await user.type(ratings(), '3.5');
    expect([1, 2, 3, 4, 5].some((n) => star(n).checked)).toBe(false);
  });

  it('counts the description as it is typed and refuses more than 1000 characters', async () => {
    const user = userEvent.setup();
    renderPage();
    const description = screen.getByLabelText('Description');
    await user.type(description, 'Fits well');
    expect(screen.getByText('9 / 1000 characters')).toBeTruthy();
    await user.click(description);
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1009 / 1000 characters')).toBeTruthy();
    await user.click(star(5));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Description is too long (1000 characters at most)')).toBeTruthy();
  });

  it("sends the review, says 'Review added successfully', resets and refreshes the reviews", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.reviews.list(), []);
    await user.click(star(5));
    await user.type(screen.getByLabelText('Description'), '  Solid brake discs, quick delivery.  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Review added successfully')).toBeTruthy();
    expect(api.made('POST', '/api/review')[0]?.body).toEqual({
      ratings: 5,
      description: 'Solid brake discs, quick delivery.',
    });
    expect(api.made('POST', '/api/review')[0]?.headers.authorization).toBe('Bearer buyer-token');
    await waitFor(() => expect(ratings().value).toBe(''));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect(star(5).checked).toBe(false);
    expect(queryClient.getQueryState(queryKeys.reviews.list())?.isInvalidated).toBe(true);
  });

  it("shows the server's message when the review is refused", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/review'] = () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only buyers can review.' },
    });
    renderPage();
    await user.type(ratings(), '4');
    await user.type(screen.getByLabelText('Description'), 'Nice.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      (await screen.findByText("We couldn't add your review. Only buyers can review.")).getAttribute('role'),
    ).toBe('alert');
  });
});
