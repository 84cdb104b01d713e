// Shared helpers, materials and a few reusable part drawings for the storefront's hero and error art.
// The drawing primitives come from @partsmith/svg-art, which also draws the demo catalogue's product
// pictures, so both kinds of art are drawn alike. The art here imports them through this file only.
import { around, lin, n, ngon, polar, rad } from '@partsmith/svg-art';

export { around, lin, n, ngon, polar, rad, shadow } from '@partsmith/svg-art';

/** Brand colours (match the favicon): deep navy and amber. */
export const NAVY = '#0f172a';
export const AMBER = '#f59e0b';

export const materials = [
  lin('steel', '0 #f3f5f7, 0.45 #c6ccd2, 1 #7d858e'),
  lin('steelH', '0 #5f6770, 0.3 #eef1f4, 0.55 #b4bbc2, 1 #565e67', '1 0'),
  rad('steelR', '0 #f4f6f8, 0.7 #b9c0c7, 1 #7f8891', 'cx="0.4" cy="0.35" r="0.75"'),
  lin('dark', '0 #4a5058, 1 #1c1f23'),
  lin('rubber', '0 #3e434a, 1 #0f1113'),
  lin('rubberH', '0 #0f1113, 0.35 #464b52, 0.6 #23262a, 1 #0c0d0f', '1 0'),
  lin('amber', '0 #ffc861, 1 #e98a06'),
  lin('amberH', '0 #b45f00, 0.3 #ffc861, 0.6 #f5a01a, 1 #a35300', '1 0'),
  lin('ceramic', '0 #c9ced5, 0.35 #ffffff, 0.7 #eef0f3, 1 #b7bdc5', '1 0'),
  rad('shadow', '0 #000/0.55, 0.6 #000/0.2, 1 #000/0'),
].join('');

export const svgDoc = (w: number, h: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  `<defs>${materials}${defs}</defs>${body}</svg>`;

/** Hex nut/bolt head seen from above. */
export const nut = (cx: number, cy: number, r: number, rot = 30): string =>
  `<polygon points="${ngon(cx, cy, r, 6, rot)}" fill="url(#steel)" stroke="#4b525a" stroke-width="2"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.55)}" fill="#2a2e33" stroke="#9aa2aa" stroke-width="2"/>`;

/** Drilled brake disc seen face-on, centred on (0, 0). */
export const brakeDisc = (r: number): string => {
  const hat = r * 0.42;
  const rings = [0.55, 0.68, 0.8, 0.92]
    .map(
      (f) => `<circle r="${n(r * f)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`,
    )
    .join('');
  const holes = [0.58, 0.72, 0.86]
    .map((f, k) =>
      around(
        14,
        (deg) => {
          const [x, y] = polar(0, 0, r * f, deg);
          return `<circle cx="${x}" cy="${y}" r="${n(r * 0.026)}" fill="#1d2024"/>`;
        },
        k * 8,
      ),
    )
    .join('');
  const studs = around(
    5,
    (deg) => {
      const [x, y] = polar(0, 0, hat * 0.58, deg);
      return `<circle cx="${x}" cy="${y}" r="${n(hat * 0.14)}" fill="url(#steelR)" stroke="#30353b" stroke-width="3"/>`;
    },
    -90,
  );
  return (
    `<circle r="${r}" fill="url(#discFace)" stroke="#3d434a" stroke-width="4"/>${rings}${holes}` +
    `<circle r="${n(hat + 12)}" fill="#2a2e33"/><circle r="${n(hat)}" fill="url(#dark)"/>${studs}` +
    `<circle r="${n(hat * 0.3)}" fill="url(#steelR)" stroke="#30353b" stroke-width="4"/>`
  );
};

export const discDefs = rad('discFace', '0 #e9ecef, 0.6 #a9b0b8, 1 #6b737c', 'cx="0.38" cy="0.32" r="0.8"');

/** Spark plug standing upright, origin at the top of the terminal, ~575 units tall. */
export const sparkPlug = (): string =>
  '<rect x="-17" y="0" width="34" height="34" rx="8" fill="url(#steelH)"/>' +
  '<rect x="-10" y="32" width="20" height="16" fill="url(#steelH)"/>' +
  '<path d="M -30 46 L 30 46 L 34 250 L -34 250 Z" fill="url(#ceramic)"/>' +
  [70, 100, 130, 160].map((y) => `<rect x="-30" y="${y}" width="60" height="6" fill="#9aa2ab"/>`).join('') +
  '<rect x="-33" y="196" width="66" height="18" fill="url(#amberH)"/>' +
  '<path d="M -34 250 L 34 250 L 44 292 L -44 292 Z" fill="url(#ceramic)"/>' +
  '<path d="M -72 300 L -62 290 L 62 290 L 72 300 L 72 356 L -72 356 Z" fill="url(#steelH)"/>' +
  '<rect x="-60" y="356" width="120" height="30" rx="6" fill="url(#steelH)"/>' +
  '<rect x="-46" y="386" width="92" height="142" fill="url(#steelH)"/>' +
  Array.from(
    { length: 11 },
    (_, i) => `<path d="M -46 ${392 + i * 12} L 46 ${398 + i * 12}" stroke="#4b535b" stroke-width="4"/>`,
  ).join('') +
  '<path d="M 36 526 L 36 566 Q 36 574 28 574 L -2 574" fill="none" stroke="#aab1b8" stroke-width="11"/>';

/** Small hexagon brand mark. */
export const brandHex = (cx: number, cy: number, r: number, fill = AMBER, hole = NAVY): string =>
  `<polygon points="${ngon(cx, cy, r)}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.4)}" fill="${hole}"/>`;
