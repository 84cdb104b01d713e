import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

/** Timestamps are ISO-8601 strings on both engines, so one query code reads them the same way. */
type Timestamp = string;

export interface PartTable {
  id: string;
  name: string;
  min_order_quantity: number;
  available_quantity: number;
  price_cents: number;
  description: string;
  image_large: string;
  image_thumbnail: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Our number as written (`PS-BP-1042`). */
  part_number: string;
  /** `part_number` normalised (`PSBP1042`), unique. */
  part_number_key: string;
  category: string;
  /** JSON array of the OEM numbers as written. */
  oem_numbers: string;
  /** Under this many available units the part is low on stock; null: its minimum order (0009). */
  low_stock_threshold: Generated<number | null>;
  /** 1 once the admins were mailed that it went under its threshold; 0 after a restock lifts it (0009). */
  low_stock_warned: Generated<number>;
  /** 1 while the part is under its threshold: generated from the stock, threshold and minimum (0012). */
  low_stock: Generated<number>;
  /** JSON `[{brand, number}]`: competitor (interchange) numbers as written (0019). */
  interchange: Generated<string>;
  /** The GTIN/EAN barcode as written, digits only (0019). */
  gtin: Generated<string | null>;
  /** JSON list of the numbers this part supersedes, as written (0019). */
  supersedes: Generated<string>;
  /** The part replacing this discontinued one; null while current (0019). */
  replaced_by: Generated<string | null>;
}

/**
 * Every normalised number of a part: ours (kind 0), OEM (1), competitor (2, with its brand), GTIN (3, its
 * 14-digit key) and the numbers it supersedes (4): `numberKinds` in the contract's part-numbers.ts.
 */
export interface PartNumberTable {
  number_key: string;
  part_id: string;
  kind: number;
  brand: Generated<string | null>;
}

/** Trade words that find each other (0017): one row per direction, lower-case words joined by one space. */
export interface SynonymTable {
  term: string;
  alternative: string;
}

export interface VehicleTable {
  id: string;
  make: string;
  model: string;
  year: number;
  engine: string;
  /** The ACES/VCdb BaseVehicle id when known (0019). */
  base_vehicle_id: Generated<number | null>;
}

export interface PartVehicleTable {
  part_id: string;
  vehicle_id: string;
  note: string | null;
  /** `FitmentPosition` or null (0019). */
  position: Generated<string | null>;
  quantity_per_vehicle: Generated<number | null>;
  conditions: Generated<string | null>;
  /** The part's category and created_at, kept by triggers for the vehicle listing's index (0025). */
  category: Generated<string | null>;
  part_created_at: Generated<string | null>;
}

export interface ProfileVehicleTable {
  email: string;
  vehicle_id: string;
  updated_at: Timestamp;
}

/** A vehicle a buyer keeps in their garage, under a name of their own (0020). */
export interface GarageVehicleTable {
  id: string;
  user_id: string;
  vehicle_id: string;
  name: string;
  added_at: Timestamp;
}

export interface OrderTable {
  id: string;
  user_id: string | null;
  email: string;
  name: string;
  address: string;
  phone: string;
  /** Null once the part is deleted: the order keeps its item name and price. */
  part_id: string | null;
  item_name: string;
  quantity: number;
  unit_price_cents: number;
  price_cents: number;
  /** 0 or 1 on both engines. */
  paid: Generated<number>;
  status: Generated<string>;
  transaction_id: string | null;
  payment_intent_id: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  shipped_at: Timestamp | null;
  /** Until when an unpaid order holds its stock (0006); null for orders paid before holds existed. */
  hold_until: Timestamp | null;
  /** 1 once an unpaid order's hold ran out and its units went back: the order is Expired. */
  stock_released: Generated<number>;
  /** 1 when a payment arrived after the hold ran out and the stock could not be taken again. */
  needs_attention: Generated<number>;
  /** Sequential, given when the order is paid (0009); null while unpaid. */
  invoice_number: number | null;
  /** The part number when ordered (0009); null for older orders. */
  part_number: string | null;
  /** Set when shipped, both optional (0009). */
  carrier: string | null;
  tracking_number: string | null;
  /** The checkout this order is a line of (0015); null for an order placed alone. */
  checkout_id: string | null;
  /** The buyer's purchase-order reference of its checkout (0015). */
  po_reference: string | null;
  /** Pending and succeeded refunds (0018): a refund is admitted only while this stays at most the amount paid. */
  refund_held_cents: Generated<number>;
  /** Succeeded refunds (0018). */
  refunded_cents: Generated<number>;
  /** When an admin cancelled it (0018); its status is then `Cancelled`. */
  cancelled_at: Generated<Timestamp | null>;
  /** Units asked back in returns not refused (0022): kept at most `quantity` by a conditional update. */
  returned_quantity: Generated<number>;
  /** Where it is sent (0021): a two-letter country, and a US state for sales tax. */
  country: string | null;
  us_state: string | null;
  /** Shipping (net) and its tax charged with this order; a checkout's ride on its first line (0021). */
  shipping_cents: Generated<number>;
  shipping_tax_cents: Generated<number>;
  /** Tax on the goods, rounded half up in cents (0021). */
  tax_cents: Generated<number>;
  /** 1: no tax, a business buyer under reverse charge (0021). */
  reverse_charge: Generated<number>;
  /** 1: placed on gross prices, the tax included in the prices and shipping shown (0024). */
  gross_prices: Generated<number>;
  /** What the payment takes for this order (0021); null: the price alone (see `chargeOf`). */
  charge_cents: number | null;
}

