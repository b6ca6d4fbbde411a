/**
 * The car's shape in millimetres, from its silhouette refined by its model family's own shape
 * (families.ts: roof line, nose, tail, window line, pillars) and its own dimensions: length,
 * width, height and wheelbase place the wheels, the overhangs, the roof and the flanks, so two
 * cars drawn at the same scale show their real size difference.
 *
 * Coordinates: x runs from the front bumper (0) to the rear bumper (length), y to the car's
 * left (0 on the centre line), z up from the ground.
 */
import type { Silhouette } from '../../content/schema.js';
import { FAMILY_SHAPES, familyKey } from './families.js';

export type Vec3 = [number, number, number];
type Curve = readonly (readonly [number, number])[];

export interface Dimensions {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
}

/** What the drawings need to know about a car. */
export interface CarShapeInput {
  silhouette: Silhouette;
  manufacturer: string;
  model: string;
  color: { hex: string };
  specs: { dimensions?: Dimensions | undefined; seats?: number | undefined };
}

/** The shape of a model family, in fractions of the car's length (x) and height (z). */
export interface ShapeSpec {
  /** Top of the body on the centre line, front to rear: [x/L, z/H]. */
  top: Curve;
  /** Bottom of the side glass (top of the doors): [x/L, z/H]. */
  belt: Curve;
  /** Bumper bottoms at the ends (z/H) and ground clearance between the wheels (mm). */
  frontLow: number;
  rearLow: number;
  clearance: number;
  /** The front's share of the overhangs (length minus wheelbase). */
  frontShare: number;
  /** Tyre diameter, mm. */
  wheel: number;
  /** Plan view: half width at the nose and tail (share of the full half width) and how far back it rounds (x/L). */
  nose: number;
  tail: number;
  noseRound: number;
  tailRound: number;
  /** Windscreen from the cowl to the roof front; the roof runs to roofRear (x/L). */
  cowl: number;
  roofFront: number;
  roofRear: number;
  /** Rear window on the top surface: to x/L, above z/H. */
  backlightEnd: number;
  backlightLow: number;
  /** Side glass from/to (x/L) and the pillars inside it: [centre, width] in x/L. */
  dlo: readonly [number, number];
  pillars: readonly (readonly [number, number])[];
  /** How far (x/L) the top of the side glass's rear edge stands ahead of its foot: the last pillar's lean. */
  rake: number;
  /** Inward lean of the side glass (run over rise). */
  tumble: number;
  /** Glass (dark) roof panel between the windscreen and the rear window. */
  glassRoof: boolean;
  /** Black cladding around the wheel arches. */
  cladding: boolean;
  /** Black window frames and roof edge, so the roof seems to float over the glass. */
  blackFrame: boolean;
}

/**
 * Each silhouette's generic shape: what a model family without a shape of its own in families.ts
 * is drawn with. Every family of the catalogue refines its silhouette (families.ts), and the tests
 * hold each refinement apart from the generic shape, so a new family never copies an existing one.
 */
