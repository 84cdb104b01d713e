import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { ApiServer } from '../test/api-server';
import { renderApp } from '../test/render-app';
import { VehiclePicker } from './vehicle-picker';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const vehicle = (n: number, model: string, engine: string): Vehicle => ({
  _id: `5a1e0c4e-0000-4000-8000-00000000000${n}`,
  make: 'Toyota',
  model,
  year: 2018,
  engine,
});
const corollas = [vehicle(1, 'Corolla', '1.8 L 2ZR-FE'), vehicle(2, 'Corolla', '2.0 L M20A-FKS')];
const rav4 = vehicle(3, 'RAV4', '2.5 L A25A-FKS');

beforeEach(() => {
  api.routes['GET /api/vehicle/years'] = () => ({ body: [2019, 2018] });
  api.routes['GET /api/vehicle/makes'] = ({ query }) => ({
    body: query.get('year') === '2018' ? ['Honda', 'Toyota'] : ['Audi'],
  });
  api.routes['GET /api/vehicle/models'] = () => ({ body: ['Corolla', 'RAV4'] });
  api.routes['GET /api/vehicle'] = ({ query }) => ({
    body: query.get('model') === 'RAV4' ? [rav4] : corollas,
  });
});

const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const button = () => screen.getByRole('button', { name: 'Choose' }) as HTMLButtonElement;

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(combo(name), option);
}

function renderPicker(onPick = vi.fn()) {
  renderApp({
    at: '/',
    routes: [{ path: '/', element: <VehiclePicker pickLabel="Choose" onPick={onPick} /> }],
  });
  return onPick;
}

describe('VehiclePicker', () => {
  it('goes Year → Make → Model → Engine, each list narrowed by the steps before it', async () => {
    const user = userEvent.setup();
    const onPick = renderPicker();
    expect([combo('Make').disabled, combo('Model').disabled, combo('Engine').disabled]).toEqual([
      true,
      true,
      true,
    ]);
    expect(button().disabled).toBe(true);

    await choose(user, 'Year', '2018');
    await choose(user, 'Make', 'Toyota');
    expect(api.made('GET', '/api/vehicle/makes')[0]?.query.get('year')).toBe('2018');
    await choose(user, 'Model', 'Corolla');
    const models = api.made('GET', '/api/vehicle/models')[0]?.query;
    expect([models?.get('make'), models?.get('year')]).toEqual(['Toyota', '2018']);
    await choose(user, 'Engine', '2.0 L M20A-FKS');
    const engines = api.made('GET', '/api/vehicle')[0]?.query;
    expect([engines?.get('make'), engines?.get('model'), engines?.get('year')]).toEqual([
      'Toyota',
      'Corolla',
      '2018',
    ]);

    await user.click(button());
    expect(onPick).toHaveBeenCalledWith(corollas[1]);
  });

  it('picks the engine by itself when the model has only one', async () => {
    const user = userEvent.setup();
    const onPick = renderPicker();
    await choose(user, 'Year', '2018');
    await choose(user, 'Make', 'Toyota');
    await choose(user, 'Model', 'RAV4');
    await waitFor(() => expect(combo('Engine').value).toBe(rav4._id));
    await user.click(button());
    expect(onPick).toHaveBeenCalledWith(rav4);
  });

  it('starts the later steps again when an earlier one changes', async () => {
    const user = userEvent.setup();
    renderPicker();
    await choose(user, 'Year', '2018');
    await choose(user, 'Make', 'Toyota');
    await choose(user, 'Model', 'Corolla');
    await choose(user, 'Year', '2019');
    expect([combo('Make').value, combo('Model').value, combo('Engine').value]).toEqual(['', '', '']);
    expect([combo('Model').disabled, combo('Engine').disabled]).toEqual([true, true]);
    expect(button().disabled).toBe(true);
    await screen.findByRole('option', { name: 'Audi' });
    expect(screen.queryByRole('option', { name: 'Toyota' })).toBeNull();
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onPick = renderPicker();
    await screen.findByRole('option', { name: '2018' });
    await user.tab();
    expect(document.activeElement).toBe(combo('Year'));
    await user.selectOptions(combo('Year'), '2018');
    await screen.findByRole('option', { name: 'Toyota' });
    await user.tab();
    expect(document.activeElement).toBe(combo('Make'));
    await user.selectOptions(combo('Make'), 'Toyota');
    await choose(user, 'Model', 'RAV4');
    await waitFor(() => expect(button().disabled).toBe(false));
    button().focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(rav4);
  });
});
