/**
 * The boot, open (interior-4): the car seen from behind with its tailgate raised (the SUVs, the
 * shooting brakes, the crossover) or its boot lid up (the saloons), looking into the load space.
 * The load space is a box inside the body, sized from the car: long and tall in the large SUVs
 * and the shooting brakes, shallow under a saloon's deck, short behind a third row of seats.
 */
import { carLayer } from './exterior.js';
import { endPoint, rowsOf, topPoint, type Body, type CarShapeInput, type Vec3 } from './geometry.js';
import { interiorTheme } from './interior-theme.js';
import { normalOf, type Camera, type Projector } from './render3d.js';
import { poly, shade, svgOpen, vGrad, type P2 } from './svg.js';

export const BOOT_CAMERA: Camera = { yaw: 164, pitch: 22, dist: 9000, scale: 0.25, cx: 560, cy: 560, targetZ: 600, targetX: 1700 };

/** Length of the load floor, mm: behind the second row, or behind the third. */
function loadLength(body: Body): number {
  switch (body.silhouette) {
    case 'large-suv':
      return body.rows === 3 ? 620 : 1080;
    case 'shooting-brake':
      return 1050;
    case 'mid-suv':
      return 980;
    case 'coupe-suv':
      return 950;
    case 'compact-crossover':
      return 780;
    default:
      return 1000;
  }
}

const flat = (pr: Projector, pts: Vec3[]): P2[] => pts.map((p) => pr.project(p)).map(([x, y]): P2 => [x, y]);

interface Opening {
  /** The aperture, on the body's surface. */
  rim: Vec3[];
  /** The raised lid: hinge edge then free edge; and the direction its lining faces once open. */
  lid: Vec3[];
  lining: Vec3;
  /** The load box: x from/to, half width, floor and ceiling height. */
  box: { x0: number; x1: number; w: number; z0: number; z1: number };
}

function hatchOpening(body: Body): Opening {
  const { L, W, H, spec } = body;
  const zLip = spec.rearLow * H + 0.14 * H;
  const xTop = spec.roofRear * L;
  const zTop = body.top(xTop) - 0.04 * H;
  const a = (z: number) => Math.min(0.4 * W, W * 0.5 * (body.halfWidth(L) / (W / 2)) * 0.86 - (z - zLip) * 0.12);
  const side = (s: 1 | -1): Vec3[] =>
    Array.from({ length: 6 }, (_, k) => {
      const z = zLip + ((zTop - zLip) * k) / 5;
      return endPoint(body, 1, s * a(z), z, 4);
    });
  const across = (z: number, w: number): Vec3[] => Array.from({ length: 7 }, (_, k) => endPoint(body, 1, -w + (2 * w * k) / 6, z, 4));
  const rim = [
    ...across(zLip, a(zLip)),
    ...side(1).slice(1),
    ...across(zTop, a(zTop)).reverse().slice(1),
    ...side(-1).reverse().slice(1, -1),
  ];
  const hinge = endPoint(body, 1, 0, zTop, 4);
  const lip = endPoint(body, 1, 0, zLip, 4);
  const len = Math.hypot(hinge[0] - lip[0], hinge[2] - lip[2]) * 0.98;
  const dir: Vec3 = [0.8, 0, 0.6];
  const wt = a(zTop) + 40;
  const wb = a(zLip) + 50;
  const lid: Vec3[] = [
    [hinge[0], -wt, hinge[2]],
    [hinge[0], wt, hinge[2]],
    [hinge[0] + dir[0] * len, wb, hinge[2] + dir[2] * len],
    [hinge[0] + dir[0] * len, -wb, hinge[2] + dir[2] * len],
  ];
  return {
    rim,
    lid,
    lining: [dir[2], 0, -dir[0]],
    box: { x0: L - loadLength(body), x1: L, w: W * 0.41, z0: zLip - 0.05 * H, z1: zTop - 0.02 * H },
  };
}

function lidOpening(body: Body): Opening {
  const { L, W, H, spec } = body;
  const xa = spec.backlightEnd * L + 0.01 * L;
  const xb = L - 0.015 * L;
  const w = 0.37 * W;
  const edge = (x: number): Vec3[] => Array.from({ length: 7 }, (_, k) => topPoint(body, x, -w + (2 * w * k) / 6, 4));
  const rim = [...edge(xb), ...edge(xa).reverse()];
  const hinge = topPoint(body, xa, 0, 4);
  const len = xb - xa;
  const dir: Vec3 = [0.28, 0, 0.96];
  const lid: Vec3[] = [
    [hinge[0], -w - 30, hinge[2]],
    [hinge[0], w + 30, hinge[2]],
    [hinge[0] + dir[0] * len, w + 50, hinge[2] + dir[2] * len],
    [hinge[0] + dir[0] * len, -w - 50, hinge[2] + dir[2] * len],
  ];
  const z1 = body.top(L) - 0.02 * H;
  return {
    rim,
    lid,
    lining: [dir[2], 0, -dir[0]],
    box: { x0: xa - 0.03 * L, x1: L - 0.02 * L, w: W * 0.38, z0: spec.rearLow * H + 0.08 * H, z1 },
  };
}