const SPECS: Record<Silhouette, ShapeSpec> = {
  // A low four-door whose roof flows in one line into a short deck.
  'fastback-sedan': {
    top: [
      [0, 0.42],
      [0.01, 0.48],
      [0.03, 0.52],
      [0.07, 0.555],
      [0.15, 0.585],
      [0.24, 0.615],
      [0.3, 0.64],
      [0.38, 0.82],
      [0.45, 0.965],
      [0.51, 1],
      [0.6, 0.985],
      [0.7, 0.925],
      [0.8, 0.83],
      [0.88, 0.77],
      [0.95, 0.745],
      [0.985, 0.74],
      [1, 0.68],
    ],
    belt: [
      [0.3, 0.62],
      [0.6, 0.655],
      [0.85, 0.68],
    ],
    frontLow: 0.2,
    rearLow: 0.25,
    clearance: 125,
    frontShare: 0.47,
    wheel: 705,
    nose: 0.55,
    tail: 0.8,
    noseRound: 0.11,
    tailRound: 0.07,
    cowl: 0.3,
    roofFront: 0.46,
    roofRear: 0.62,
    backlightEnd: 0.86,
    backlightLow: 0.7,
    dlo: [0.31, 0.84],
    pillars: [[0.585, 0.028]],
    tumble: 0.55,
    rake: 0,
    glassRoof: true,
    cladding: false,
    blackFrame: true,
  },
  // SUV height with a roof that slopes like a coupe's.
  'coupe-suv': {
    top: [
      [0, 0.47],
      [0.014, 0.54],
      [0.05, 0.58],
      [0.15, 0.61],
      [0.28, 0.655],
      [0.36, 0.82],
      [0.44, 0.965],
      [0.51, 1],
      [0.62, 0.99],
      [0.74, 0.935],
      [0.86, 0.85],
      [0.94, 0.8],
      [0.965, 0.795],
      [0.985, 0.73],
      [1, 0.57],
    ],
    belt: [
      [0.28, 0.625],
      [0.6, 0.655],
      [0.85, 0.69],
    ],
    frontLow: 0.17,
    rearLow: 0.24,
    clearance: 175,
    frontShare: 0.46,
    wheel: 760,
    nose: 0.62,
    tail: 0.82,
    noseRound: 0.1,
    tailRound: 0.07,
    cowl: 0.28,
    roofFront: 0.45,
    roofRear: 0.66,
    backlightEnd: 1,
    backlightLow: 0.78,
    dlo: [0.29, 0.85],
    pillars: [
      [0.56, 0.026],
      [0.77, 0.03],
    ],
    tumble: 0.5,
    rake: 0,
    glassRoof: true,
    cladding: true,
    blackFrame: true,
  },
  // Boxy, with a long flat roof and an upright tail.
  'large-suv': {
    top: [
      [0, 0.48],
      [0.012, 0.55],
      [0.04, 0.59],
      [0.14, 0.62],
      [0.25, 0.655],
      [0.33, 0.83],
      [0.4, 0.97],
      [0.46, 1],
      [0.72, 0.99],
      [0.88, 0.965],
      [0.945, 0.935],
      [0.97, 0.91],
      [0.985, 0.8],
      [1, 0.55],
    ],
    belt: [
      [0.25, 0.625],
      [0.6, 0.635],
      [0.95, 0.65],
    ],
    frontLow: 0.16,
    rearLow: 0.2,
    clearance: 190,
    frontShare: 0.45,
    wheel: 780,
    nose: 0.8,
    tail: 0.88,
    noseRound: 0.07,
    tailRound: 0.05,
    cowl: 0.25,
    roofFront: 0.41,
    roofRear: 0.955,
    backlightEnd: 1,
    backlightLow: 0.7,
    dlo: [0.26, 0.9],
    pillars: [
      [0.52, 0.028],
      [0.765, 0.05],
    ],
    tumble: 0.3,
    rake: 0.012,
    glassRoof: false,
    cladding: true,
    blackFrame: false,
  },
  // A long, low estate roof that runs to an almost vertical tailgate.
  'shooting-brake': {
    top: [
      [0, 0.44],
      [0.012, 0.51],
      [0.045, 0.55],
      [0.14, 0.585],
      [0.28, 0.63],
      [0.36, 0.81],
      [0.44, 0.97],
      [0.5, 1],
      [0.68, 0.99],
      [0.84, 0.96],
      [0.935, 0.925],
      [0.962, 0.915],
      [0.985, 0.79],
      [1, 0.6],
    ],
    belt: [
      [0.28, 0.615],
      [0.6, 0.64],
      [0.92, 0.67],
    ],
    frontLow: 0.18,
    rearLow: 0.25,
    clearance: 140,
    frontShare: 0.46,
    wheel: 745,
    nose: 0.6,
    tail: 0.84,
    noseRound: 0.1,
    tailRound: 0.06,
    cowl: 0.28,
    roofFront: 0.45,
    roofRear: 0.94,
    backlightEnd: 1,
    backlightLow: 0.72,
    dlo: [0.29, 0.91],
    pillars: [
      [0.57, 0.026],
      [0.78, 0.034],
    ],
    tumble: 0.5,
    rake: 0.025,
    glassRoof: true,
    cladding: false,
    blackFrame: true,
  },
  // A four-door saloon with a separate boot.
  sedan: {
    top: [
      [0, 0.46],
      [0.013, 0.53],
      [0.045, 0.57],
      [0.14, 0.6],
      [0.3, 0.645],
      [0.38, 0.82],
      [0.45, 0.965],
      [0.51, 1],
      [0.6, 0.985],
      [0.66, 0.94],
      [0.72, 0.85],
      [0.77, 0.765],
      [0.8, 0.745],
      [0.975, 0.74],
      [1, 0.68],
    ],
    belt: [
      [0.3, 0.62],
      [0.6, 0.65],
      [0.82, 0.68],
    ],
    frontLow: 0.18,
    rearLow: 0.26,
    clearance: 130,
    frontShare: 0.46,
    wheel: 705,
    nose: 0.6,
    tail: 0.82,
    noseRound: 0.1,
    tailRound: 0.06,
    cowl: 0.3,
    roofFront: 0.45,
    roofRear: 0.6,
    backlightEnd: 0.84,
    backlightLow: 0.7,
    dlo: [0.31, 0.8],
    pillars: [[0.575, 0.028]],
    tumble: 0.55,
    rake: 0,
    glassRoof: true,
    cladding: false,
    blackFrame: true,
  },
  // A mid-size SUV with a gently falling roof.
  'mid-suv': {
    top: [
      [0, 0.5],
      [0.013, 0.575],
      [0.045, 0.61],
      [0.15, 0.63],
      [0.27, 0.66],
      [0.35, 0.83],
      [0.42, 0.97],
      [0.48, 1],
      [0.7, 0.99],
      [0.86, 0.95],
      [0.945, 0.915],
      [0.965, 0.9],
      [0.985, 0.77],
      [1, 0.56],
    ],
    belt: [
      [0.27, 0.625],
      [0.6, 0.645],
      [0.9, 0.675],
    ],
    frontLow: 0.17,
    rearLow: 0.22,
    clearance: 180,
    frontShare: 0.46,
    wheel: 760,
    nose: 0.7,
    tail: 0.86,
    noseRound: 0.09,
    tailRound: 0.06,
    cowl: 0.27,
    roofFront: 0.43,
    roofRear: 0.95,
    backlightEnd: 1,
    backlightLow: 0.74,
    dlo: [0.28, 0.9],
    pillars: [
      [0.55, 0.026],
      [0.78, 0.04],
    ],
    tumble: 0.42,
    rake: 0.03,
    glassRoof: true,
    cladding: true,
    blackFrame: true,
  },
  // Short, high and hatch-like.
  'compact-crossover': {
    top: [
      [0, 0.5],
      [0.015, 0.58],
      [0.05, 0.615],
      [0.15, 0.635],
      [0.28, 0.665],
      [0.36, 0.83],
      [0.43, 0.965],
      [0.5, 1],
      [0.7, 0.985],
      [0.85, 0.93],
      [0.93, 0.9],
      [0.96, 0.89],
      [0.98, 0.78],
      [1, 0.58],
    ],
    belt: [
      [0.28, 0.63],
      [0.65, 0.66],
      [0.8, 0.7],
      [0.92, 0.74],
    ],
    frontLow: 0.17,
    rearLow: 0.23,
    clearance: 170,
    frontShare: 0.49,
    wheel: 720,
    nose: 0.66,
    tail: 0.84,
    noseRound: 0.1,
    tailRound: 0.07,
    cowl: 0.28,
    roofFront: 0.44,
    roofRear: 0.94,
    backlightEnd: 1,
    backlightLow: 0.76,
    dlo: [0.29, 0.88],
    pillars: [
      [0.57, 0.026],
      [0.78, 0.05],
    ],
    tumble: 0.45,
    rake: 0.03,
    glassRoof: true,
    cladding: true,
    blackFrame: true,
  },
};

