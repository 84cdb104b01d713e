import { boltHead, extrude, frame } from './frame';
import { around, n, polar, shadow } from '@partsmith/svg-art';

const plug = (): string => {
  const ribs = [70, 100, 130, 160].map(
    (y) => `<rect x="-30" y="${y}" width="60" height="6" fill="#aab1ba" opacity="0.55"/>`,
  );
  const threads = Array.from(
    { length: 10 },
    (_, i) => `<path d="M -46 ${412 + i * 12} L 46 ${418 + i * 12}" stroke="#5b636c" stroke-width="4"/>`,
  );
  return (
    '<g id="plug">' +
    '<rect x="-17" y="0" width="34" height="34" rx="8" fill="url(#steelH)"/>' +
    '<rect x="-10" y="32" width="20" height="16" fill="url(#steelH)"/>' +
    '<path d="M -30 46 L 30 46 L 34 250 L -34 250 Z" fill="url(#ceramic)"/>' +
    ribs.join('') +
    '<rect x="-33" y="196" width="66" height="18" fill="url(#amberH)"/>' +
    '<path d="M -34 250 L 34 250 L 44 292 L -44 292 Z" fill="url(#ceramic)"/>' +
    '<path d="M -72 300 L -62 290 L 62 290 L 72 300 L 72 356 L -72 356 Z" fill="url(#steelH)"/>' +
    '<rect x="-26" y="292" width="52" height="64" fill="#ffffff" opacity="0.35"/>' +
    '<rect x="-60" y="356" width="120" height="30" rx="6" fill="url(#steelH)"/>' +
    '<rect x="-64" y="386" width="128" height="14" rx="4" fill="url(#darkH)"/>' +
    '<rect x="-46" y="400" width="92" height="128" fill="url(#steelH)"/>' +
    threads.join('') +
    '<rect x="-10" y="528" width="20" height="14" fill="#f1f2f4"/>' +
    '<rect x="-4" y="540" width="8" height="12" fill="#8d959e"/>' +
    '<path d="M 36 526 L 36 566 Q 36 574 28 574 L -2 574" fill="none" stroke="url(#steel)" stroke-width="11"/>' +
    '</g>'
  );
};

export const sparkPlugs = (): string =>
  frame(
    shadow(420, 712, 160, 28) +
      shadow(780, 712, 160, 28) +
      shadow(600, 790, 185, 32) +
      '<use href="#plug" transform="translate(420 134)"/>' +
      '<use href="#plug" transform="translate(780 134)"/>' +
      '<use href="#plug" transform="translate(600 142) scale(1.12)"/>',
    plug(),
  );

const canister = (cx: number, top: number, bottom: number, rx: number): string => {
  const ry = n(rx * 0.28);
  const flutes = around(36, (deg) => {
    const [x1, y1] = polar(cx, top, rx * 0.92, deg);
    const [x2, y2] = polar(cx, top, rx * 0.62, deg);
    return `<line x1="${x1}" y1="${n(top + (y1 - top) * 0.28)}" x2="${x2}" y2="${n(top + (y2 - top) * 0.28)}" stroke="#b35c00" stroke-width="5"/>`;
  });
  const mid = (top + bottom) / 2;
  return (
    `<ellipse cx="${cx}" cy="${bottom}" rx="${rx}" ry="${ry}" fill="#6b737c"/>` +
    `<rect x="${cx - rx}" y="${bottom - 26}" width="${rx * 2}" height="26" fill="url(#steelH)"/>` +
    `<rect x="${cx - rx}" y="${top}" width="${rx * 2}" height="${bottom - top - 26}" fill="url(#amberH)"/>` +
    `<rect x="${cx - rx}" y="${mid - 30}" width="${rx * 2}" height="90" fill="url(#darkH)"/>` +
    `<rect x="${cx - rx}" y="${mid - 22}" width="${rx * 2}" height="5" fill="#f29a1c"/>` +
    `<rect x="${cx - rx}" y="${mid + 47}" width="${rx * 2}" height="5" fill="#f29a1c"/>` +
    `<g transform="translate(${cx - rx * 0.35} ${mid + 15}) scale(0.8 1)"><polygon points="0,-22 19,-11 19,11 0,22 -19,11 -19,-11" fill="#f3f4f6"/>` +
    `<circle r="8" fill="#2c3035"/></g>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#amber)" stroke="#c86d00" stroke-width="3"/>` +
    flutes +
    `<ellipse cx="${cx}" cy="${top}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" fill="#f7a531" stroke="#c86d00" stroke-width="3"/>` +
    `<path d="M ${cx - rx * 0.7} ${top + 40} L ${cx - rx * 0.7} ${bottom - 40}" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`
  );
};

