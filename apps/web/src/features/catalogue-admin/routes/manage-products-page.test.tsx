import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Part } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { ManageProductsPage } from './manage-products-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const part = (id: string, name: string, extra: Partial<Part> = {}): Part => ({
  _id: `7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b${id}`,
  name,
  minOrderQuantity: 10,
  availableQuantity: 250,
  price: 42.5,
  description: `${name}, made in our plant.`,
  img: `/images/${id}-large.webp`,
  thumbnail: `/images/${id}-thumbnail.webp`,
  partNumber: `PS-TS-10${id}`,
  category: 'Brakes',
  oemNumbers: [],
  priceBreaks: [],
  interchange: [],
  gtin: null,
  supersedes: [],
  replacedBy: null,
  ...extra,
});

const corolla: Vehicle = {
  _id: '5a1e0c4e-0000-4000-8000-000000000001',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  engine: '1.8 L 2ZR-FE',
};
const rav4: Vehicle = {
  ...corolla,
  _id: '5a1e0c4e-0000-4000-8000-000000000003',
  model: 'RAV4',
  engine: '2.5 L',
};

let parts: Part[] = [];
beforeEach(() => {
  parts = [part('01', 'Brake Disc'), part('02', 'Timing belt kit', { availableQuantity: 4 })];
  localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
  api.routes['GET /api/part'] = ({ query }) => {
    const q = query.get('q')?.toLowerCase() ?? '';
    const matching = parts.filter((each) => each.name.toLowerCase().includes(q));
    const found = query.get('sort') === 'newest' ? matching.reverse() : matching;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    return {
      body: found.slice((page - 1) * limit, page * limit),
      headers: { 'X-Total-Count': String(found.length) },
    };
  };
  api.routes['GET /api/part/:id/fitment'] = () => ({
    body: [
      { vehicle: corolla, note: 'front axle', position: null, quantityPerVehicle: null, conditions: null },
    ],
    headers: { 'X-Total-Count': '1' },
  });
  api.routes['GET /api/vehicle/years'] = () => ({ body: [2018] });
  api.routes['GET /api/vehicle/makes'] = () => ({ body: ['Toyota'] });
  api.routes['GET /api/vehicle/models'] = () => ({ body: ['RAV4'] });
  api.routes['GET /api/vehicle'] = () => ({ body: [rav4] });
  api.routes['DELETE /api/part/:id'] = ({ params }) => {
    parts = parts.filter((each) => each._id !== params.id);
    return { body: { deletedCount: 1 } };
  };
  api.routes['PUT /api/part/:id'] = ({ params, body }) => {
    parts = parts.map((each) => (each._id === params.id ? { ...each, ...(body as Partial<Part>) } : each));
    return { body: { modifiedCount: 1 } };
  };
  api.routes['GET /api/stats/low-stock/:id'] = ({ params }) => {
    const found = parts.find((each) => each._id === params.id)!;
    return {
      body: {
        _id: found._id,
        name: found.name,
        partNumber: found.partNumber,
        availableQuantity: found.availableQuantity,
        minOrderQuantity: found.minOrderQuantity,
        lowStockThreshold: 8,
        threshold: 8,
        low: found.availableQuantity < 8,
      },
    };
  };
});

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <ManageProductsPage /> }] });
const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('ManageProductsPage', () => {
  it('lists each part with its number, thumbnail, name, stock and price', async () => {
    renderPage();
    const row = await rowOf('Brake Disc');
    // Newest first: the catalogue answers oldest first, the part added last leads the table.
    expect(within(await rowOf('Timing belt kit')).getByRole('rowheader').textContent).toBe('1');
    expect(within(row).getByRole('rowheader').textContent).toBe('2');
    const image = within(row).getByRole('img', { name: 'Brake Disc' });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '/images/01-thumbnail.webp',
      '64',
      '48',
    ]);
    expect(within(row).getByText('250')).toBeTruthy();
    expect(within(row).getByText('$42.50')).toBeTruthy();
    // Phones read stock and price under the name, where their own columns are hidden.
    expect(within(row).getByText('Stock 250 · $42.50')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Products in the catalogue' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('asks before deleting, in the words of the spec, and cancel keeps the part', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Delete Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete Brake Disc!' });
    expect(
      within(dialog).getByText('Once you delete the product, the product will disapear from the website.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.made('DELETE', `/api/part/${parts[0]?._id}`)).toHaveLength(0);
  });

  it("deletes after confirmation, says 'Successfully deleted: {name}' and refreshes the list", async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Delete Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: /Brake Disc/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted: Brake Disc')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: /Brake Disc/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.made('GET', '/api/part')).toHaveLength(2);
    // The row and its button are gone: focus lands on the page heading, not on nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Manage Products' })),
    );
  });

  it('shows why a deletion failed inside the dialog', async () => {
    const user = userEvent.setup();
    api.routes['DELETE /api/part/:id'] = () => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'No part was found.' },
    });
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Delete Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: /Brake Disc/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No part was found.');
  });

  it('restocks a part, sending only what changed', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Timing belt kit');
    await user.click(within(row).getByRole('button', { name: 'Edit Timing belt kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Timing belt kit' });
    // Prices read as money: 42.50, not 42.5.
    expect((within(dialog).getByLabelText('Price (USD per unit)') as HTMLInputElement).value).toBe('42.50');
    const stock = within(dialog).getByLabelText('Available quantity');
    expect((stock as HTMLInputElement).value).toBe('4');
    await user.clear(stock);
    await user.type(stock, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Part updated')).toBeTruthy();
    expect(api.made('PUT', `/api/part/${parts[1]?._id}`)[0]?.body).toEqual({
      availableQuantity: 300,
      expectedAvailableQuantity: 4,
    });
    expect(await screen.findByText('300')).toBeTruthy();
  });

  it('shows the low-stock threshold and sends it when changed, or null when emptied', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    const threshold = within(dialog).getByLabelText('Low-stock threshold') as HTMLInputElement;
    await waitFor(() => expect(threshold.value).toBe('8'));
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Part updated')).toBeTruthy();
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({ lowStockThreshold: 25 });

    await user.click(within(await rowOf('Brake Disc')).getByRole('button', { name: 'Edit Brake Disc' }));
    const again = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    const field = within(again).getByLabelText('Low-stock threshold') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('8'));
    await user.clear(field);
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.made('PUT', `/api/part/${parts[0]?._id}`)).toHaveLength(2));
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[1]?.body).toEqual({ lowStockThreshold: null });
  });

  it('edits the part number, OEM numbers and fitment, sending the vehicles added and removed', async () => {
    const user = userEvent.setup();
    parts = [part('01', 'Brake Disc', { oemNumbers: ['43512-12690'] })];
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    expect((within(dialog).getByLabelText('Part number') as HTMLInputElement).value).toBe('PS-TS-1001');
    expect((within(dialog).getByLabelText('OEM numbers') as HTMLTextAreaElement).value).toBe('43512-12690');
    const fits = await within(dialog).findByRole('list', { name: 'Vehicles this part fits' });
    expect(within(fits).getByText('2018 Toyota Corolla')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Part number'));
    await user.type(within(dialog).getByLabelText('Part number'), 'PS-BD-2210');
    await user.type(within(dialog).getByLabelText('OEM numbers'), ', 43512-12700');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2018 Toyota Corolla 1.8 L 2ZR-FE' }));
    await within(dialog).findByRole('option', { name: '2018' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '2018');
    await within(dialog).findByRole('option', { name: 'Toyota' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Make' }), 'Toyota');
    await within(dialog).findByRole('option', { name: 'RAV4' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Model' }), 'RAV4');
    const add = within(dialog).getByRole('button', { name: 'Add vehicle' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await user.click(add);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Part updated')).toBeTruthy();
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({
      partNumber: 'PS-BD-2210',
      oemNumbers: ['43512-12690', '43512-12700'],
      addFitment: [{ vehicleId: rav4._id }],
      removeFitment: [corolla._id],
    });
  });

  it('edits competitor numbers, GTIN, superseded numbers and "Replaced by", sending only what changed', async () => {
    const user = userEvent.setup();
    const successor = part('03', 'Brake Disc, coated');
    parts = [
      part('01', 'Brake Disc', { interchange: [{ brand: 'TRW', number: 'DF4823' }], gtin: '4006381333931' }),
      successor,
    ];
    api.routes['GET /api/part/:id'] = ({ params }) => ({
      body: parts.find((each) => each._id === params.id),
    });
    renderPage();
    await user.click(within(await rowOf('Brake Disc')).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    const input = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(input('Competitor numbers').value).toBe('TRW: DF4823');
    expect(input('GTIN / EAN').value).toBe('4006381333931');
    expect(input('Replaced by').value).toBe('');

    await user.type(input('Competitor numbers'), '\nBrembo: 09.A820.11');
    await user.type(input('Supersedes'), 'PS-TS-1000');
    // Its own number is refused before anything is sent.
    await user.type(input('Replaced by'), 'ps-ts-1001');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'A part cannot replace itself: type the number of the part that replaces it.',
      ),
    ).toBeTruthy();
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)).toHaveLength(0);

    await user.clear(input('Replaced by'));
    await user.type(input('Replaced by'), 'PS-TS-1003');
    api.routes['GET /api/part'] = ({ query }) => ({
      body: query.get('q') === 'PS-TS-1003' ? [successor] : [],
      headers: { 'X-Total-Count': query.get('q') === 'PS-TS-1003' ? '1' : '0' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.made('PUT', `/api/part/${parts[0]?._id}`)).toHaveLength(1));
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({
      interchange: [
        { brand: 'TRW', number: 'DF4823' },
        { brand: 'Brembo', number: '09.A820.11' },
      ],
      supersedes: ['PS-TS-1000'],
      replacedBy: successor._id,
    });
  });

  it("shows the successor's number, and clearing it makes the part current again (replacedBy null)", async () => {
    const user = userEvent.setup();
    const successor = part('03', 'Brake Disc, coated');
    parts = [part('01', 'Brake Disc', { replacedBy: successor._id }), successor];
    api.routes['GET /api/part/:id'] = ({ params }) => ({
      body: parts.find((each) => each._id === params.id),
    });
    renderPage();
    await user.click(within(await rowOf('Brake Disc')).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    const field = within(dialog).getByLabelText('Replaced by') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('PS-TS-1003'));
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.made('PUT', `/api/part/${parts[0]?._id}`)).toHaveLength(1));
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({ replacedBy: null });
  });

  it('qualifies a vehicle already on the list: position, quantity per vehicle and conditions', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await rowOf('Brake Disc')).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    const name = '2018 Toyota Corolla 1.8 L 2ZR-FE';
    await user.click(await within(dialog).findByRole('button', { name: `Edit ${name}` }));
    expect((within(dialog).getByLabelText(`Note for ${name}`) as HTMLInputElement).value).toBe('front axle');
    await user.selectOptions(within(dialog).getByLabelText(`Position for ${name}`), 'front');
    await user.type(within(dialog).getByLabelText(`Quantity per vehicle for ${name}`), '2');
    await user.type(within(dialog).getByLabelText(`Conditions for ${name}`), 'from chassis 8K-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.made('PUT', `/api/part/${parts[0]?._id}`)).toHaveLength(1));
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({
      addFitment: [
        {
          vehicleId: corolla._id,
          note: 'front axle',
          position: 'front',
          quantityPerVehicle: 2,
          conditions: 'from chassis 8K-123456',
        },
      ],
    });
  });

  it('adds units with a restock that counts orders placed meanwhile (audit finding 10)', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    await user.type(within(dialog).getByLabelText('Add to stock'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Part updated')).toBeTruthy();
    expect(api.made('PUT', `/api/part/${parts[0]?._id}`)[0]?.body).toEqual({ restock: 50 });
  });

  it('tells the admin to reload when orders changed the stock meanwhile (audit finding 10)', async () => {
    const user = userEvent.setup();
    const message =
      'The stock changed since you loaded it (it is now 2). Reload the page and enter the stock again.';
    api.routes['PUT /api/part/:id'] = () => ({ status: 409, body: { error: 'CONFLICT', message } });
    renderPage();
    const row = await rowOf('Timing belt kit');
    await user.click(within(row).getByRole('button', { name: 'Edit Timing belt kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Timing belt kit' });
    const stock = within(dialog).getByLabelText('Available quantity');
    await user.clear(stock);
    await user.type(stock, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('checks an edit like a new part: no minimum above the stock', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Brake Disc');
    await user.click(within(row).getByRole('button', { name: 'Edit Brake Disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brake Disc' });
    await user.clear(within(dialog).getByLabelText('Minimum order quantity'));
    await user.type(within(dialog).getByLabelText('Minimum order quantity'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('The minimum order cannot be more than the available quantity'),
    ).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('goes through the catalogue a page at a time, numbering on, with the page in the URL', async () => {
    const user = userEvent.setup();
    parts = Array.from({ length: 30 }, (_, index) =>
      part(String(index + 10), `Part ${String(index + 1).padStart(2, '0')}`),
    );
    const { router } = renderPage();
    // Newest first: the last part added leads, the first one added ends page 2.
    await rowOf('Part 30');
    expect(screen.getAllByRole('row')).toHaveLength(25);
    expect(screen.getByText('1–24 of 30 products')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    const row = await rowOf('Part 06');
    expect(within(row).getByRole('rowheader').textContent).toBe('25');
    expect(within(await rowOf('Part 01')).getByRole('rowheader').textContent).toBe('30');
    expect(router.state.location.search).toBe('?page=2');
    expect(api.made('GET', '/api/part').at(-1)?.query.get('page')).toBe('2');
  });

  it('searches the products with the part search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await rowOf('Brake Disc');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'timing{Enter}');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Brake Disc' })).toBeNull());
    expect(await rowOf('Timing belt kit')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=timing');
    expect(api.made('GET', '/api/part').at(-1)?.query.get('q')).toBe('timing');

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gearbox{Enter}');
    expect(await screen.findByText('No product matches “gearbox”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'show every product' }));
    expect(await rowOf('Brake Disc')).toBeTruthy();
  });

  it('says when there is no product yet, and shows a failed load with Retry', async () => {
    parts = [];
    const { unmount } = renderPage();
    expect(await screen.findByText('No products yet')).toBeTruthy();
    unmount();
    api.routes['GET /api/part'] = () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only an admin can do that.' },
    });
    renderPage();
    expect(await screen.findByText('Only an admin can do that.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
