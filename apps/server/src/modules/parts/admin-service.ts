import { type CreatePart, dollarsToCents, type UpdatePart } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { PartTable } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import { thumbnailOf } from '../images/part-images';

type CatalogueContext = Pick<FastifyInstance, 'db' | 'images'>;

/** The picture must be one this store made (POST /images), so the thumbnail exists beside it. */
async function storedImage({ images }: CatalogueContext, img: string) {
  const thumbnail = thumbnailOf(img);
  const name = img.split('/').pop() ?? '';
  if (!thumbnail || !(await images.has(name)))
    throw invalid('Upload the picture first, then use the URL it answers.');
  return { image_large: img, image_thumbnail: thumbnail };
}

export async function createPart(app: CatalogueContext, input: CreatePart): Promise<string> {
  const id = newId();
  const at = now();
  await app.db
    .insertInto('part')
    .values({
      id,
      name: input.name,
      min_order_quantity: input.minOrderQuantity,
      available_quantity: input.availableQuantity,
      price_cents: dollarsToCents(input.price),
      description: input.description,
      ...(await storedImage(app, input.img)),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Edits or restocks a part; the minimum order may never exceed the stock after the change. */
export async function updatePart(app: CatalogueContext, id: string, input: UpdatePart): Promise<number> {
  const current = await app.db.selectFrom('part').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound('part');
  const min = input.minOrderQuantity ?? current.min_order_quantity;
  const available = input.availableQuantity ?? current.available_quantity;
  if (input.minOrderQuantity !== undefined && min > available) {
    throw invalid(`The minimum order (${min}) cannot be more than the available quantity (${available}).`);
  }
  const changes: Updateable<PartTable> = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { price_cents: dollarsToCents(input.price) }),
    ...(input.minOrderQuantity !== undefined && { min_order_quantity: input.minOrderQuantity }),
    ...(input.availableQuantity !== undefined && { available_quantity: input.availableQuantity }),
    ...(input.img !== undefined && (await storedImage(app, input.img))),
    updated_at: now(),
  };
  const result = await app.db.updateTable('part').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a part from the catalogue; existing orders keep their item name and price. */
export async function deletePart({ db }: CatalogueContext, id: string): Promise<number> {
  const result = await db.deleteFrom('part').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('part');
  return 1;
}
