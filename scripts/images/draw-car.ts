/**
 * Placeholder artwork for the site: flat-vector SVG drawings of a car (4 exterior
 * and 4 interior views), brand lettermarks and a neutral "no image" picture.
 *
 * Everything here is pure and deterministic: the same input always gives the same
 * string, byte for byte (no randomness, no clock, no file system). Each drawing is
 * self-contained (no external fonts, images or scripts) and stays under 6 KB, so the
 * dealer can later drop a real photo in place of any file.
 */
import type { BodyType } from '../../content/schema.js';

export type { BodyType };
export type View = 1 | 2 | 3 | 4;

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
/** Car pictures are 3:2. */
export const CAR_W = 1200;
export const CAR_H = 800;
/** Logos are square. */
export const LOGO_SIZE = 200;

/* ------------------------------------------------------------------ text & colour */

/** Escape the five XML special characters for use in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

type Rgb = [number, number, number];

/** A valid #rrggbb colour in lower case; anything else becomes a neutral grey. */
export function normalizeHex(hex: string): string {
  const h = hex.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(h)) return h;
  if (/^#[0-9a-f]{3}$/.test(h)) return `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}`;
  return '#8a9099';
}

function toRgb(hex: string): Rgb {
  const h = normalizeHex(hex);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blend `a` toward `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  return toHex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

/** Lighter (amount > 0, toward white) or darker (amount < 0, toward black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const lin = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

/** White or near-black, whichever contrasts more with `background` (always >= 4.5:1 for solid colours). */
export function textColorOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

/* ------------------------------------------------------------------ svg helpers */

type Pt = [x: number, y: number, radius?: number];

const r0 = (v: number): number => Math.round(v);

/** An open polyline whose inner corners are rounded with quadratic curves (radius per point). */
function rounded(pts: Pt[], close = false): string {
  const [first] = pts;
  if (!first) return '';
  let d = `M${r0(first[0])} ${r0(first[1])}`;
  let prev = first;
  for (let i = 1; i < pts.length; i++) {
    const cur = pts[i] as Pt;
    const [x, y, rad = 0] = cur;
    const next = pts[i + 1] ?? (close ? first : undefined);
    const from = prev;
    prev = cur;
    if (!rad || !next) {
      d += `L${r0(x)} ${r0(y)}`;
      continue;
    }
    const l1 = Math.hypot(x - from[0], y - from[1]);
    const l2 = Math.hypot(next[0] - x, next[1] - y);
    const a = Math.min(rad, l1 / 2) / l1;
    const b = Math.min(rad, l2 / 2) / l2;
    d += `L${r0(x + (from[0] - x) * a)} ${r0(y + (from[1] - y) * a)}Q${r0(x)} ${r0(y)} ${r0(x + (next[0] - x) * b)} ${r0(y + (next[1] - y) * b)}`;
  }
  return close ? `${d}Z` : d;
}

/** Mirror points around the vertical line x = cx, in reverse order (to close a symmetric outline). */
function mirrorPts(pts: Pt[], cx: number): Pt[] {
  return pts.map(([x, y, r]): Pt => [2 * cx - x, y, r]).reverse();
}

function svgOpen(w: number, h: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escapeXml(title)}</title>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

function vGrad(id: string, stops: [number, string][], y1 = 0, y2 = CAR_H): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${s}</linearGradient>`;
}

/** Caption (bottom-left, model name) and the "Illustration" label (top-right). */
function caption(name: string, background: string): string {
  const size = Math.max(22, Math.min(40, Math.floor(760 / (Math.max(name.length, 1) * 0.6))));
  return (
    text(48, 772, size, textColorOn(background), name, ' font-weight="600"') +
    `<rect x="1040" y="24" width="136" height="34" rx="17" fill="#000" fill-opacity=".55"/>` +
    text(1108, 47, 17, '#fff', 'Illustration', ' text-anchor="middle"')
  );
}

/* ------------------------------------------------------------------ exterior */

export interface ExteriorInput {
  bodyType: BodyType;
  colorHex: string;
  name: string;
  view: View;
}

/** Side-profile geometry (car facing right, front bumper at x1). */
interface Geo {
  x0: number;
  x1: number;
  /** Rear and front wheel centre x, wheel radius. */
  rw: number;
  fw: number;
  r: number;
  /** y of: body bottom, side-glass bottom, bonnet front, roof. */
  sill: number;
  belt: number;
  nose: number;
  roof: number;
  /** Windscreen base x, roof front x. */
  aBase: number;
  roofF: number;
  /** From the roof's rear corner (first) down to the top of the rear bumper. */
  tail: [Pt, ...Pt[]];
  /** Side glass rear edge: top then bottom. */
  dlo: [[number, number], [number, number]];
  /** B pillar x (at the belt); C pillar x between rear door and quarter glass, if any. */
  bPillar: number;
  cPillar?: number;
  /** Tail lamp top y at the body's rear. */
  lamp: number;
  /** Half width seen from the front. */
  hw: number;
  rails?: boolean;
}