/** The large SUVs with three rows of seats (6-7 seats) have a longer glasshouse with a third side window. */
const THREE_ROW: Partial<ShapeSpec> = {
  pillars: [
    [0.5, 0.028],
    [0.7, 0.03],
  ],
  dlo: [0.26, 0.935],
};

/** Typical figures for a car whose dimensions nobody sourced yet. */
const FALLBACK_DIMENSIONS: Record<Silhouette, Dimensions> = {
  'fastback-sedan': { length: 4997, width: 1963, height: 1455, wheelbase: 3000 },
  'coupe-suv': { length: 4950, width: 1980, height: 1600, wheelbase: 2990 },
  'large-suv': { length: 5050, width: 1995, height: 1750, wheelbase: 3005 },
  'shooting-brake': { length: 4950, width: 1999, height: 1540, wheelbase: 3000 },
  sedan: { length: 4860, width: 1930, height: 1450, wheelbase: 2930 },
  'mid-suv': { length: 4825, width: 1950, height: 1640, wheelbase: 2930 },
  'compact-crossover': { length: 4450, width: 1836, height: 1572, wheelbase: 2750 },
};

export function dimensionsOf(car: Pick<CarShapeInput, 'silhouette' | 'specs'>): Dimensions {
  return car.specs.dimensions ?? FALLBACK_DIMENSIONS[car.silhouette];
}

