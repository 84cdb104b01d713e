import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { uploadPicture } from '../../test/images';
import { newOrderId, stockOf } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('low-stock threshold and mail (issue 16)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '100',
      SMTP_URL: smtp.url,
    });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/part/${id}`, headers: bearer(admin.token), payload });
  const alertOf = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/stats/low-stock/${id}`, headers: bearer(admin.token) })
    ).json();
  const lowStockMails = (partNumber: string) =>
    smtp.mails.filter((mail) => mail.to.includes(admin.email) && mail.subject.includes(partNumber));

  it('is set and changed by the admin, a whole number from 0, or null for the minimum order', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 5 });
    expect(await alertOf(part.id)).toMatchObject({ lowStockThreshold: null, threshold: 5, low: false });
    expect((await put(part.id, { lowStockThreshold: 120 })).statusCode).toBe(200);
    expect(await alertOf(part.id)).toMatchObject({ lowStockThreshold: 120, threshold: 120, low: true });
    expect((await put(part.id, { lowStockThreshold: null })).statusCode).toBe(200);
    expect(await alertOf(part.id)).toMatchObject({ lowStockThreshold: null, threshold: 5 });
    for (const [value, message] of [
      [-1, 'cannot be negative'],
      [2.5, 'whole number'],
      ['ten', 'must be a number'],
    ] as const) {
      const res = await put(part.id, { lowStockThreshold: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(admin.token),
      payload: {
        name: 'Brake disc',
        minOrderQuantity: 2,
        availableQuantity: 30,
        price: 40,
        description: 'Vented disc.',
        img: await uploadPicture(t.app, admin),
        lowStockThreshold: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await alertOf(created.json().insertedId)).toMatchObject({ lowStockThreshold: 0, threshold: 0 });
    const buyerAsks = await t.app.inject({
      method: 'GET',
      url: `/api/stats/low-stock/${part.id}`,
      headers: bearer(buyer.token),
    });
    expect(buyerAsks.statusCode).toBe(403);
  });

  it('mails the admins once when orders take a part under its threshold, again only after a restock', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 1 });
    expect((await put(part.id, { lowStockThreshold: 50 })).statusCode).toBe(200);

    await newOrderId(t.app, buyer, part.id, 50); // 50 left: not under
    expect(lowStockMails(part.part_number)).toHaveLength(0);
    await newOrderId(t.app, buyer, part.id, 5); // 45: under
    await newOrderId(t.app, buyer, part.id, 5); // 40
    // Several orders at once, all under the threshold.
    await Promise.all([1, 2, 3, 4].map(() => newOrderId(t.app, buyer, part.id, 2)));
    expect(await stockOf(t.app, part.id)).toBe(32);
    const first = lowStockMails(part.part_number);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('45 units left, under its threshold of 50');
    expect(first[0]!.text).toContain('/dashboard/sales');

    // A restock that does not lift it above the threshold arms nothing.
    expect((await put(part.id, { restock: 10 })).statusCode).toBe(200); // 42
    await newOrderId(t.app, buyer, part.id, 1); // 41
    expect(lowStockMails(part.part_number)).toHaveLength(1);

    // Lifted above, then taken under again: a second mail.
    expect((await put(part.id, { restock: 60 })).statusCode).toBe(200); // 101
    await newOrderId(t.app, buyer, part.id, 30); // 71
    expect(lowStockMails(part.part_number)).toHaveLength(1);
    await newOrderId(t.app, buyer, part.id, 30); // 41
    await newOrderId(t.app, buyer, part.id, 1); // 40
    const second = lowStockMails(part.part_number);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain('41 units left');
  });
});
