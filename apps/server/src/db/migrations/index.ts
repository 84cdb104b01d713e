import type { Migration } from 'kysely';
import * as catalogue from './0001-catalogue';
import * as orders from './0002-orders';
import * as people from './0003-people';
import * as identity from './0004-identity';
import * as payments from './0005-payments';
import * as roleAccount from './0006-role-account';
import * as stockHold from './0006-stock-hold';
import * as catalogueScale from './0007-catalogue-scale';
import * as catalogueListIndex from './0007-catalogue-scale-2-list-index';
import * as listIndexes from './0008-list-indexes';
import * as importJobs from './0009-import-jobs';
import * as salesStats from './0009-sales-stats';
import * as priceBreaksInvoices from './0009-price-breaks-invoices';
import * as importJobHeartbeat from './0010-import-job-heartbeat';
import * as openOrdersIndex from './0011-open-orders-index';
import * as orderPathIndexes from './0012-order-path-indexes';
import * as placeOrderFunction from './0013-place-order-function';
import * as placeOrdersBatch from './0014-place-orders-batch';
import * as checkout from './0015-checkout';
import * as basketAndLists from './0016-basket-and-lists';
import * as searchAtScale from './0017-search-at-scale';
import * as refunds from './0018-refunds';
import * as partNumbersAndFitmentQualifiers from './0019-part-numbers-and-fitment-qualifiers';
import * as garage from './0020-garage';
import * as shippingAndTax from './0021-shipping-and-tax';
import * as returns from './0022-returns';
import * as mailOutbox from './0023-mail-outbox';
import * as orderGrossPrices from './0024-order-gross-prices';
import * as returnApprovedAt from './0024-return-approved-at';
import * as salesLedgerRecount from './0024-sales-ledger-recount';
import * as vehicleListing from './0025-vehicle-listing';
import * as basketMergeOnce from './0026-basket-merge-once';

/** Listed statically so the bundled server carries its migrations. Never rename or edit a shipped one. Run in name order. */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-orders': orders,
  '0003-people': people,
  '0004-identity': identity,
  '0005-payments': payments,
  '0006-role-account': roleAccount,
  '0006-stock-hold': stockHold,
  '0007-catalogue-scale': catalogueScale,
  '0007-catalogue-scale-2-list-index': catalogueListIndex,
  '0008-list-indexes': listIndexes,
  '0009-import-jobs': importJobs,
  '0009-sales-stats': salesStats,
  '0009-price-breaks-invoices': priceBreaksInvoices,
  '0010-import-job-heartbeat': importJobHeartbeat,
  '0011-open-orders-index': openOrdersIndex,
  '0012-order-path-indexes': orderPathIndexes,
  '0013-place-order-function': placeOrderFunction,
  '0014-place-orders-batch': placeOrdersBatch,
  '0015-checkout': checkout,
  '0016-basket-and-lists': basketAndLists,
  '0017-search-at-scale': searchAtScale,
  '0018-refunds': refunds,
  '0019-part-numbers-and-fitment-qualifiers': partNumbersAndFitmentQualifiers,
  '0020-garage': garage,
  '0021-shipping-and-tax': shippingAndTax,
  '0022-returns': returns,
  '0023-mail-outbox': mailOutbox,
  '0024-order-gross-prices': orderGrossPrices,
  '0024-return-approved-at': returnApprovedAt,
  '0024-sales-ledger-recount': salesLedgerRecount,
  '0025-vehicle-listing': vehicleListing,
  '0026-basket-merge-once': basketMergeOnce,
};