const GROUND = 620;

const GEO: Record<BodyType, Geo> = {
  suv: {
    x0: 150,
    x1: 1050,
    rw: 322,
    fw: 878,
    r: 76,
    sill: 570,
    belt: 420,
    nose: 440,
    roof: 272,
    aBase: 786,
    roofF: 660,
    tail: [
      [222, 278, 50],
      [166, 362, 30],
      [156, 470, 20],
    ],
    dlo: [
      [238, 292],
      [194, 420],
    ],
    bPillar: 566,
    cPillar: 352,
    lamp: 396,
    hw: 196,
    rails: true,
  },
  sedan: {
    x0: 148,
    x1: 1052,
    rw: 330,
    fw: 870,
    r: 70,
    sill: 590,
    belt: 456,
    nose: 490,
    roof: 360,
    aBase: 780,
    roofF: 640,
    tail: [
      [420, 364, 50],
      [292, 448, 28],
      [172, 452, 16],
      [150, 466, 10],
    ],
    dlo: [
      [428, 378],
      [334, 456],
    ],
    bPillar: 566,
    lamp: 458,
    hw: 200,
  },
  liftback: {
    x0: 148,
    x1: 1052,
    rw: 330,
    fw: 870,
    r: 70,
    sill: 590,
    belt: 456,
    nose: 490,
    roof: 356,
    aBase: 780,
    roofF: 640,
    tail: [
      [470, 358, 110],
      [190, 444, 26],
      [150, 462, 10],
    ],
    dlo: [
      [530, 372],
      [336, 454],
    ],
    bPillar: 572,
    lamp: 448,
    hw: 200,
  },
  'shooting-brake': {
    x0: 146,
    x1: 1056,
    rw: 330,
    fw: 870,
    r: 72,
    sill: 586,
    belt: 446,
    nose: 484,
    roof: 342,
    aBase: 772,
    roofF: 632,
    tail: [
      [250, 364, 50],
      [178, 418, 30],
      [152, 470, 12],
    ],
    dlo: [
      [284, 372],
      [216, 446],
    ],
    bPillar: 566,
    cPillar: 360,
    lamp: 428,
    hw: 200,
  },
  hatchback: {
    x0: 200,
    x1: 1004,
    rw: 350,
    fw: 850,
    r: 72,
    sill: 584,
    belt: 446,
    nose: 478,
    roof: 330,
    aBase: 760,
    roofF: 640,
    tail: [
      [280, 334, 50],
      [214, 396, 30],
      [204, 470, 14],
    ],
    dlo: [
      [300, 348],
      [246, 446],
    ],
    bPillar: 566,
    cPillar: 360,
    lamp: 414,
    hw: 192,
  },
};

interface Scene {
  defs: string;
  art: string;
  /** Solid colour behind the caption. */
  floor: string;
}

const FLOOR_Y = 540;

function scene(view: View): Scene {
  switch (view) {
    case 1: // bright studio
      return {
        defs: vGrad(
          'bg',
          [
            [0, '#f5f7fa'],
            [1, '#dde3ea'],
          ],
          0,
          FLOOR_Y,
        ),
        art: `<rect width="1200" height="${FLOOR_Y}" fill="url(#bg)"/><rect y="${FLOOR_Y}" width="1200" height="260" fill="#d3d9e1"/>`,
        floor: '#d3d9e1',
      };
    case 2: // dark studio with a spotlight
      return {
        defs: `<radialGradient id="bg" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="#6b7688"/><stop offset="1" stop-color="#171b22"/></radialGradient>`,
        art: `<rect width="1200" height="800" fill="url(#bg)"/><rect y="${FLOOR_Y + 40}" width="1200" height="220" fill="#151920"/>`,
        floor: '#151920',
      };
    case 3: // daylight, hills
      return {
        defs: vGrad(
          'bg',
          [
            [0, '#8fc1ec'],
            [1, '#e4f0fa'],
          ],
          0,
          FLOOR_Y,
        ),
        art:
          `<rect width="1200" height="${FLOOR_Y}" fill="url(#bg)"/>` +
          `<path d="M0 450Q220 360 430 430T860 410T1200 420V${FLOOR_Y}H0Z" fill="#a9c4b0"/>` +
          `<path d="M0 500Q300 440 640 490T1200 470V${FLOOR_Y}H0Z" fill="#86a892"/>` +
          `<rect y="${FLOOR_Y}" width="1200" height="260" fill="#5c626c"/>`,
        floor: '#5c626c',
      };
    default: // evening city
      return {
        defs: vGrad(
          'bg',
          [
            [0, '#1f2a4d'],
            [0.65, '#7a5a86'],
            [1, '#f0a070'],
          ],
          0,
          FLOOR_Y,
        ),
        art:
          `<rect width="1200" height="${FLOOR_Y}" fill="url(#bg)"/>` +
          `<path d="M0 ${FLOOR_Y}V420h60v-60h50v90h40v-150h70v120h50v-70h60v110h70v-180h80v130h40v-60h60v90h50v-120h70v80h60v-50h50v100h70v-140h80v110h60v-70h60v90h60V${FLOOR_Y}Z" fill="#2a2d48" fill-opacity=".75"/>` +
          `<rect y="${FLOOR_Y}" width="1200" height="260" fill="#23262e"/><path d="M0 700H1200" stroke="#4a4f5c" stroke-width="6" stroke-dasharray="70 50"/>`,
        floor: '#23262e',
      };
  }
}

