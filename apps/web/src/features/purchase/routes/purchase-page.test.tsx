import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Part, PartFitment } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { MY_VEHICLE_KEY } from '../../../lib/my-vehicle';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { PurchasePage } from './purchase-page';

const EMAIL = 'buyer@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const vehicle = (n: number, extra: Partial<Vehicle> = {}): Vehicle => ({
  _id: `5a1e0c4e-0000-4000-8000-${String(n).padStart(12, '0')}`,
  make: 'Toyota',
  model: 'Corolla',
  year: 2000 + n,
  engine: '1.8 L 2ZR-FE',
  ...extra,
});
/** The part fits 12 vehicles: Corollas of 2001–2012. */
const fitment: PartFitment[] = Array.from({ length: 12 }, (_, index) => ({
  vehicle: vehicle(index + 1),
  note: index === 0 ? 'front axle' : null,
  position: null,
  quantityPerVehicle: null,
  conditions: null,
}));
const corolla2018 = vehicle(18);

let part: Part;
beforeEach(() => {
  part = {
    _id: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a',
    name: 'Ventilated Brake Disc',
    minOrderQuantity: 10,
    availableQuantity: 40,
    price: 42.5,
    description: 'Vented front brake disc.',
    img: '/images/disc.webp',
    thumbnail: '/images/disc-thumb.webp',
    partNumber: 'PS-BD-2210',
    category: 'Brakes',
    oemNumbers: ['43512-12690', '4351212700'],
    priceBreaks: [],
    interchange: [],
    gtin: null,
    supersedes: [],
    replacedBy: null,
  };
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(EMAIL, 'Blake Buyer') });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
  api.routes['GET /api/part/:id'] = () => ({ body: part });
  api.routes['GET /api/part/:id/fitment'] = ({ query }) => {
    const asked = query.get('vehicle');
    const matching = asked ? fitment.filter((entry) => entry.vehicle._id === asked) : fitment;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    return {
      body: matching.slice((page - 1) * limit, page * limit),
      headers: { 'X-Total-Count': String(matching.length) },
    };
  };
});

const renderPage = (search = '') =>
  renderApp({
    at: `/purchase/${part._id}${search}`,
    routes: [{ path: '/purchase/:id', element: <PurchasePage /> }],
  });

const orderButton = () => screen.getByRole('button', { name: 'Order' }) as HTMLButtonElement;
const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const total = () => screen.getByText('Total').nextElementSibling?.textContent;

async function fillDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Address'), '12 Harbour Road, Chattogram');
  await user.type(screen.getByLabelText('Number'), '+8801712345678');
}

