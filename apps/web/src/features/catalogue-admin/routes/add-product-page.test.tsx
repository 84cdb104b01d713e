import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Part } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { AddProductPage } from './add-product-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const uploaded = { url: '/images/abc-large.webp', thumbnail: '/images/abc-thumbnail.webp' };
beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
  api.routes['POST /api/images'] = () => ({ body: { success: true, data: uploaded } });
  api.routes['POST /api/part'] = () => ({ body: { insertedId: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a' } });
  api.routes['GET /api/category'] = () => ({ body: [{ name: 'Cooling', count: 12 }] });
  api.routes['GET /api/vehicle/years'] = () => ({ body: [2019, 2018] });
  api.routes['GET /api/vehicle/makes'] = () => ({ body: ['Honda', 'Toyota'] });
  api.routes['GET /api/vehicle/models'] = () => ({ body: ['Corolla', 'RAV4'] });
  api.routes['GET /api/vehicle'] = ({ query }) => ({
    body: engines.filter((vehicle) => vehicle.model === query.get('model')),
  });
});

const engines: Vehicle[] = [
  {
    _id: '5a1e0c4e-0000-4000-8000-000000000001',
    make: 'Toyota',
    model: 'Corolla',
    year: 2018,
    engine: '1.8 L 2ZR-FE',
  },
  {
    _id: '5a1e0c4e-0000-4000-8000-000000000002',
    make: 'Toyota',
    model: 'Corolla',
    year: 2018,
    engine: '2.0 L M20A-FKS',
  },
  {
    _id: '5a1e0c4e-0000-4000-8000-000000000003',
    make: 'Toyota',
    model: 'RAV4',
    year: 2018,
    engine: '2.5 L A25A-FKS',
  },
];

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pump.png', { type: 'image/png' });
const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <AddProductPage /> }] });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

const valid = {
  Name: 'Water pump',
  'Minimum order quantity': '5',
  'Available quantity': '60',
  'Price (USD per unit)': '54.90',
  Description: 'Cast housing, new gasket.',
  Category: 'Cooling',
};