function bodyGradient(color: string, g: Geo): string {
  return vGrad(
    'bd',
    [
      [0, shade(color, 0.28)],
      [0.42, color],
      [0.7, shade(color, -0.12)],
      [1, shade(color, -0.42)],
    ],
    g.roof,
    g.sill,
  );
}

const GLASS = vGrad(
  'gl',
  [
    [0, '#3a4552'],
    [1, '#0f1318'],
  ],
  300,
  470,
);
const TYRE = '#16181b';

/** A wheel (tyre, rim lip, 5 spokes, hub) centred on 0,0, defined once and reused. */
function wheelDef(r: number): string {
  const rim = r * 0.66;
  let spokes = '';
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
    const p = (rad: number, da: number): string => `${r0(Math.cos(a + da) * rad)} ${r0(Math.sin(a + da) * rad)}`;
    spokes += `M${p(r * 0.16, -0.42)}L${p(rim - 3, -0.13)}L${p(rim - 3, 0.13)}L${p(r * 0.16, 0.42)}Z`;
  }
  return (
    `<g id="w"><circle r="${r}" fill="${TYRE}"/><circle r="${r0(rim)}" fill="#2c3036" stroke="#cdd3da" stroke-width="5"/>` +
    `<path d="${spokes}" fill="#c3c9d1"/><circle r="${r0(r * 0.15)}" fill="#8b929b"/></g>`
  );
}

/** The side outline (car facing right): bonnet, windscreen, roof, tail, then the sills with wheel arches. */
function sideOutline(g: Geo, dx: number, ar: number, large: number): string {
  const arch = (wx: number): string => `L${r0(wx - dx)} ${g.sill}A${ar} ${ar} 0 ${large} 1 ${r0(wx + dx)} ${g.sill}`;
  const upper: Pt[] = [
    [g.fw + dx, g.sill],
    [g.x1 - 8, g.sill, 20],
    [g.x1, g.nose + 50, 30],
    [g.x1 - 30, g.nose, 40],
    [g.aBase, g.belt - 4, 30],
    [g.roofF, g.roof, 60],
    ...g.tail,
    [g.x0, g.sill - 40, 20],
    [g.x0 + 14, g.sill, 14],
  ];
  return `${rounded(upper)}${arch(g.rw)}${arch(g.fw)}Z`;
}

