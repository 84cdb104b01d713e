// The catalogue facts the order workloads need: a part with plenty of stock, and the no-oversell check.
import { bearer } from './accounts.mjs';

/** Enough units that a whole run of orders never empties the part (the API's maximum). */
const benchStock = 10_000_000;

/** @param {string} url @param {RequestInit} [init] */
async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Sets a part's stock to `units` through the admin API. The stock seen goes with it: the API refuses an
 * absolute stock that could overwrite orders.
 * @param {string} baseUrl @param {string} adminToken @param {{ _id: string, availableQuantity: number }} part
 * @param {number} units
 */
export function restock(baseUrl, adminToken, part, units) {
  return json(`${baseUrl}/api/part/${part._id}`, {
    method: 'PUT',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ availableQuantity: units, expectedAvailableQuantity: part.availableQuantity }),
  });
}

/**
 * The part with the smallest minimum order, restocked through the admin API.
 * @param {string} baseUrl @param {string} adminToken
 * @returns {Promise<{ id: string, minOrderQuantity: number, initialStock: number }>}
 */
export async function restockedPart(baseUrl, adminToken) {
  /** @type {Array<{ _id: string, minOrderQuantity: number, availableQuantity: number }>} */
  const parts = await json(`${baseUrl}/api/part`);
  const part = parts.reduce((best, candidate) =>
    candidate.minOrderQuantity < best.minOrderQuantity ? candidate : best,
  );
  await restock(baseUrl, adminToken, part, benchStock);
  return { id: part._id, minOrderQuantity: part.minOrderQuantity, initialStock: benchStock };
}

/** A POST /api/order body for the smallest order the part allows. @param {{ id: string, minOrderQuantity: number }} part */
export const orderBody = (part) =>
  JSON.stringify({
    partId: part.id,
    quantity: part.minOrderQuantity,
    address: '1 Bench Street, Testville',
    number: '+1 555 0100',
  });

/**
 * Stock left + units ordered must equal the stock before the orders: nothing sold twice, nothing lost.
 * Orders the load generator gave up on may still be committing, so the stock is read before and after
 * the orders until both readings agree: then no order committed in between.
 * @param {string} baseUrl @param {string} adminToken @param {{ id: string, initialStock: number }} part
 */
export async function stockAccount(baseUrl, adminToken, part) {
  const stockLeft = async () =>
    /** @type {{ availableQuantity: number }} */ (
      (await json(`${baseUrl}/api/part/${part.id}`)).availableQuantity
    );
  for (;;) {
    const before = await stockLeft();
    // Every page of the admin's list (pages hold at most 100 orders).
    /** @type {Array<{ partId: string | null, quantity: number }>} */
    const orders = [];
    for (let page = 1; ; page += 1) {
      /** @type {Array<{ partId: string | null, quantity: number }>} */
      const items = await json(`${baseUrl}/api/order?limit=100&page=${page}`, {
        headers: bearer(adminToken),
      });
      orders.push(...items);
      if (items.length < 100) break;
    }
    if ((await stockLeft()) !== before) continue;
    const ordered = orders.filter((order) => order.partId === part.id);
    const unitsOrdered = ordered.reduce((sum, order) => sum + order.quantity, 0);
    return {
      orders: ordered.length,
      initialStock: part.initialStock,
      stockLeft: before,
      unitsOrdered,
      balanced: before + unitsOrdered === part.initialStock,
    };
  }
}