/** The load space's faces that face the camera: floor, walls, the seatbacks at its front. */
function loadSpace(pr: Projector, o: Opening, seatColor: string, headrests: number): string {
  const { x0, x1, w, z0, z1 } = o.box;
  const faces: [Vec3[], string, Vec3][] = [
    [
      [
        [x0, -w, z0],
        [x1, -w, z0],
        [x1, w, z0],
        [x0, w, z0],
      ],
      '#5b6067',
      [0, 0, 1],
    ],
    [
      [
        [x0, w, z0],
        [x1, w, z0],
        [x1, w, z1],
        [x0, w, z1],
      ],
      '#3b3f45',
      [0, -1, 0],
    ],
    [
      [
        [x0, -w, z0],
        [x1, -w, z0],
        [x1, -w, z1],
        [x0, -w, z1],
      ],
      '#464a51',
      [0, 1, 0],
    ],
    [
      [
        [x0, -w, z1],
        [x1, -w, z1],
        [x1, w, z1],
        [x0, w, z1],
      ],
      '#2e3237',
      [0, 0, -1],
    ],
    [
      [
        [x0, -w, z0],
        [x0, w, z0],
        [x0, w, z1],
        [x0, -w, z1],
      ],
      shade(seatColor, -0.35),
      [1, 0, 0],
    ],
  ];
  let out = '';
  for (const [pts, fill, hint] of faces) {
    if (pr.faces(normalOf(pts, hint), pts[0] as Vec3) > 0) out += `<path fill="${fill}" d="${poly(flat(pr, pts))}"/>`;
  }
  // Seatbacks (and, behind a third row, its headrests), a split line, a sill plate at the lip.
  const h = z1 - z0;
  const xs = x0 + 10;
  out += `<path stroke="#000" stroke-opacity=".3" stroke-width="3" d="${poly(
    flat(pr, [
      [xs, w * 0.2, z0],
      [xs, w * 0.2, z0 + h * 0.75],
    ]),
    false,
  )}"/>`;
  for (let k = 0; k < headrests; k++) {
    const y = -w + ((k + 0.5) * 2 * w) / headrests;
    const hw = Math.min(150, w / headrests);
    out += `<path fill="${seatColor}" d="${poly(
      flat(pr, [
        [xs, y - hw, z0 + h * 0.62],
        [xs, y + hw, z0 + h * 0.62],
        [xs, y + hw * 0.8, z0 + h * 0.86],
        [xs, y - hw * 0.8, z0 + h * 0.86],
      ]),
    )}"/>`;
  }
  out += `<path fill="#9aa1a9" d="${poly(
    flat(pr, [
      [x1, -w, z0],
      [x1, w, z0],
      [x1 - 60, w, z0],
      [x1 - 60, -w, z0],
    ]),
  )}"/>`;
  return out;
}

function lid(pr: Projector, o: Opening, paint: string, brand: string, withGlass: boolean): string {
  const pts = o.lid;
  const n = normalOf(pts, o.lining);
  const inner = pr.faces(n, pts[0] as Vec3) > 0;
  const skin = `<path fill="${inner ? '#26292e' : paint}" d="${poly(flat(pr, pts))}"/>`;
  const [a, b, c, d] = pts as [Vec3, Vec3, Vec3, Vec3];
  const lerp = (p: Vec3, q: Vec3, t: number): Vec3 => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t];
  const panel = [lerp(lerp(a, d, 0.12), lerp(b, c, 0.12), 0.1), lerp(lerp(a, d, 0.12), lerp(b, c, 0.12), 0.9)];
  const far = [lerp(lerp(a, d, 0.7), lerp(b, c, 0.7), 0.9), lerp(lerp(a, d, 0.7), lerp(b, c, 0.7), 0.1)];
  const glass = !withGlass ? '' : `<path fill="${inner ? '#3d4a57' : '#1c232b'}" d="${poly(flat(pr, [...panel, ...far]))}"/>`;
  const lamp =
    brand === 'Lixiang' || brand === 'Zeekr' || brand === 'Avatr'
      ? `<path stroke="#c01a22" stroke-width="6" stroke-linecap="round" d="${poly(flat(pr, [lerp(d, c, 0.04), lerp(d, c, 0.96)]), false)}"/>`
      : '';
  const edge = `<path stroke="${shade(paint, -0.2)}" stroke-width="5" stroke-linecap="round" d="${poly(flat(pr, [d, c]), false)}"/>`;
  return skin + glass + edge + lamp;
}

export function drawBoot(car: CarShapeInput): string {
  const layer = carLayer(car, BOOT_CAMERA);
  const { pr } = layer;
  const body = pr.body;
  const t = interiorTheme(car.color.hex);
  const hatch = body.silhouette !== 'sedan' && body.silhouette !== 'fastback-sedan';
  const o = hatch ? hatchOpening(body) : lidOpening(body);
  const rim = poly(flat(pr, o.rim));
  const rows = rowsOf(car);
  const headrests = !hatch ? 0 : rows === 3 || (car.specs.seats ?? 5) <= 4 ? 2 : 3;
  return (
    `${svgOpen(1200, 800)}<defs>` +
    vGrad(
      'bg',
      [
        [0, '#d7dde3'],
        [0.62, '#eef1f3'],
        [0.62, '#c9ccc8'],
        [1, '#e0e1dc'],
      ],
      0,
      800,
    ) +
    `${layer.defs}<clipPath id="ap"><path d="${rim}"/></clipPath></defs>` +
    `<rect width="1200" height="800" fill="url(#bg)"/>` +
    layer.art +
    `<path fill="#1a1c20" d="${rim}"/><g clip-path="url(#ap)">${loadSpace(pr, o, rows === 3 ? t.leather : '#41454c', headrests)}</g>` +
    lid(pr, o, t.paint, car.manufacturer, hatch) +
    '</svg>'
  );
}
