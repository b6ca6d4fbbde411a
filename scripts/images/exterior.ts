/**
 * The four exterior views of a car: side profile, front three-quarter, rear three-quarter and
 * straight front, each at one scale shared by every car, so sizes compare across the catalogue.
 * Lamps and wheels follow each brand's signature: Li Auto's full-width light strips, Zeekr's wide
 * front light bar, Avatr's split lamps, Xiaomi's teardrop headlamps. The side glass catches two
 * soft reflections and the shoulder a line of light.
 */
import { buildBody, SIDE_CENTER_X, SIDE_GROUND_Y, SIDE_SCALE, type Body, type CarShapeInput, type Vec3 } from './geometry.js';
import {
  at,
  drawCar,
  normalOf,
  projector,
  wheelDef,
  type Camera,
  type Feature,
  type Palette,
  type Projector,
  type WheelStyle,
} from './render3d.js';
import { luminance, normalizeHex, shade, softGrad, svgOpen, vGrad } from './svg.js';

export type View = 1 | 2 | 3 | 4;
export const CAR_W = 1200;
export const CAR_H = 800;

/** One camera per view; the scale is fixed per view, never per car. */
export const CAMERAS: Record<View, Camera> = {
  1: { yaw: 90, pitch: 0, dist: Infinity, scale: SIDE_SCALE, cx: SIDE_CENTER_X, cy: SIDE_GROUND_Y, targetZ: 0 },
  2: { yaw: 36, pitch: 9, dist: 11000, scale: 0.19, cx: 560, cy: 560, targetZ: 0 },
  3: { yaw: 146, pitch: 10, dist: 11000, scale: 0.19, cx: 640, cy: 560, targetZ: 0 },
  4: { yaw: 0, pitch: 5, dist: 11000, scale: 0.28, cx: 600, cy: 640, targetZ: 0 },
};

export function paletteOf(hex: string): Palette {
  const paint = normalizeHex(hex);
  return { paint, gloss: luminance(paint) < 0.05 ? 0.75 : luminance(paint) > 0.6 ? 0.5 : 0.6 };
}

/* ------------------------------------------------------------------ features */

type YZ = readonly [number, number];

const mirrorY = (pts: readonly YZ[]): YZ[] => pts.map(([y, z]): YZ => [-y, z]).reverse();

/** A polygon drawn in (y, z) on the front (end 0) or rear (end 1), and its mirror image. */
function pair(body: Body, end: 0 | 1, pts: readonly YZ[], fill: string, out = 6): Feature[] {
  const hint: Vec3 = [end === 0 ? -1 : 1, 0, 0];
  return [pts, mirrorY(pts)].map((p) => ({ pts: p.map(([y, z]) => at.end(body, end, y, z, out)), fill, hint }));
}

/** A band across the whole end, from y = -w to w, between heights z0 and z1 (drawn as one polygon). */
function band(body: Body, end: 0 | 1, w: number, z0: number, z1: number, fill: string, droop = 0): Feature {
  const n = 12;
  const lower: YZ[] = [];
  const upper: YZ[] = [];
  for (let k = 0; k <= n; k++) {
    const y = -w + (2 * w * k) / n;
    const d = droop * (y / w) ** 4;
    lower.push([y, z0 - d]);
    upper.push([y, z1 - d]);
  }
  const pts = [...lower, ...upper.reverse()].map(([y, z]) => at.end(body, end, y, z, 8));
  return { pts, fill, hint: [end === 0 ? -1 : 1, 0, 0] };
}

/** An ellipse-like polygon at the end, centred on (y, z). */
function blob(body: Body, end: 0 | 1, y: number, z: number, ry: number, rz: number, fill: string, tilt = 0): Feature[] {
  const pts: YZ[] = [];
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * 2 * Math.PI;
    const dy = Math.cos(a) * ry;
    const dz = Math.sin(a) * rz;
    pts.push([y + dy, z + dz + tilt * dy]);
  }
  return pair(body, end, pts, fill, 9);
}

