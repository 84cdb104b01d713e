import { frame } from './frame';
import { around, n, ngon, polar, shadow } from '@partsmith/svg-art';

export const alternator = (): string => {
  const ears = [-150, -35, 115]
    .map((deg) => {
      const [x, y] = polar(0, 0, 292, deg);
      return (
        `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="#9aa2aa" stroke-width="86" stroke-linecap="round"/>` +
        `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="#c9cfd5" stroke-width="60" stroke-linecap="round"/>` +
        `<circle cx="${x}" cy="${y}" r="24" fill="#2a2d31" stroke="#7b838c" stroke-width="6"/>`
      );
    })
    .join('');
  const outer = around(14, (deg) => {
    const [x, y] = polar(0, 0, 172, deg);
    return `<rect x="-36" y="-14" width="72" height="28" rx="12" transform="translate(${x} ${y}) rotate(${n(deg + 90)})" fill="url(#copper)" stroke="#3a3f45" stroke-width="5"/>`;
  });
  const fan = around(
    12,
    (deg) => {
      const [x, y] = polar(0, 0, 112, deg);
      return `<rect x="-8" y="-40" width="16" height="80" rx="6" transform="translate(${x} ${y}) rotate(${n(deg + 25)})" fill="url(#steel)" stroke="#3a3f45" stroke-width="3"/>`;
    },
    10,
  );
  const inner = `<circle r="152" fill="#24282d"/>${fan}<circle r="152" fill="none" stroke="#8d959e" stroke-width="5"/>`;
  const ribs = Array.from({ length: 13 }, (_, k) => {
    const c = k % 2 ? '#d5dbe0' : '#5b636c';
    return `<circle cx="${-k * 5}" cy="${-k * 4}" r="${k % 2 ? 98 : 94}" fill="${c}"/>`;
  }).join('');
  const body =
    shadow(620, 760, 360, 50) +
    '<g transform="translate(590 430)">' +
    ears +
    '<circle cx="40" cy="30" r="236" fill="#6f7780"/>' +
    '<circle cx="22" cy="16" r="242" fill="url(#dark)"/>' +
    around(60, (deg) => {
      const [x, y] = polar(22, 16, 242, deg);
      return `<line x1="22" y1="16" x2="${x}" y2="${y}" stroke="#1b1e22" stroke-width="2"/>`;
    }) +
    '<circle cx="22" cy="16" r="226" fill="#4a5058"/>' +
    '<circle r="230" fill="url(#steelR)" stroke="#7b838c" stroke-width="3"/>' +
    '<circle r="208" fill="none" stroke="#a2aab2" stroke-width="4"/>' +
    outer +
    inner +
    ribs +
    '<g transform="translate(-65 -52)"><circle r="96" fill="url(#steelR)" stroke="#5d646c" stroke-width="3"/>' +
    '<circle r="70" fill="none" stroke="#8d959e" stroke-width="4"/>' +
    `<polygon points="${ngon(0, 0, 36)}" fill="url(#steel)" stroke="#4e555d" stroke-width="3"/>` +
    '<circle r="14" fill="#2a2d31"/></g>' +
    '<g transform="translate(150 -205) rotate(30)"><rect x="-40" y="-26" width="80" height="52" rx="8" fill="url(#rubberH)"/>' +
    '<rect x="-22" y="-40" width="44" height="20" rx="5" fill="url(#amber)"/></g>' +
    '<path d="M -200 -60 A 210 210 0 0 1 -80 -194" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>' +
    '</g>';
  return frame(body);
};

export const carBattery = (): string => {
  const top = 'M 270 390 L 830 390 L 940 290 L 380 290 Z';
  const p = (u: number, v: number): [number, number] => [n(270 + 560 * u + 110 * v), n(390 - 100 * v)];
  const terminal = (u: number, collar: string): string => {
    const [x, y] = p(u, 0.34);
    return (
      `<ellipse cx="${x}" cy="${y}" rx="40" ry="16" fill="${collar}"/>` +
      `<rect x="${x - 40}" y="${y - 10}" width="80" height="10" fill="${collar}"/>` +
      `<ellipse cx="${x}" cy="${y - 10}" rx="40" ry="16" fill="${collar}" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>` +
      `<rect x="${x - 22}" y="${y - 52}" width="44" height="42" fill="url(#lead)"/>` +
      `<ellipse cx="${x}" cy="${y - 52}" rx="22" ry="9" fill="#d9dde1"/>`
    );
  };
  const sign = (u: number, plus: boolean): string => {
    const [x, y] = p(u, 0.72);
    return (
      `<g transform="translate(${x} ${y}) skewX(-48) scale(1 0.5)" fill="#c9ced4">` +
      `<rect x="-20" y="-6" width="40" height="12"/>${plus ? '<rect x="-6" y="-20" width="12" height="40"/>' : ''}</g>`
    );
  };
  const vents = [0.36, 0.45, 0.54, 0.63]
    .map((u) => {
      const [x, y] = p(u, 0.5);
      return `<ellipse cx="${x}" cy="${y}" rx="22" ry="9" fill="#1c1f23" stroke="#5a6068" stroke-width="2"/>`;
    })
    .join('');
  const defs =
    '<linearGradient id="lead" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d838a"/>' +
    '<stop offset="0.4" stop-color="#e3e6e9"/><stop offset="1" stop-color="#6b7178"/></linearGradient>' +
    '<linearGradient id="lid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#50565e"/>' +
    '<stop offset="1" stop-color="#2c3035"/></linearGradient>';
  const body =
    shadow(620, 720, 420, 70) +
    '<path d="M 830 390 L 940 290 L 940 620 L 830 720 Z" fill="#141619"/>' +
    '<path d="M 830 390 L 940 290 L 940 322 L 830 428 Z" fill="#2a2e33"/>' +
    `<path d="${top}" fill="url(#lid)"/>` +
    '<rect x="270" y="390" width="560" height="330" fill="url(#rubber)"/>' +
    '<rect x="270" y="390" width="560" height="38" fill="#3a3f45"/>' +
    '<rect x="270" y="428" width="560" height="4" fill="#111"/>' +
    '<rect x="306" y="470" width="488" height="210" rx="12" fill="url(#amber)"/>' +
    '<rect x="306" y="620" width="488" height="60" fill="#2a2d31" opacity="0.9"/>' +
    '<path d="M 306 620 h 488 v 48 q 0 12 -12 12 h -464 q -12 0 -12 -12 Z" fill="#2a2d31"/>' +
    '<path d="M 380 490 L 336 566 L 372 566 L 350 640 L 420 548 L 384 548 L 410 490 Z" fill="#fff" opacity="0.95"/>' +
    [500, 528, 556]
      .map(
        (y, i) =>
          `<rect x="460" y="${y}" width="${280 - i * 60}" height="14" rx="7" fill="#8a4700" opacity="0.55"/>`,
      )
      .join('') +
    `<polygon points="${ngon(700, 650, 16)}" fill="#f29a1c"/>` +
    '<rect x="730" y="642" width="44" height="14" rx="7" fill="#5a6068"/>' +
    vents +
    sign(0.12, true) +
    sign(0.88, false) +
    `<path d="M ${p(0.3, 0.8).join(' ')} L ${p(0.7, 0.8).join(' ')}" stroke="#15171a" stroke-width="16" stroke-linecap="round"/>` +
    terminal(0.12, '#c7362a') +
    terminal(0.88, '#26292d') +
    '<path d="M 282 400 L 818 400" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>';
  return frame(body, defs);
};

