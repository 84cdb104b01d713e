import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every piece a spreadsheet of any locale may cut an export into: split at `,`, `;`, tab and line
 * breaks, regardless of quotes (a `;`-locale spreadsheet reading a `,` file honours a quote only at the
 * start of its own field), with the quotes a piece starts with set aside.
 */
const piecesOf = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('CSV exports hold no formula in any piece of a cell (issue 31, finding 1)', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  it('in the orders export, a buyer’s address with `;` and formulas after it', async () => {
    const buyer = await signUp(t.app, 'Ann;=1+1');
    const part = await insertPart(t.app, { name: 'Pump,＋1;＠SUM(A1)', min_order_quantity: 1 });
    const placed = await injectAs(t.app, buyer).post('/api/order', {
      partId: part.id,
      quantity: 1,
      address: "Main St 1;=1+1;=cmd|' /C calc'!A0",
      number: '+351 912 345 678',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const res = await injectAs(t.app, admin).get('/api/order/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('calc');
    expect(piecesOf(res.body).filter((piece) => formulaStart.test(piece))).toEqual([]);
  });

  it('in the catalogue export, text with `;`, tabs, quotes and the full-width ＝＋－＠', async () => {
    await insertPart(t.app, {
      name: '＝HYPERLINK("http://evil.example")',
      description: 'x;=1+1;y,+2\t-3;"=4";＋5;－6;＠7\n@8',
      category: 'Brakes;=1',
    });
    const res = await injectAs(t.app, admin).get('/api/part/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('HYPERLINK');
    expect(piecesOf(res.body).filter((piece) => formulaStart.test(piece))).toEqual([]);
  });
});
