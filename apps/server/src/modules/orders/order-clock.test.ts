import { describe, expect, it } from 'vitest';
import { orderStamp, snapshotStamp } from './order-clock';

describe('order clock', () => {
  it('puts every order stamped before a snapshot inside it and every order stamped after it outside', async () => {
    for (let i = 0; i < 50; i += 1) {
      const before = orderStamp();
      const until = await snapshotStamp();
      const after = orderStamp();
      // Lists read `created_at < until`.
      expect(before < until).toBe(true);
      expect(after < until).toBe(false);
    }
  });
});
