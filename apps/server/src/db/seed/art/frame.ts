// Shared studio frame for the demo product illustrations: a soft light-grey backdrop, reusable
// material gradients and a discreet PARTSMITH mark. Each illustration only draws the part itself.
import { lin, n, ngon, polar, rad } from '@partsmith/svg-art';

export const W = 1200;
export const H = 900;

/** A hex bolt head seen from above. */
export const boltHead = (cx: number, cy: number, r: number): string =>
  `<polygon points="${ngon(cx, cy, r)}" fill="url(#steel)" stroke="#5d646c" stroke-width="2"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="url(#steelR)" stroke="#8a919a" stroke-width="1.5"/>`;

const ACROSS = '1 0';

const commonDefs = [
  lin('bg', '0 #f7f8fa, 0.55 #eceff2, 1 #dde1e6'),
  rad('bgGlow', '0 #ffffff, 1 #ffffff/0', 'cx="0.5" cy="0.42" r="0.55"'),
  rad('shadow', '0 #1c2530/0.34, 0.55 #1c2530/0.14, 1 #1c2530/0'),
  lin('steel', '0 #f3f5f7, 0.45 #c6ccd2, 1 #858d96'),
  lin('steelH', '0 #6f7780, 0.3 #eef1f4, 0.55 #bcc3ca, 1 #646c75', ACROSS),
  rad('steelR', '0 #f4f6f8, 0.7 #bfc5cc, 1 #8d959e', 'cx="0.4" cy="0.35" r="0.75"'),
  lin('dark', '0 #5a6068, 1 #26292e'),
  lin('darkH', '0 #1f2226, 0.3 #60666e, 0.6 #3a3f45, 1 #1a1c1f', ACROSS),
  lin('rubber', '0 #464a50, 1 #131517'),
  lin('rubberH', '0 #121416, 0.35 #4a4f55, 0.6 #26292d, 1 #0f1113', ACROSS),
  lin('amber', '0 #ffc45c, 1 #e9830a'),
  lin('amberH', '0 #b85f00, 0.3 #ffc55e, 0.6 #f59a1a, 1 #a85400', ACROSS),
  lin('chrome', '0 #5f6770, 0.25 #ffffff, 0.45 #aab2bb, 0.7 #e9edf1, 1 #59616a', ACROSS),
  lin('ceramic', '0 #c9ced5, 0.35 #ffffff, 0.7 #eef0f3, 1 #b7bdc5', ACROSS),
  lin('copper', '0 #f5b984, 0.5 #c9733a, 1 #8a4618', '1 1'),
  lin('shine', '0 #ffffff, 1 #ffffff/0', '1 1'),
].join('');

const mark =
  `<g transform="translate(1000 856)" opacity="0.75">` +
  `<polygon points="${ngon(0, -6, 11)}" fill="#f59e0b"/>` +
  `<circle cx="0" cy="-6" r="4" fill="#eef0f3"/>` +
  `<text x="20" y="0" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="17" ` +
  `font-weight="700" letter-spacing="3" fill="#9aa2ab">PARTSMITH</text></g>`;

/** Wrap a part drawing in the shared studio frame; `defs` may add part-specific gradients/patterns. */
export const frame = (body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<defs>${commonDefs}${defs}</defs>` +
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
  `<rect width="${W}" height="${H}" fill="url(#bgGlow)"/>` +
  body +
  mark +
  '</svg>';

/** Small deterministic pseudo-random generator for textures (mulberry32). */
export const rng = (seed: number): (() => number) => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Stack copies of a path downwards to fake an extruded side wall. */
export const extrude = (d: string, from: number, to: number, fill: string, step = 2): string => {
  let out = '';
  for (let k = from; k >= to; k -= step)
    out += `<path d="${d}" transform="translate(0 ${k})" fill="${fill}"/>`;
  return out;
};

/** Annular sector path (angles in degrees, 0 = right, clockwise). */
export const sector = (cx: number, cy: number, r1: number, r2: number, a1: number, a2: number): string => {
  const [x1, y1] = polar(cx, cy, r2, a1);
  const [x2, y2] = polar(cx, cy, r2, a2);
  const [x3, y3] = polar(cx, cy, r1, a2);
  const [x4, y4] = polar(cx, cy, r1, a1);
  const large = a2 - a1 > 180 ? 1 : 0;
  return `M ${x1} ${y1} A ${r2} ${r2} 0 ${large} 1 ${x2} ${y2} L ${x3} ${y3} A ${r1} ${r1} 0 ${large} 0 ${x4} ${y4} Z`;
};
