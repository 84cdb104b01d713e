import { frame } from './frame';
import { n, shadow } from '@partsmith/svg-art';

type Pt = [number, number];

const blade = (p0: Pt, c: Pt, p2: Pt): string => {
  const d = (dy: number): string => `M ${p0[0]} ${p0[1] + dy} Q ${c[0]} ${c[1] + dy} ${p2[0]} ${p2[1] + dy}`;
  const mx = n(0.25 * p0[0] + 0.5 * c[0] + 0.25 * p2[0]);
  const my = n(0.25 * p0[1] + 0.5 * c[1] + 0.25 * p2[1]);
  const ang = n((Math.atan2(p2[1] - p0[1], p2[0] - p0[0]) * 180) / Math.PI);
  return (
    `<path d="${d(18)}" fill="none" stroke="#101214" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${d(0)}" fill="none" stroke="#1c1f23" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="${d(-8)}" fill="none" stroke="#4a5058" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${d(-12)}" fill="none" stroke="#8c939b" stroke-width="2" stroke-linecap="round" opacity="0.8"/>` +
    `<g transform="translate(${mx} ${my}) rotate(${ang})">` +
    '<rect x="-70" y="-30" width="140" height="56" rx="14" fill="url(#rubber)"/>' +
    '<rect x="-40" y="-22" width="80" height="30" rx="8" fill="url(#amber)"/>' +
    '<rect x="-26" y="-16" width="52" height="8" rx="4" fill="#fff" opacity="0.4"/>' +
    '<circle cx="0" cy="16" r="6" fill="url(#steel)"/></g>'
  );
};

export const wiperBlades = (): string =>
  frame(
    shadow(600, 520, 470, 120, 0.6) +
      shadow(600, 740, 380, 60, 0.7) +
      blade([160, 520], [560, 300], [1040, 300]) +
      blade([260, 700], [580, 540], [940, 540]),
  );

