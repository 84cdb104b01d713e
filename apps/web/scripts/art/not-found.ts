// 404 illustration: a little broken-down car, a spanner and the lost bolt everyone is looking for.
import { around, lin, n, ngon, polar, rad, svgDoc } from './common';

const W = 800;
const H = 600;

const wheel = (x: number, y: number): string =>
  `<circle cx="${x}" cy="${y}" r="42" fill="#1e293b"/>` +
  `<circle cx="${x}" cy="${y}" r="22" fill="url(#steelR)" stroke="#475569" stroke-width="3"/>` +
  around(5, (deg) => {
    const [px, py] = polar(x, y, 12, deg);
    return `<circle cx="${px}" cy="${py}" r="2.8" fill="#475569"/>`;
  }) +
  `<circle cx="${x}" cy="${y}" r="5" fill="#475569"/>`;

const car = (): string =>
  '<g transform="translate(120 220)">' +
  // open bonnet, hinged at the windscreen
  '<path d="M 262 92 L 330 -30 L 350 -22 L 290 100 Z" fill="#d97706"/>' +
  '<path d="M 258 90 L 322 -26" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/>' +
  '<path d="M 20 120 Q 14 80 50 72 L 110 62 L 150 10 Q 160 0 176 0 H 240 Q 256 0 266 12 L 300 80 L 360 92 Q 390 98 392 126 L 394 170 Q 394 184 380 184 H 30 Q 18 184 18 172 Z" fill="url(#body)"/>' +
  '<path d="M 164 16 H 200 V 70 H 126 Z" fill="url(#glass)"/>' +
  '<path d="M 214 16 H 246 Q 254 16 258 24 L 282 72 H 214 Z" fill="url(#glass)"/>' +
  '<path d="M 300 82 L 360 92 Q 372 94 378 104 L 290 104 Z" fill="#1e293b"/>' +
  '<rect x="40" y="118" width="340" height="8" rx="4" fill="#fff" opacity="0.25"/>' +
  '<rect x="196" y="92" width="26" height="7" rx="3.5" fill="#92400e"/>' +
  '<rect x="372" y="124" width="24" height="18" rx="6" fill="#fef3c7"/>' +
  '<rect x="16" y="120" width="16" height="20" rx="5" fill="#ef4444"/>' +
  '<rect x="10" y="166" width="396" height="20" rx="10" fill="#334155"/>' +
  wheel(96, 186) +
  wheel(320, 186) +
  '</g>';

const steam = (): string =>
  [
    [478, 280, 20],
    [500, 244, 26],
    [488, 200, 32],
    [524, 160, 24],
  ]
    .map(
      ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>`,
    )
    .join('');

const spanner = (): string =>
  '<g transform="translate(214 468) rotate(-8)">' +
  '<rect x="40" y="-13" width="250" height="26" rx="13" fill="url(#steel)"/>' +
  '<path d="M 0 -38 A 40 40 0 1 0 0 38 L 22 22 L 10 12 A 16 16 0 0 1 10 -12 L 22 -22 Z" transform="translate(40 0) rotate(180)" fill="url(#steel)" stroke="#64748b" stroke-width="2"/>' +
  '<circle cx="300" cy="0" r="36" fill="url(#steel)" stroke="#64748b" stroke-width="2"/>' +
  `<polygon points="${ngon(300, 0, 18)}" fill="#e2e8f0" stroke="#64748b" stroke-width="2"/>` +
  '<rect x="120" y="-5" width="90" height="10" rx="5" fill="#94a3b8"/></g>';

const bolt = (): string =>
  '<g transform="translate(640 430) rotate(-18)">' +
  '<rect x="-10" y="-12" width="90" height="24" rx="4" fill="url(#steel)"/>' +
  Array.from(
    { length: 6 },
    (_, i) =>
      `<line x1="${18 + i * 11}" y1="-12" x2="${24 + i * 11}" y2="12" stroke="#64748b" stroke-width="3"/>`,
  ).join('') +
  '<rect x="-40" y="-28" width="34" height="56" rx="5" fill="url(#steelH)"/>' +
  '<rect x="-30" y="-28" width="12" height="56" fill="#fff" opacity="0.4"/></g>';

const bubble = (): string =>
  '<g transform="translate(600 300)">' +
  '<path d="M 0 0 H 90 Q 110 0 110 20 V 60 Q 110 80 90 80 H 40 L 24 100 L 22 80 H 0 Q -20 80 -20 60 V 20 Q -20 0 0 0 Z" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>' +
  '<path d="M 30 30 Q 30 14 46 14 Q 62 14 62 28 Q 62 38 50 44 Q 46 47 46 54" fill="none" stroke="#f59e0b" stroke-width="9" stroke-linecap="round"/>' +
  '<circle cx="46" cy="68" r="5.5" fill="#f59e0b"/></g>';

export const notFound = (): string => {
  const defs =
    lin('bg', '0 #f8fafc, 1 #e2e8f0') +
    rad('ground', '0 #94a3b8/0.45, 0.7 #94a3b8/0.12, 1 #94a3b8/0', 'cx="0.5" cy="0.5" r="0.5"') +
    lin('body', '0 #fbbf24, 1 #ea8a06') +
    lin('glass', '0 #e0f2fe, 1 #7dd3fc', '1 1');
  const cones = [
    [90, 470],
    [730, 520],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><path d="M -26 0 L -8 -70 H 8 L 26 0 Z" fill="#f97316"/>` +
        '<path d="M -19 -28 H 19 L 16 -44 H -16 Z" fill="#fff"/><rect x="-34" y="-4" width="68" height="10" rx="4" fill="#9a3412"/></g>',
    )
    .join('');
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="${n(W / 2)}" cy="440" rx="380" ry="90" fill="url(#ground)"/>` +
    steam() +
    car() +
    spanner() +
    bolt() +
    bubble() +
    cones;
  return svgDoc(W, H, defs, body);
};
