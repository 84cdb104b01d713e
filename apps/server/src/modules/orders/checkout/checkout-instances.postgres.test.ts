import { describe, expect, it } from 'vitest';
import { injectAs, signUp, type TestAccount } from '../../../test/accounts';
import { insertPart } from '../../../test/fixtures';
import { stockOf } from '../../../test/orders';
import { twoInstancesOnOnePostgres } from '../../../test/instances';

const shipTo = { address: '12 Harbour Road, Chattogram', number: '+8801712345678' };

describe('checkouts through two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnOnePostgres({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });

  it('never oversell, with single orders of the same part racing them', async () => {
    const { one, two } = instances;
    const scarce = (await insertPart(one.app, { available_quantity: 20, min_order_quantity: 1 })).id;
    const other = (await insertPart(one.app, { available_quantity: 1000, min_order_quantity: 1 })).id;
    const buyers: TestAccount[] = await Promise.all(
      Array.from({ length: 10 }, (_, n) => signUp(one.app, `Instance Racer ${n}`)),
    );
    for (const buyer of buyers) {
      const basket = await injectAs(one.app, buyer).put('/api/basket', {
        lines: [
          { partId: other, quantity: 2 },
          { partId: scarce, quantity: 3 },
        ],
      });
      expect(basket.statusCode, basket.body).toBe(200);
    }
    const loner = await signUp(one.app, 'Single Orderer');
    const answers = await Promise.all([
      ...buyers.map((buyer, n) =>
        injectAs(n % 2 === 0 ? one.app : two.app, buyer).post('/api/checkout', shipTo),
      ),
      ...[0, 1, 2, 3].map((n) =>
        injectAs(n % 2 === 0 ? two.app : one.app, loner).post('/api/order', {
          partId: scarce,
          quantity: 1,
          ...shipTo,
        }),
      ),
    ]);
    const checkouts = answers.slice(0, buyers.length).filter((res) => res.statusCode === 201).length;
    const singles = answers.slice(buyers.length).filter((res) => res.statusCode === 200).length;
    for (const res of answers) expect([200, 201, 409]).toContain(res.statusCode);
    const sold = checkouts * 3 + singles;
    expect(sold).toBeLessThanOrEqual(20);
    expect(await stockOf(one.app, scarce)).toBe(20 - sold);
    expect(await stockOf(one.app, other)).toBe(1000 - checkouts * 2);
  });
});
