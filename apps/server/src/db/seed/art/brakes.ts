import { boltHead, extrude, frame, rng, sector } from './frame';
import { around, n, polar, shadow } from '@partsmith/svg-art';

const PLATE =
  'M -250 -64 L -232 -64 Q 0 -152 232 -64 L 250 -64 L 250 -22 L 226 -22 L 206 92 Q 0 30 -206 92 ' +
  'L -226 -22 L -250 -22 Z';
const FRICTION =
  'M -196 -58 Q 0 -136 196 -58 L 214 -34 L 190 62 L 176 72 Q 0 22 -176 72 L -190 62 L -214 -34 Z';
const SHIM = 'M -200 -54 Q 0 -132 200 -54 L 182 66 Q 0 20 -182 66 Z';

const grain = (): string => {
  const r = rng(7);
  let dots = '';
  for (let i = 0; i < 70; i++) {
    const c = r() > 0.5 ? '#7b746c' : '#1d1b1a';
    dots += `<circle cx="${n(r() * 60)}" cy="${n(r() * 60)}" r="${n(0.8 + r() * 1.6)}" fill="${c}"/>`;
  }
  return `<pattern id="grain" width="60" height="60" patternUnits="userSpaceOnUse">${dots}</pattern>`;
};

export const brakePads = (): string => {
  const defs =
    grain() +
    '<linearGradient id="fric" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#5d5853"/>' +
    '<stop offset="1" stop-color="#2f2c2a"/></linearGradient>' +
    `<clipPath id="fricClip"><path d="${FRICTION}"/></clipPath>`;
  const sx = 'scale(1 0.82)';
  const back =
    `<g transform="translate(730 330) rotate(7) scale(1.2)">` +
    `<g transform="${sx}">${extrude(FRICTION, 56, 24, '#2a2725', 3)}${extrude(PLATE, 24, 4, '#596069')}` +
    `<path d="${PLATE}" fill="url(#steel)" stroke="#6b737c" stroke-width="2"/>` +
    `<path d="${SHIM}" fill="url(#amber)" stroke="#b96400" stroke-width="3"/>` +
    `<path d="M -170 -40 Q 0 -104 170 -40" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="5"/>` +
    `<circle cx="-238" cy="-43" r="9" fill="#3b4047"/><circle cx="238" cy="-43" r="9" fill="#3b4047"/>` +
    `<path d="M 150 -66 L 176 -118 L 196 -112 L 176 -62" fill="url(#steel)" stroke="#5d646c" stroke-width="3"/>` +
    `</g></g>`;
  const front =
    `<g transform="translate(500 570) rotate(-4) scale(1.2)">` +
    `<g transform="${sx}">${extrude(PLATE, 58, 36, '#4d535b', 3)}` +
    `<path d="${PLATE}" transform="translate(0 34)" fill="url(#steel)" stroke="#6b737c" stroke-width="2"/>` +
    `<circle cx="-238" cy="-9" r="9" fill="#3b4047"/><circle cx="238" cy="-9" r="9" fill="#3b4047"/>` +
    `${extrude(FRICTION, 34, 2, '#24211f', 3)}` +
    `<path d="${FRICTION}" fill="url(#fric)"/><path d="${FRICTION}" fill="url(#grain)" opacity="0.55"/>` +
    `<g clip-path="url(#fricClip)"><rect x="-7" y="-140" width="14" height="240" fill="#171514"/>` +
    `<path d="M -214 -34 L -160 -90 L -150 80 L -190 62 Z" fill="#7a736c" opacity="0.5"/>` +
    `<path d="M 214 -34 L 160 -90 L 150 80 L 190 62 Z" fill="#120f0e" opacity="0.45"/></g>` +
    `<path d="M -190 -60 Q 0 -134 190 -60" fill="none" stroke="#a49c93" stroke-opacity="0.6" stroke-width="3"/>` +
    `</g></g>`;
  return frame(shadow(750, 440, 390, 100, 0.8) + shadow(505, 680, 400, 90) + back + front, defs);
};

const discFace = (r: number, hat: number, seed: number): string => {
  const rings = Array.from({ length: 9 }, (_, i) => hat + 22 + i * ((r - hat - 30) / 8))
    .map(
      (rr, i) =>
        `<circle r="${n(rr)}" fill="none" stroke="${i % 2 ? '#ffffff' : '#6c747d'}" stroke-opacity="0.22" stroke-width="3"/>`,
    )
    .join('');
  const rand = rng(seed);
  const holes = [0.42, 0.62, 0.82]
    .map((f, k) =>
      around(12, (deg) => {
        const [x, y] = polar(0, 0, hat + f * (r - hat), deg + k * 9 + rand() * 2);
        return (
          `<circle cx="${x}" cy="${y}" r="${n(r * 0.028)}" fill="#2b2f34"/>` +
          `<circle cx="${x}" cy="${n(y + r * 0.008)}" r="${n(r * 0.02)}" fill="#555c64"/>`
        );
      }),
    )
    .join('');
  return (
    `<circle r="${r}" fill="url(#discR)" stroke="#6c747d" stroke-width="3"/>${rings}${holes}` +
    `<circle r="${hat + 12}" fill="#3f444b"/><circle r="${hat}" fill="url(#hat)"/>` +
    `<circle r="${n(hat * 0.78)}" fill="none" stroke="#1f2226" stroke-opacity="0.35" stroke-width="3"/>` +
    around(
      5,
      (deg) => {
        const [x, y] = polar(0, 0, hat * 0.55, deg);
        return `<circle cx="${x}" cy="${y}" r="${n(hat * 0.12)}" fill="#17191c" stroke="#8d959e" stroke-width="3"/>`;
      },
      -90,
    ) +
    `<circle r="${n(hat * 0.3)}" fill="#17191c" stroke="#a7afb7" stroke-width="5"/>`
  );
};