const LAMP = '#f2f9ff';
const LAMP_DIM = '#c7d3de';
const RED = '#c01a22';
const RED_HI = '#ff5a5f';
const DARK = '#101215';

/** A dark copy of a lamp polygon, grown around its centre: the housing that sets the light off any paint. */
function housing(pts: readonly YZ[], grow: number): YZ[] {
  const cy = pts.reduce((m, p) => m + p[0], 0) / pts.length;
  const cz = pts.reduce((m, p) => m + p[1], 0) / pts.length;
  return pts.map(([y, z]): YZ => {
    const d = Math.hypot(y - cy, z - cz) || 1;
    return [y + ((y - cy) / d) * grow, z + ((z - cz) / d) * grow];
  });
}

function frontLamps(body: Body, brand: string, paint: string): Feature[] {
  const { W, H } = body;
  const zN = body.top(0);
  const grille = (w: number, z0: number, z1: number): Feature => band(body, 0, w, z0, z1, DARK);
  const lamp = (pts: readonly YZ[], fill: string, grow = 0.018 * H): Feature[] => [
    ...pair(body, 0, housing(pts, grow), DARK, 10),
    ...pair(body, 0, pts, fill, 12),
  ];
  switch (brand) {
    case 'Xiaomi': {
      // Teardrop headlamps on the corners, a wide low intake with round corner vents.
      const tear: YZ[] = [];
      const cy = 0.37 * W;
      const cz = zN - 0.01 * H;
      for (let k = 0; k <= 10; k++) {
        const a = -Math.PI / 2 + (k / 10) * Math.PI * 1.25;
        tear.push([cy + Math.cos(a) * 0.055 * W, cz + Math.sin(a) * 0.03 * H]);
      }
      tear.push([cy - 0.13 * W, cz + 0.032 * H]);
      return [
        ...lamp(tear, LAMP, 0.012 * H),
        grille(0.27 * W, 0.2 * H, 0.27 * H),
        ...blob(body, 0, 0.39 * W, 0.23 * H, 0.04 * W, 0.035 * H, DARK),
      ];
    }
    case 'Zeekr': {
      // The wide "Stargate" light bar on a black panel across the nose, slim headlamps at its ends.
      return [
        band(body, 0, 0.44 * W, zN - 0.085 * H, zN - 0.006 * H, DARK, 0.006 * H),
        band(body, 0, 0.4 * W, zN - 0.05 * H, zN - 0.025 * H, LAMP, 0.006 * H),
        ...pair(
          body,
          0,
          [
            [0.35 * W, zN - 0.072 * H],
            [0.43 * W, zN - 0.075 * H],
            [0.43 * W, zN - 0.058 * H],
            [0.35 * W, zN - 0.06 * H],
          ],
          LAMP_DIM,
          12,
        ),
        grille(0.3 * W, 0.2 * H, 0.27 * H),
      ];
    }
    case 'Lixiang': {
      // One thin light strip across the full width; headlamps low in the bumper, a black grille below.
      return [
        band(body, 0, 0.475 * W, zN - 0.032 * H, zN - 0.002 * H, DARK, 0.01 * H),
        band(body, 0, 0.465 * W, zN - 0.022 * H, zN - 0.011 * H, LAMP, 0.01 * H),
        ...lamp(
          [
            [0.33 * W, 0.37 * H],
            [0.44 * W, 0.37 * H],
            [0.44 * W, 0.405 * H],
            [0.33 * W, 0.395 * H],
          ],
          LAMP_DIM,
        ),
        band(body, 0, 0.3 * W, 0.2 * H, 0.3 * H, DARK),
        band(body, 0, 0.26 * W, 0.32 * H, 0.35 * H, shade(paint, -0.55)),
      ];
    }
    default: {
      // Avatr: split lamps, a thin slanted light line on top and a vertical lamp cluster in the bumper.
      return [
        ...lamp(
          [
            [0.16 * W, zN - 0.008 * H],
            [0.46 * W, zN - 0.032 * H],
            [0.46 * W, zN - 0.045 * H],
            [0.16 * W, zN - 0.02 * H],
          ],
          LAMP,
          0.01 * H,
        ),
        ...lamp(
          [
            [0.38 * W, 0.31 * H],
            [0.45 * W, 0.31 * H],
            [0.45 * W, zN - 0.1 * H],
            [0.4 * W, zN - 0.1 * H],
          ],
          LAMP_DIM,
        ),
        grille(0.28 * W, 0.2 * H, 0.27 * H),
      ];
    }
  }
}

