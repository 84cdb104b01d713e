import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('review limits and moderation (audit finding 9)', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  const add = (account: TestAccount, description = 'Solid parts.') =>
    injectAs(t.app, account).post('/api/review', { ratings: 4, description });
  const remove = (id: string, account: TestAccount | null) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/review/${id}`,
      headers: account ? bearer(account.token) : {},
    });
  const listed = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/review' })).json() as Array<{ _id: string }>).map(
      (review) => review._id,
    );

  it('accepts 5 reviews an hour per account (REVIEW_RATE_LIMIT) and refuses the rest of 30 with a clear message', async () => {
    const [writer, other] = [await signUp(t.app), await signUp(t.app)];
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 30; i += 1) {
      const res = await add(writer, `Review number ${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal = res.json();
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(25).fill(429)]);
    expect(refusal).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^You can post at most 5 reviews an hour\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect((await add(other)).statusCode).toBe(200);
  });

  it('lets an admin delete a review, which leaves the list at once; buyers cannot', async () => {
    const writer = await signUp(t.app);
    const id = (await add(writer, 'Rude words')).json().insertedId as string;
    expect(await listed()).toContain(id);
    expect((await remove(id, null)).statusCode).toBe(401);
    const byWriter = await remove(id, writer);
    expect(byWriter.statusCode).toBe(403);
    expect(byWriter.json().error).toBe('FORBIDDEN');
    const deleted = await remove(id, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await listed()).not.toContain(id);
    const again = await remove(id, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'NOT_FOUND', message: 'No review was found.' });
  });
});
