import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Part } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { MY_VEHICLE_KEY } from '../../../lib/my-vehicle';
import { ApiServer, sessionOf, type RecordedRequest } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { PartsPage } from './parts-page';

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

const rav4Id = '5a1e0c4e-0000-4000-8000-000000000099';

const part = (n: number, name: string, category: string): Part => ({
  _id: `7d0c3a52-4b8e-4d7e-9a5c-${String(n).padStart(12, '0')}`,
  name,
  minOrderQuantity: 10,
  availableQuantity: 250,
  price: 42.5,
  description: `${name}, made in our plant.`,
  img: `/images/${n}-large.webp`,
  thumbnail: `/images/${n}-thumbnail.webp`,
  partNumber: `PS-${n}`,
  category,
  oemNumbers: [],
  priceBreaks: [],
  interchange: [],
  gtin: null,
  supersedes: [],
  replacedBy: null,
});

/** 30 parts; the brake pads (every third) fit the Corolla. */
const catalogue = Array.from({ length: 30 }, (_, index) =>
  index % 3 === 0
    ? part(index + 1, `Brake pad set ${index + 1}`, 'Brakes')
    : part(index + 1, `Oil filter ${index + 1}`, 'Filters'),
);
const fitsCorolla = (each: Part) => each.category === 'Brakes';

function search({ query }: RecordedRequest) {
  const q = query.get('q')?.toLowerCase() ?? '';
  const category = query.get('category');
  const vehicle = query.get('vehicle');
  const found = catalogue.filter(
    (each) =>
      each.name.toLowerCase().includes(q) &&
      (!category || each.category === category) &&
      (!vehicle || (vehicle === corolla._id && fitsCorolla(each))),
  );
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    body: found.slice((page - 1) * limit, page * limit),
    headers: { 'X-Total-Count': String(found.length) },
  };
}

beforeEach(() => {
  api.routes['GET /api/part'] = search;
  api.routes['GET /api/category'] = () => ({
    body: [
      { name: 'Brakes', count: 10 },
      { name: 'Filters', count: 20 },
    ],
  });
  api.routes['GET /api/part/:id/fitment'] = ({ params, query }) => {
    const fits =
      query.get('vehicle') === corolla._id && fitsCorolla(catalogue.find((each) => each._id === params.id)!);
    return {
      body: fits
        ? [{ vehicle: corolla, note: null, position: null, quantityPerVehicle: null, conditions: null }]
        : [],
      headers: { 'X-Total-Count': fits ? '1' : '0' },
    };
  };
  api.routes['GET /api/vehicle/years'] = () => ({ body: [2019, 2018] });
  api.routes['GET /api/vehicle/makes'] = () => ({ body: ['Honda', 'Toyota'] });
  api.routes['GET /api/vehicle/models'] = () => ({ body: ['Corolla', 'RAV4'] });
  api.routes['GET /api/vehicle'] = () => ({ body: [corolla] });
  api.routes['GET /api/vehicle/:id'] = ({ params }) =>
    params.id === corolla._id
      ? { body: corolla }
      : { status: 404, body: { error: 'NOT_FOUND', message: 'No vehicle.' } };
});

const renderPage = (at = '/parts') => renderApp({ at, routes: [{ path: '/parts', element: <PartsPage /> }] });
const cards = () => within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const lastSearch = () => api.made('GET', '/api/part').at(-1)?.query;

