import { type CreatePart, dollarsToCents, maxUnits, type UpdatePart } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Updateable } from 'kysely';
import type { PartTable } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/app-error';
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

/**
 * Edits or restocks a part in one conditional update, so orders placed meanwhile are never lost from
 * the count: `restock` adds to the stock as it is; an absolute stock applies only if the stock is still
 * the one the admin saw (409 otherwise). The stock may not end below the minimum order when either is set.
 */
export async function updatePart(app: CatalogueContext, id: string, input: UpdatePart): Promise<number> {
  const current = await app.db.selectFrom('part').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound('part');
  const min = input.minOrderQuantity ?? current.min_order_quantity;
  if (input.availableQuantity !== undefined && input.availableQuantity < min) {
    throw invalid(
      `The available quantity (${input.availableQuantity}) cannot be less than the minimum order (${min}).`,
    );
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
  let update = app.db.updateTable('part').set(changes).where('id', '=', id);
  if (input.restock !== undefined) {
    update = update.set({ available_quantity: sql<number>`available_quantity + ${input.restock}` });
  }
  if (input.availableQuantity !== undefined) {
    update = update.where('available_quantity', '=', input.expectedAvailableQuantity!);
  } else if (input.minOrderQuantity !== undefined) {
    update = update.where(
      sql<boolean>`available_quantity + ${input.restock ?? 0} >= ${input.minOrderQuantity}`,
    );
  }
  if (input.restock !== undefined) {
    update = update.where(sql<boolean>`available_quantity + ${input.restock} <= ${maxUnits}`);
  }
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 1;
  throw await whyNotUpdated(app, id, input);
}

/** Why the conditional update changed nothing, read only on that path. */
async function whyNotUpdated(app: CatalogueContext, id: string, input: UpdatePart) {
  const now = await app.db
    .selectFrom('part')
    .select('available_quantity')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!now) return notFound('part');
  if (input.availableQuantity !== undefined) {
    return conflict(
      `The stock changed since you loaded it (it is now ${now.available_quantity}). Reload the page and enter the stock again.`,
    );
  }
  if (input.restock !== undefined && now.available_quantity + input.restock > maxUnits) {
    return invalid('The stock would be too large after this restock.');
  }
  return invalid(
    `The minimum order (${input.minOrderQuantity}) cannot be more than the available quantity (${now.available_quantity + (input.restock ?? 0)}).`,
  );
}

/** Removes a part from the catalogue; existing orders keep their item name and price. */
export async function deletePart({ db }: CatalogueContext, id: string): Promise<number> {
  const result = await db.deleteFrom('part').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('part');
  return 1;
}