function sideView(color: string, g: Geo, lightsOn: boolean): string {
  const wcy = GROUND - g.r;
  const ar = g.r + 11;
  const dx = Math.sqrt(ar * ar - (g.sill - wcy) ** 2);
  const large = g.sill > wcy ? 1 : 0;
  const wells = [g.rw, g.fw].map((wx) => `M${r0(wx - dx)} ${g.sill}A${ar} ${ar} 0 ${large} 1 ${r0(wx + dx)} ${g.sill}`).join('');
  const [[rtx, rty], [rbx, rby]] = g.dlo;
  const glass = rounded(
    [
      [g.aBase - 40, g.belt],
      [g.roofF + 4, g.roof + 14, 36],
      [rtx, rty, 24],
      [rbx, rby, 6],
    ],
    true,
  );
  const bx = g.bPillar;
  const pillars = [bx, ...(g.cPillar ? [g.cPillar] : [])].map((x) => `M${x + 11} ${g.roof + 14}L${x} ${g.belt}`).join('');
  const dark = shade(color, -0.45);
  const line = shade(color, -0.3);
  const rearDoor = g.cPillar ?? r0(g.rw + dx + 14);
  const doors = [g.aBase - 46, bx, rearDoor].map((x) => `M${x} ${g.belt}L${x - 4} ${g.sill - 14}`).join('');
  const handles = [bx + 24, rearDoor + 24]
    .map((x) => `<rect x="${x}" y="${g.belt + 30}" width="44" height="8" rx="4" fill="${line}"/>`)
    .join('');
  const beam = lightsOn
    ? `<path d="M${g.x1 - 4} ${g.nose + 14}L1200 ${g.nose - 30}V${g.nose + 110}Z" fill="#fff3c8" fill-opacity=".2"/>`
    : '';
  const rails = g.rails
    ? `<path d="M${g.tail[0][0] + 30} ${g.roof + 2}V${g.roof - 8}H${g.roofF - 60}V${g.roof}" stroke="#2a2e34" stroke-width="7" fill="none" stroke-linejoin="round"/>`
    : '';
  const cladding = g.rails ? `<path d="${wells}" stroke="#1c1f23" stroke-width="12" fill="none"/>` : '';
  return (
    `<defs><path id="b" d="${sideOutline(g, dx, ar, large)}"/><clipPath id="c"><use href="#b"/></clipPath></defs>` +
    `<ellipse cx="${r0((g.x0 + g.x1) / 2)}" cy="${GROUND}" rx="${r0((g.x1 - g.x0) / 2 + 40)}" ry="20" fill="#000" fill-opacity=".28"/>` +
    `<path d="${wells}Z" fill="#0c0d0f"/>` +
    rails +
    `<use href="#b" fill="url(#bd)"/>` +
    `<g clip-path="url(#c)">` +
    `<path d="${glass}" fill="url(#gl)"/>` +
    `<path d="M${g.roofF + 10} ${g.roof + 16}H${g.roofF - 90}L${g.roofF - 210} ${g.belt}H${g.roofF - 120}Z" fill="#fff" fill-opacity=".08"/>` +
    `<path d="${pillars}" stroke="#111418" stroke-width="18"/>` +
    `<path d="M${g.x0} ${g.belt + 22}Q${(g.x0 + g.x1) / 2} ${g.belt + 12} ${g.x1} ${g.nose + 12}" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>` +
    `<path d="${doors}" stroke="${line}" stroke-width="2"/>${handles}` +
    `<rect x="${g.x0}" y="${g.sill - 14}" width="${g.x1 - g.x0}" height="14" fill="${shade(color, -0.6)}"/>` +
    `<path d="M${g.x1 + 10} ${g.nose + 6}L${g.x1 - 90} ${g.nose + 2}L${g.x1 - 86} ${g.nose + 14}L${g.x1 + 10} ${g.nose + 26}Z" fill="#eaf6ff"/>` +
    `<rect x="${g.x0 - 10}" y="${g.lamp}" width="76" height="11" rx="3" fill="${lightsOn ? '#ff4d4f' : '#c81e2b'}"/>` +
    `<path d="M${g.x1} ${g.sill - 42}h-70" stroke="#111418" stroke-width="8"/>` +
    `</g><use href="#b" fill="none" stroke="${dark}" stroke-width="2"/>` +
    cladding +
    `<path d="M${g.aBase - 50} ${g.belt - 2}l-6 -24q0 -4 6 -4h26q8 0 10 8l4 14z" fill="${dark}"/>` +
    beam +
    `<use href="#w" x="${g.rw}" y="${wcy}"/><use href="#w" x="${g.fw}" y="${wcy}"/>`
  );
}

