import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuickOrderLine } from '@partsmith/contract/quick-order';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { aBasket, aLinePart } from '../../../test/basket';
import { renderApp } from '../../../test/render-app';
import { QuickOrderPage } from './quick-order-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const pads = aLinePart({
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  partNumber: 'PS-BP-1042',
  name: 'Brake Pad Set',
});
const disc = aLinePart();
const oldPadsId = '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e';

const found = (line: number, input: string, part: typeof pads, quantity: number): QuickOrderLine => ({
  line,
  input,
  number: input.split(/[\s;,]+/)[0] ?? '',
  partId: part.id,
  partNumber: part.partNumber,
  name: part.name,
  quantity,
  problems: [],
  suggestions: [],
});

/** The server's check, for the two numbers this test knows; anything else is unknown with a suggestion. */
function check(text: string) {
  const lines = text.split('\n').flatMap((input, index): QuickOrderLine[] => {
    if (input.trim() === '') return [];
    const [number = '', quantity = '0'] = input.split(/[\s;,]+/);
    if (number === 'PS-BP-1042') return [found(index + 1, input, pads, Number(quantity))];
    if (number === 'PS-BD-2300') return [found(index + 1, input, disc, Number(quantity))];
    if (number === 'PS-BP-1040') {
      const successor = {
        partId: pads.id,
        partNumber: pads.partNumber,
        name: pads.name,
        minOrderQuantity: 10,
      };
      return [
        {
          ...found(index + 1, input, { ...pads, id: oldPadsId, partNumber: 'PS-BP-1040' }, Number(quantity)),
          problems: [{ code: 'discontinued', message: 'PS-BP-1040 Brake Pad Set is discontinued.' }],
          successor,
          suggestions: [{ ...successor, matchedNumber: pads.partNumber }].map(
            ({ minOrderQuantity: _, ...suggestion }) => suggestion,
          ),
        },
      ];
    }
    return [
      {
        line: index + 1,
        input,
        number,
        problems: [{ code: 'unknown-number', message: `No part has the number ${number}.` }],
        suggestions: [
          { partId: disc.id, partNumber: disc.partNumber, name: disc.name, matchedNumber: disc.partNumber },
        ],
      },
    ];
  });
  const ready = lines.filter((line) => line.problems.length === 0).length;
  return { lines, ready, withProblems: lines.length - ready };
}

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@example.com', 'Blake Buyer') });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
  api.routes['POST /api/quick-order/check'] = ({ body }) => ({
    body: check((body as { text: string }).text),
  });
  api.routes['POST /api/basket/merge'] = () => ({
    body: aBasket([
      { part: pads, quantity: 40 },
      { part: disc, quantity: 10 },
    ]),
  });
});

const renderPage = () =>
  renderApp({
    at: '/quick-order',
    routes: [
      { path: '/quick-order', element: <QuickOrderPage /> },
      { path: '/basket', element: <p>basket page</p> },
    ],
  });

describe('QuickOrderPage', () => {
  it('checks the pasted lines, fixes an unknown number from its suggestions, then adds the good lines', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByLabelText('Part numbers and quantities'),
      'PS-BP-1042 40{enter}PS-BD-2030 10',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('1 ready, 1 with problems')).toBeTruthy();
    expect(screen.getByText('No part has the number PS-BD-2030.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add 1 line to basket' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    await user.click(screen.getByRole('button', { name: 'Use PS-BD-2300 Ventilated Brake Disc for line 2' }));
    expect(await screen.findByText('2 ready, 0 with problems')).toBeTruthy();
    expect((screen.getByLabelText('Part numbers and quantities') as HTMLTextAreaElement).value).toBe(
      'PS-BP-1042 40\nPS-BD-2300 10',
    );
    await user.click(screen.getByRole('button', { name: 'Add 2 lines to basket' }));
    expect(await screen.findByText('basket page')).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/api/basket/merge')?.body).toEqual({
      lines: [
        { partId: pads.id, quantity: 40 },
        { partId: disc.id, quantity: 10 },
      ],
    });
  });

  it('drops a line, keeping the others in place', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByLabelText('Part numbers and quantities'),
      'nonsense 4{enter}PS-BP-1042 40',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const lines = await screen.findByRole('list', { name: 'Checked lines' });
    const first = within(lines).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Drop line' }));
    expect(await screen.findByText('1 ready, 0 with problems')).toBeTruthy();
    expect((screen.getByLabelText('Part numbers and quantities') as HTMLTextAreaElement).value).toBe(
      '\nPS-BP-1042 40',
    );
  });

  it("shows the server's refusal of a paste in words", async () => {
    api.routes['POST /api/quick-order/check'] = () => ({
      status: 413,
      body: {
        error: 'TOO_LARGE',
        message: 'This request is too large: paste at most 64 KB of text, or upload a CSV file.',
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Part numbers and quantities'), 'PS-BP-1042 40');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't check the lines. This request is too large: paste at most 64 KB of text, or upload a CSV file.",
    );
  });

  it("offers a discontinued part's successor in one click, at the successor's minimum when the line has fewer", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByLabelText('Part numbers and quantities'),
      'PS-BD-2300 10{enter}PS-BP-1040 4',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('1 ready, 1 with problems')).toBeTruthy();
    expect(screen.getByText('PS-BP-1040 Brake Pad Set is discontinued.')).toBeTruthy();
    // The successor is offered as the line's replacement, not as "Did you mean".
    expect(screen.queryByText('Did you mean:')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use PS-BP-1042 instead' }));
    expect(await screen.findByText('2 ready, 0 with problems')).toBeTruthy();
    expect((screen.getByLabelText('Part numbers and quantities') as HTMLTextAreaElement).value).toBe(
      'PS-BD-2300 10\nPS-BP-1042 10',
    );
  });
});
