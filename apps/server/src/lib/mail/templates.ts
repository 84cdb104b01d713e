import { trackingUrl } from '@partsmith/contract/shipping';
import type { Mail } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function linkMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): Mail {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', '— Partsmith'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    '<p>— Partsmith</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const passwordResetMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Reset your Partsmith password',
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your Partsmith account. The link works for one hour.',
      'If it was not you, ignore this mail; your password stays as it is.',
    ],
    'Choose a new password',
    url,
  );

export const verifyEmailMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Confirm your email for Partsmith',
    `Hello ${name},`,
    ['Welcome to Partsmith. Please confirm that this address is yours.'],
    'Confirm my email',
    url,
  );

interface OrderMailFacts {
  email: string;
  name: string;
  itemName: string;
  quantity: number;
  total: string;
  orderId: string;
  carrier?: string | null;
  trackingNumber?: string | null;
}

function orderMail(order: OrderMailFacts, subject: string, lines: string[]): Mail {
  const details = [
    `Order: ${order.orderId}`,
    `Item: ${order.itemName} × ${order.quantity}`,
    `Total: ${order.total}`,
  ];
  const all = [`Hello ${order.name},`, '', ...lines, '', ...details, '', '— Partsmith'];
  return {
    to: order.email,
    subject,
    text: all.join('\n'),
    html: all.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

export const orderPaidMail = (order: OrderMailFacts, transactionId: string) =>
  orderMail(order, 'Your Partsmith order is confirmed', [
    'Thank you: we received your payment and are preparing your order.',
    `Transaction: ${transactionId}`,
  ]);

/** The carrier, tracking number and tracking link lines of a shipped order (what the admin gave). */
function trackingLines({
  carrier,
  trackingNumber,
}: Pick<OrderMailFacts, 'carrier' | 'trackingNumber'>): string[] {
  const url = trackingUrl(carrier ?? null, trackingNumber ?? null);
  return [
    ...(carrier ? [`Carrier: ${carrier}`] : []),
    ...(trackingNumber ? [`Tracking number: ${trackingNumber}`] : []),
    ...(url ? [`Track it: ${url}`] : []),
  ];
}

export const orderShippedMail = (order: OrderMailFacts) =>
  orderMail(order, 'Your Partsmith order has shipped', [
    'Good news: your order is on its way.',
    ...trackingLines(order),
  ]);

export interface LowStockMailFacts {
  name: string;
  partNumber: string;
  available: number;
  threshold: number;
}

/** To each admin, once per crossing: a part went under its low-stock threshold. */
export const lowStockMail = (to: string, part: LowStockMailFacts, url: string) =>
  linkMail(
    to,
    `Low stock: ${part.name} (${part.partNumber})`,
    'Hello,',
    [
      `${part.name} (${part.partNumber}) is low on stock: ${part.available} units left, under its threshold of ${part.threshold}.`,
      'You get this mail once; another comes only after a restock lifts the part above its threshold and orders take it under again.',
    ],
    'See the low-stock list',
    url,
  );

export interface CheckoutMailFacts {
  email: string;
  name: string;
  checkoutId: string;
  poReference: string | null;
  lines: { itemName: string; quantity: number }[];
  total: string;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** One mail for a whole checkout, its lines listed (at most 500: the basket's bound). */
function checkoutMail(checkout: CheckoutMailFacts, subject: string, lines: string[]): Mail {
  const details = [
    `Checkout: ${checkout.checkoutId}`,
    ...(checkout.poReference ? [`PO reference: ${checkout.poReference}`] : []),
    ...checkout.lines.map((line) => `${line.itemName} × ${line.quantity}`),
    `Total: ${checkout.total}`,
  ];
  const all = [`Hello ${checkout.name},`, '', ...lines, '', ...details, '', '— Partsmith'];
  return {
    to: checkout.email,
    subject,
    text: all.join('\n'),
    html: all.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

export const checkoutPaidMail = (checkout: CheckoutMailFacts, transactionId: string) =>
  checkoutMail(checkout, 'Your Partsmith order is confirmed', [
    `Thank you: we received your payment for ${checkout.lines.length} lines and are preparing them.`,
    `Transaction: ${transactionId}`,
  ]);

export const checkoutShippedMail = (checkout: CheckoutMailFacts) =>
  checkoutMail(checkout, 'Your Partsmith order has shipped', [
    'Good news: your order is on its way.',
    ...trackingLines(checkout),
  ]);