export const oilFilter = (): string => {
  const bx = 770;
  const by = 575;
  const base =
    `<g transform="translate(${bx} ${by}) scale(0.66 1)">` +
    `<circle r="150" fill="url(#rubber)"/><circle r="122" fill="url(#steelR)" stroke="#6d757e" stroke-width="3"/>` +
    around(8, (deg) => {
      const [x, y] = polar(0, 0, 80, deg);
      return `<circle cx="${x}" cy="${y}" r="16" fill="#25282c"/>`;
    }) +
    `<circle r="42" fill="#3a3f45" stroke="#9aa2aa" stroke-width="4"/>` +
    [34, 26, 18].map((r) => `<circle r="${r}" fill="none" stroke="#7b838c" stroke-width="2"/>`).join('') +
    `<circle r="12" fill="#17191c"/></g>`;
  const lying =
    `<ellipse cx="${bx + 190}" cy="${by}" rx="99" ry="150" fill="url(#amber)" stroke="#c86d00" stroke-width="3"/>` +
    `<rect x="${bx}" y="${by - 150}" width="190" height="300" fill="url(#amber)"/>` +
    `<rect x="${bx + 70}" y="${by - 150}" width="70" height="300" fill="url(#dark)"/>` +
    `<rect x="${bx + 76}" y="${by - 150}" width="4" height="300" fill="#f29a1c"/>` +
    `<rect x="${bx + 130}" y="${by - 150}" width="4" height="300" fill="#f29a1c"/>` +
    `<rect x="${bx}" y="${by - 124}" width="190" height="26" fill="#fff" opacity="0.3"/>`;
  return frame(
    shadow(430, 745, 230, 40) + shadow(880, 740, 230, 36) + canister(430, 230, 720, 170) + lying + base,
  );
};

export const airFilter = (): string => {
  const W = 640;
  const H = 390;
  const rect = `M 30 0 H ${W - 30} Q ${W} 0 ${W} 30 V ${H - 30} Q ${W} ${H} ${W - 30} ${H} H 30 Q 0 ${H} 0 ${H - 30} V 30 Q 0 0 30 0 Z`;
  const defs =
    '<linearGradient id="pleat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbf6ea"/>' +
    '<stop offset="0.5" stop-color="#e8dcc2"/><stop offset="1" stop-color="#b9a886"/></linearGradient>' +
    '<pattern id="pleats" width="24" height="40" patternUnits="userSpaceOnUse">' +
    '<rect width="24" height="40" fill="url(#pleat)"/></pattern>';
  const bars = [0.33, 0.66]
    .map(
      (f) => `<rect x="40" y="${n(H * f - 5)}" width="${W - 80}" height="10" fill="#3b3f45" opacity="0.8"/>`,
    )
    .join('');
  const face =
    `<path d="${rect}" fill="url(#amber)" stroke="#c86d00" stroke-width="3"/>` +
    `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" rx="8" fill="url(#pleats)"/>` +
    `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" rx="8" fill="url(#shine)" opacity="0.25"/>` +
    `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" rx="8" fill="none" stroke="#a35400" stroke-width="5"/>` +
    bars +
    `<path d="M 40 6 H ${W - 40}" stroke="#fff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`;
  const m = 'matrix(1 -0.12 0.36 0.72 232 378)';
  return frame(
    shadow(640, 700, 430, 70) +
      `<g transform="translate(0 46)"><g transform="${m}">${extrude(rect, 0, 0, '#b25f00')}</g></g>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<g transform="translate(0 ${44 - i * 4})"><g transform="${m}"><path d="${rect}" fill="${i < 6 ? '#9c5200' : '#c46a00'}"/></g></g>`,
      ).join('') +
      `<g transform="${m}">${face}</g>`,
    defs,
  );
};

export const timingBeltKit = (): string => {
  const cx = 580;
  const cy = 300;
  const rx = 340;
  const ry = 140;
  const h = 74;
  const back = `M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 1 ${cx + rx} ${cy} V ${cy + h} A ${rx} ${ry} 0 0 0 ${cx - rx} ${cy + h} Z`;
  const front = `M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy} V ${cy + h} A ${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h} Z`;
  const teeth = Array.from({ length: 70 }, (_, i) => {
    const t = Math.PI + (Math.PI * (i + 0.5)) / 70;
    const x = n(cx + rx * Math.cos(t));
    const y = n(cy + ry * Math.sin(t));
    const w = n(1 + 5 * Math.abs(Math.sin(t)));
    return `<line x1="${x}" y1="${y}" x2="${x}" y2="${n(y + h)}" stroke="#15171a" stroke-width="${w}"/>`;
  }).join('');
  const pulley = (x: number, y: number, r: number, plate: boolean): string =>
    (plate
      ? `<path d="M ${x - r * 0.6} ${y - r * 0.9} L ${x + r * 1.55} ${y + r * 0.55} L ${x + r * 1.35} ${y + r * 0.85} Z" fill="#c86d00"/>` +
        `<circle cx="${x - 16}" cy="${y - 12}" r="${r + 22}" fill="url(#amber)" stroke="#b96400" stroke-width="3"/>`
      : '') +
    `<circle cx="${x + 10}" cy="${y + 16}" r="${r}" fill="#5b626a"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#steelR)" stroke="#6b737c" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.82)}" fill="none" stroke="#8d959e" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.5)}" fill="url(#darkH)"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.38)}" fill="url(#steel)" stroke="#5d646c" stroke-width="2"/>` +
    boltHead(x, y, n(r * 0.24));
  return frame(
    shadow(600, 560, 460, 110) +
      `<path d="${back}" fill="#3b3f45"/>${teeth}` +
      `<path d="${back}" fill="url(#shine)" opacity="0.12"/>` +
      `<path d="${front}" fill="url(#rubber)"/>` +
      `<path d="M ${cx - rx} ${cy + 4} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 4}" fill="none" stroke="#7a8088" stroke-width="3"/>` +
      `<path d="M ${cx - rx} ${cy + h / 2} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy + h / 2}" fill="none" stroke="#f29a1c" stroke-width="5" stroke-dasharray="70 26"/>` +
      pulley(820, 600, 120, true) +
      pulley(500, 650, 100, false),
  );
};
