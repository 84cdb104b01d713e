import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { multipartFile } from '../../test/multipart';
import { placeOrder } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('catalogue administration', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let img: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#334155' } })
      .png()
      .toBuffer();
    const body = multipartFile('image', 'pump.png', 'image/png', picture);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    img = uploaded.json().data.url;
  });
  afterAll(() => t.close());

  const newPart = {
    name: 'Water pump',
    minOrderQuantity: 5,
    availableQuantity: 60,
    price: 54.9,
    description: 'Cast housing.',
  };
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    account: TestAccount | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: account ? bearer(account.token) : {},
      ...(payload ? { payload } : {}),
    });
  const create = async () =>
    (await send('POST', '/api/part', admin, { ...newPart, img })).json().insertedId as string;

  it('lets an admin add a part that then appears in the catalogue with its pictures', async () => {
    const res = await send('POST', '/api/part', admin, { ...newPart, img });
    expect(res.statusCode).toBe(200);
    const part = (await t.app.inject({ method: 'GET', url: `/api/part/${res.json().insertedId}` })).json();
    expect(part).toMatchObject({ ...newPart, img, thumbnail: img.replace('-large', '-thumbnail') });
  });

  it.each([
    ['anonymous callers', null, 401],
    ['buyers', 'buyer', 403],
  ] as const)('refuses %s adding, editing or deleting parts', async (_label, who, status) => {
    const account = who === 'buyer' ? buyer : null;
    const id = await create();
    expect((await send('POST', '/api/part', account, { ...newPart, img })).statusCode).toBe(status);
    expect((await send('PUT', `/api/part/${id}`, account, { availableQuantity: 999_999 })).statusCode).toBe(
      status,
    );
    expect((await send('DELETE', `/api/part/${id}`, account)).statusCode).toBe(status);
    const part = (await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).json();
    expect(part.availableQuantity).toBe(60);
  });

  it.each([
    ['a fractional quantity', { minOrderQuantity: 2.5 }, 'whole number'],
    ['a zero price', { price: 0 }, 'more than 0'],
    ['a price with three decimals', { price: 1.005 }, 'two decimals'],
    ['a minimum above the stock', { minOrderQuantity: 100, availableQuantity: 10 }, 'cannot be more than'],
    ['an empty name', { name: '  ' }, 'Name is required'],
    [
      'a picture the store did not make',
      { img: 'https://evil.example.com/x.png' },
      'Upload the picture first',
    ],
  ])('refuses %s with a readable message', async (_label, change, message) => {
    const res = await send('POST', '/api/part', admin, { ...newPart, img, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('lets an admin restock and edit a part', async () => {
    const id = await create();
    expect(
      (
        await send('PUT', `/api/part/${id}`, admin, {
          availableQuantity: 500,
          expectedAvailableQuantity: 60,
          price: 49.5,
        })
      ).json(),
    ).toEqual({
      modifiedCount: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).json()).toMatchObject({
      availableQuantity: 500,
      price: 49.5,
      name: 'Water pump',
    });
  });

  it('refuses an edit that would put the minimum above the stock', async () => {
    const id = await create();
    const res = await send('PUT', `/api/part/${id}`, admin, { minOrderQuantity: 61 });
    expect(res.statusCode).toBe(400);
  });

  it('deletes a part but keeps the orders made for it intact', async () => {
    const id = await create();
    const orderId = (await placeOrder(t.app, buyer, id, 5)).json().insertedId;
    expect((await send('DELETE', `/api/part/${id}`, admin)).json()).toEqual({ deletedCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).statusCode).toBe(404);
    const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order).toMatchObject({ itemName: 'Water pump', quantity: 5, price: 274.5, partId: null });
    expect((await send('DELETE', `/api/part/${id}`, admin)).statusCode).toBe(404);
  });
});