const discDefs =
  '<radialGradient id="discR" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#f1f3f5"/>' +
  '<stop offset="0.6" stop-color="#c3c9cf"/><stop offset="1" stop-color="#8e969f"/></radialGradient>' +
  '<linearGradient id="hat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6e757e"/>' +
  '<stop offset="1" stop-color="#33383e"/></linearGradient>';

export const brakeDisc = (): string => {
  const vanes = around(72, (deg) => {
    const [x, y] = polar(0, 0, 340, deg);
    return `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="#9aa2aa" stroke-width="5"/>`;
  });
  const body =
    shadow(640, 770, 360, 46) +
    `<g transform="translate(590 440) scale(0.9 1)">` +
    `<circle cx="46" r="312" fill="url(#steel)" stroke="#5f676f" stroke-width="2"/>` +
    `<clipPath id="vaneClip"><circle cx="34" r="311"/></clipPath>` +
    `<circle cx="34" r="311" fill="#25282c"/><g clip-path="url(#vaneClip)"><g transform="translate(34 0)">${vanes}</g></g>` +
    `<circle cx="14" r="312" fill="#8c949c" stroke="#5f676f" stroke-width="2"/>` +
    discFace(312, 128, 3) +
    `<path d="M -250 -120 A 280 280 0 0 1 -60 -272" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>` +
    `</g>`;
  return frame(body, discDefs);
};

export const brakeCaliper = (): string => {
  const cx = 600;
  const cy = 730;
  const defs =
    discDefs +
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#fff"/>' +
    '<stop offset="0.88" stop-color="#000"/></linearGradient>' +
    `<mask id="discMask"><rect width="1200" height="900" fill="url(#fade)"/></mask>`;
  const [hx, hy] = polar(cx, cy, 560, -90 - 30);
  const [bx, by] = polar(cx, cy, 548, -90 + 26);
  const body =
    `<g mask="url(#discMask)"><g transform="translate(${cx} ${cy})">${discFace(470, 170, 5)}</g></g>` +
    `<path d="${sector(cx, cy, 372, 524, -90 - 33, -90 + 33)}" transform="translate(0 16)" fill="#8a4a00" ` +
    `stroke="#8a4a00" stroke-width="36" stroke-linejoin="round" opacity="0.55"/>` +
    `<path d="${sector(cx, cy, 372, 524, -90 - 33, -90 + 33)}" fill="url(#amber)" stroke="#f29a1c" ` +
    `stroke-width="36" stroke-linejoin="round"/>` +
    `<path d="${sector(cx, cy, 410, 500, -90 - 22, -90 + 22)}" fill="#dd7a06" stroke="#b86300" stroke-width="4" ` +
    `stroke-linejoin="round"/>` +
    `<path d="${sector(cx, cy, 414, 440, -90 - 21, -90 + 21)}" fill="#ffd28a" opacity="0.35"/>` +
    `<path d="M ${polar(cx, cy, 538, -120).join(' ')} A 538 538 0 0 1 ${polar(cx, cy, 538, -60).join(' ')}" ` +
    `fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>` +
    boltHead(...polar(cx, cy, 450, -90 - 28), 26) +
    boltHead(...polar(cx, cy, 450, -90 + 28), 26) +
    `<g transform="translate(${bx} ${by}) rotate(26)"><rect x="-13" y="-46" width="26" height="44" fill="url(#steelH)"/>` +
    `<rect x="-17" y="-70" width="34" height="28" rx="8" fill="url(#rubberH)"/></g>` +
    `<g transform="translate(${hx} ${hy}) rotate(-30)"><circle r="30" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>` +
    `<path d="M 0 -20 C -10 -120 -120 -150 -190 -120" fill="none" stroke="#1b1d20" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M -4 -40 C -16 -112 -110 -140 -180 -116" fill="none" stroke="#5a6068" stroke-width="6" stroke-linecap="round"/>` +
    `<circle r="14" fill="url(#steel)" stroke="#5d646c" stroke-width="2"/></g>` +
    `<g transform="translate(${cx} ${n(cy - 455)})" opacity="0.9"><polygon points="0,-20 17,-10 17,10 0,20 -17,10 -17,-10" fill="#fff4e0"/>` +
    `<circle r="7" fill="#dd7a06"/></g>`;
  return frame(body, defs);
};
