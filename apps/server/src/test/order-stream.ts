import type { Order } from '@partsmith/contract/orders';
import type { Part } from '@partsmith/contract/parts';
import { type TestAccount, injectAs } from './accounts';
import type { Injector } from './http-client';
import { placeOrder } from './orders';

export interface AcknowledgedOrder {
  id: string;
  email: string;
  quantity: number;
}

export interface OrderStream {
  /** Orders the server answered 200 with an id: it promised they exist. */
  acknowledged: AcknowledgedOrder[];
  /** Statuses of answers other than 200. */
  refused: number[];
  /** Requests that got no answer at all (the server went away under them). */
  unanswered: number;
  /** Resolves once `count` orders are acknowledged; rejects if the stream ends first. */
  reach(count: number, timeoutMs?: number): Promise<void>;
  /** Stops sending and waits for the requests in flight to settle. */
  stop(): Promise<void>;
}

/**
 * Keeps `concurrency` POST /api/order requests in flight per buyer, 1–3 units each, until stopped or
 * until the server stops answering.
 */
export function streamOrders(
  client: Injector,
  buyers: TestAccount[],
  partId: string,
  concurrency = 2,
): OrderStream {
  let stopping = false;
  const stream = {
    acknowledged: [] as AcknowledgedOrder[],
    refused: [] as number[],
    unanswered: 0,
  };
  let sent = 0;
  const worker = async (buyer: TestAccount) => {
    while (!stopping) {
      const quantity = 1 + (sent++ % 3);
      try {
        const response = await placeOrder(client, buyer, partId, quantity);
        if (response.statusCode === 200) {
          stream.acknowledged.push({ id: response.json().insertedId, email: buyer.email, quantity });
        } else stream.refused.push(response.statusCode);
      } catch {
        stream.unanswered += 1;
        return;
      }
    }
  };
  const workers = buyers.flatMap((buyer) => Array.from({ length: concurrency }, () => worker(buyer)));
  const finished = Promise.all(workers);
  let ended = false;
  void finished.then(() => (ended = true));

  return Object.assign(stream, {
    async reach(count: number, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (stream.acknowledged.length < count) {
        if (ended || Date.now() > deadline) {
          throw new Error(
            `The order stream stopped at ${stream.acknowledged.length} of ${count} acknowledged orders ` +
              `(refused: ${stream.refused.join(', ') || 'none'}; unanswered: ${stream.unanswered})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      stopping = true;
      await finished;
    },
  });
}

export interface Ledger {
  /** Every order of the buyers, as the server lists them. */
  orders: Order[];
  ids: Set<string>;
  /** The part's stock as the server answers it. */
  stock: number;
  /** Units in all those orders. */
  ordered: number;
}

/** What a server holds for these buyers and this part: the facts a fault test checks after the fault. */
export async function readLedger(client: Injector, buyers: TestAccount[], partId: string): Promise<Ledger> {
  // Every page of each buyer's orders (lists are paged, 100 at most a page).
  const lists = await Promise.all(
    buyers.map(async (buyer) => {
      const all: Order[] = [];
      for (let page = 1; ; page += 1) {
        const response = await injectAs(client, buyer).get(
          `/api/order?email=${encodeURIComponent(buyer.email)}&limit=100&page=${page}`,
        );
        if (response.statusCode !== 200) throw new Error(`GET /api/order answered ${response.body}`);
        all.push(...(response.json() as Order[]));
        if (all.length >= Number(response.headers['x-total-count'])) return all;
      }
    }),
  );
  const orders = lists.flat().filter((order) => order.partId === partId);
  const part: Part = (await client.inject({ method: 'GET', url: `/api/part/${partId}` })).json();
  return {
    orders,
    ids: new Set(orders.map((order) => order._id)),
    stock: part.availableQuantity,
    ordered: orders.reduce((sum, order) => sum + order.quantity, 0),
  };
}
