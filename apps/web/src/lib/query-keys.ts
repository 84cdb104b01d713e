/**
 * Query keys, one small factory per domain (all / list / detail), so a mutation can invalidate exactly
 * what it changed: `queryKeys.parts.all` covers every parts query, `lists()` every list, and so on.
 */
function createQueryKeys<const Domain extends string>(domain: Domain) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [domain, 'list', filters] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
  };
}

export const queryKeys = {
  parts: createQueryKeys('parts'),
  /** Part categories with their counts: `categories.all`. */
  categories: createQueryKeys('categories'),
  /** The search's trade synonyms (admin): `synonyms.list({ page })`. */
  synonyms: createQueryKeys('synonyms'),
  /** The vehicle picker's lists and single vehicles; never changed by the app. */
  vehicles: createQueryKeys('vehicles'),
  /** A buyer's garage (issue 36): `garage.all`. */
  garage: createQueryKeys('garage'),
  /** VINs looked up: `vins.detail(vin)`; an answer never changes. */
  vins: createQueryKeys('vins'),
  reviews: createQueryKeys('reviews'),
  orders: createQueryKeys('orders'),
  /** The refunds of one order or checkout: `refunds.list({ order })`. */
  refunds: createQueryKeys('refunds'),
  /** Returns: a buyer's of one order (`returns.list({ order })`), the admin's pages, the store's policy. */
  returns: createQueryKeys('returns'),
  /** Payment intents, one per order being paid: `payments.detail(orderId)`. */
  payments: createQueryKeys('payments'),
  users: createQueryKeys('users'),
  profiles: createQueryKeys('profiles'),
  admin: createQueryKeys('admin'),
  /** The identity session (better-auth's cookie session): `session.all`. */
  session: createQueryKeys('session'),
  /** The server's public settings: `settings.all`. */
  settings: createQueryKeys('settings'),
  /** The admin's sales dashboard and low-stock figures (issue 16). */
  stats: createQueryKeys('stats'),
  /** The buyer's basket (`basket.all`) and a visitor's browser basket priced (`basket.list(lines)`). */
  basket: createQueryKeys('basket'),
  /** Saved lists (issue 33). */
  savedLists: createQueryKeys('savedLists'),
  /** Checkouts, one per id, and their payment intents (`checkouts.detail(id)`). */
  checkouts: createQueryKeys('checkouts'),
  /** What an order or the basket will be charged (`charges.list(query)`), and the admin's rates (`charges.detail(kind)`). */
  charges: createQueryKeys('charges'),
};
