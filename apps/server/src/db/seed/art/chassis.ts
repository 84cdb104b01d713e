import { extrude, frame } from './frame';
import { around, n, polar, shadow } from '@partsmith/svg-art';

const eye = (y: number): string =>
  `<circle cy="${y}" r="40" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>` +
  `<circle cy="${y}" r="28" fill="url(#rubber)"/><circle cy="${y}" r="13" fill="url(#steel)"/>` +
  `<circle cy="${y}" r="6" fill="#202327"/>`;

const shock = (): string =>
  '<g id="shock">' +
  eye(0) +
  '<rect x="-12" y="34" width="24" height="30" fill="url(#steelH)"/>' +
  '<rect x="-13" y="60" width="26" height="220" fill="url(#chrome)"/>' +
  '<rect x="-52" y="270" width="104" height="36" rx="10" fill="url(#steelH)"/>' +
  '<path d="M -48 300 H 48 V 616 Q 48 636 28 640 H -28 Q -48 636 -48 616 Z" fill="url(#amberH)"/>' +
  '<rect x="-48" y="330" width="96" height="8" fill="#b35c00" opacity="0.7"/>' +
  '<rect x="-48" y="420" width="96" height="120" fill="url(#darkH)"/>' +
  '<rect x="-48" y="430" width="96" height="5" fill="#f29a1c"/><rect x="-48" y="525" width="96" height="5" fill="#f29a1c"/>' +
  '<polygon points="0,462 14,470 14,486 0,494 -14,486 -14,470" fill="#f3f4f6"/>' +
  '<rect x="-30" y="306" width="10" height="330" fill="#fff" opacity="0.3"/>' +
  '<rect x="-16" y="636" width="32" height="30" fill="url(#steelH)"/>' +
  eye(700) +
  '</g>';

export const shockAbsorber = (): string =>
  frame(
    shadow(820, 740, 200, 34) +
      shadow(680, 780, 220, 36) +
      '<use href="#shock" transform="translate(560 100) rotate(-26) scale(0.9)"/>' +
      '<use href="#shock" transform="translate(380 140) rotate(-26) scale(0.95)"/>',
    shock(),
  );

const bushing = (x: number, y: number, r: number): string =>
  extrude(`M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`, 34, 2, '#5a616a', 4) +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="${n(r * 0.8)}" fill="url(#rubber)"/>` +
  around(6, (deg) => {
    const [px, py] = polar(x, y, r * 0.58, deg);
    return `<circle cx="${px}" cy="${py}" r="${n(r * 0.09)}" fill="#0c0d0f"/>`;
  }) +
  `<circle cx="${x}" cy="${y}" r="${n(r * 0.36)}" fill="url(#steel)" stroke="#5d646c" stroke-width="2"/>` +
  `<circle cx="${x}" cy="${y}" r="${n(r * 0.18)}" fill="#1b1d20"/>`;

export const controlArm = (): string => {
  const arm =
    'M 262 280 C 420 250 700 330 880 372 C 960 390 970 480 890 500 C 700 540 520 640 420 690 ' +
    'C 360 720 320 660 345 620 C 460 540 430 410 300 345 C 240 330 240 290 262 280 Z';
  const hole = 'M 520 440 C 600 415 700 420 760 445 C 690 470 610 510 540 545 C 500 520 495 470 520 440 Z';
  const stud =
    '<g transform="translate(905 420) scale(1.25)">' +
    '<path d="M -52 0 C -56 -40 -30 -62 0 -62 C 30 -62 56 -40 52 0 Z" fill="url(#rubberH)"/>' +
    '<path d="M -48 -22 Q 0 -8 48 -22 M -40 -42 Q 0 -30 40 -42" stroke="#5b6168" stroke-width="4" fill="none"/>' +
    '<path d="M -16 -58 L 16 -58 L 10 -150 L -10 -150 Z" fill="url(#steelH)"/>' +
    '<rect x="-10" y="-200" width="20" height="52" fill="url(#steelH)"/>' +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M -10 ${-196 + i * 8} L 10 ${-192 + i * 8}" stroke="#5b636c" stroke-width="3"/>`,
    ).join('') +
    '<path d="M -28 -150 H 28 V -118 H -28 Z" fill="url(#steelH)"/>' +
    '<rect x="-9" y="-150" width="18" height="32" fill="#fff" opacity="0.35"/></g>';
  return frame(
    shadow(600, 660, 440, 110) +
      `<g transform="translate(0 80)">` +
      extrude(arm, 30, 4, '#15171a', 3) +
      `<path d="${arm}" fill="url(#dark)" stroke="#1b1d20" stroke-width="3"/>` +
      `<path d="${arm}" fill="none" stroke="#8c939b" stroke-opacity="0.5" stroke-width="3" transform="translate(3 3)"/>` +
      `<path d="${hole}" fill="#1c1f22"/><path d="${hole}" transform="translate(0 22)" fill="url(#bg)"/>` +
      `<path d="${hole}" fill="none" stroke="#777e86" stroke-width="3"/>` +
      bushing(290, 310, 64) +
      bushing(375, 655, 58) +
      `<circle cx="905" cy="430" r="66" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>` +
      stud +
      '</g>',
  );
};

