import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('adding reviews', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [buyer, admin] = [await signUp(t.app, 'Rita Reviewer'), await signUpAdmin(t.app)];
  });
  afterAll(() => t.close());

  const add = (payload: object, account: TestAccount | null = buyer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/review',
      payload,
      headers: account ? bearer(account.token) : {},
    });

  it('stores a buyer’s review under their name and shows it first', async () => {
    const res = await add({
      ratings: 4,
      description: '<b>Good</b> pads, <script>alert(1)</script> fast delivery',
    });
    expect(res.statusCode).toBe(200);
    const [newest] = (await t.app.inject({ method: 'GET', url: '/api/review' })).json();
    expect(newest).toMatchObject({
      _id: res.json().insertedId,
      ratings: 4,
      name: 'Rita Reviewer',
      description: '<b>Good</b> pads, <script>alert(1)</script> fast delivery',
    });
  });

  it('refuses anonymous reviews and admins', async () => {
    expect((await add({ ratings: 5, description: 'x' }, null)).statusCode).toBe(401);
    expect((await add({ ratings: 5, description: 'x' }, admin)).statusCode).toBe(403);
  });

  it.each([0, 6, 3.5, -1])('refuses ratings %s', async (ratings) => {
    const res = await add({ ratings, description: 'Fine' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('whole number from 1 to 5');
  });

  it.each([
    ['an empty description', { ratings: 5, description: '   ' }],
    ['a description over 1000 characters', { ratings: 5, description: 'x'.repeat(1001) }],
    ['ratings sent as text', { ratings: '5', description: 'Fine' }],
  ])('refuses %s', async (_label, payload) => {
    expect((await add(payload)).statusCode).toBe(400);
  });
});