/** Front (rear = false) or rear view, symmetric about x = 600, drawn 1.3x larger than the side view. */
function endView(color: string, g: Geo, rear: boolean): string {
  const cx = 600;
  const w = g.hw;
  const half: Pt[] = [
    [cx, g.sill],
    [cx - w + 8, g.sill, 14],
    [cx - w, g.nose + 12, 24],
    [cx - w * 0.9, g.belt - 6, 20],
    [cx - w * 0.66, g.roof + 2, 34],
    [cx, g.roof],
  ];
  const outline = rounded([...half, ...mirrorPts(half, cx).slice(1)], true);
  const tw = r0(w * 0.27);
  const tyre = (x: number): string =>
    `<rect x="${r0(x)}" y="${g.sill - 40}" width="${tw}" height="${GROUND - g.sill + 40}" rx="10" fill="${TYRE}"/>`;
  const gw1 = w * (rear ? 0.72 : 0.84);
  const gw2 = w * (rear ? 0.56 : 0.62);
  const gTop = g.roof + (rear ? 22 : 12);
  const glass = rounded(
    [
      [cx - gw1, g.belt - 2, 8],
      [cx - gw2, gTop, 12],
      [cx + gw2, gTop, 12],
      [cx + gw1, g.belt - 2, 8],
    ],
    true,
  );
  const dark = shade(color, -0.45);
  const mirrors = [-1, 1]
    .map((s) => `<path d="M${r0(cx + s * w * 0.86)} ${g.belt - 4}l${s * 38} -10q${s * 8} 0 ${s * 7} 8l-2 14h${-s * 43}z" fill="${dark}"/>`)
    .join('');
  const sideGrad =
    `<linearGradient id="sd" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/>` +
    `<stop offset=".22" stop-color="#000" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".12"/>` +
    `<stop offset=".78" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`;
  const ly = rear ? g.belt + 18 : g.nose + 6;
  const p = (x: number): number => r0(cx + x);
  const lamps = rear
    ? `<rect x="${p(-w + 6)}" y="${ly}" width="${2 * w - 12}" height="12" rx="5" fill="#b5121d"/><path d="M${p(-w + 18)} ${ly + 6}H${p(w - 18)}" stroke="#ff6b6f" stroke-width="3"/>` +
      `<path d="M${p(-w * 0.2)} ${g.roof + 10}H${p(w * 0.2)}" stroke="#c81e2b" stroke-width="4"/>`
    : [-1, 1]
        .map(
          (s) =>
            `<path d="M${p(s * (w - 8))} ${ly}L${p(s * w * 0.5)} ${ly + 5}L${p(s * w * 0.52)} ${ly + 14}L${p(s * (w - 14))} ${ly + 12}Z" fill="#eaf6ff" stroke="${dark}"/>`,
        )
        .join('') + `<path d="M${p(-w * 0.5)} ${ly + 6}H${p(w * 0.5)}" stroke="#dff1ff" stroke-width="3"/>`;
  const lower = rear
    ? `<rect x="${p(-w * 0.66)}" y="${g.sill - 28}" width="${r0(w * 1.32)}" height="22" rx="8" fill="#15181c"/>` +
      `<rect x="${p(-w * 0.24)}" y="${g.sill - 70}" width="${r0(w * 0.48)}" height="26" rx="4" fill="${shade(color, -0.2)}" stroke="${dark}"/>`
    : `<path d="M${p(-w * 0.56)} ${g.sill - 46}H${p(w * 0.56)}L${p(w * 0.48)} ${g.sill - 14}H${p(-w * 0.48)}Z" fill="#15181c"/>` +
      `<path d="M${p(-w * 0.3)} ${g.belt + 4}L${p(-w * 0.26)} ${ly - 2}M${p(w * 0.3)} ${g.belt + 4}L${p(w * 0.26)} ${ly - 2}" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`;
  return (
    `<defs>${sideGrad}</defs>` +
    `<ellipse cx="${cx}" cy="${GROUND}" rx="${r0(w * 1.3 + 50)}" ry="16" fill="#000" fill-opacity=".35"/>` +
    `<g transform="matrix(1.3 0 0 1.3 -180 -186)">` +
    tyre(cx - w + 6) +
    tyre(cx + w - 6 - tw) +
    `<path d="${outline}" fill="url(#bd)" stroke="${dark}" stroke-width="2"/><path d="${outline}" fill="url(#sd)"/>` +
    mirrors +
    `<path d="${glass}" fill="url(#gl)"/><path d="M${p(-gw1 + 30)} ${g.belt - 4}L${p(-gw2 + 20)} ${gTop + 2}H${p(-gw2 + 70)}L${p(-gw1 + 100)} ${g.belt - 4}Z" fill="#fff" fill-opacity=".08"/>` +
    `<path d="M${p(-w * 0.9)} ${g.belt + 4}H${p(w * 0.9)}" stroke="${dark}" stroke-width="2"/>` +
    lamps +
    lower +
    '</g>'
  );
}

const EXTERIOR_VIEWS = ['side view', 'front view', 'rear view', 'side view, evening'];

export function drawCarExterior({ bodyType, colorHex, name, view }: ExteriorInput): string {
  const color = normalizeHex(colorHex);
  const g = GEO[bodyType] ?? GEO.suv;
  const s = scene(view);
  let car: string;
  if (view === 1) car = sideView(color, g, false);
  else if (view === 4) car = `<g transform="matrix(-1 0 0 1 1200 0)">${sideView(color, g, true)}</g>`;
  else car = endView(color, g, view === 3);
  return (
    svgOpen(CAR_W, CAR_H, `${name}: exterior, ${EXTERIOR_VIEWS[view - 1] ?? 'view'} (illustration)`) +
    `<defs>${s.defs}${bodyGradient(color, g)}${GLASS}${wheelDef(g.r)}</defs>` +
    s.art +
    car +
    caption(name, s.floor) +
    '</svg>'
  );
}

/* ------------------------------------------------------------------ interior */

export interface InteriorInput {
  colorHex: string;
  name: string;
  view: View;
}

const CABIN = '#1d2127';
const TRIM = '#2a2f37';
const LEATHER = '#e7dfd2';
const LEATHER_DARK = '#cbbfae';
const BAND = '#111418';
const SKY = vGrad(
  'sk',
  [
    [0, '#a9cbe8'],
    [1, '#eef4f9'],
  ],
  0,
  420,
);