function rearLamps(body: Body, brand: string): Feature[] {
  const { W, H, spec } = body;
  const zT = body.top(body.L);
  const zBar = Math.min(spec.backlightLow * H - 0.035 * H, zT + 0.1 * H);
  const zLamp = Math.min(zBar, zT - 0.03 * H);
  const diffuser = band(body, 1, 0.36 * W, spec.rearLow * H + 0.01 * H, spec.rearLow * H + 0.05 * H, DARK);
  switch (brand) {
    case 'Xiaomi': {
      const halo = (r: number, fill: string) => blob(body, 1, 0.39 * W, zLamp - 0.015 * H, r * W, r * H * 0.7, fill);
      return [band(body, 1, 0.4 * W, zLamp - 0.02 * H, zLamp - 0.012 * H, RED), ...halo(0.065, RED), ...halo(0.04, '#5a0c10'), diffuser];
    }
    case 'Lixiang':
      return [
        band(body, 1, 0.48 * W, zBar - 0.026 * H, zBar + 0.016 * H, DARK),
        band(body, 1, 0.47 * W, zBar - 0.016 * H, zBar + 0.008 * H, RED),
        band(body, 1, 0.45 * W, zBar - 0.008 * H, zBar, RED_HI),
        diffuser,
      ];
    case 'Zeekr':
      return [
        band(body, 1, 0.47 * W, zLamp - 0.022 * H, zLamp + 0.02 * H, DARK),
        band(body, 1, 0.46 * W, zLamp - 0.012 * H, zLamp + 0.012 * H, RED),
        band(body, 1, 0.44 * W, zLamp - 0.003 * H, zLamp + 0.004 * H, RED_HI),
        diffuser,
      ];
    default:
      return [
        band(body, 1, 0.45 * W, zLamp - 0.006 * H, zLamp + 0.006 * H, RED),
        ...pair(
          body,
          1,
          [
            [0.4 * W, zLamp - 0.08 * H],
            [0.46 * W, zLamp - 0.08 * H],
            [0.46 * W, zLamp + 0.01 * H],
            [0.4 * W, zLamp + 0.01 * H],
          ],
          RED,
          10,
        ),
        diffuser,
      ];
  }
}