/** Rows of seats: 4-5 seats are two rows, 6-7 seats three. */
export function rowsOf(car: Pick<CarShapeInput, 'specs'>): 2 | 3 {
  return (car.specs.seats ?? 5) >= 6 ? 3 : 2;
}

/* ------------------------------------------------------------------ curves */

/** A smooth curve through the points that never overshoots them (monotone cubic, Fritsch-Carlson). */
export function monotone(points: Curve): (x: number) => number {
  const n = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const d: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push(((ys[i + 1] as number) - (ys[i] as number)) / ((xs[i + 1] as number) - (xs[i] as number)));
  const m: number[] = xs.map((_, i) => {
    if (i === 0) return d[0] ?? 0;
    if (i === n - 1) return d[n - 2] ?? 0;
    const a = d[i - 1] as number;
    const b = d[i] as number;
    return a * b <= 0 ? 0 : (a + b) / 2;
  });
  for (let i = 0; i < n - 1; i++) {
    const di = d[i] as number;
    if (di === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = (m[i] as number) / di;
    const b = (m[i + 1] as number) / di;
    const s = a * a + b * b;
    if (s > 9) {
      const t = 3 / Math.sqrt(s);
      m[i] = t * a * di;
      m[i + 1] = t * b * di;
    }
  }
  return (x: number): number => {
    if (x <= (xs[0] as number)) return ys[0] as number;
    if (x >= (xs[n - 1] as number)) return ys[n - 1] as number;
    let i = 0;
    while (x > (xs[i + 1] as number)) i++;
    const x0 = xs[i] as number;
    const h = (xs[i + 1] as number) - x0;
    const t = (x - x0) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * (ys[i] as number) +
      (t3 - 2 * t2 + t) * h * (m[i] as number) +
      (-2 * t3 + 3 * t2) * (ys[i + 1] as number) +
      (t3 - t2) * h * (m[i + 1] as number)
    );
  };
}

/* ------------------------------------------------------------------ the body */

/** One cross-section: 8 points [half width, height] from the bottom edge up to the roof's centre line. */
export type Ring = [number, number][];

/** Bands of the cross-section, from ring point i to i + 1. */
export const BAND = { rocker: 0, door: 1, shoulder: 2, glass: 3, rail: 4, roofOuter: 5, roofInner: 6 } as const;