export const clutchKit = (): string => {
  const cover =
    '<g transform="translate(470 400)">' +
    '<circle cx="14" cy="16" r="262" fill="#565d65"/>' +
    around(
      3,
      (deg) => {
        const [x, y] = polar(0, 0, 246, deg);
        return `<circle cx="${x}" cy="${y}" r="38" fill="url(#steel)" stroke="#6b737c" stroke-width="3"/>`;
      },
      -90,
    ) +
    '<circle r="250" fill="url(#steelR)" stroke="#6b737c" stroke-width="3"/>' +
    around(6, (deg) => {
      const [x, y] = polar(0, 0, 232, deg);
      return `<circle cx="${x}" cy="${y}" r="9" fill="#2c3035"/>`;
    }) +
    '<circle r="205" fill="#8e969f" stroke="#5d646c" stroke-width="3"/>' +
    '<circle r="188" fill="#46505a"/>' +
    around(18, (deg) => {
      const [x1, y1] = polar(0, 0, 176, deg);
      const [x2, y2] = polar(0, 0, 60, deg);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1d2328" stroke-width="7"/><circle cx="${x1}" cy="${y1}" r="8" fill="#1d2328"/>`;
    }) +
    '<circle r="186" fill="none" stroke="#7a8793" stroke-width="3"/>' +
    '<circle r="58" fill="#1a1d21"/>' +
    '<path d="M -150 -100 A 180 180 0 0 1 -40 -176" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>' +
    '</g>';
  const springs = around(
    6,
    (deg) => {
      const [x, y] = polar(0, 0, 98, deg);
      const coils = [-20, -10, 0, 10, 20].map(
        (d) => `<line x1="${d}" y1="-13" x2="${d + 5}" y2="13" stroke="#9c5000" stroke-width="3"/>`,
      );
      return (
        `<g transform="translate(${x} ${y}) rotate(${n(deg + 90)})"><rect x="-32" y="-17" width="64" height="34" rx="4" fill="#25282c"/>` +
        `<rect x="-28" y="-13" width="56" height="26" rx="12" fill="url(#amber)"/>${coils.join('')}</g>`
      );
    },
    30,
  );
  const disc =
    '<g transform="translate(770 510)">' +
    '<circle cx="12" cy="14" r="218" fill="#3b3531"/>' +
    '<circle r="218" fill="url(#lining)" stroke="#2a2522" stroke-width="3"/>' +
    around(8, (deg) => {
      const [x1, y1] = polar(0, 0, 215, deg);
      const [x2, y2] = polar(0, 0, 148, deg);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#2a2522" stroke-width="5"/>`;
    }) +
    around(
      16,
      (deg) => {
        const [x, y] = polar(0, 0, 182, deg);
        return `<circle cx="${x}" cy="${y}" r="9" fill="#1c1917" stroke="#9a9188" stroke-width="2"/>`;
      },
      11,
    ) +
    '<circle r="146" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>' +
    springs +
    '<circle r="58" fill="url(#steel)" stroke="#5d646c" stroke-width="3"/>' +
    `<polygon points="${Array.from({ length: 40 }, (_, i) => polar(0, 0, i % 2 ? 26 : 33, i * 9).join(',')).join(' ')}" fill="#1b1d20"/>` +
    '<path d="M -180 -60 A 190 190 0 0 1 -90 -165" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="8" stroke-linecap="round"/>' +
    '</g>';
  const bearing =
    '<g transform="translate(330 680)">' +
    '<ellipse cx="10" cy="30" rx="92" ry="62" fill="#a85400"/><ellipse cx="10" cy="22" rx="92" ry="62" fill="url(#amber)"/>' +
    '<rect x="-82" y="-12" width="164" height="24" fill="#5d646c"/>' +
    '<ellipse cy="12" rx="82" ry="56" fill="#5d646c"/>' +
    '<ellipse rx="82" ry="56" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>' +
    '<ellipse rx="62" ry="42" fill="url(#rubber)"/><ellipse rx="44" ry="30" fill="url(#steel)"/>' +
    '<ellipse rx="32" ry="22" fill="#1b1d20"/></g>';
  const defs =
    '<radialGradient id="lining" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#8a7f75"/>' +
    '<stop offset="1" stop-color="#4a423c"/></radialGradient>';
  return frame(shadow(600, 740, 470, 70) + cover + disc + bearing, defs);
};
