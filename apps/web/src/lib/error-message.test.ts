import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('says what failed, with the server’s own sentence when it sent one', () => {
    const refused = new ApiRequestError(409, 'CONFLICT', 'The minimum order is 10 units.');
    expect(errorMessage(refused, 'place your order')).toBe(
      "We couldn't place your order. The minimum order is 10 units.",
    );
    expect(errorMessage(refused)).toBe('The minimum order is 10 units.');
  });

  it('never shows a bare status: an answer without our message asks to try again', () => {
    const bare = new ApiRequestError(500, 'HTTP_ERROR', 'Internal Server Error (status 500)');
    expect(errorMessage(bare, 'place your order')).toBe("We couldn't place your order. Please try again.");
    expect(errorMessage(bare)).toBe('Something went wrong. Please try again.');
    const unreadable = new ApiRequestError(502, 'INVALID_RESPONSE', 'The server sent an unreadable answer.');
    expect(errorMessage(unreadable, 'load your orders')).toBe(
      "We couldn't load your orders. Please try again.",
    );
  });

  it('keeps the words of other errors, and has a sentence for anything else thrown', () => {
    expect(errorMessage(new Error('Your card was declined.'))).toBe('Your card was declined.');
    expect(errorMessage('boom', 'add your review')).toBe("We couldn't add your review. Please try again.");
  });
});