export const radiator = (): string => {
  const defs =
    '<pattern id="fins" width="8" height="14" patternUnits="userSpaceOnUse">' +
    '<rect width="8" height="14" fill="#8c949c"/><rect width="8" height="5" fill="#e4e8ec"/>' +
    '<path d="M 0 5 L 4 14 L 8 5" fill="none" stroke="#5f6770" stroke-width="1.4"/></pattern>' +
    '<linearGradient id="coreShade" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>' +
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1c2530" stop-opacity="0.35"/>' +
    '</linearGradient>';
  const tank = (x: number): string =>
    `<rect x="${x}" y="214" width="66" height="462" rx="22" fill="url(#rubberH)"/>` +
    `<rect x="${x + 12}" y="230" width="8" height="430" rx="4" fill="#fff" opacity="0.15"/>` +
    [300, 450, 600]
      .map((y) => `<rect x="${x - 8}" y="${y}" width="82" height="12" rx="4" fill="#2e3237"/>`)
      .join('') +
    `<rect x="${x + 21}" y="676" width="24" height="36" rx="6" fill="#2a2d31"/>` +
    `<rect x="${x + 21}" y="180" width="24" height="36" rx="6" fill="#2a2d31"/>`;
  const pipe = (x: number, y: number, w: number, flip: boolean): string => {
    const ex = flip ? x : x + w;
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="56" fill="url(#rubber)"/>` +
      `<rect x="${x}" y="${y + 8}" width="${w}" height="10" fill="#fff" opacity="0.18"/>` +
      `<ellipse cx="${ex}" cy="${y + 28}" rx="12" ry="34" fill="#2e3237"/>` +
      `<ellipse cx="${ex}" cy="${y + 28}" rx="7" ry="22" fill="#0d0e10"/>`
    );
  };
  return frame(
    shadow(600, 740, 470, 50) +
      pipe(950, 270, 100, false) +
      pipe(120, 570, 80, true) +
      '<rect x="250" y="236" width="640" height="420" fill="url(#fins)"/>' +
      '<rect x="250" y="236" width="640" height="420" fill="url(#coreShade)"/>' +
      '<rect x="250" y="226" width="640" height="14" fill="url(#steel)"/>' +
      '<rect x="250" y="652" width="640" height="14" fill="url(#steel)"/>' +
      tank(188) +
      tank(886) +
      '<rect x="900" y="172" width="36" height="46" fill="url(#steelH)"/>' +
      '<rect x="886" y="150" width="64" height="28" rx="8" fill="url(#amber)"/>' +
      '<rect x="896" y="154" width="44" height="6" rx="3" fill="#fff" opacity="0.5"/>' +
      '<circle cx="221" cy="640" r="14" fill="url(#amber)" stroke="#b35c00" stroke-width="3"/>',
    defs,
  );
};

export const fuelPump = (): string => {
  const defs =
    '<pattern id="mesh" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">' +
    '<rect width="12" height="12" fill="#f1ece0"/><path d="M 0 0 H 12 M 0 0 V 12" stroke="#b9b19e" stroke-width="2"/></pattern>' +
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/>' +
    '<stop offset="1" stop-color="#3a3020" stop-opacity="0.3"/></linearGradient>';
  const barbs = [132, 156].map(
    (y) => `<path d="M 466 ${y} L 474 ${y - 12} L 496 ${y - 12} L 504 ${y} Z" fill="url(#steelH)"/>`,
  );
  const body =
    shadow(620, 760, 380, 50) +
    '<g transform="translate(-30 0)">' +
    '<path d="M 560 170 C 590 70 720 70 780 140 C 820 190 840 220 880 220" fill="none" stroke="#15171a" stroke-width="14" stroke-linecap="round"/>' +
    '<path d="M 545 172 C 570 90 700 100 755 160 C 795 205 830 245 880 248" fill="none" stroke="#e98a0c" stroke-width="14" stroke-linecap="round"/>' +
    '<path d="M 440 650 C 470 612 560 606 640 614 L 880 634 C 940 640 950 706 904 726 L 640 772 C 560 786 420 770 404 712 C 398 690 416 664 440 650 Z" fill="url(#mesh)" stroke="#9b9380" stroke-width="10" stroke-linejoin="round"/>' +
    '<path d="M 440 650 C 470 612 560 606 640 614 L 880 634 C 940 640 950 706 904 726 L 640 772 C 560 786 420 770 404 712 C 398 690 416 664 440 650 Z" fill="url(#shade)"/>' +
    '<path d="M 560 700 C 680 690 800 684 900 680" fill="none" stroke="#c9c1ad" stroke-width="6" stroke-linecap="round"/>' +
    '<rect x="446" y="596" width="108" height="60" rx="10" fill="url(#darkH)"/>' +
    '<path d="M 420 210 H 580 V 600 Q 580 620 560 620 H 440 Q 420 620 420 600 Z" fill="url(#steelH)"/>' +
    '<rect x="412" y="196" width="176" height="60" rx="16" fill="url(#rubberH)"/>' +
    '<ellipse cx="500" cy="204" rx="80" ry="14" fill="#4a4f56"/>' +
    '<rect x="472" y="110" width="24" height="100" fill="url(#steelH)"/>' +
    barbs.join('') +
    '<rect x="518" y="158" width="62" height="52" rx="8" fill="url(#amber)" stroke="#b35c00" stroke-width="3"/>' +
    '<rect x="530" y="168" width="38" height="16" rx="3" fill="#5a3000" opacity="0.6"/>' +
    '<rect x="420" y="300" width="160" height="10" fill="#6b737c"/>' +
    '<rect x="420" y="380" width="160" height="120" fill="url(#darkH)"/>' +
    '<rect x="420" y="392" width="160" height="5" fill="#f29a1c"/><rect x="420" y="483" width="160" height="5" fill="#f29a1c"/>' +
    '<polygon points="500,424 516,433 516,451 500,460 484,451 484,433" fill="#f3f4f6"/>' +
    '<rect x="412" y="540" width="176" height="34" rx="12" fill="url(#rubberH)"/>' +
    '<rect x="446" y="262" width="14" height="270" fill="#fff" opacity="0.35"/>' +
    '</g>';
  return frame(body, defs);
};