/** Door shut lines and flush handles on both sides. */
function sideDetails(body: Body, paint: string): Feature[] {
  const { L, H, spec, r, wheelsX } = body;
  const line = shade(paint, -0.5);
  const out: Feature[] = [];
  const pillarsX = spec.pillars.map(([x]) => x * L);
  const doorFront = Math.max(wheelsX[0] + r * 1.2, spec.dlo[0] * L);
  const bX = pillarsX[0] ?? L * 0.55;
  const rearEnd = body.rows === 3 || pillarsX.length > 1 ? (pillarsX[1] ?? bX + L * 0.2) : Math.min(wheelsX[1] - r * 0.2, bX + L * 0.24);
  for (const s of [1, -1] as const) {
    for (const x of [doorFront, bX, rearEnd]) {
      // A shut line stops above a wheel arch it meets.
      const arch = Math.max(
        0,
        ...wheelsX.map((wx) => {
          const ra = r * (spec.cladding ? 1.3 : 1.14);
          return Math.abs(x - wx) < ra ? r + Math.sqrt(ra * ra - (x - wx) ** 2) : 0;
        }),
      );
      const z0 = Math.max(body.bottom(x) + (body.belt(x) - body.bottom(x)) * 0.32, arch);
      const z1 = Math.min(body.belt(x), (body.ring(x)[3] as [number, number])[1]) - 4;
      out.push({
        pts: [at.side(body, x - 5, z0, s), at.side(body, x + 5, z0, s), at.side(body, x + 5, z1, s), at.side(body, x - 5, z1, s)],
        fill: line,
        hint: [0, s, 0],
      });
    }
    for (const x of [bX - L * 0.075, rearEnd - L * 0.065]) {
      const z = body.belt(x) - H * 0.06;
      out.push({
        pts: [
          at.side(body, x, z, s),
          at.side(body, x + L * 0.04, z, s),
          at.side(body, x + L * 0.04, z + H * 0.015, s),
          at.side(body, x, z + H * 0.015, s),
        ],
        fill: shade(paint, -0.35),
        hint: [0, s, 0],
      });
    }
  }
  return out;
}

/** Top and foot of the side glass at x: the glass band of the section there. */
function glassBand(body: Body, x: number): { foot: number; top: number } {
  const ring = body.ring(x);
  return { foot: (ring[3] as [number, number])[1], top: (ring[4] as [number, number])[1] };
}

/** The outward normal of the side glass's band just behind x on side s, as the body's face there is shaded. */
function bandNormal(body: Body, x: number, s: 1 | -1): Vec3 {
  const x1 = Math.min(body.L, x + body.L * 0.02);
  const [r0, r1] = [body.ring(x), body.ring(x1)];
  const p = (xx: number, ring: typeof r0, i: number): Vec3 => [xx, s * (ring[i] as [number, number])[0], (ring[i] as [number, number])[1]];
  return normalOf([p(x, r0, 3), p(x1, r1, 3), p(x1, r1, 4), p(x, r0, 4)], [0, s, 0.3]);
}

/**
 * The side glass's finish: its rear edge leaning forward with the last pillar (spec.rake), a light
 * crease along the shoulder, and two soft reflections across each window.
 */
function glassAndHighlights(body: Body): Feature[] {
  const { L, spec } = body;
  const out: Feature[] = [];
  const x1 = spec.dlo[1] * L;
  const rake = spec.rake * L;
  // The windows: runs of side glass between the pillars.
  const runs: [number, number][] = [];
  const step = L * 0.004;
  let start = -1;
  for (let x = spec.dlo[0] * L; x <= x1 + step; x += step) {
    const glass = x <= x1 && body.sideGlass(x);
    if (glass && start < 0) start = x;
    if (!glass && start >= 0) {
      runs.push([start, x - step]);
      start = -1;
    }
  }
  for (const s of [1, -1] as const) {
    const hint: Vec3 = [0, s, 0];
    if (rake > 0) {
      const xt = x1 - rake;
      out.push({
        pts: [
          at.side(body, x1 + 4, glassBand(body, x1).foot - 2, s, 8),
          at.side(body, x1 + 4, glassBand(body, x1).top + 4, s, 8),
          at.side(body, xt, glassBand(body, xt).top + 4, s, 8),
        ],
        fill: '#000',
        mat: spec.blackFrame ? 'trim' : 'paint',
        n: bandNormal(body, x1, s),
        hint,
      });
    }
    for (const [xa, xb] of runs) {
      const w = xb - xa;
      if (w < L * 0.06) continue;
      for (const [at0, width, opacity] of [
        [0.42, 0.16, 0.1],
        [0.64, 0.05, 0.08],
      ] as const) {
        const u = xa + w * at0;
        const lo = glassBand(body, u).foot + 14;
        const hi = Math.min(glassBand(body, u).top, glassBand(body, u + w * width).top) - 14;
        if (hi - lo < 60) continue;
        const lean = (hi - lo) * 0.45;
        if (u - lean < xa + 20) continue;
        out.push({
          pts: [
            at.side(body, u, lo, s, 9),
            at.side(body, u + w * width, lo, s, 9),
            at.side(body, u + w * width - lean, hi, s, 9),
            at.side(body, u - lean, hi, s, 9),
          ],
          fill: '#ffffff',
          opacity,
          hint,
        });
      }
    }
    // The shoulder's crease catches the light from the nose to the tail, broken by the wheel arches.
    let crease: Vec3[] = [];
    const flush = () => {
      if (crease.length > 2) out.push({ pts: crease, fill: '#ffffff', opacity: 0.45, line: 1.6, hint });
      crease = [];
    };
    for (let k = 0; k <= 40; k++) {
      const x = L * (0.04 + (0.92 * k) / 40);
      const ring = body.ring(x);
      const z = (ring[2] as [number, number])[1] + 0.35 * ((ring[3] as [number, number])[1] - (ring[2] as [number, number])[1]);
      const arch = body.wheelsX.some((wx) => Math.hypot(x - wx, z - body.r) < body.r * (spec.cladding ? 1.32 : 1.16));
      if (arch) flush();
      else crease.push(at.side(body, x, z, s, 8));
    }
    flush();
  }
  return out;
}