/** A basket placed at once and paid once (0015); its lines are orders with its id. */
export interface CheckoutTable {
  id: string;
  user_id: string;
  email: string;
  name: string;
  address: string;
  phone: string;
  po_reference: string | null;
  note: string | null;
  created_at: Timestamp;
  hold_until: Timestamp;
  /** 0 or 1; 1 once every line is paid by its one payment. */
  paid: Generated<number>;
  paid_at: Timestamp | null;
  transaction_id: string | null;
  payment_intent_id: string | null;
  /** The checkout's one invoice (from the orders' counter), given when paid. */
  invoice_number: number | null;
  /** Pending and succeeded refunds (0018): a refund is admitted only while this stays at most the amount paid. */
  refund_held_cents: Generated<number>;
  /** Succeeded refunds (0018). */
  refunded_cents: Generated<number>;
  /** When an admin cancelled it (0018); its status is then `Cancelled`. */
  cancelled_at: Generated<Timestamp | null>;
}
export type CheckoutRow = Selectable<CheckoutTable>;

/** A mail a write promised, sent after its commit and then deleted (0023, ADR 0038). */
export interface MailOutboxTable {
  id: string;
  /** What to send: `checkout-paid`, a checkout's payment confirmation with its invoice. */
  kind: string;
  /** The row the mail is about (the checkout's id). */
  subject_id: string;
  /** The payment the mail confirms. */
  transaction_id: string;
  created_at: Timestamp;
  /** While set and in the future, one instance is sending it. */
  claimed_until: Timestamp | null;
  attempts: Generated<number>;
}

/** A part's quantity price breaks (0009): from `min_quantity` units up, each unit costs `price_cents`. */
export interface PartPriceBreakTable {
  part_id: string;
  min_quantity: number;
  price_cents: number;
}

/** One row, `invoice`: the last invoice number given (0009). */
export interface InvoiceCounterTable {
  id: string;
  last_number: number;
}

export interface ReviewTable {
  id: string;
  user_id: string | null;
  author_name: string;
  ratings: number;
  description: string;
  created_at: Timestamp;
}

export interface ProfileTable {
  email: string;
  location: string;
  phone: string;
  linkedin: string;
  /** A business tax ID (VAT number, EIN), '' for none (0021). */
  tax_id: Generated<string>;
  updated_at: Timestamp;
}

export interface UserRoleTable {
  email: string;
  role: string;
  granted_at: Timestamp;
  /** The account the role was granted to; null when granted to the address before sign-up (0006). */
  user_id: string | null;
}

/** better-auth's user table (camelCase columns are better-auth's). Read-only for our own code. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: unknown;
  updatedAt: unknown;
}

export interface PaymentIntentTable {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  client_secret: string;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The test processor's card (0018): Stripe's "refund fails" test card fails its refunds. */
  card_last4: string | null;
}

/** A refund of an order or a whole checkout (0018, ADR 0033). */
export interface RefundTable {
  id: string;
  order_id: string | null;
  checkout_id: string | null;
  payment_intent_id: string;
  provider: string;
  amount_cents: number;
  reason: string;
  /** 0 or 1: the refund came with a cancellation. */
  cancel: number;
  /** pending, succeeded, failed. */
  state: string;
  /** 1, then one more for each retry of a failed refund; part of the idempotency key. */
  attempt: number;
  idempotency_key: string;
  provider_refund_id: string | null;
  failure: string | null;
  /** Given in the transaction that records the refund's success (CN-000001). */
  credit_note_number: number | null;
  /** The return this refund settles, if any. */
  return_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  succeeded_at: Timestamp | null;
}
export type RefundRow = Selectable<RefundTable>;
export type OrderReturnRow = Selectable<OrderReturnTable>;