/** Accent that stays visible on the dark cabin even for a black car. */
function glow(color: string): string {
  return luminance(color) < 0.06 ? mix(color, '#ffffff', 0.5) : color;
}

function dashboard(color: string): string {
  const a = glow(color);
  return (
    `<rect width="1200" height="420" fill="url(#sk)"/><path d="M0 330Q600 300 1200 330V430H0Z" fill="#8ea596"/>` +
    `<path d="M0 0H1200V70Q600 120 0 70Z" fill="${TRIM}"/><path d="M0 60L170 84L50 440H0ZM1200 60L1030 84L1150 440H1200Z" fill="#24282f"/>` +
    `<path d="M0 410Q600 330 1200 410V720H0Z" fill="${CABIN}"/><path d="M0 410Q600 330 1200 410V436Q600 360 0 436Z" fill="#30353e"/>` +
    `<path d="M40 470Q600 398 1160 470" stroke="${color}" stroke-width="6" fill="none"/><path d="M40 470Q600 398 1160 470" stroke="${a}" stroke-opacity=".35" stroke-width="16" fill="none"/>` +
    `<rect x="240" y="388" width="220" height="70" rx="10" fill="#0b0e12"/><path d="M262 430h60M262 442h40M380 414h60" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="520" y="350" width="310" height="200" rx="16" fill="#0b0e12" stroke="#3b414a" stroke-width="4"/><rect x="534" y="364" width="190" height="172" rx="8" fill="#1d2836"/>` +
    `<path d="M548 400h160M560 372v150M620 372v150M548 470h160" stroke="#33435a" stroke-width="6"/><path d="M570 520L620 450L690 430" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M738 364h78v50h-78zM738 424h78v50h-78zM738 484h78v52h-78z" fill="#27303c"/>` +
    `<rect x="880" y="404" width="230" height="50" rx="10" fill="#0b0e12"/>` +
    `<path d="M570 560H780L830 720H520Z" fill="#262b33"/><rect x="610" y="590" width="130" height="60" rx="8" fill="#15181d"/><path d="M572 566L526 716M778 566L824 716" stroke="${a}" stroke-width="4"/>` +
    `<circle cx="345" cy="600" r="148" fill="none" stroke="#121417" stroke-width="32"/><circle cx="345" cy="600" r="130" fill="none" stroke="#2f343c" stroke-width="3"/>` +
    `<path d="M210 590H480M345 610V740" stroke="#121417" stroke-width="34"/><circle cx="345" cy="600" r="52" fill="#1b1f25"/><circle cx="345" cy="600" r="14" fill="${a}"/>`
  );
}

/** A seat facing the viewer (backrest, headrest, cushion) centred on cx. */
function seat(cx: number, top: number, w: number, color: string, bottom = 640): string {
  const back: Pt[] = [
    [cx, bottom],
    [cx - w / 2 + 8, bottom, 30],
    [cx - w / 2, top + 70, 40],
    [cx - w / 2 + 26, top + 10, 40],
    [cx, top + 10],
  ];
  const pw = w / 2 - 62;
  const outline = rounded([...back, ...mirrorPts(back, cx).slice(1)], true);
  return (
    `<rect x="${cx - 36}" y="${top - 20}" width="72" height="40" fill="#8f8678"/>` +
    `<rect x="${cx - w / 2 + 64}" y="${top - 108}" width="${w - 128}" height="98" rx="42" fill="url(#lt)"/>` +
    `<path d="${outline}" fill="url(#lt)"/><path d="${outline}" fill="url(#ss)"/>` +
    `<rect x="${cx - pw}" y="${top + 50}" width="${2 * pw}" height="${bottom - top - 90}" rx="24" fill="${LEATHER_DARK}" stroke="${color}" stroke-width="5"/>` +
    `<path d="M${cx - pw + 14} ${top + 120}h${2 * pw - 28}M${cx - pw + 14} ${top + 190}h${2 * pw - 28}M${cx - pw + 14} ${top + 260}h${2 * pw - 28}" stroke="#b3a794" stroke-width="3"/>` +
    `<path d="M${cx - w / 2 - 10} ${bottom - 20}H${cx + w / 2 + 10}L${cx + w / 2 + 24} ${bottom + 70}H${cx - w / 2 - 24}Z" fill="${LEATHER_DARK}"/>`
  );
}

const LEATHER_GRAD =
  vGrad(
    'lt',
    [
      [0, '#f3ede3'],
      [1, LEATHER],
    ],
    150,
    640,
  ) +
  `<linearGradient id="ss" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".2" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>`;

