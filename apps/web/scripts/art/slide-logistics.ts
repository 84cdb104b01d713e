// Hero slide 3: a delivery truck leaving the warehouse at dusk. The left 40% is open sky and road.
import { around, brandHex, lin, n, polar, rad, svgDoc } from './common';

const W = 1600;
const H = 700;

const wheel = (x: number, y: number): string =>
  `<circle cx="${x}" cy="${y}" r="46" fill="#0b0e12"/>` +
  `<circle cx="${x}" cy="${y}" r="40" fill="url(#rubber)"/>` +
  `<circle cx="${x}" cy="${y}" r="22" fill="url(#steelR)" stroke="#3a4048" stroke-width="3"/>` +
  around(6, (deg) => {
    const [px, py] = polar(x, y, 13, deg);
    return `<circle cx="${px}" cy="${py}" r="2.6" fill="#3a4048"/>`;
  }) +
  `<circle cx="${x}" cy="${y}" r="6" fill="#3a4048"/>`;

const truck = (): string =>
  '<g transform="translate(800 318) scale(0.8)">' +
  '<path d="M 620 230 L 1000 150 L 1000 320 L 620 290 Z" fill="url(#beam)"/>' +
  '<ellipse cx="330" cy="312" rx="360" ry="18" fill="#000" opacity="0.45"/>' +
  '<rect x="0" y="0" width="440" height="250" rx="10" fill="url(#box)"/>' +
  '<rect x="0" y="168" width="440" height="26" fill="url(#amber)"/>' +
  '<rect x="0" y="198" width="440" height="6" fill="#f59e0b"/>' +
  [110, 220, 330]
    .map((x) => `<rect x="${x}" y="8" width="3" height="234" fill="#0f172a" opacity="0.08"/>`)
    .join('') +
  brandHex(220, 86, 54) +
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M ${40 + i * 30} 40 l 36 46 l -36 46 h 18 l 36 -46 l -36 -46 Z" fill="#f59e0b" opacity="${0.35 + i * 0.25}"/>`,
    )
    .join('') +
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M ${310 + i * 30} 40 l 36 46 l -36 46 h 18 l 36 -46 l -36 -46 Z" fill="#f59e0b" opacity="${0.95 - i * 0.25}"/>`,
    )
    .join('') +
  '<path d="M 452 60 H 560 Q 584 60 596 84 L 640 170 Q 648 186 648 204 V 262 Q 648 276 634 276 H 452 Z" fill="url(#cab)"/>' +
  '<path d="M 470 78 H 552 Q 566 78 574 92 L 608 160 H 470 Z" fill="url(#glass)"/>' +
  '<rect x="448" y="40" width="10" height="236" fill="#1f2937"/>' +
  '<rect x="612" y="214" width="40" height="22" rx="6" fill="#fff7d6"/>' +
  '<rect x="600" y="250" width="52" height="12" rx="4" fill="#1f2937"/>' +
  '<rect x="0" y="250" width="660" height="26" rx="6" fill="#1f2937"/>' +
  '<rect x="492" y="180" width="34" height="6" rx="3" fill="#1f2937"/>' +
  wheel(90, 284) +
  wheel(190, 284) +
  wheel(560, 284) +
  '</g>';

const warehouse = (): string =>
  '<g fill="#0d1626">' +
  '<path d="M 1120 440 V 300 L 1330 240 L 1540 300 V 440 Z"/>' +
  '<rect x="1520" y="320" width="100" height="120"/>' +
  '<rect x="1440" y="200" width="24" height="80"/></g>' +
  [1360, 1430]
    .map((x) => `<rect x="${x}" y="360" width="56" height="80" fill="#f59e0b" opacity="0.6"/>`)
    .join('') +
  [1160, 1220, 1280, 1340, 1400, 1460]
    .map((x) => `<rect x="${x}" y="318" width="34" height="12" fill="#fcd34d" opacity="0.45"/>`)
    .join('');

const stars = (): string => {
  const pts = [
    [900, 60],
    [1010, 120],
    [1180, 40],
    [1330, 90],
    [1460, 50],
    [1540, 140],
    [820, 150],
    [1250, 160],
  ];
  return pts
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 ? 1.6 : 2.4}" fill="#e2e8f0" opacity="0.7"/>`)
    .join('');
};

export const slideLogistics = (): string => {
  const defs =
    lin('sky', '0 #0b1120, 0.5 #16223a, 0.8 #3b3350, 1 #b8662a') +
    rad('sun', '0 #fdba74/0.7, 0.3 #f59e0b/0.3, 1 #f59e0b/0', 'cx="0.5" cy="0.5" r="0.5"') +
    lin('road', '0 #1c2433, 1 #0a0f18') +
    lin('box', '0 #f8fafc, 1 #cbd5e1') +
    lin('cab', '0 #334155, 1 #0f172a') +
    lin('glass', '0 #94a3b8, 1 #1e293b', '1 1') +
    lin('beam', '0 #fff7d6/0.55, 1 #fff7d6/0', '1 0');
  const dashes = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${n(i * 190 - 40)}" y="610" width="110" height="8" rx="4" fill="#475569"/>`,
  ).join('');
  const speed = [300, 340, 380, 430]
    .map(
      (y, i) =>
        `<rect x="${660 + i * 30}" y="${y + 160}" width="${130 - i * 20}" height="4" rx="2" fill="#cbd5e1" opacity="0.35"/>`,
    )
    .join('');
  const body =
    `<rect width="${W}" height="450" fill="url(#sky)"/>` +
    stars() +
    '<ellipse cx="1250" cy="440" rx="600" ry="260" fill="url(#sun)"/>' +
    '<path d="M 0 450 L 200 420 L 420 440 L 640 410 L 900 436 L 1100 420 L 1600 432 V 460 H 0 Z" fill="#1a2036" opacity="0.8"/>' +
    warehouse() +
    `<rect y="440" width="${W}" height="${H - 440}" fill="url(#road)"/>` +
    `<rect y="440" width="${W}" height="3" fill="#f59e0b" opacity="0.35"/>` +
    dashes +
    speed +
    truck();
  return svgDoc(W, H, defs, body);
};