/** Picks Year, Make and Model (and the engine, when asked) in the fitment's vehicle picker. */
async function pickVehicle(user: ReturnType<typeof userEvent.setup>, model: string, engine?: string) {
  await screen.findByRole('option', { name: '2018' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2018');
  await screen.findByRole('option', { name: 'Toyota' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
  await screen.findByRole('option', { name: model });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), model);
  if (engine) {
    await screen.findByRole('option', { name: engine });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Engine' }), engine);
  }
  const add = screen.getByRole('button', { name: 'Add vehicle' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
}

describe('AddProductPage', () => {
  it('refuses a minimum above the stock, a zero price and a missing image, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, {
      ...valid,
      'Minimum order quantity': '100',
      'Available quantity': '10',
      'Price (USD per unit)': '0',
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('The minimum order cannot be more than the available quantity'),
    ).toBeTruthy();
    expect(screen.getByText('Price must be more than 0')).toBeTruthy();
    expect(screen.getByText('Choose an image for the part')).toBeTruthy();
    expect(screen.getByLabelText('Price (USD per unit)').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not a picture or is over 5 MB before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await fill(user, valid);
    const picker = screen.getByLabelText('Image');
    await user.upload(picker, new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP, AVIF or GIF image')).toBeTruthy();
    await user.upload(
      picker,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(/The image is 5\.0 MB; choose one of 5\.0 MB at most/)).toBeTruthy();
    expect(api.made('POST', '/api/images')).toHaveLength(0);
  });

  it("adds a part from the spec's six fields alone, leaving part number and category to the server", async () => {
    const user = userEvent.setup();
    renderPage();
    const { Category: _category, ...specFields } = valid;
    await fill(user, specFields);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Part added successfilly')).toBeTruthy();
    const body = api.made('POST', '/api/part')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('partNumber');
    expect(body).not.toHaveProperty('category');
    expect(screen.getByText(/Left empty, the part goes under Other\./)).toBeTruthy();
  });

  it("uploads the image, then adds the part with its URL, says 'Part added successfilly' and resets", async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, valid);
    await user.upload(screen.getByLabelText('Image'), png());
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Part added successfilly')).toBeTruthy();

    const posts = api.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(posts).toEqual(['/api/images', '/api/part']);
    const upload = api.made('POST', '/api/images')[0];
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers.authorization).toBe('Bearer admin-token');
    expect(String(upload?.body)).toContain('name="image"; filename="pump.png"');
    expect(api.made('POST', '/api/part')[0]?.body).toEqual({
      name: 'Water pump',
      minOrderQuantity: 5,
      availableQuantity: 60,
      price: 54.9,
      description: 'Cast housing, new gasket.',
      category: 'Cooling',
      oemNumbers: [],
      priceBreaks: [],
      fitment: [],
      img: uploaded.url,
    });

    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Price (USD per unit)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Image') as HTMLInputElement).files?.length ?? 0).toBe(0);
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
  });

  it("says 'Failed to add a Part' when the answer has no insertedId", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/part'] = () => ({ body: {} });
    renderPage();
    await fill(user, valid);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to add a Part')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Water pump');
  });

  it("says 'Failed to add a Part' with the server's reason when the upload is refused", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/images'] = () => ({
      status: 415,
      body: {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file is not a JPEG, PNG, WebP, AVIF or GIF image.',
      },
    });
    renderPage();
    await fill(user, valid);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to add a Part')).toBeTruthy();
    expect(
      screen.getByText('This file is not a JPEG, PNG, WebP, AVIF or GIF image.').getAttribute('role'),
    ).toBe('alert');
    expect(api.made('POST', '/api/part')).toHaveLength(0);
  });

  it('sends the part number, OEM numbers and the vehicles picked, each with its note', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, {
      ...valid,
      'Part number': 'ps-wp 0042',
      'OEM numbers': '16100-29415, 16100-09490\n16100-29415',
    });
    await pickVehicle(user, 'Corolla', '2.0 L M20A-FKS');
    await pickVehicle(user, 'RAV4');
    const list = screen.getByRole('list', { name: 'Vehicles this part fits' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText('Note for 2018 Toyota RAV4 2.5 L A25A-FKS'), 'with gasket');
    await pickVehicle(user, 'RAV4');
    expect(screen.getByText('2018 Toyota RAV4 2.5 L A25A-FKS is already on the list.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove 2018 Toyota Corolla 2.0 L M20A-FKS' }));
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Part added successfilly')).toBeTruthy();
    expect(api.made('POST', '/api/part')[0]?.body).toMatchObject({
      partNumber: 'ps-wp 0042',
      oemNumbers: ['16100-29415', '16100-09490'],
      fitment: [{ vehicleId: engines[2]?._id, note: 'with gasket' }],
    });
  });

  it('says under the part number when another part has it already (409)', async () => {
    const user = userEvent.setup();
    api.routes['POST /api/part'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Part number PS-WP-0042 is already used by Water pump kit.' },
    });
    renderPage();
    await fill(user, { ...valid, 'Part number': 'PS-WP-0042' });
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to add a Part')).toBeTruthy();
    const number = screen.getByLabelText('Part number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const described = (number.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = described.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Part number PS-WP-0042 is already used by Water pump kit.');
    expect(document.activeElement).toBe(number);
  });

  it('refuses an OEM number with characters no part number has, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, { ...valid, 'OEM numbers': '16100-29415, 16100#09490' });
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('OEM number may hold letters, digits, spaces, - . and /')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the price breaks typed one per line', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, { ...valid, 'Price breaks': '20: 49.90\n100 units: $44' });
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Part added successfilly')).toBeTruthy();
    expect(api.made('POST', '/api/part')[0]?.body).toMatchObject({
      priceBreaks: [
        { minQuantity: 20, price: 49.9 },
        { minQuantity: 100, price: 44 },
      ],
    });
  });

  it.each([
    [
      '20: 49.90\n100: 49.90',
      'Each price break must be cheaper than the one before it (the first cheaper than the price).',
    ],
    ['4: 49.90', 'The first price break must start at the minimum order (5) or above.'],
    ['twenty: 3', 'Write each break as "units: price", e.g. "50: 19.90" (not "twenty: 3")'],
  ])('refuses the price breaks %j, sending nothing', async (typed, message) => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, { ...valid, 'Price breaks': typed });
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends competitor numbers, the GTIN, superseded numbers, the successor and each vehicle’s qualifiers', async () => {
    const user = userEvent.setup();
    const successor: Part = {
      _id: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b99',
      partNumber: 'PS-WP-0050',
      name: 'Water pump, new housing',
      minOrderQuantity: 5,
      availableQuantity: 60,
      price: 59.9,
      description: 'Cast housing.',
      img: '/images/wp-large.webp',
      thumbnail: '/images/wp-thumbnail.webp',
      category: 'Cooling',
      oemNumbers: [],
      priceBreaks: [],
      interchange: [],
      gtin: null,
      supersedes: [],
      replacedBy: null,
    };
    api.routes['GET /api/part'] = ({ query }) => ({
      body: query.get('q') === 'ps-wp-0050' ? [successor] : [],
      headers: { 'X-Total-Count': query.get('q') === 'ps-wp-0050' ? '1' : '0' },
    });
    renderPage();
    await fill(user, {
      ...valid,
      'Competitor numbers': 'TRW: GDB1550\nBosch: 0 986 494 016',
      'GTIN / EAN': '4006381333931',
      Supersedes: 'PS-WP-0040',
      'Replaced by': 'PS-WP-0049',
    });
    await pickVehicle(user, 'RAV4');
    const name = '2018 Toyota RAV4 2.5 L A25A-FKS';
    await user.selectOptions(screen.getByLabelText(`Position for ${name}`), 'front');
    await user.type(screen.getByLabelText(`Quantity per vehicle for ${name}`), '2');
    await user.type(screen.getByLabelText(`Conditions for ${name}`), 'with A/C');
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    // No part has that number: said under the field, nothing uploaded or added.
    expect(
      await screen.findByText(
        'No part has the number PS-WP-0049. Type the part number of the part that replaces this one.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Replaced by').getAttribute('aria-invalid')).toBe('true');
    expect(api.made('POST', '/api/images')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Replaced by'));
    await user.type(screen.getByLabelText('Replaced by'), 'ps-wp-0050');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Part added successfilly')).toBeTruthy();
    expect(api.made('POST', '/api/part')[0]?.body).toMatchObject({
      interchange: [
        { brand: 'TRW', number: 'GDB1550' },
        { brand: 'Bosch', number: '0 986 494 016' },
      ],
      gtin: '4006381333931',
      supersedes: ['PS-WP-0040'],
      replacedBy: successor._id,
      fitment: [
        { vehicleId: engines[2]?._id, position: 'front', quantityPerVehicle: 2, conditions: 'with A/C' },
      ],
    });
  });

  it('says what is wrong with a competitor number, a GTIN or a quantity per vehicle, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, { ...valid, 'Competitor numbers': 'GDB1550', 'GTIN / EAN': '4006381333932' });
    await pickVehicle(user, 'RAV4');
    await user.type(screen.getByLabelText('Quantity per vehicle for 2018 Toyota RAV4 2.5 L A25A-FKS'), '100');
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText(
        'Write each competitor number as "brand: number", e.g. "TRW: GDB1550" (not "GDB1550")',
      ),
    ).toBeTruthy();
    expect(screen.getByText('GTIN must be 8, 12, 13 or 14 digits with a correct check digit')).toBeTruthy();
    expect(screen.getByText('Quantity per vehicle is at most 99')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