/** Seat piping: the car colour, darkened when it would vanish on the light leather. */
function piping(color: string): string {
  return contrastRatio(color, LEATHER) < 1.6 ? shade(color, -0.4) : color;
}

function frontSeats(color: string): string {
  const a = glow(color);
  return (
    `<rect width="1200" height="720" fill="#2a2e35"/><path d="M0 0H1200V60Q600 110 0 60Z" fill="#d8d2c8"/>` +
    `<path d="M330 80H870L930 290H270Z" fill="url(#sk)"/><rect x="250" y="280" width="700" height="90" rx="30" fill="#b9ad9c"/>` +
    `<path d="M0 330H1200" stroke="${a}" stroke-width="5"/><rect y="660" width="1200" height="60" fill="#1a1d22"/>` +
    seat(370, 270, 300, piping(color)) +
    seat(830, 270, 300, piping(color)) +
    `<rect x="555" y="470" width="90" height="250" rx="20" fill="#1f2329"/><path d="M566 484V700M634 484V700" stroke="${color}" stroke-width="3" stroke-dasharray="8 6"/>`
  );
}

function rearSeats(color: string): string {
  const a = glow(color);
  const pipe = piping(color);
  const heads = (
    [
      [350, 150],
      [600, 110],
      [850, 150],
    ] as const
  )
    .map(
      ([x, w]) =>
        `<rect x="${x - 18}" y="230" width="36" height="40" fill="#8f8678"/><rect x="${x - w / 2}" y="150" width="${w}" height="90" rx="36" fill="url(#lt)"/>`,
    )
    .join('');
  const door = (s: number): string => {
    const x = s < 0 ? 0 : 1200;
    return (
      `<path d="M${x} 120L${x - s * 190} 200V720H${x}Z" fill="${TRIM}"/>` +
      `<path d="M${x} 150L${x - s * 160} 226V380L${x} 410Z" fill="url(#sk)"/>` +
      `<path d="M${x} 500L${x - s * 190} 470" stroke="${a}" stroke-width="6"/>`
    );
  };
  return (
    `<rect width="1200" height="720" fill="#3a3f47"/><rect width="1200" height="120" fill="url(#sk)"/>` +
    `<path d="M0 120H1200M400 0V120M800 0V120" stroke="#1d2127" stroke-width="14"/><path d="M300 120H900L940 270H260Z" fill="#d3cdc3"/>` +
    `<path d="M340 140H860L880 230H320Z" fill="url(#sk)" fill-opacity=".8"/>` +
    heads +
    `<path d="${rounded(
      [
        [600, 270],
        [240, 270, 40],
        [230, 580, 30],
        [970, 580, 30],
        [960, 270, 40],
      ],
      true,
    )}" fill="url(#lt)"/>` +
    `<path d="M478 290V570M722 290V570" stroke="#b3a794" stroke-width="4"/>` +
    `<path d="M270 300H450V560H270ZM750 300H930V560H750Z" fill="none" stroke="${pipe}" stroke-width="5"/>` +
    `<rect x="545" y="420" width="110" height="160" rx="14" fill="#262b33"/><circle cx="578" cy="460" r="16" fill="#121417"/><circle cx="622" cy="460" r="16" fill="#121417"/>` +
    `<path d="M210 560H990L1010 660H190Z" fill="${LEATHER_DARK}"/><rect y="660" width="1200" height="60" fill="#1a1d22"/>` +
    door(-1) +
    door(1)
  );
}

function topDown(color: string): string {
  const a = glow(color);
  const pipe = piping(color);
  const seatTop = (x: number, y: number, w: number): string =>
    `<rect x="${x}" y="${y}" width="30" height="${w}" rx="10" fill="${LEATHER_DARK}"/><rect x="${x + 30}" y="${y + 6}" width="90" height="${w - 12}" rx="14" fill="${LEATHER}" stroke="${pipe}" stroke-width="4"/><rect x="${x - 14}" y="${y + w / 2 - 26}" width="14" height="52" rx="5" fill="#8f8678"/>`;
  return (
    `<rect width="1200" height="720" fill="#e8ecf1"/>` +
    `<path d="M292 142h80v30h-80zM828 142h80v30h-80zM292 598h80v30h-80zM828 598h80v30h-80z" fill="${TYRE}"/>` +
    `<rect x="140" y="160" width="920" height="450" rx="150" fill="${color}" stroke="${shade(color, -0.45)}" stroke-width="3"/>` +
    `<path d="M866 166l14 -26h26l-4 26zM866 604l14 26h26l-4 -26z" fill="${shade(color, -0.3)}"/>` +
    `<path d="M985 205Q1030 235 1040 290M985 565Q1030 535 1040 480" stroke="#eaf6ff" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<path d="M215 205Q172 235 162 290M215 565Q172 535 162 480" stroke="#c81e2b" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<rect x="230" y="196" width="730" height="378" rx="90" fill="${CABIN}"/>` +
    `<path d="M880 214Q960 385 880 556H940Q990 385 940 214Z" fill="#15181d"/><rect x="900" y="330" width="16" height="110" rx="6" fill="${a}"/>` +
    `<ellipse cx="856" cy="290" rx="14" ry="62" fill="none" stroke="#0b0d10" stroke-width="12"/>` +
    seatTop(690, 232, 120) +
    seatTop(690, 418, 120) +
    `<rect x="640" y="364" width="220" height="42" rx="14" fill="#262b33" stroke="${a}" stroke-width="3"/>` +
    `<rect x="330" y="222" width="40" height="326" rx="14" fill="${LEATHER_DARK}"/><rect x="370" y="228" width="120" height="314" rx="18" fill="${LEATHER}" stroke="${pipe}" stroke-width="4"/>` +
    `<path d="M370 332H490M370 438H490" stroke="#b3a794" stroke-width="4"/>` +
    `<rect x="300" y="224" width="520" height="322" rx="40" fill="#9cc6ea" fill-opacity=".22" stroke="#dfeefb" stroke-width="4" stroke-dasharray="16 10"/>`
  );
}