describe('PurchasePage', () => {
  it('shows the part and the buyer, with the quantity prefilled to the minimum and its total', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ventilated Brake Disc', level: 1 })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Ventilated Brake Disc' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '900']);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Blake Buyer');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Item Name') as HTMLInputElement).value).toBe('Ventilated Brake Disc');
    expect(quantity().value).toBe('10');
    expect(total()).toBe('$425.00');
    expect(orderButton().disabled).toBe(false);
  });

  it('shows the part number, category, OEM numbers and the vehicles it fits, a page at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Ventilated Brake Disc', level: 1 });
    expect(screen.getByText('Part number').nextElementSibling?.textContent).toBe('PS-BD-2210');
    expect(screen.getByText('Category').nextElementSibling?.textContent).toBe('Brakes');
    const oem = screen.getByRole('list', { name: 'OEM numbers' });
    expect(
      within(oem)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['43512-12690', '4351212700']);

    const region = await screen.findByRole('region', { name: 'Fits these vehicles' });
    const rows = () =>
      within(within(region).getByRole('list', { name: 'Vehicles' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]?.textContent).toBe('2001 Toyota Corolla1.8 L 2ZR-FEfront axle');
    expect(within(region).getByText('1–10 of 12 vehicles')).toBeTruthy();
    await user.click(within(region).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]?.textContent).toContain('2012 Toyota Corolla');
    expect(screen.queryByText(/Fits your|Does not fit your/)).toBeNull();
  });

  it('says whether the part fits My vehicle', async () => {
    localStorage.setItem(MY_VEHICLE_KEY, JSON.stringify(fitment[4]?.vehicle));
    const { unmount } = renderPage();
    expect(await screen.findByText('Fits your 2005 Toyota Corolla')).toBeTruthy();
    unmount();

    localStorage.setItem(MY_VEHICLE_KEY, JSON.stringify(corolla2018));
    renderPage();
    expect(await screen.findByText('Does not fit your 2018 Toyota Corolla')).toBeTruthy();
    const asked = api
      .made('GET', `/api/part/${part._id}/fitment`)
      .map((request) => request.query.get('vehicle'));
    expect(asked).toContain(corolla2018._id);
  });

  it.each([
    ['9', 'The minimum order is 10 units.'],
    ['41', 'Only 40 units are available.'],
    ['10.5', 'The quantity must be a whole number of units.'],
    ['', 'Enter a quantity.'],
  ])('turns Order off with a visible reason for %j', async (typed, reason) => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Quantity'));
    if (typed) await user.type(quantity(), typed);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(orderButton().disabled).toBe(true);
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the total live as the quantity changes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Quantity'));
    await user.type(quantity(), '12');
    expect(total()).toBe('$510.00');
    expect(orderButton().disabled).toBe(false);
  });

  it('shows the price breaks and drops the live total at a break', async () => {
    const user = userEvent.setup();
    part = {
      ...part,
      availableQuantity: 400,
      priceBreaks: [
        { minQuantity: 20, price: 40 },
        { minQuantity: 100, price: 37.25 },
      ],
    };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Buy more, pay less per unit' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['UnitsPrice per unit', '10–19$42.50', '20–99$40.00', '100 or more$37.25']);
    await screen.findByLabelText('Quantity');
    for (const [typed, expected] of [
      ['19', '$807.50'],
      ['20', '$800.00'],
      ['21', '$840.00'],
      ['99', '$3,960.00'],
      ['100', '$3,725.00'],
      ['101', '$3,762.25'],
    ] as const) {
      await user.clear(quantity());
      await user.type(quantity(), typed);
      expect(total()).toBe(expected);
    }
    expect(screen.getByText('$37.25 per unit at this quantity')).toBeTruthy();
  });

  it('says when ordering up to the next break costs less (every unit gets the break)', async () => {
    const user = userEvent.setup();
    part = { ...part, price: 10, availableQuantity: 400, priceBreaks: [{ minQuantity: 100, price: 9 }] };
    renderPage();
    await screen.findByLabelText('Quantity');
    await user.clear(quantity());
    await user.type(quantity(), '99');
    expect(total()).toBe('$990.00');
    expect(screen.getByText('Order 100 and pay $900.00 — less than 99 cost.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Order 100' }));
    expect(quantity().value).toBe('100');
    expect(total()).toBe('$900.00');
    expect(screen.queryByText(/less than .* cost/)).toBeNull();
    // 50 units cost $500: less than the break's $900, so nothing is said.
    await user.clear(quantity());
    await user.type(quantity(), '50');
    expect(screen.queryByText(/less than .* cost/)).toBeNull();
  });

  it("opens from Order again with the earlier quantity at today's price", async () => {
    renderPage('?quantity=25');
    expect((await screen.findByRole('note')).textContent).toBe(
      "Ordering again: 25 units, as in your earlier order, at today's price and stock.",
    );
    expect(quantity().value).toBe('25');
    expect(total()).toBe('$1,062.50');
    expect(orderButton().disabled).toBe(false);
  });

  it('says when the earlier quantity no longer fits the stock or the minimum order', async () => {
    const { unmount } = renderPage('?quantity=60');
    expect((await screen.findByRole('note')).textContent).toContain(
      'That quantity no longer fits: see below.',
    );
    expect(screen.getByText('Only 40 units are available.')).toBeTruthy();
    expect(orderButton().disabled).toBe(true);
    unmount();
    renderPage('?quantity=5');
    await screen.findByRole('note');
    expect(screen.getByText('The minimum order is 10 units.')).toBeTruthy();
    expect(orderButton().disabled).toBe(true);
  });

  it("orders, says 'Order Added in Dashboard', shows the new stock and resets the quantity", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/order'] = ({ body }) => {
      part = { ...part, availableQuantity: part.availableQuantity - (body as { quantity: number }).quantity };
      return { body: { insertedId: '9b7f2c1e-0a4d-4c8e-b1f3-2d5e6f7a8b9c' } };
    };
    renderPage();
    await user.clear(await screen.findByLabelText('Quantity'));
    await user.type(quantity(), '15');
    await fillDelivery(user);
    await user.click(orderButton());
    expect(await screen.findByText('Order Added in Dashboard')).toBeTruthy();
    expect(api.made('POST', '/api/order')[0]?.body).toEqual({
      partId: part._id,
      quantity: 15,
      address: '12 Harbour Road, Chattogram',
      number: '+8801712345678',
    });
    await waitFor(() => expect(screen.getByText('25 units')).toBeTruthy());
    expect(quantity().value).toBe('10');
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/order'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Only 5 units of Ventilated Brake Disc are available.' },
    });
    renderPage();
    await screen.findByLabelText('Address');
    await fillDelivery(user);
    await user.click(orderButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't place your order. Only 5 units of Ventilated Brake Disc are available.",
    );
  });

  it('asks for the address and a phone number before sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(screen.getByLabelText('Number').getAttribute('inputmode')).toBe('numeric');
    expect(api.made('POST', '/api/order')).toHaveLength(0);
  });

  it('tells an admin that admins cannot order, without a form', async () => {
    api.routes['GET /api/admin/:email'] = () => ({ body: { admin: true } });
    renderPage();
    expect((await screen.findByRole('note')).textContent).toContain(
      'Admins manage orders; they cannot place them.',
    );
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
  });
});