export function carFeatures(body: Body, car: Pick<CarShapeInput, 'manufacturer'>, paint: string): Feature[] {
  return [
    ...glassAndHighlights(body),
    ...sideDetails(body, paint),
    ...frontLamps(body, car.manufacturer, paint),
    ...rearLamps(body, car.manufacturer),
  ];
}

/** Each maker's wheel: Xiaomi's twin spokes in graphite, Li Auto's many fine spokes, Avatr's six, Zeekr's five broad ones. */
const WHEELS: Record<string, WheelStyle> = {
  Xiaomi: { spokes: 5, twin: true, hub: 0.12, rim: 0.06, metal: '#8f969e' },
  Lixiang: { spokes: 10, hub: 0.17, rim: 0.085, metal: '#c3c9d0' },
  Avatr: { spokes: 6, hub: 0.3, rim: 0.15, metal: '#b4bbc3' },
  Zeekr: { spokes: 5, hub: 0.36, rim: 0.2, metal: '#bcc3cb' },
};

/* ------------------------------------------------------------------ scenes */

interface Scene {
  defs: string;
  art: string;
}

function scene(view: View, groundY: number): Scene {
  switch (view) {
    case 1: // light, neutral: sits well on the site's white cards
      return {
        defs: vGrad(
          'bg',
          [
            [0, '#f6f7f9'],
            [1, '#e4e8ed'],
          ],
          0,
          800,
        ),
        art: `<rect width="1200" height="800" fill="url(#bg)"/><path d="M0 ${groundY}H1200V800H0Z" fill="#dfe3e8"/>`,
      };
    case 2: // warm studio with a soft spotlight
      return {
        defs:
          `<radialGradient id="bg" cx=".5" cy=".62" r=".75"><stop offset="0" stop-color="#f3efe9"/><stop offset="1" stop-color="#b9b4ad"/></radialGradient>` +
          vGrad(
            'fl',
            [
              [0, '#cfc9c1'],
              [1, '#e7e2db'],
            ],
            430,
            800,
          ),
        art: `<rect width="1200" height="800" fill="url(#bg)"/><path d="M0 430Q600 400 1200 430V800H0Z" fill="url(#fl)"/>`,
      };
    case 3: // outdoors: pale sky, far hills, a paved square
      return {
        defs:
          vGrad(
            'bg',
            [
              [0, '#b9d3ea'],
              [1, '#eef3f6'],
            ],
            0,
            420,
          ) +
          vGrad(
            'fl',
            [
              [0, '#b7b9b5'],
              [1, '#d9d9d4'],
            ],
            420,
            800,
          ),
        art:
          `<rect width="1200" height="800" fill="url(#bg)"/>` +
          `<path d="M0 360Q180 300 380 340T780 320T1200 330V420H0Z" fill="#c3d2cf"/>` +
          `<path d="M0 390Q300 350 620 385T1200 375V420H0Z" fill="#a8bdb2"/>` +
          `<rect y="418" width="1200" height="382" fill="url(#fl)"/>`,
      };
    default: // cool evening studio
      return {
        defs:
          `<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#e3e9f0"/><stop offset="1" stop-color="#9aa6b4"/></radialGradient>` +
          vGrad(
            'fl',
            [
              [0, '#a9b3be'],
              [1, '#cfd6de'],
            ],
            560,
            800,
          ),
        art: `<rect width="1200" height="800" fill="url(#bg)"/><rect y="560" width="1200" height="240" fill="url(#fl)"/>`,
      };
  }
}