async function pickCorolla(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: '2018' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2018');
  await screen.findByRole('option', { name: 'Toyota' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
  await screen.findByRole('option', { name: 'Corolla' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Corolla');
  const show = screen.getByRole('button', { name: 'Show parts for this vehicle' });
  await waitFor(() => expect((show as HTMLButtonElement).disabled).toBe(false));
  await user.click(show);
}

describe('PartsPage', () => {
  it('shows the first page of the catalogue with its count and page links', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('1–24 of 30 parts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/parts?page=2');
    expect(lastSearch()?.toString()).toBe('page=1&limit=24');
  });

  it('reads every filter from the URL, so a shared link gives the same results', async () => {
    renderPage(`/parts?q=brake&category=Brakes&vehicle=${corolla._id}&page=2`);
    await waitFor(() => expect(lastSearch()?.get('page')).toBe('2'));
    const query = lastSearch();
    expect([query?.get('q'), query?.get('category'), query?.get('vehicle')]).toEqual([
      'brake',
      'Brakes',
      corolla._id,
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search parts' }) as HTMLInputElement).value).toBe('brake');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('Brakes');
  });

  it('counts the categories under the chosen vehicle and words', async () => {
    api.routes['GET /api/category'] = ({ query }) => ({
      body: query.get('vehicle') ? [{ name: 'Brakes', count: 3 }] : [{ name: 'Brakes', count: 10 }],
    });
    renderPage(`/parts?q=brake&vehicle=${corolla._id}`);
    expect(await screen.findByRole('option', { name: 'Brakes (3)' })).toBeTruthy();
    const asked = api.made('GET', '/api/category').at(-1)?.query;
    expect([asked?.get('vehicle'), asked?.get('q')]).toEqual([corolla._id, 'brake']);
  });

  it('searches from the box into the URL, from page 1, and the back button brings the last results back', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/parts?page=2');
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'oil filter{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=oil+filter'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(cardNames().every((name) => name?.startsWith('Oil filter'))).toBe(true);

    await router.navigate(-1);
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('searchbox', { name: 'Search parts' }) as HTMLInputElement).value).toBe('');
  });

  it('filters by a category picked with its count', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Brakes (10)' });
    await user.selectOptions(select, 'Brakes');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Brakes'));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('remembers the vehicle picked as My vehicle and shows only the parts that fit, each saying so', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(24));
    await pickCorolla(user);
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${corolla._id}`));
    await waitFor(() => expect(cards()).toHaveLength(10));
    for (const card of cards()) expect(within(card).getByText('Fits your 2018 Toyota Corolla')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(MY_VEHICLE_KEY) ?? 'null')).toEqual(corolla);
    // The list was searched with the vehicle: no card asks, nor any card of the list before it (the
    // browser story checks that too, with the router's transitions as a browser renders them).
    expect(api.requests.filter((request) => request.path.endsWith('/fitment'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show all parts' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cards()).toHaveLength(24));
    const filter = cards().find((card) => within(card).queryByText('Oil filter 2'))!;
    expect(await within(filter).findByText('Does not fit your 2018 Toyota Corolla')).toBeTruthy();
    expect(await within(cards()[0]!).findByText('Fits your 2018 Toyota Corolla')).toBeTruthy();
  });

  it('offers My vehicle on a later visit without filtering until asked', async () => {
    const user = userEvent.setup();
    localStorage.setItem(MY_VEHICLE_KEY, JSON.stringify(corolla));
    const { router } = renderPage();
    expect(await screen.findByText('2018 Toyota Corolla')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Only parts that fit' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${corolla._id}`));
    await user.click(screen.getByRole('button', { name: 'Forget my vehicle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(MY_VEHICLE_KEY)).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeTruthy();
  });

  it('saves the vehicle picked by a signed-in buyer in their profile', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@partsmith.test') });
    api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
    api.routes['GET /api/profile/:email'] = ({ params }) => ({
      body: { email: params.email, location: null, number: null, linkedIn: null, vehicleId: null },
    });
    api.routes['PUT /api/profile/:email/vehicle'] = () => ({ body: { modifiedCount: 1 } });
    renderPage();
    await pickCorolla(user);
    await waitFor(() =>
      expect(api.made('PUT', '/api/profile/buyer%40partsmith.test/vehicle')[0]?.body).toEqual({
        vehicleId: corolla._id,
      }),
    );
  });

  it("takes a signed-in buyer's vehicle from their profile on a new device", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@partsmith.test') });
    api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
    api.routes['GET /api/profile/:email'] = ({ params }) => ({
      body: { email: params.email, location: null, number: null, linkedIn: null, vehicleId: corolla._id },
    });
    renderPage();
    // The identity client loads first (lazily), then the profile, then the vehicle it names.
    expect(await screen.findByText('2018 Toyota Corolla', undefined, { timeout: 4000 })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(MY_VEHICLE_KEY) ?? 'null')).toEqual(corolla);
  });

  it('picks the vehicle a VIN names and shows only the parts that fit it', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/vehicle/vin/:vin'] = () => ({
      body: { valid: true, year: 2018, make: 'Toyota', model: 'Corolla', vehicles: [corolla], problems: [] },
    });
    const { router } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Or enter your VIN' }), '2t1bu-rhe0jc014702');
    await user.click(screen.getByRole('button', { name: 'Find by VIN' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${corolla._id}`));
    expect(api.made('GET', '/api/vehicle/vin/2T1BURHE0JC014702')).toHaveLength(1);
    await waitFor(() => expect(cardNames().every((name) => name?.startsWith('Brake pad set'))).toBe(true));
  });

  it('says what a VIN could not decode and starts the picker from what it could', async () => {
    const user = userEvent.setup();
    const problem = 'The model of this Toyota could not be read from the VIN; choose it below.';
    api.routes['GET /api/vehicle/vin/:vin'] = () => ({
      body: {
        valid: true,
        year: 2018,
        make: 'Toyota',
        vehicles: [corolla, { ...corolla, _id: rav4Id, model: 'RAV4' }],
        problems: [problem],
      },
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Or enter your VIN' }), 'JTMBFREV0JJ000000');
    await user.click(screen.getByRole('button', { name: 'Find by VIN' }));
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(screen.getByText('Found: 2018 Toyota. Finish the choice below.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Make' }) as HTMLSelectElement).value).toBe('Toyota'),
    );
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2018');
    expect((screen.getByRole('combobox', { name: 'Model' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows why a VIN is refused', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/vehicle/vin/:vin'] = () => ({
      status: 400,
      body: { error: 'INVALID', message: 'vin: A VIN has 17 characters; this one has 5.' },
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Or enter your VIN' }), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Find by VIN' }));
    expect(await screen.findByText('A VIN has 17 characters; this one has 5.')).toBeTruthy();
  });

  it("offers a signed-in buyer's garage first, and switches between its vehicles", async () => {
    const user = userEvent.setup();
    const rav4 = { ...corolla, _id: rav4Id, model: 'RAV4', engine: '2.5 L A25A-FKS' };
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('workshop@partsmith.test') });
    api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
    api.routes['GET /api/profile/:email'] = ({ params }) => ({
      body: { email: params.email, location: null, number: null, linkedIn: null, vehicleId: null },
    });
    api.routes['PUT /api/profile/:email/vehicle'] = () => ({ body: { modifiedCount: 1 } });
    api.routes['GET /api/garage'] = () => ({
      body: [
        {
          _id: '9a000000-0000-4000-8000-000000000001',
          name: 'Mrs Silva’s Corolla',
          vehicle: corolla,
          addedAt: '2026-11-01T00:00:00.000Z',
        },
        {
          _id: '9a000000-0000-4000-8000-000000000002',
          name: 'Van 3',
          vehicle: rav4,
          addedAt: '2026-11-02T00:00:00.000Z',
        },
      ],
    });
    api.routes['GET /api/vehicle/:id'] = ({ params }) => ({ body: params.id === rav4Id ? rav4 : corolla });
    const { router } = renderPage();
    const garage = () => screen.getByRole('list', { name: 'My garage' });
    await user.click(await screen.findByRole('button', { name: /Mrs Silva’s Corolla/ }, { timeout: 4000 }));
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${corolla._id}`));
    await waitFor(() =>
      expect(
        within(garage())
          .getByRole('button', { name: /Mrs Silva’s Corolla/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await user.click(within(garage()).getByRole('button', { name: /Van 3/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?vehicle=${rav4Id}`));
    await waitFor(() =>
      expect(within(garage()).getByRole('button', { name: /Van 3/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(JSON.parse(localStorage.getItem(MY_VEHICLE_KEY) ?? 'null')).toEqual(rav4);
  });

  it('says why nothing was found and widens the search a filter at a time', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(`/parts?q=oil&vehicle=${corolla._id}`);
    expect(await screen.findByText('No parts found')).toBeTruthy();
    expect(
      await screen.findByText(
        'No part we make both match “oil” and fit your 2018 Toyota Corolla. Drop a filter to see more:',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show parts for every vehicle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=oil'));
    await waitFor(() => expect(cards()).toHaveLength(20));
  });

  it('offers the first page when the page asked for is past the last one', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/parts?page=9');
    expect(await screen.findByText('There is no page 9 of these results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cards()).toHaveLength(24));
  });
});
