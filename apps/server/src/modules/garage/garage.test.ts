import { maxGarageVehicles } from '@partsmith/contract/garage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('garage', () => {
  let t: TestApp;
  let workshop: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  let corolla: { id: string };
  let golf: { id: string };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [workshop, stranger, admin] = [await signUp(t.app), await signUp(t.app), await signUpAdmin(t.app)];
    corolla = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.8 L 2ZR-FE',
    });
    golf = await insertVehicle(t.app, {
      make: 'Volkswagen',
      model: 'Golf',
      year: 2020,
      engine: '2.0 L TDI EA288',
    });
  });
  afterAll(() => t.close());

  it('keeps several named vehicles, in the order kept', async () => {
    const as = injectAs(t.app, workshop);
    const first = await as.post('/api/garage', { vehicleId: corolla.id, name: 'Mrs Silva’s Corolla' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Mrs Silva’s Corolla',
      vehicle: { _id: corolla.id, make: 'Toyota', model: 'Corolla', year: 2018, engine: '1.8 L 2ZR-FE' },
    });
    const second = await as.post('/api/garage', { vehicleId: golf.id });
    expect(second.json().name).toBe('2020 Volkswagen Golf');
    const list = (await as.get('/api/garage')).json();
    expect(list.map((v: { name: string }) => v.name)).toEqual([
      'Mrs Silva’s Corolla',
      '2020 Volkswagen Golf',
    ]);
  });

  it('renames and removes its own vehicles', async () => {
    const as = injectAs(t.app, workshop);
    const added = (await as.post('/api/garage', { vehicleId: golf.id, name: 'Van 3' })).json();
    const renamed = await as.put(`/api/garage/${added._id}`, { name: '  Van 4 ' });
    expect(renamed.json()).toMatchObject({ _id: added._id, name: 'Van 4' });
    expect((await as.delete(`/api/garage/${added._id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await as.delete(`/api/garage/${added._id}`)).statusCode).toBe(404);
  });

  it('keeps each buyer’s garage private: another buyer’s vehicle is 404 and stays as it was', async () => {
    const mine = (
      await injectAs(t.app, workshop).post('/api/garage', { vehicleId: corolla.id, name: 'Mine' })
    ).json();
    const them = injectAs(t.app, stranger);
    expect((await them.get('/api/garage')).json()).toEqual([]);
    const rename = await them.put(`/api/garage/${mine._id}`, { name: 'Stolen' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toEqual({ error: 'NOT_FOUND', message: 'No such vehicle is in your garage.' });
    expect((await them.delete(`/api/garage/${mine._id}`)).statusCode).toBe(404);
    const after = (await injectAs(t.app, workshop).get('/api/garage')).json();
    expect(after.find((v: { _id: string }) => v._id === mine._id)?.name).toBe('Mine');
  });

  it('refuses anonymous callers and admins', async () => {
    expect((await injectAs(t.app).get('/api/garage')).statusCode).toBe(401);
    const res = await injectAs(t.app, admin).post('/api/garage', { vehicleId: corolla.id });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a vehicle the catalogue does not have, and a blank name', async () => {
    const as = injectAs(t.app, stranger);
    const unknown = await as.post('/api/garage', { vehicleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No such vehicle: pick one from GET /api/vehicle.');
    expect((await as.post('/api/garage', { vehicleId: corolla.id, name: '   ' })).json().message).toContain(
      'Give the vehicle a name',
    );
  });

  it(`holds at most ${maxGarageVehicles} vehicles, also when they are added all at once`, async () => {
    const buyer = await signUp(t.app);
    const as = injectAs(t.app, buyer);
    const answers = await Promise.all(
      Array.from({ length: maxGarageVehicles + 5 }, (_, i) =>
        as.post('/api/garage', { vehicleId: i % 2 ? corolla.id : golf.id, name: `Car ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(maxGarageVehicles);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toBe(
      `Your garage holds at most ${maxGarageVehicles} vehicles. Remove one you no longer need first.`,
    );
    expect((await as.get('/api/garage')).json()).toHaveLength(maxGarageVehicles);
  });
});