export interface Body {
  spec: ShapeSpec;
  silhouette: Silhouette;
  rows: 2 | 3;
  L: number;
  W: number;
  H: number;
  WB: number;
  /** Front overhang (bumper to front wheel centre) and wheel radius, mm. */
  front: number;
  r: number;
  /** Front and rear wheel centres, x mm. */
  wheelsX: [number, number];
  top: (x: number) => number;
  bottom: (x: number) => number;
  belt: (x: number) => number;
  halfWidth: (x: number) => number;
  ring: (x: number) => Ring;
  /** Positions of the cross-sections the body is built from, mm, front to rear. */
  stations: number[];
  /** Is this point of the side glass band glass (not a pillar)? x in mm. */
  sideGlass: (x: number) => boolean;
}

const easeRound = (u: number): number => Math.sqrt(Math.max(0, 1 - (1 - Math.min(1, Math.max(0, u))) ** 2));

/** What decides a car's shape: its silhouette, dimensions and seats, and its model family when known. */
export type ShapeKey = Pick<CarShapeInput, 'silhouette' | 'specs'> & Partial<Pick<CarShapeInput, 'manufacturer' | 'model'>>;

/**
 * The shape a car is drawn with: its silhouette's, refined by its model family's (families.ts)
 * when the family refines that silhouette, and with a third side window for three rows of seats.
 */
export function shapeSpec(car: ShapeKey): ShapeSpec {
  const family =
    car.manufacturer !== undefined && car.model !== undefined
      ? FAMILY_SHAPES[familyKey({ manufacturer: car.manufacturer, model: car.model })]
      : undefined;
  const base: ShapeSpec = family?.silhouette === car.silhouette ? { ...SPECS[car.silhouette], ...family.shape } : SPECS[car.silhouette];
  return car.silhouette === 'large-suv' && rowsOf(car) === 3 ? { ...base, ...THREE_ROW } : base;
}

export function buildBody(car: ShapeKey): Body {
  const dims = dimensionsOf(car);
  const rows = rowsOf(car);
  const spec = shapeSpec(car);
  const { length: L, width: W, height: H, wheelbase: WB } = dims;
  const over = Math.max(0, L - WB);
  const front = over * spec.frontShare;
  const r = Math.min(spec.wheel / 2, H * 0.27);
  const wheelsX: [number, number] = [front, front + WB];
  const scaled = (c: Curve, sx: number, sz: number) => monotone(c.map(([x, z]) => [x * sx, z * sz] as const));
  const top = scaled(spec.top, L, H);
  const belt = scaled(spec.belt, L, H);
  const c = spec.clearance;
  const bottom = monotone([
    [0, spec.frontLow * H],
    [front * 0.45, c + (spec.frontLow * H - c) * 0.35],
    [front, c],
    [front + WB, c],
    [L - (L - front - WB) * 0.45, c + (spec.rearLow * H - c) * 0.35],
    [L, spec.rearLow * H],
  ]);
  const halfWidth = (x: number): number => {
    const t = x / L;
    const k =
      t < spec.noseRound
        ? spec.nose + (1 - spec.nose) * easeRound(t / spec.noseRound)
        : t > 1 - spec.tailRound
          ? spec.tail + (1 - spec.tail) * easeRound((1 - t) / spec.tailRound)
          : 1;
    return (W / 2) * k;
  };
  const crown = H * 0.035;
  const rail = H * 0.045;
  const ring = (x: number): Ring => {
    const hw = halfWidth(x);
    const zb = bottom(x);
    const zt = top(x);
    const zs = Math.max(zb + 10, Math.min(belt(x), zt - crown));
    const zre = Math.max(zs, zt - crown);
    const zg = Math.max(zs, zre - rail);
    const hs = hw * 0.915;
    const hg = hs - (zg - zs) * spec.tumble;
    const he = hg - (zre - zg) * spec.tumble * 1.4;
    return [
      [hw * 0.88, zb],
      [hw, zb + 0.17 * (zs - zb)],
      [hw * 0.975, zb + 0.75 * (zs - zb)],
      [hs, zs],
      [hg, zg],
      [he, zre],
      [he * 0.8, zt - crown * 0.3],
      [0, zt],
    ];
  };

  const keys = [
    ...spec.top.map((p) => p[0]),
    spec.cowl,
    spec.roofFront,
    spec.roofRear,
    spec.backlightEnd,
    ...spec.dlo,
    ...spec.pillars.flatMap(([px, pw]) => [px - pw / 2, px + pw / 2]),
    spec.noseRound,
    1 - spec.tailRound,
  ];
  const grid: number[] = [];
  for (let t = 0; t <= 1.0001; t += 0.04) grid.push(t);
  for (const t of [0.004, 0.012, 0.024, 0.05, 0.075, 0.93, 0.96, 0.976, 0.988, 0.996]) grid.push(t);
  const fractions = [...keys, ...grid].map((t) => Math.min(1, Math.max(0, t))).sort((a, b) => a - b);
  const stations: number[] = [];
  for (const t of fractions) {
    const last = stations[stations.length - 1];
    if (last === undefined || t * L - last > L * 0.0035) stations.push(t * L);
  }
  stations[stations.length - 1] = L;

  const sideGlass = (x: number): boolean => {
    const t = x / L;
    return t >= spec.dlo[0] && t <= spec.dlo[1] && !spec.pillars.some(([px, pw]) => Math.abs(t - px) < pw / 2);
  };

  return {
    spec,
    silhouette: car.silhouette,
    rows,
    L,
    W,
    H,
    WB,
    front,
    r,
    wheelsX,
    top,
    bottom,
    belt,
    halfWidth,
    ring,
    stations,
    sideGlass,
  };
}

