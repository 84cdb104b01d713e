// Drawing primitives for generated SVG art: geometry, gradients and a floor shadow. Shared by the demo
// catalogue's product pictures (apps/server/src/db/seed/art) and the storefront's hero and 404 art
// (apps/web/scripts/art).

/** Round to one decimal so generated SVG stays compact. */
export const n = (v: number): number => Math.round(v * 10) / 10;

/** Point at `deg` degrees (0 = right, clockwise) on a circle, as [x, y]. */
export const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [n(cx + r * Math.cos(a)), n(cy + r * Math.sin(a))];
};

/** Repeat `fn` `count` times around a circle (angle in degrees) and join the results. */
export const around = (count: number, fn: (deg: number, i: number) => string, offset = 0): string =>
  Array.from({ length: count }, (_, i) => fn(offset + (360 * i) / count, i)).join('');

/** Polygon points of a regular hexagon (or any n-gon). */
export const ngon = (cx: number, cy: number, r: number, sides = 6, rot = 30): string =>
  Array.from({ length: sides }, (_, i) => polar(cx, cy, r, rot + (360 * i) / sides).join(',')).join(' ');

/** Gradient stops written as "offset colour[/opacity], ..." e.g. "0 #fff, 1 #fff/0". */
const stops = (spec: string): string =>
  spec
    .split(',')
    .map((part) => {
      const [offset, colour = '#000'] = part.trim().split(' ');
      const [c, opacity = '1'] = colour.split('/');
      return `<stop offset="${offset}" stop-color="${c}" stop-opacity="${opacity}"/>`;
    })
    .join('');

/** Linear gradient; `dir` is the end point of the gradient vector (0 1 = vertical, 1 0 = horizontal). */
export const lin = (id: string, spec: string, dir = '0 1'): string => {
  const [x2, y2] = dir.split(' ');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(spec)}</linearGradient>`;
};

export const rad = (id: string, spec: string, attrs = ''): string =>
  `<radialGradient id="${id}" ${attrs}>${stops(spec)}</radialGradient>`;

/** Soft contact shadow on the floor; the picture's defs hold the `shadow` gradient. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 1): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)" opacity="${opacity}"/>`;
