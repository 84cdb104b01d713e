import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids';
import type { ImageStore } from '../../lib/images/image-store';
import { storePartImage } from '../../lib/images/part-images';
import type { Tables } from '../schema';
import { normalizePartNumber } from '@partsmith/contract/parts';
import { gtinKey } from '@partsmith/contract/part-numbers';
import { vehicleList } from '../generate/vehicle-list';
import { demoParts, demoReviews } from './demo-catalogue';
import { demoNumbers } from './demo-numbers';
import { prerenderedDemoImages } from './demo-images';

const dayMs = 86_400_000;

async function isEmpty(db: Kysely<Tables>, table: 'part' | 'review' | 'vehicle'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedParts(db: Kysely<Tables>, images: ImageStore, startedAt: number) {
  const rows = await Promise.all(
    demoParts.map(async (part, index) => {
      const urls = await storePartImage(images, Buffer.from(part.art()), prerenderedDemoImages);
      // One millisecond apart keeps the catalogue in the order it is written.
      const createdAt = new Date(startedAt + index).toISOString();
      const numbers = demoNumbers[part.key];
      if (!numbers) throw new Error(`demo part ${part.key} has no part number`);
      return {
        id: newId(),
        name: part.name,
        min_order_quantity: part.minOrderQuantity,
        available_quantity: part.availableQuantity,
        price_cents: part.priceCents,
        description: part.description,
        image_large: urls.large,
        image_thumbnail: urls.thumbnail,
        created_at: createdAt,
        updated_at: createdAt,
        part_number: numbers.partNumber,
        part_number_key: normalizePartNumber(numbers.partNumber),
        category: numbers.category,
        oem_numbers: JSON.stringify(numbers.oemNumbers),
        interchange: JSON.stringify(numbers.interchange ?? []),
        gtin: numbers.gtin ?? null,
        supersedes: JSON.stringify(numbers.supersedes ?? []),
      };
    }),
  );
  await db.insertInto('part').values(rows).execute();
  const vehicles = vehicleList();
  for (const [index, part] of demoParts.entries()) {
    const numbers = demoNumbers[part.key]!;
    const partId = rows[index]!.id;
    await db
      .insertInto('part_number')
      .values([
        { number_key: normalizePartNumber(numbers.partNumber), part_id: partId, kind: 0 },
        ...numbers.oemNumbers.map((oem) => ({
          number_key: normalizePartNumber(oem),
          part_id: partId,
          kind: 1,
        })),
        ...(numbers.interchange ?? []).map((entry) => ({
          number_key: normalizePartNumber(entry.number),
          part_id: partId,
          kind: 2,
          brand: entry.brand,
        })),
        ...(numbers.gtin ? [{ number_key: gtinKey(numbers.gtin)!, part_id: partId, kind: 3 }] : []),
        ...(numbers.supersedes ?? []).map((number) => ({
          number_key: normalizePartNumber(number),
          part_id: partId,
          kind: 4,
        })),
      ])
      .execute();
    const fitment = vehicles
      .filter((vehicle) =>
        numbers.fits.some(
          ([make, model, from, to]) =>
            vehicle.make === make && vehicle.model === model && vehicle.year >= from && vehicle.year <= to,
        ),
      )
      .map((vehicle) => ({
        part_id: partId,
        vehicle_id: vehicle.id,
        note: numbers.note ?? null,
        position: numbers.position ?? null,
        quantity_per_vehicle: numbers.quantityPerVehicle ?? null,
      }));
    if (fitment.length > 0) await db.insertInto('part_vehicle').values(fitment).execute();
  }
  return rows.length;
}

/** The vehicle list (the picker's makes, models, years and engines), once. */
async function seedVehicles(db: Kysely<Tables>) {
  const vehicles = vehicleList();
  for (let start = 0; start < vehicles.length; start += 500) {
    await db
      .insertInto('vehicle')
      .values(vehicles.slice(start, start + 500))
      .execute();
  }
  return vehicles.length;
}

async function seedReviews(db: Kysely<Tables>, startedAt: number) {
  const rows = demoReviews.map((review) => ({
    id: newId(),
    user_id: null,
    author_name: review.name,
    ratings: review.ratings,
    description: review.description,
    created_at: new Date(startedAt - review.daysAgo * dayMs).toISOString(),
  }));
  await db.insertInto('review').values(rows).execute();
  return rows.length;
}

/** Fills an empty catalogue and an empty review list with the demo data; leaves existing data alone. */
export async function seedDemoData(db: Kysely<Tables>, images: ImageStore) {
  const startedAt = Date.now();
  if (await isEmpty(db, 'vehicle')) await seedVehicles(db);
  const parts = (await isEmpty(db, 'part')) ? await seedParts(db, images, startedAt) : 0;
  const reviews = (await isEmpty(db, 'review')) ? await seedReviews(db, startedAt) : 0;
  return { parts, reviews };
}