/** A soft shadow under the car: a wide faint ellipse and a darker contact patch following the footprint. */
export function groundShadow(pr: Projector, id: string): string {
  const { body } = pr;
  const corners: Vec3[] = [
    [body.L * 0.07, body.W * 0.42, 0],
    [body.L * 0.93, body.W * 0.42, 0],
    [body.L * 0.93, -body.W * 0.42, 0],
    [body.L * 0.07, -body.W * 0.42, 0],
  ];
  const p = corners.map((c) => pr.project(c));
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 60;
  const ry = Math.max(16, (Math.max(...ys) - Math.min(...ys)) / 2 + 16);
  // The footprint as a soft blob: a radial gradient on a square mapped onto the projected footprint.
  const [a, b, , d] = p as [Vec3, Vec3, Vec3, Vec3];
  const u = [(b[0] - a[0]) / 2, (b[1] - a[1]) / 2];
  const v = [(d[0] - a[0]) / 2, (d[1] - a[1]) / 2];
  const m = [...u, ...v].map((k) => Math.round(k * 1.25 * 10) / 10);
  const mx = p.reduce((sum, q) => sum + q[0], 0) / 4;
  const my = p.reduce((sum, q) => sum + q[1], 0) / 4;
  return (
    `<ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(rx * 1.15)}" ry="${Math.round(ry * 1.7)}" fill="url(#${id})"/>` +
    `<rect x="-1" y="-1" width="2" height="2" transform="matrix(${m.join(' ')} ${Math.round(mx)} ${Math.round(my)})" fill="url(#${id}c)"/>`
  );
}

/** The car alone (shadow, body, wheels, lamps) as seen by `cam`, with its defs; for the views and the hero. */
export function carLayer(
  car: CarShapeInput,
  cam: Camera,
  prefix = '',
  shadow = 0.32,
  extraGloss = 0,
): { defs: string; art: string; pr: Projector } {
  const body = buildBody(car);
  const base = paletteOf(car.color.hex);
  const pal = { ...base, gloss: base.gloss + extraGloss };
  const pr = projector(body, cam);
  const drawing = drawCar(pr, pal, carFeatures(body, car, pal.paint), prefix);
  const wheel = WHEELS[car.manufacturer] ?? WHEELS.Zeekr!;
  return {
    defs:
      softGrad(`${prefix}sh`, '#000', shadow) +
      `<radialGradient id="${prefix}shc"><stop offset="0" stop-color="#000" stop-opacity="${shadow}"/><stop offset=".6" stop-color="#000" stop-opacity="${Math.round(shadow * 60) / 100}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      wheelDef(wheel, prefix),
    art: groundShadow(pr, `${prefix}sh`) + drawing.svg,
    pr,
  };
}

export function drawCarExterior(car: CarShapeInput, view: View): string {
  const cam = CAMERAS[view];
  const layer = carLayer(car, cam);
  const s = scene(view, cam.cy);
  return `${svgOpen(CAR_W, CAR_H)}<defs>${s.defs}${layer.defs}</defs>${s.art}${layer.art}</svg>`;
}