/** The built-in test processor's refunds (0018), one per idempotency key, as Stripe keeps them. */
/** A buyer's return of units of a shipped order (0022, ADR 0037). */
export interface OrderReturnTable {
  id: string;
  order_id: string;
  user_id: string;
  email: string;
  part_id: string | null;
  item_name: string;
  quantity: number;
  /** does_not_fit, damaged_in_transit, wrong_part_sent, no_longer_needed */
  reason: string;
  note: string | null;
  /** requested, approved, refused, received, lapsed: only forward, by conditional updates. */
  state: string;
  message: string | null;
  /** 0 or 1: the units went back in stock when received. */
  resaleable: number;
  /** "Does not fit": the buyer's vehicle when they asked, named (null when none was chosen). */
  vehicle_label: string | null;
  vehicle_id: string | null;
  refund_id: string | null;
  refund_cents: number | null;
  fee_cents: number | null;
  /** Once received (0024): the returned units' share of the goods (net) and of their tax, refunded. */
  goods_cents: number | null;
  tax_cents: number | null;
  decided_by: string | null;
  /** When it was approved (0024): an approved return not received within the send-back days lapses. */
  approved_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestRefundTable {
  id: string;
  payment_intent_id: string;
  amount_cents: number;
  status: string;
  idempotency_key: string;
  failure_reason: string | null;
  /** JSON object. */
  metadata: string;
  created_at: Timestamp;
}

/** A catalogue import run as a job (0009); `report` is the final ImportReport as JSON. */
export interface ImportJobTable {
  id: string;
  kind: string;
  state: string;
  processed: number;
  total: number;
  report: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The instance running it, `host:port` (0010); null for jobs from before. */
  owner: Generated<string | null>;
  /** Refreshed by the owner while the job runs (0010). */
  heartbeat_at: Generated<Timestamp | null>;
}

/** Paid orders per UTC day of payment (0009), kept by modules/stats/sales-ledger.ts. */
export interface SalesDayTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  revenue_cents: number;
  paid_orders: number;
}

/** Paid orders per part and UTC day of payment (0009). */
export interface PartSalesDayTable {
  day: string;
  part_id: string;
  /** The name the part was sold under, for parts deleted since. */
  item_name: string;
  units: number;
  revenue_cents: number;
  paid_orders: number;
}

/** A buyer's basket, one line per part (0016); number and name as when last added. */
export interface BasketLineTable {
  user_id: string;
  part_id: string;
  quantity: number;
  added_at: Timestamp;
  part_number: string;
  name: string;
}

/** A visitor's basket merged into a buyer's, by the id the browser gave it (0026). */
export interface BasketMergeTable {
  user_id: string;
  merge_id: string;
  merged_at: Timestamp;
}

/** A buyer's saved list (0016). */
export interface SavedListTable {
  id: string;
  user_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One line of a saved list (0016), in `position` order. */
export interface SavedListLineTable {
  list_id: string;
  part_id: string;
  position: number;
  quantity: number;
  part_number: string;
  name: string;
}

export interface Tables {
  basket_line: BasketLineTable;
  basket_merge: BasketMergeTable;
  saved_list: SavedListTable;
  saved_list_line: SavedListLineTable;
  sales_day: SalesDayTable;
  part_sales_day: PartSalesDayTable;
  payment_intent: PaymentIntentTable;
  refund: RefundTable;
  test_refund: TestRefundTable;
  order_return: OrderReturnTable;
  user: AuthUserTable;
  part: PartTable;
  part_number: PartNumberTable;
  synonym: SynonymTable;
  vehicle: VehicleTable;
  part_vehicle: PartVehicleTable;
  profile_vehicle: ProfileVehicleTable;
  garage_vehicle: GarageVehicleTable;
  orders: OrderTable;
  checkout: CheckoutTable;
  mail_outbox: MailOutboxTable;
  review: ReviewTable;
  profile: ProfileTable;
  user_role: UserRoleTable;
  import_job: ImportJobTable;
  part_price_break: PartPriceBreakTable;
  invoice_counter: InvoiceCounterTable;
  store_setting: StoreSettingTable;
}

/** The admin's settings kept as JSON by key (0021): `shipping`, `tax`. */
export interface StoreSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** The part columns an answer needs and the generator writes (PostgreSQL's search_vector stays in the database). */
export const partColumns = [
  'id',
  'name',
  'min_order_quantity',
  'available_quantity',
  'price_cents',
  'description',
  'image_large',
  'image_thumbnail',
  'created_at',
  'updated_at',
  'part_number',
  'part_number_key',
  'category',
  'oem_numbers',
  'interchange',
  'gtin',
  'supersedes',
  'replaced_by',
] as const satisfies readonly (keyof Selectable<PartTable>)[];
/** A part as answers read it: the columns of `partColumns`. */
export type PartRow = Pick<Selectable<PartTable>, (typeof partColumns)[number]>;
export type NewPart = Insertable<PartTable>;
export type ReviewRow = Selectable<ReviewTable>;
export type NewReview = Insertable<ReviewTable>;
export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type VehicleRow = Selectable<VehicleTable>;

/** What a read-only helper needs: the database, and nothing of the app (so caches can be built on it). */
export interface WithDb {
  db: Kysely<Tables>;
}
