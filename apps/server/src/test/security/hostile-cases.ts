import fc from 'fast-check';
import type { MatrixRequest } from './access-matrix';
import type { HostileRoute } from './hostile-routes';
import {
  deeplyNested,
  hostileSegment,
  malformedBodies,
  strangeKey,
  strangeText,
  toJsonText,
} from './hostile-values';

export interface HostileCase {
  url: string;
  payload?: string;
  contentType?: string;
  /** Strange but well-formed: the route may accept it. Every other case must be refused. */
  mayBeAccepted: boolean;
}

const extraFields = fc.dictionary(strangeKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });

/** The URL with its `index`-th path segment replaced. */
function withSegment(url: string, index: number, segment: string): string {
  const [path = '', query] = url.split('?');
  const parts = path.split('/');
  parts[index] = segment;
  return parts.join('/') + (query === undefined ? '' : `?${query}`);
}

/** Every kind of hostile request for one route, starting from its valid request `base`. */
export function hostileCases(spec: HostileRoute, base: MatrixRequest): fc.Arbitrary<HostileCase> {
  const valid = (base.payload ?? {}) as Record<string, unknown>;
  const bodyCase = (body: unknown, mayBeAccepted = false): HostileCase => ({
    url: base.url,
    payload: toJsonText(body),
    contentType: 'application/json',
    mayBeAccepted,
  });
  const kinds: Array<fc.Arbitrary<HostileCase>> = [];

  const paramIndexes = spec.route
    .split(' ')[1]!
    .split('/')
    .flatMap((segment, index) => (segment.startsWith(':') ? [index] : []));
  for (const index of paramIndexes) {
    kinds.push(
      hostileSegment.map((segment) => ({
        ...(base.payload === undefined ? {} : bodyCase(valid)),
        url: withSegment(base.url, index, segment),
        mayBeAccepted: false,
      })),
    );
  }

  for (const [name, values] of Object.entries(spec.query ?? {})) {
    kinds.push(
      values.map((value) => ({
        url: `${base.url.split('?')[0]}?${name}=${encodeURIComponent(value)}`,
        mayBeAccepted: false,
      })),
    );
  }

  const fields = spec.fields ?? {};
  const names = Object.keys(fields);
  if (names.length > 0) {
    const broken = fc.constantFrom(...names).chain((name) => {
      const omittable = name in valid && !spec.optionalFields?.includes(name);
      const { [name]: _left, ...without } = valid;
      return fc.tuple(
        fc.oneof(
          fields[name]!.map((value) => ({ ...valid, [name]: value })),
          ...(omittable ? [fc.constant(without)] : []),
        ),
        fc.option(extraFields),
      );
    });
    // Extra fields first, so they never repair the broken one.
    kinds.push(broken.map(([body, extras]) => bodyCase({ ...extras, ...body })));
    kinds.push(
      fc
        .tuple(extraFields, fc.constantFrom(50, 500))
        .map(([extras, depth]) => bodyCase({ ...valid, ...extras, nested: deeplyNested(depth) }, true)),
    );
    kinds.push(
      malformedBodies(valid, spec.acceptsNull).map((body) => ({
        url: base.url,
        payload: body.text,
        contentType: body.contentType,
        mayBeAccepted: false,
      })),
    );
  }
  for (const name of spec.textFields ?? []) {
    kinds.push(strangeText.map((text) => bodyCase({ ...valid, [name]: text }, true)));
  }
  return fc.oneof(...kinds);
}
