import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, signUp, type TestAccount } from '../test/accounts';
import { setBreaks } from '../test/basket';
import { insertPart } from '../test/fixtures';
import { multipartFile } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the quick order pad', () => {
  let t: TestApp;
  let account: TestAccount;
  const ids: Record<string, string> = {};
  const check = (text: string) => injectAs(t.app, account).post('/api/quick-order/check', { text });
  const upload = (csv: string | Buffer, type = 'text/csv') => {
    const body = multipartFile('file', 'order.csv', type, Buffer.isBuffer(csv) ? csv : Buffer.from(csv));
    return t.app.inject({
      method: 'POST',
      url: '/api/quick-order/check',
      headers: { ...bearer(account.token), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', BASKET_RATE_LIMIT: '100000' });
    account = await signUp(t.app, 'Quinn Quick');
    ids.pads = (
      await insertPart(t.app, {
        name: 'Brake pads',
        part_number: 'PS-BP-1042',
        oem_numbers: JSON.stringify(['04465-02220']),
        min_order_quantity: 10,
        available_quantity: 100,
        price_cents: 500,
      })
    ).id;
    await setBreaks(t.app, ids.pads, [[50, 450]]);
    ids.disc = (
      await insertPart(t.app, { name: 'Brake disc', part_number: 'PS-BD-2001', min_order_quantity: 1 })
    ).id;
    for (const [key, number] of [
      ['shared1', 'PS-OF-1'],
      ['shared2', 'PS-OF-2'],
    ] as const) {
      ids[key] = (
        await insertPart(t.app, {
          name: 'Oil filter',
          part_number: number,
          oem_numbers: JSON.stringify(['90915-YZZE1']),
        })
      ).id;
    }
  });
  afterAll(() => t.close());

  it('reads every spelling and separator, skips a header and blank lines', async () => {
    const res = await check(
      [
        'Part number\tQty',
        'PS-BP-1042 40',
        '',
        'PS-BD-2001;3',
        'ps bd 2001\t4',
        'psbd2001, 5',
        '  ps-bd-2001   6  ',
        'PS-BD-2001 x7',
        '04465 02220 50',
      ].join('\r\n'),
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(
      report.lines.map((line: { line: number; partId?: string; quantity?: number }) => [
        line.line,
        line.partId,
        line.quantity,
      ]),
    ).toEqual([
      [2, ids.pads, 90],
      [4, ids.disc, 25],
      [5, ids.disc, 4],
      [6, ids.disc, 5],
      [7, ids.disc, 6],
      [8, ids.disc, 7],
      [9, ids.pads, 50],
    ]);
    expect(report.lines[0]).toMatchObject({
      input: 'PS-BP-1042 40',
      partNumber: 'PS-BP-1042',
      name: 'Brake pads',
      unitPrice: 4.5,
      lineTotal: 405,
      priceBreak: { minQuantity: 50, unitPrice: 4.5 },
      nextBreak: null,
      problems: [],
    });
    expect(report.lines[2]).toMatchObject({
      mergedInto: 4,
      problems: [{ code: 'merged', message: 'The same part as line 4: its quantity was added there.' }],
    });
    expect(report.lines[6].problems.map((problem: { code: string }) => problem.code)).toEqual(['merged']);
    expect(report).toMatchObject({ ready: 2, withProblems: 5 });
  });

  it('gives the closest numbers for a typo, and names below the minimum, over the stock, bad quantities', async () => {
    const report = (
      await check(
        [
          'PS-BP-1024 20',
          'PS-PB-1042 20',
          'PS-BP-1042 5',
          'PS-BD-2001 999',
          'PS-BD-2001 2.5',
          'ZZ-NOTHING 4',
          '90915-YZZE1 1',
          'PS-BD-2001',
        ].join('\n'),
      )
    ).json();
    const [typo, swapped, few, many, fraction, nothing, shared, bare] = report.lines;
    expect(typo.problems).toEqual([
      { code: 'unknown-number', message: 'No part has the number “PS-BP-1024”. Did you mean one of these?' },
    ]);
    expect(typo.suggestions[0]).toEqual({
      partId: ids.pads,
      partNumber: 'PS-BP-1042',
      name: 'Brake pads',
      matchedNumber: 'PS-BP-1042',
    });
    expect(swapped.suggestions[0].partId).toBe(ids.pads);
    expect(few.problems).toEqual([
      { code: 'below-minimum', message: 'The minimum order for Brake pads is 10 units.' },
    ]);
    expect(many.problems).toEqual([
      { code: 'over-stock', message: 'Only 500 units of Brake disc are available.' },
    ]);
    expect(fraction.problems).toEqual([
      { code: 'bad-quantity', message: '“2.5” is not a whole number of units.' },
    ]);
    expect(nothing).toMatchObject({
      problems: [{ code: 'unknown-number', message: 'No part has the number “ZZ-NOTHING”.' }],
      suggestions: [],
    });
    expect(shared.problems[0].code).toBe('ambiguous-number');
    expect(shared.suggestions.map((entry: { partId: string }) => entry.partId).sort()).toEqual(
      [ids.shared1, ids.shared2].sort(),
    );
    expect(bare).toMatchObject({ partId: ids.disc, problems: [{ code: 'bad-quantity' }] });
  });

  it('reads a CSV file, with or without a header, `;` or `,`; a formula cell stays plain text', async () => {
    const withHeader = (
      await upload('\uFEFFQuantity;Part number\r\n40;PS-BP-1042\r\n3;"PS-BD-2001"\r\n')
    ).json();
    expect(
      withHeader.lines.map((line: { line: number; partId: string; quantity: number }) => [
        line.line,
        line.partId,
        line.quantity,
      ]),
    ).toEqual([
      [2, ids.pads, 40],
      [3, ids.disc, 3],
    ]);
    const bare = (
      await upload('PS-BD-2001,4\n"=cmd|\' /C calc\'!A0",5\n"\'=HYPERLINK(""x"")",1\nPS-BD-2001,=1+1\n')
    ).json();
    expect(bare.lines[0]).toMatchObject({ partId: ids.disc, quantity: 4, problems: [] });
    expect(bare.lines[1]).toMatchObject({ input: "=cmd|' /C calc'!A0, 5", problems: [{ code: 'formula' }] });
    expect(bare.lines[1].partId).toBeUndefined();
    expect(bare.lines[2].problems[0].code).toBe('formula');
    expect(bare.lines[3]).toMatchObject({ partId: ids.disc, problems: [{ code: 'formula' }] });
  });

  it('refuses hostile input with a clear 4xx, never a hang', async () => {
    const expectRefusal = async (res: Awaited<ReturnType<typeof check>>, status: number, message: RegExp) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-order/check',
        headers: { ...bearer(account.token), 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'PS-BP-1042 1\n'.repeat(800_000) }),
      }),
      413,
      /too large: paste at most 64 KB/,
    );
    await expectRefusal(await check('1\n'.repeat(100_000)), 413, /too large: paste at most 64 KB/);
    await expectRefusal(await check('\n'.repeat(100_000)), 400, /too long \(64 KB at most\)/);
    await expectRefusal(
      await check('PS-BD-2001 1\n'.repeat(600)),
      400,
      /at most 500 lines at once; this has 600/,
    );
    await expectRefusal(await check('PS-BD-2001 1\n\u0000binary'), 400, /NUL character/);
    await expectRefusal(await check('PS-BD-2001 1\n\u0001\u0002\u0003binary'), 400, /binary data/);
    await expectRefusal(await check('é'.repeat(40_000)), 413, /larger than 64 KB/);
    await expectRefusal(await upload(Buffer.alloc(2 * 1024 * 1024, 'a')), 413, /larger than 1 MB/);
    await expectRefusal(
      await upload('A,1\n'.repeat(100_000)),
      400,
      /at most 500 lines at once; this has 100,000/,
    );
    await expectRefusal(await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])), 400, /binary data/);
    await expectRefusal(await upload(Buffer.from([0x50, 0x53, 0xff, 0xfe, 0x2c, 0x31])), 400, /not UTF-8/);
    await expectRefusal(
      await upload('part number,quantity,price\nPS-BD-2001,1,3\n'),
      400,
      /Unknown column “price”/,
    );
    await expectRefusal(await upload('PS-BD-2001,1,9\n'), 400, /two columns: part number, quantity/);
    await expectRefusal(await upload('part number,quantity\n"PS-BD-2001,1\n'), 400, /not well-formed CSV/);
    await expectRefusal(await upload('\n\n'), 400, /no lines/);
    const body = multipartFile('file', 'order.csv', 'text/csv', Buffer.from('PS-BD-2001,1\n'));
    await expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-order/check',
        headers: { ...bearer(account.token), ...body.headers },
        payload: body.payload.subarray(0, body.payload.length - 20),
      }),
      400,
      /not well-formed multipart/,
    );
    await expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-order/check',
        headers: { ...bearer(account.token), 'content-type': 'text/plain' },
        payload: 'PS-BD-2001 1',
      }),
      400,
      /expected object/,
    );
  });
});