export const headlight = (): string => {
  const shape =
    'M 170 480 C 250 370 520 280 1000 250 C 1030 248 1040 270 1036 300 L 1024 410 C 960 540 780 610 560 630 C 380 646 210 600 170 480 Z';
  const defs =
    `<clipPath id="lens"><path d="${shape}"/></clipPath>` +
    '<linearGradient id="inside" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#c9d1d9"/>' +
    '<stop offset="1" stop-color="#5f6a76"/></linearGradient>' +
    '<radialGradient id="chromeR" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/>' +
    '<stop offset="0.55" stop-color="#b8c2cc"/><stop offset="1" stop-color="#5d6873"/></radialGradient>' +
    '<radialGradient id="glassR" cx="0.38" cy="0.32" r="0.7"><stop offset="0" stop-color="#eaf4ff"/>' +
    '<stop offset="0.35" stop-color="#7e95ab"/><stop offset="1" stop-color="#16202a"/></radialGradient>';
  const rays = around(16, (deg) => {
    const [x, y] = polar(520, 470, 74, deg);
    return `<line x1="520" y1="470" x2="${x}" y2="${y}" stroke="#8995a1" stroke-width="2"/>`;
  });
  const body =
    shadow(610, 720, 440, 60) +
    '<path d="M 860 600 L 900 670 L 960 650 L 960 560 Z M 1010 300 L 1080 300 L 1080 360 L 1020 380 Z" fill="#2a2d31"/>' +
    '<circle cx="1052" cy="330" r="10" fill="#8d959e"/>' +
    `<path d="${shape}" transform="translate(18 26)" fill="#1a1c1f"/>` +
    `<path d="${shape}" fill="url(#inside)"/>` +
    '<g clip-path="url(#lens)">' +
    '<path d="M 160 600 C 420 520 760 500 1040 340 L 1040 700 L 160 700 Z" fill="#2f353c" opacity="0.55"/>' +
    '<path d="M 150 520 C 230 420 330 400 380 420 C 360 470 300 560 250 620 Z" fill="url(#amber)"/>' +
    [240, 280, 320]
      .map((x) => `<line x1="${x}" y1="420" x2="${x - 40}" y2="620" stroke="#c86d00" stroke-width="3"/>`)
      .join('') +
    '<circle cx="520" cy="470" r="92" fill="#22272d"/>' +
    '<circle cx="520" cy="470" r="82" fill="url(#chromeR)"/>' +
    rays +
    '<circle cx="520" cy="470" r="18" fill="#f6f8fa" stroke="#8995a1" stroke-width="3"/>' +
    '<circle cx="520" cy="470" r="8" fill="#3a4048"/>' +
    '<circle cx="790" cy="430" r="146" fill="#22272d"/>' +
    '<circle cx="790" cy="430" r="132" fill="url(#chromeR)"/>' +
    '<circle cx="790" cy="430" r="96" fill="#171b20"/>' +
    '<circle cx="790" cy="430" r="84" fill="url(#glassR)"/>' +
    '<ellipse cx="760" cy="396" rx="28" ry="17" fill="#fff" opacity="0.8" transform="rotate(-30 760 396)"/>' +
    '<path d="M 330 590 C 520 610 800 560 990 420" fill="none" stroke="#ffffff" stroke-width="30" stroke-opacity="0.3" stroke-linecap="round"/>' +
    '<path d="M 330 590 C 520 610 800 560 990 420" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>' +
    '<path d="M 160 330 C 420 240 760 220 1040 230 L 1040 262 C 760 262 440 300 160 440 Z" fill="#fff" opacity="0.28"/>' +
    '</g>' +
    `<path d="${shape}" fill="none" stroke="#1c1f23" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="${shape}" fill="none" stroke="#7d8893" stroke-width="3" stroke-linejoin="round"/>`;
  return frame(body, defs);
};