/**
 * A car's side view as numbers that do not depend on its size: its roof line, its window line
 * (the foot of the side glass, or the roof where there is no glass) and its underside, each as a
 * share of its height at 41 points along its length. Two model families drawn alike would have
 * (almost) the same profile; the tests hold every family apart by it.
 */
export function sideProfile(car: ShapeKey): { roof: number[]; window: number[]; underside: number[] } {
  const body = buildBody(car);
  const at = Array.from({ length: 41 }, (_, i) => (body.L * i) / 40);
  return {
    roof: at.map((x) => body.top(x) / body.H),
    window: at.map((x) => (body.sideGlass(x) ? (body.ring(x)[3] as [number, number])[1] : body.top(x)) / body.H),
    underside: at.map((x) => body.bottom(x) / body.H),
  };
}

/** How far apart two side profiles are: the largest difference at any point of any of their lines, in shares of the height. */
export function profileDistance(a: ReturnType<typeof sideProfile>, b: ReturnType<typeof sideProfile>): number {
  const lines = ['roof', 'window', 'underside'] as const;
  return Math.max(...lines.flatMap((line) => a[line].map((v, i) => Math.abs(v - (b[line][i] as number)))));
}

/* ------------------------------------------------------------------ points on the surface */

/** Half width of the side at height z of the section at x (0 above it, the bottom edge's below it). */
export function sideHalfWidth(body: Body, x: number, z: number): number {
  const ring = body.ring(x);
  const [yb, zb] = ring[0] as [number, number];
  if (z < zb) return yb;
  for (let i = 0; i < ring.length - 1; i++) {
    const [y0, z0] = ring[i] as [number, number];
    const [y1, z1] = ring[i + 1] as [number, number];
    if (z <= z1) return z1 - z0 < 1e-6 ? Math.max(y0, y1) : y0 + ((y1 - y0) * (z - z0)) / (z1 - z0);
  }
  return 0;
}

/** Is (y, z) inside the section at x? */
function inside(body: Body, x: number, y: number, z: number): boolean {
  return z >= body.bottom(x) && z <= body.top(x) && Math.abs(y) <= sideHalfWidth(body, x, z);
}

