import { useSyncExternalStore } from 'react';
import { maxBasketLines, type BasketLineInput } from '@partsmith/contract/basket';

/** A visitor's basket lives in this browser until they sign in (then it moves to their server basket). */
export const VISITOR_BASKET_KEY = 'basket';
/** The random id the basket is merged under, so it is merged once (a reload mid-merge sends it again). */
const VISITOR_BASKET_ID_KEY = 'basket-id';

const listeners = new Set<() => void>();
const empty: readonly BasketLineInput[] = [];
let cachedText: string | null = null;
let cachedLines: readonly BasketLineInput[] = empty;

function isLine(value: unknown): value is BasketLineInput {
  if (typeof value !== 'object' || value === null) return false;
  const { partId, quantity } = value as Record<string, unknown>;
  return typeof partId === 'string' && Number.isInteger(quantity) && (quantity as number) > 0;
}

/** The stored lines; storage that is off, missing or unreadable reads as an empty basket. */
export function readVisitorBasket(): readonly BasketLineInput[] {
  let text: string | null;
  try {
    text = localStorage.getItem(VISITOR_BASKET_KEY);
  } catch {
    return empty;
  }
  // The same text gives the same array, as useSyncExternalStore needs.
  if (text === cachedText) return cachedLines;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cachedLines = Array.isArray(parsed) ? parsed.filter(isLine).slice(0, maxBasketLines) : empty;
  } catch {
    cachedLines = empty;
  }
  return cachedLines;
}

/** The id of the basket in this browser (none while it is empty or storage is off). */
export function visitorBasketId(): string | undefined {
  try {
    return localStorage.getItem(VISITOR_BASKET_ID_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A version 4 UUID from the browser's random source (crypto.randomUUID needs https). */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function write(lines: readonly BasketLineInput[]): void {
  try {
    if (lines.length === 0) {
      localStorage.removeItem(VISITOR_BASKET_KEY);
      localStorage.removeItem(VISITOR_BASKET_ID_KEY);
    } else {
      localStorage.setItem(VISITOR_BASKET_KEY, JSON.stringify(lines));
      if (localStorage.getItem(VISITOR_BASKET_ID_KEY) === null) {
        localStorage.setItem(VISITOR_BASKET_ID_KEY, randomUuid());
      }
    }
  } finally {
    for (const listener of listeners) listener();
  }
}

export class BasketFullError extends Error {
  constructor() {
    super(`A basket holds at most ${maxBasketLines} lines. Remove a line or check out first.`);
  }
}

/** Adds units of a part (the same part adds up), as the server basket does. */
export function addToVisitorBasket(partId: string, quantity: number): readonly BasketLineInput[] {
  const lines = readVisitorBasket();
  const existing = lines.find((line) => line.partId === partId);
  if (!existing && lines.length >= maxBasketLines) throw new BasketFullError();
  const next = existing
    ? lines.map((line) => (line.partId === partId ? { partId, quantity: line.quantity + quantity } : line))
    : [...lines, { partId, quantity }];
  write(next);
  return next;
}

export function setVisitorQuantity(partId: string, quantity: number): void {
  write(readVisitorBasket().map((line) => (line.partId === partId ? { partId, quantity } : line)));
}

export function removeFromVisitorBasket(partId: string): void {
  write(readVisitorBasket().filter((line) => line.partId !== partId));
}

export function clearVisitorBasket(): void {
  write(empty);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_BASKET_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's lines, kept current across tabs; the server renders an empty basket. */
export function useVisitorBasket(): readonly BasketLineInput[] {
  return useSyncExternalStore(subscribe, readVisitorBasket, () => empty);
}
