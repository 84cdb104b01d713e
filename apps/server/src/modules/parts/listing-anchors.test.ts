import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPart } from '../../db/schema';
import { bearer, signUpAdmin } from '../../test/accounts';
import { insertVehicle, newPartRow } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { anchorStride } from './listing-anchors';

/** Enough parts for several anchors, with runs of equal created_at so the id decides the order. */
const partCount = 3 * anchorStride + 217;

describe('deep pages of the catalogue (page anchors)', () => {
  let t: TestApp;
  let rows: NewPart[] = [];
  let vehicle: string;

  const ids = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part?${query}` });
    expect(res.statusCode).toBe(200);
    return {
      ids: (res.json() as { _id: string }[]).map((part) => part._id),
      total: res.headers['x-total-count'],
    };
  };
  /** Every page of a listing, one after another. */
  const everyPage = async (query: string, limit: number) => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const found = await ids(`${query}&limit=${limit}&page=${page}`);
      if (found.ids.length === 0) return seen;
      seen.push(...found.ids);
    }
  };
  const inOrder = (list: NewPart[], newest = false) => {
    const sorted = [...list].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
    );
    return (newest ? sorted.reverse() : sorted).map((row) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    vehicle = (await insertVehicle(t.app)).id;
    // Seven parts share each second; categories alternate, and two parts in three fit the vehicle.
    rows = Array.from({ length: partCount }, (_, n) =>
      newPartRow({
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 7))).toISOString(),
        category: n % 2 === 0 ? 'Brakes' : 'Filters',
        part_number: `PS-AN-${String(n).padStart(5, '0')}`,
        part_number_key: `PSAN${String(n).padStart(5, '0')}`,
      }),
    );
    for (let at = 0; at < rows.length; at += 200) {
      await t.app.db
        .insertInto('part')
        .values(rows.slice(at, at + 200))
        .execute();
    }
    const fitting = rows.filter((_, n) => n % 3 !== 0);
    for (let at = 0; at < fitting.length; at += 200) {
      await t.app.db
        .insertInto('part_vehicle')
        .values(
          fitting.slice(at, at + 200).map((row) => ({ part_id: row.id, vehicle_id: vehicle, note: null })),
        )
        .execute();
    }
    t.app.changes.emit('parts');
  });
  afterAll(() => t.close());

  it('answers every page of each listing in its exact order, deep pages included', async () => {
    expect(await everyPage('', 100)).toEqual(inOrder(rows));
    expect(await everyPage('sort=newest', 100)).toEqual(inOrder(rows, true));
    const brakes = rows.filter((row) => row.category === 'Brakes');
    expect(await everyPage('category=Brakes', 100)).toEqual(inOrder(brakes));
    expect(await everyPage('category=Brakes&sort=newest', 100)).toEqual(inOrder(brakes, true));
    const fitting = rows.filter((_, n) => n % 3 !== 0);
    expect(await everyPage(`vehicle=${vehicle}`, 100)).toEqual(inOrder(fitting));
  });

  it('answers a deep page asked first, across an anchor, and pages past the end', async () => {
    // A fresh listing's first request is a deep page of odd size that straddles the second anchor.
    const listed = inOrder(rows, true);
    const page = Math.floor((2 * anchorStride) / 13) + 1;
    expect((await ids(`sort=newest&limit=13&page=${page}`)).ids).toEqual(
      listed.slice((page - 1) * 13, page * 13),
    );
    const last = Math.ceil(partCount / 100);
    expect((await ids(`limit=100&page=${last}`)).ids).toEqual(inOrder(rows).slice((last - 1) * 100));
    const beyond = await ids('limit=100&page=9999');
    expect(beyond).toEqual({ ids: [], total: String(partCount) });
    expect((await ids('category=Filters&limit=100&page=50')).ids).toEqual([]);
  });

  it('follows the catalogue when parts are added or removed', async () => {
    // The anchors of the first pass are kept; this instance's writes must not leave them stale.
    expect((await ids(`limit=100&page=12`)).ids).toEqual(inOrder(rows).slice(1100, 1200));
    const admin = await signUpAdmin(t.app);
    const removed = inOrder(rows).slice(10, 15);
    for (const id of removed) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/part/${id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
    }
    rows = rows.filter((row) => !removed.includes(row.id));
    expect(await everyPage('', 100)).toEqual(inOrder(rows));
    expect((await ids(`limit=100&page=12`)).ids).toEqual(inOrder(rows).slice(1100, 1200));
  });
});
