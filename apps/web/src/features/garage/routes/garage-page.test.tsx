import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GarageVehicle } from '@partsmith/contract/garage';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { MY_VEHICLE_KEY } from '../../../lib/my-vehicle';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { GaragePage } from './garage-page';

const EMAIL = 'workshop@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const corolla: Vehicle = {
  _id: '5a1e0c4e-0000-4000-8000-000000000018',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  engine: '1.8 L 2ZR-FE',
};
let garage: GarageVehicle[] = [];
let serial = 0;

beforeEach(() => {
  garage = [];
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(EMAIL) });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
  api.routes['PUT /api/profile/:email/vehicle'] = () => ({ body: { modifiedCount: 1 } });
  api.routes['GET /api/garage'] = () => ({ body: garage });
  api.routes['POST /api/garage'] = ({ body }) => {
    const { name } = body as { vehicleId: string; name?: string };
    serial += 1;
    const kept = {
      _id: `9a000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
      name: name ?? '2018 Toyota Corolla',
      vehicle: corolla,
      addedAt: '2026-11-28T00:00:00.000Z',
    };
    garage = [...garage, kept];
    return { status: 201, body: kept };
  };
  api.routes['PUT /api/garage/:id'] = ({ params, body }) => {
    garage = garage.map((kept) =>
      kept._id === params.id ? { ...kept, name: (body as { name: string }).name } : kept,
    );
    return { body: garage.find((kept) => kept._id === params.id) };
  };
  api.routes['DELETE /api/garage/:id'] = ({ params }) => {
    garage = garage.filter((kept) => kept._id !== params.id);
    return { body: { deletedCount: 1 } };
  };
  api.routes['GET /api/vehicle/years'] = () => ({ body: [2018] });
  api.routes['GET /api/vehicle/makes'] = () => ({ body: ['Toyota'] });
  api.routes['GET /api/vehicle/models'] = () => ({ body: ['Corolla'] });
  api.routes['GET /api/vehicle'] = () => ({ body: [corolla] });
});

const renderPage = () =>
  renderApp({
    at: '/dashboard/garage',
    routes: [
      { path: '/dashboard/garage', element: <GaragePage /> },
      { path: '/parts', element: <p>Parts page</p> },
    ],
  });

async function addCorolla(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByLabelText('Name (optional)'));
  if (name) await user.type(screen.getByLabelText('Name (optional)'), name);
  await screen.findByRole('option', { name: '2018' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2018');
  await screen.findByRole('option', { name: 'Toyota' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
  await screen.findByRole('option', { name: 'Corolla' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Corolla');
  const add = screen.getByRole('button', { name: 'Add to my garage' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
}

/** The garage waits for the identity client (loaded on demand), the session and the role check first. */
const afterSignIn = { timeout: 10_000 };

const rows = () =>
  within(screen.getByRole('list', { name: 'Vehicles in my garage' })).getAllByRole('listitem');

describe('GaragePage', () => {
  it('starts empty, then keeps the vehicles added under their names', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your garage is empty', undefined, afterSignIn)).toBeTruthy();
    await addCorolla(user, 'Mrs Silva’s Corolla');
    expect(await screen.findByText('Added Mrs Silva’s Corolla to your garage.')).toBeTruthy();
    expect(api.made('POST', '/api/garage')[0]?.body).toEqual({
      vehicleId: corolla._id,
      name: 'Mrs Silva’s Corolla',
    });
    await addCorolla(user, '');
    await waitFor(() => expect(api.made('POST', '/api/garage')[1]?.body).toEqual({ vehicleId: corolla._id }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]?.textContent).toContain('2018 Toyota Corolla · 1.8 L 2ZR-FE');
  });

  it('renames and removes a vehicle', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Your garage is empty', undefined, afterSignIn);
    await addCorolla(user, 'Van 3');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Rename\W+Van 3$/ }));
    await user.clear(screen.getByLabelText('New name'));
    await user.type(screen.getByLabelText('New name'), 'Van 4');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: /^Remove\W+Van 4$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Remove\W+Van 4$/ }));
    expect(await screen.findByText('Your garage is empty', undefined, afterSignIn)).toBeTruthy();
  });

  it('shops for a vehicle: it becomes My vehicle and the catalogue opens filtered by it', async () => {
    const user = userEvent.setup();
    garage = [
      {
        _id: '9a000000-0000-4000-8000-000000000042',
        name: 'Van 3',
        vehicle: corolla,
        addedAt: '2026-11-28T00:00:00.000Z',
      },
    ];
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Shop for this\W+Van 3$/ }, afterSignIn));
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${corolla._id}`));
    expect(JSON.parse(localStorage.getItem(MY_VEHICLE_KEY) ?? 'null')).toEqual(corolla);
  });

  it('says why a vehicle could not be added', async () => {
    const user = userEvent.setup();
    api.routes['POST /api/garage'] = () => ({
      status: 409,
      body: {
        error: 'CONFLICT',
        message: 'Your garage holds at most 20 vehicles. Remove one you no longer need first.',
      },
    });
    renderPage();
    await screen.findByText('Your garage is empty', undefined, afterSignIn);
    await addCorolla(user, 'One too many');
    expect(
      await screen.findByText(
        "We couldn't add the vehicle. Your garage holds at most 20 vehicles. Remove one you no longer need first.",
      ),
    ).toBeTruthy();
  });
});
