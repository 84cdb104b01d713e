import fc from 'fast-check';

/**
 * Values an attacker or a broken client puts in a JSON body. `raw(...)` stands for JSON text no
 * JavaScript value serialises to (numbers that overflow to Infinity once parsed); `toJsonText` writes it.
 */
const rawMarker = '\u0001raw:';
const raw = (text: string) => `${rawMarker}${text}`;

export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

const smallJson = fc.jsonValue({ maxDepth: 2 });
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Strings that are valid JSON but strange: any code unit (lone surrogates too), control characters, markup. */
export const strangeText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 10 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    '\u202eevil',
    '\ufeffbom',
    '<script>alert(1)</script>',
    "'; drop table part; --",
    '${process.exit()}',
    '../../etc/passwd',
  ),
);

/** Strings longer than `max` characters. */
export const tooLong = (max: number) =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 3000 }), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
    .map(([length, unit]) => unit.repeat(length));

export const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(smallJson, { maxLength: 3 }),
  fc.dictionary(fc.string(), smallJson, { maxKeys: 3 }),
  fc.constant(raw('1e999')),
);

export const notNumber = fc.oneof(
  fc.string(),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1', '0x10', '1e3', '', ' 2 '),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string(), smallJson, { maxKeys: 3 }),
);

/** Anything but a whole number of at least `min`: types, negatives, zero, fractions, overflow. */
export const notWholeFrom = (min: number) =>
  fc.oneof(
    notNumber,
    fc.integer({ min: -2_000_000_000, max: min - 1 }),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
    fc.constantFrom(raw('1e999'), raw('-1e999'), 2 ** 53 + 2, -(2 ** 53) - 2, 1e300),
  );

/** Anything but a string of 1 to `max` characters. */
export const notText = (max: number) => fc.oneof(notString, fc.constant(''), tooLong(max));

/** Anything but a UUID. */
export const notUuid = fc.oneof(
  notString,
  fc.string({ maxLength: 60 }),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => ` ${id}`),
  fc.constantFrom("' or 1=1 --", '00000000-0000-0000-0000-00000000000g'),
);

/** Anything but an email address. */
export const notEmail = fc.oneof(
  notString,
  fc.string({ maxLength: 60 }).filter((text) => !text.includes('@')),
  fc.constantFrom('a@', '@b.com', 'a@b', 'a b@c.com', `${'x'.repeat(250)}@example.com`),
);

/** Path segments: any text, encoded as a browser would, plus traversal and encoding tricks. */
export const hostileSegment = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }).map(encodeURIComponent),
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%E0%A4%A',
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '1e999',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'x'.repeat(330),
  ),
  fc.uuid().map((id) => id.toUpperCase()),
);

/** Keys that should never reach an object's prototype. */
export const strangeKey = fc.oneof(
  fc.constantFrom(
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'admin',
    'role',
    'id',
    '_id',
  ),
  fc.string({ maxLength: 20 }),
);

/** A value nested `depth` levels deep. */
export const deeplyNested = (depth: number) =>
  JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown;

const deeplyNestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export interface RawBody {
  contentType: string;
  text: string;
  /** The status group expected: all of these are refused. */
  why: string;
}

/**
 * Bodies refused before any field is read, for a route whose valid body is `valid` (`null` is left out
 * where the route takes no body at all as valid).
 */
export function malformedBodies(valid: Record<string, unknown>, acceptsNull = false): fc.Arbitrary<RawBody> {
  const json = JSON.stringify(valid);
  const firstField = Object.keys(valid)[0] ?? 'field';
  const body = (why: string, text: string, contentType = 'application/json'): RawBody => ({
    contentType,
    text,
    why,
  });
  return fc.oneof(
    fc.constantFrom(
      body('invalid JSON', json.slice(0, -1)),
      body('invalid JSON', `${json}}`),
      body('invalid JSON', "{'a':1}"),
      body('invalid JSON', '[1,]'),
      body('empty JSON', ''),
      body('JSON null', acceptsNull ? '[]' : 'null'),
      body('JSON array', `[${json}]`),
      body('__proto__ key', `{"__proto__":{"admin":true},${json.slice(1)}`),
      body('constructor.prototype key', `{"constructor":{"prototype":{"admin":true}},${json.slice(1)}`),
      body('deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      // A repeated key: JSON.parse keeps the last, so the nested object replaces the first field.
      body('deep nesting', `${json.slice(0, -1)},"${firstField}":${deeplyNestedObject(5_000)}}`),
      body('wrong content type', json, 'text/plain'),
      body('wrong content type', `<order>${json}</order>`, 'application/xml'),
      body('wrong content type', 'a=1&b=2', 'application/x-www-form-urlencoded'),
      body('wrong content type', json, 'multipart/form-data; boundary=x'),
      body('over the size limit', JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024 + 10) })),
    ),
    fc
      .string({ unit: 'binary', maxLength: 60 })
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => body('invalid JSON', text)),
  );
}

/** Query values that are not a page number (1 to 1,000,000). */
export const notPage = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', 'NaN', 'Infinity', '1e999', '1000001', '99999999999999999999', ''),
  fc.integer({ max: 0 }).map(String),
  fc.integer({ min: 1_000_001 }).map(String),
);

/** Query values that are not a page size (1 to 100). */
export const notLimit = fc.oneof(
  fc.constantFrom('0', '101', '-5', '2.5', 'x', '1e3', 'Infinity', ''),
  fc.integer({ min: 101 }).map(String),
  fc.integer({ max: 0 }).map(String),
);
