import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFitment, insertPart, insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fittingPartsPage } from './vehicle-parts';

/**
 * SQLite plans a vehicle page from the vehicle's fitment rows, whatever the catalogue's size: with the
 * part table first (in the category index's order) it probed every part's fitment, tens of
 * milliseconds a page at 50,000 parts. (PostgreSQL's plan at scale is in ADR 0042.)
 */
describe('the vehicle page query plan (SQLite)', () => {
  let t: TestApp;
  const vehicles: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const engine of ['1.8 L', '1.4 L D-4D'])
      vehicles.push(
        (await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018, engine })).id,
      );
    for (let i = 0; i < 40; i += 1) {
      const part = await insertPart(t.app, { name: `Part ${i}`, category: i % 2 ? 'Brakes' : 'Filters' });
      if (i % 4 === 0) await insertFitment(t.app, part.id, vehicles[i % 8 === 0 ? 0 : 1]!);
    }
    await t.app.db.executeQuery(CompiledQuery.raw('analyze'));
  });
  afterAll(() => t.close());

  const plan = async (ids: string[]) => {
    const { sql, parameters } = fittingPartsPage(t.app.db, ids, { page: 1, limit: 24 }).compile();
    const { rows } = await t.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((row) => row.detail);
  };

  it.each([1, 2])(
    'reads %i vehicle(s) fitment by index, then each part by its key, never the whole part table',
    async (count) => {
      const details = await plan(vehicles.slice(0, count));
      expect(
        details.some((detail) =>
          /^SEARCH part_vehicle USING COVERING INDEX part_vehicle_listing_idx/.test(detail),
        ),
      ).toBe(true);
      expect(
        details.some((detail) => /^SEARCH part USING INDEX sqlite_autoindex_part_1 \(id=\?\)/.test(detail)),
      ).toBe(true);
      expect(details.filter((detail) => /^SCAN (part|part_vehicle)\b/.test(detail))).toEqual([]);
      // One engine's page is the index's own order; several engines' entries are sorted, never parts.
      expect(details.filter((detail) => /TEMP B-TREE/.test(detail))).toEqual(
        count === 1 ? [] : ['USE TEMP B-TREE FOR DISTINCT'],
      );
    },
  );
});