/** The point on the side (s = 1 left, -1 right) at length x and height z, `out` mm proud of the paint. */
export function sidePoint(body: Body, x: number, z: number, s: 1 | -1, out = 6): Vec3 {
  return [x, s * (sideHalfWidth(body, x, z) + out), z];
}

/**
 * The point of the front (end = 0) or rear (end = 1) where a ray along the car at (y, z) first
 * meets the body: the face of the bumper, the bonnet's edge or the tailgate, `out` mm proud.
 */
export function endPoint(body: Body, end: 0 | 1, yIn: number, z: number, out = 6): Vec3 {
  const from = end === 0 ? 0 : body.L;
  const to = end === 0 ? body.L * 0.3 : body.L * 0.7;
  // Wider than the body at that height: keep to the flank, where the ray wraps round the corner.
  const limit = sideHalfWidth(body, to, z) * 0.985;
  const y = Math.max(-limit, Math.min(limit, yIn));
  if (inside(body, from, y, z)) return [end === 0 ? -out : body.L + out, y, z];
  let a = from;
  let b = to;
  if (!inside(body, b, y, z)) return [end === 0 ? -out : body.L + out, y, z];
  for (let i = 0; i < 22; i++) {
    const m = (a + b) / 2;
    if (inside(body, m, y, z)) b = m;
    else a = m;
  }
  return [b + (end === 0 ? -out : out), y, z];
}

/** The point on the top of the body (bonnet, roof, boot lid) at length x and lateral offset y, `out` mm proud. */
export function topPoint(body: Body, x: number, y: number, out = 6): Vec3 {
  const ring = body.ring(x);
  const a = Math.abs(y);
  for (let i = ring.length - 1; i > 1; i--) {
    const [y1, z1] = ring[i] as [number, number];
    const [y0, z0] = ring[i - 1] as [number, number];
    if (a <= y0) return [x, y, z1 + ((z0 - z1) * (a - y1)) / Math.max(1e-6, y0 - y1) + out];
  }
  return [x, y, (ring[1] as [number, number])[1] + out];
}

/* ------------------------------------------------------------------ side-view geometry in pixels */

/** Side view (exterior-1): one scale for every car, so the longest (5,218 mm) fits the 1200 px canvas with margins. */
export const SIDE_SCALE = 0.19;
export const SIDE_GROUND_Y = 590;
export const SIDE_CENTER_X = 600;

export interface CarGeometry {
  /** Pixels per millimetre, the same for every car. */
  scale: number;
  groundY: number;
  /** Rear and front bumper x (the car faces right), px. */
  rearX: number;
  frontX: number;
  /** Body length and height, px. */
  length: number;
  height: number;
  /** Top of the roof, y px. */
  roofY: number;
  /** Wheel centres (rear, front) and radius, px. */
  wheels: { rear: { x: number; y: number }; front: { x: number; y: number }; r: number };
  /** Wheelbase, px. */
  wheelbase: number;
  /** Overall width, px at the same scale (the front view uses it). */
  width: number;
}

/** The side view's geometry of a car, in pixels, at the one shared scale: what exterior-1 draws. */
export function carGeometry(car: ShapeKey): CarGeometry {
  const body = buildBody(car);
  const k = SIDE_SCALE;
  const frontX = SIDE_CENTER_X + (k * body.L) / 2;
  const wheel = (x: number) => ({ x: frontX - k * x, y: SIDE_GROUND_Y - k * body.r });
  return {
    scale: k,
    groundY: SIDE_GROUND_Y,
    rearX: frontX - k * body.L,
    frontX,
    length: k * body.L,
    height: k * body.H,
    roofY: SIDE_GROUND_Y - k * body.H,
    wheels: { front: wheel(body.wheelsX[0]), rear: wheel(body.wheelsX[1]), r: k * body.r },
    wheelbase: k * body.WB,
    width: k * body.W,
  };
}
