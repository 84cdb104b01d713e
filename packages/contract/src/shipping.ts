/**
 * Shipping with tracking (issue 16): the carriers whose tracking pages we link to, in one table. A
 * carrier not listed is shown as written, without a link.
 */
export const carrierTrackingUrls = {
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
  UPS: 'https://www.ups.com/track?tracknum={number}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
} as const;

export const knownCarriers = Object.keys(carrierTrackingUrls) as (keyof typeof carrierTrackingUrls)[];

/** The carrier's tracking page for this number, or null for a carrier we do not know (any case). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = knownCarriers.find((name) => name.toLowerCase() === carrier.trim().toLowerCase());
  return known ? carrierTrackingUrls[known].replace('{number}', encodeURIComponent(trackingNumber)) : null;
}

/** The invoice number as printed and shown: `INV-000042`. */
export const formatInvoiceNumber = (invoiceNumber: number) => `INV-${String(invoiceNumber).padStart(6, '0')}`;
