// Hero slide 1: a brake assembly under a workshop spotlight. The left 40% stays calm for headline text.
import { around, brakeDisc, brandHex, discDefs, lin, n, nut, polar, rad, shadow, svgDoc } from './common';

const W = 1600;
const H = 700;

const caliper = (r: number): string => {
  const outer = r + 26;
  const inner = r - 120;
  const [x1, y1] = polar(0, 0, outer, -38);
  const [x2, y2] = polar(0, 0, outer, 38);
  const [x3, y3] = polar(0, 0, inner, 34);
  const [x4, y4] = polar(0, 0, inner, -34);
  const d = `M ${x1} ${y1} A ${outer} ${outer} 0 0 1 ${x2} ${y2} L ${x3} ${y3} A ${inner} ${inner} 0 0 0 ${x4} ${y4} Z`;
  return (
    `<path d="${d}" transform="translate(10 14)" fill="#000" opacity="0.45" stroke="#000" stroke-width="34" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#amber)" stroke="#f0980f" stroke-width="34" stroke-linejoin="round"/>` +
    `<path d="M ${polar(0, 0, r - 10, -24).join(' ')} A ${r - 10} ${r - 10} 0 0 1 ${polar(0, 0, r - 10, 24).join(' ')}" ` +
    'fill="none" stroke="#c56a00" stroke-width="44" stroke-linecap="round"/>' +
    `<path d="M ${polar(0, 0, outer + 8, -30).join(' ')} A ${outer + 8} ${outer + 8} 0 0 1 ${polar(0, 0, outer + 8, 10).join(' ')}" ` +
    'fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>' +
    nut(...polar(0, 0, r - 40, -30), 20, 0) +
    nut(...polar(0, 0, r - 40, 30), 20, 0) +
    `<g transform="translate(${polar(0, 0, r - 12, 0).join(' ')}) rotate(90)">${brandHex(0, 0, 16, '#fff4e0', '#c56a00')}</g>`
  );
};

const wrench = (): string =>
  '<g transform="translate(700 636) rotate(-4)">' +
  '<rect x="0" y="-14" width="430" height="28" rx="14" fill="url(#steel)"/>' +
  '<rect x="20" y="-9" width="170" height="18" rx="9" fill="#1c1f23"/>' +
  '<rect x="24" y="-5" width="160" height="4" rx="2" fill="#4b525a"/>' +
  '<circle cx="448" cy="0" r="34" fill="url(#steelR)" stroke="#4b525a" stroke-width="3"/>' +
  '<circle cx="448" cy="0" r="16" fill="#1c1f23"/>' +
  '<rect x="300" y="-15" width="10" height="30" fill="#f59e0b"/></g>';

const hangingSpanner = (x: number, y: number, len: number): string =>
  `<g fill="#1f2a40"><circle cx="${x}" cy="${y}" r="7" fill="#2c3a52"/>` +
  `<rect x="${x - 9}" y="${y + 14}" width="18" height="${len}" rx="9"/>` +
  `<circle cx="${x}" cy="${n(y + 24)}" r="22"/><circle cx="${x}" cy="${n(y + len + 10)}" r="20"/></g>`;

export const slideBrakes = (): string => {
  const defs =
    discDefs +
    lin('bg', '0 #0b1120, 0.55 #141d2e, 1 #1b2536', '1 0.4') +
    rad('spot', '0 #f59e0b/0.28, 0.45 #f59e0b/0.08, 1 #f59e0b/0', 'cx="0.5" cy="0.5" r="0.5"') +
    rad('spotWhite', '0 #dfe8f5/0.22, 1 #dfe8f5/0', 'cx="0.5" cy="0.5" r="0.5"') +
    lin('floor', '0 #0e1524, 1 #070b14') +
    lin('fadeLeft', '0 #000, 0.45 #000, 0.75 #fff', '1 0') +
    '<mask id="rightOnly"><rect width="1600" height="700" fill="url(#fadeLeft)"/></mask>' +
    '<pattern id="peg" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="3.2" fill="#2c3a52"/></pattern>';
  const cx = 1160;
  const cy = 330;
  const r = 235;
  const vanes = around(64, (deg) => {
    const [x, y] = polar(0, 0, r, deg);
    return `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="#6c747d" stroke-width="4"/>`;
  });
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect x="600" y="0" width="1000" height="560" fill="url(#peg)" mask="url(#rightOnly)" opacity="0.7"/>` +
    `<rect y="560" width="${W}" height="140" fill="url(#floor)"/>` +
    `<rect y="558" width="${W}" height="3" fill="#2c3a52" mask="url(#rightOnly)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="520" ry="420" fill="url(#spot)"/>` +
    `<ellipse cx="${cx - 60}" cy="${cy - 60}" rx="360" ry="300" fill="url(#spotWhite)"/>` +
    shadow(cx, 600, 380, 34) +
    `<g transform="translate(${cx} ${cy})">` +
    `<path d="M -50 0 L 50 0 L 110 ${600 - cy} L -110 ${600 - cy} Z" fill="url(#dark)"/>` +
    `<circle cx="26" cy="4" r="${r}" fill="#2e343b"/>` +
    `<clipPath id="vc"><circle cx="18" r="${r}"/></clipPath><g clip-path="url(#vc)"><g transform="translate(18 0)">${vanes}</g></g>` +
    `<circle cx="8" r="${r}" fill="#5b636c"/>` +
    brakeDisc(r) +
    caliper(r) +
    '</g>' +
    wrench() +
    shadow(1330, 640, 70, 12) +
    nut(1330, 630, 26, 10) +
    shadow(1400, 668, 60, 10) +
    nut(1400, 660, 22, 40) +
    [1470, 1530].map((x, i) => hangingSpanner(x, 70 + i * 30, 240 - i * 50)).join('');
  return svgDoc(W, H, defs, body);
};
