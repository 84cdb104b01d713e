// Hero slide 2: an arrangement of engine parts on a dark workbench. The left 40% stays calm.
import { around, brandHex, lin, n, nut, polar, rad, shadow, sparkPlug, svgDoc } from './common';

const W = 1600;
const H = 700;

const gear = (cx: number, cy: number, r: number, teeth: number): string => {
  const pts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (360 * i) / teeth;
    const step = 360 / teeth;
    pts.push(polar(cx, cy, r - 20, a - step * 0.5).join(','));
    pts.push(polar(cx, cy, r, a - step * 0.2).join(','));
    pts.push(polar(cx, cy, r, a + step * 0.2).join(','));
  }
  const holes = around(6, (deg) => {
    const [x, y] = polar(cx, cy, r * 0.55, deg);
    return `<circle cx="${x}" cy="${y}" r="${n(r * 0.14)}" fill="#111722" stroke="#59616a" stroke-width="3"/>`;
  });
  return (
    shadow(cx + 20, cy + 30, r + 30, r + 20, 0.9) +
    `<polygon points="${pts.join(' ')}" fill="url(#steel)" stroke="#59616a" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.78)}" fill="url(#steelR)" stroke="#7d858e" stroke-width="3"/>` +
    holes +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.28)}" fill="url(#steel)" stroke="#59616a" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.12)}" fill="#111722"/>` +
    `<rect x="${n(cx - 6)}" y="${n(cy - r * 0.17)}" width="12" height="${n(r * 0.07)}" fill="#111722"/>`
  );
};

const piston = (x: number, y: number): string =>
  `<g transform="translate(${x} ${y}) rotate(12)">` +
  shadow(20, 150, 150, 40, 0.9) +
  '<path d="M -110 -110 Q 0 -130 110 -110 L 110 40 L 96 140 L -96 140 L -110 40 Z" fill="url(#steelH)"/>' +
  '<ellipse cx="0" cy="-112" rx="110" ry="22" fill="url(#steel)" stroke="#59616a" stroke-width="2"/>' +
  '<ellipse cx="0" cy="-112" rx="70" ry="12" fill="#b8bfc6" opacity="0.6"/>' +
  [-80, -60, -42].map((ry) => `<rect x="-110" y="${ry}" width="220" height="8" fill="#2d3339"/>`).join('') +
  '<circle cx="0" cy="40" r="34" fill="url(#steelR)" stroke="#4b525a" stroke-width="4"/>' +
  '<circle cx="0" cy="40" r="18" fill="#1c1f23"/>' +
  '<path d="M -36 80 L 36 80 L 26 230 L -26 230 Z" fill="url(#steelH)"/>' +
  '<circle cx="0" cy="250" r="46" fill="url(#steelR)" stroke="#4b525a" stroke-width="4"/>' +
  '<circle cx="0" cy="250" r="28" fill="#1c1f23"/></g>';

const filterTop = (x: number, y: number, r: number): string =>
  shadow(x + 16, y + 24, r + 24, r + 14, 0.9) +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#amber)" stroke="#b45f00" stroke-width="4"/>` +
  around(32, (deg) => {
    const [x1, y1] = polar(x, y, r * 0.95, deg);
    const [x2, y2] = polar(x, y, r * 0.7, deg);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#c06600" stroke-width="5"/>`;
  }) +
  `<circle cx="${x}" cy="${y}" r="${n(r * 0.62)}" fill="#f8b03a"/>` +
  brandHex(x, y, r * 0.28, '#1b2536', '#f8b03a');

const bolt = (x: number, y: number, rot: number): string =>
  `<g transform="translate(${x} ${y}) rotate(${rot})">` +
  shadow(60, 14, 90, 14, 0.8) +
  '<rect x="0" y="-11" width="150" height="22" rx="4" fill="url(#steel)"/>' +
  Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${40 + i * 12}" y1="-11" x2="${46 + i * 12}" y2="11" stroke="#59616a" stroke-width="3"/>`,
  ).join('') +
  '<rect x="-30" y="-26" width="34" height="52" rx="4" fill="url(#steelH)"/></g>';

export const slideEngine = (): string => {
  const defs =
    lin('bg', '0 #0b1120, 0.5 #121a2b, 1 #1e293b', '1 0.5') +
    rad('glow', '0 #fbbf24/0.22, 0.5 #fbbf24/0.06, 1 #fbbf24/0', 'cx="0.5" cy="0.5" r="0.5"') +
    rad('glowCool', '0 #cbd5e1/0.16, 1 #cbd5e1/0', 'cx="0.5" cy="0.5" r="0.5"') +
    '<pattern id="bench" width="1600" height="36" patternUnits="userSpaceOnUse">' +
    '<rect width="1600" height="36" fill="none"/><rect y="34" width="1600" height="2" fill="#0b1120" opacity="0.5"/></pattern>' +
    lin('fadeLeft', '0 #000, 0.42 #000, 0.7 #fff', '1 0') +
    '<mask id="rightOnly"><rect width="1600" height="700" fill="url(#fadeLeft)"/></mask>' +
    `<g id="plug">${sparkPlug()}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#bench)" opacity="0.6" mask="url(#rightOnly)"/>` +
    '<ellipse cx="1150" cy="330" rx="560" ry="420" fill="url(#glow)"/>' +
    '<ellipse cx="1050" cy="250" rx="380" ry="280" fill="url(#glowCool)"/>' +
    gear(1000, 250, 175, 30) +
    piston(1335, 200) +
    filterTop(1450, 560, 100) +
    shadow(900, 600, 280, 60, 0.9) +
    '<use href="#plug" transform="translate(690 500) rotate(-84) scale(0.6)"/>' +
    '<use href="#plug" transform="translate(720 592) rotate(-84) scale(0.6)"/>' +
    bolt(1150, 610, -12) +
    bolt(700, 110, 64) +
    nut(1210, 470, 20, 12) +
    nut(1170, 672, 22, 40) +
    nut(1560, 330, 22, 5);
  return svgDoc(W, H, defs, body);
};
