import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../lib/access-token';
import {
  addToVisitorBasket,
  clearVisitorBasket,
  VISITOR_BASKET_KEY,
  visitorBasketId,
} from '../lib/basket/visitor-basket';
import { ApiServer, sessionOf } from '../test/api-server';
import { aBasket, aLinePart } from '../test/basket';
import { renderApp } from '../test/render-app';
import { BasketMerge } from './basket-merge';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
});

const disc = aLinePart();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a visitor's basket", () => {
  it('keeps one id from its first line until it is emptied', () => {
    expect(visitorBasketId()).toBeUndefined();
    addToVisitorBasket(disc.id, 10);
    const id = visitorBasketId();
    expect(id).toMatch(uuid);
    addToVisitorBasket(disc.id, 5);
    expect(visitorBasketId()).toBe(id);
    clearVisitorBasket();
    expect(visitorBasketId()).toBeUndefined();
    addToVisitorBasket(disc.id, 1);
    expect(visitorBasketId()).toMatch(uuid);
    expect(visitorBasketId()).not.toBe(id);
  });

  it('moves into the buyer’s basket on sign-in under its id, then leaves the browser', async () => {
    addToVisitorBasket(disc.id, 50);
    const id = visitorBasketId();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@example.com', 'Blake Buyer') });
    api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
    api.routes['POST /api/basket/merge'] = () => ({ body: aBasket([{ part: disc, quantity: 50 }]) });
    renderApp({ at: '/', routes: [{ path: '/', element: <BasketMerge /> }] });
    await waitFor(() => expect(localStorage.getItem(VISITOR_BASKET_KEY)).toBeNull());
    const merges = api.requests.filter((request) => request.path === '/api/basket/merge');
    expect(merges.map((request) => request.body)).toEqual([
      { lines: [{ partId: disc.id, quantity: 50 }], mergeId: id },
    ]);
    expect(visitorBasketId()).toBeUndefined();
  });
});