const INTERIOR_VIEWS = ['dashboard', 'front seats', 'rear seats', 'cabin from above'];

export function drawCarInterior({ colorHex, name, view }: InteriorInput): string {
  const color = normalizeHex(colorHex);
  const art = view === 1 ? dashboard(color) : view === 2 ? frontSeats(color) : view === 3 ? rearSeats(color) : topDown(color);
  return (
    svgOpen(CAR_W, CAR_H, `${name}: interior, ${INTERIOR_VIEWS[view - 1] ?? 'view'} (illustration)`) +
    `<defs>${SKY}${LEATHER_GRAD}</defs>` +
    art +
    `<rect y="720" width="1200" height="80" fill="${BAND}"/>` +
    caption(name, BAND) +
    '</svg>'
  );
}

/* ------------------------------------------------------------------ logos & placeholder */

const BRAND_COLORS: Record<string, string> = {
  avatr: '#4b3fb5',
  lixiang: '#16706a',
  xiaomi: '#c2410c',
  zeekr: '#1c1f24',
  nio: '#0f5f9c',
};
const FALLBACK_BRAND_COLORS = ['#34495e', '#7b3b8f', '#1f6f8b', '#8a4b2a', '#2f6b3a'];

function brandColor(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = BRAND_COLORS[key];
  if (known) return known;
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_BRAND_COLORS[h % FALLBACK_BRAND_COLORS.length] ?? '#34495e';
}

/** A lettermark badge with the brand name below it; transparent background, square. */
export function drawBrandLogo(name: string): string {
  const clean = name.trim() || '?';
  const c = brandColor(clean);
  const letter = (Array.from(clean).find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '?').toUpperCase();
  const label = clean.toUpperCase();
  const size = Math.min(24, Math.floor(176 / (Array.from(label).length * 0.78)));
  return (
    svgOpen(LOGO_SIZE, LOGO_SIZE, `${clean} logo`) +
    `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.18)}"/><stop offset="1" stop-color="${shade(c, -0.18)}"/></linearGradient></defs>` +
    `<rect x="52" y="18" width="96" height="96" rx="28" fill="url(#lg)"/>` +
    `<rect x="61" y="27" width="78" height="78" rx="21" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    text(100, 86, 54, textColorOn(c), letter, ' font-weight="700" text-anchor="middle"') +
    text(100, 164, size, c === '#1c1f24' ? c : shade(c, -0.25), label, ' font-weight="700" text-anchor="middle" letter-spacing="2"') +
    '</svg>'
  );
}

/** Neutral picture for a missing car image: a grey silhouette on a light background. */
export function drawPlaceholder(): string {
  const g = GEO.sedan;
  const wcy = GROUND - g.r;
  const ar = g.r + 11;
  const dx = Math.sqrt(ar * ar - (g.sill - wcy) ** 2);
  const wheel = (x: number): string =>
    `<circle cx="${x}" cy="${wcy}" r="${g.r}" fill="#aab1ba"/><circle cx="${x}" cy="${wcy}" r="${g.r / 2}" fill="#dfe3e8"/>`;
  return (
    svgOpen(CAR_W, CAR_H, 'Car image placeholder') +
    `<rect width="1200" height="800" fill="#eef1f4"/>` +
    `<ellipse cx="600" cy="${GROUND}" rx="490" ry="18" fill="#dde1e6"/>` +
    `<path d="${sideOutline(g, dx, ar, 1)}" fill="#c4cad2"/>` +
    wheel(g.rw) +
    wheel(g.fw) +
    '</svg>'
  );
}
