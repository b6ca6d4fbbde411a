/**
 * A very small 3D renderer for the car pictures: the body is a loft of cross-sections
 * (geometry.ts), turned to the view's yaw and pitch, projected, sorted far to near (the
 * painter's algorithm) and flat-shaded by each face's normal against a studio light, in a few
 * steps of tone, so the paint reads as clean planes. Faces of the same colour that touch are merged
 * into one path, so a picture stays a few kilobytes. A dark outline under the body gives every car a
 * crisp edge, white paint on a light background included.
 */
import { BAND, endPoint, sideHalfWidth, sidePoint, type Body, type Vec3 } from './geometry.js';
import { int, mix, num, poly, shade, type P2 } from './svg.js';

export interface Camera {
  /** Degrees around the car: 0 in front of it, 90 on its left side, 180 behind it. */
  yaw: number;
  /** Degrees above the horizon. */
  pitch: number;
  /** Distance from the target in mm; Infinity draws without perspective. */
  dist: number;
  /** Pixels per millimetre at the target: one value per view, the same for every car. */
  scale: number;
  /** Where the target (the car's centre at height targetZ) lands on the canvas. */
  cx: number;
  cy: number;
  targetZ: number;
  /** Where along the car the camera aims, mm behind its centre (0: the centre). */
  targetX?: number;
}

export interface Projector {
  cam: Camera;
  body: Body;
  /** Screen x, y and depth (larger is farther). */
  project(p: Vec3): [number, number, number];
  /** Does a surface with outward normal n at point p face the camera? */
  faces(n: Vec3, p: Vec3): number;
  /** Direction toward the camera, and the camera's right and up, in car coordinates. */
  toCam: Vec3;
  right: Vec3;
  up: Vec3;
}

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale3 = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function projector(body: Body, cam: Camera): Projector {
  const yaw = (cam.yaw * Math.PI) / 180;
  const pitch = (cam.pitch * Math.PI) / 180;
  // The car's front is toward -x, its left toward +y.
  const toCam: Vec3 = [-Math.cos(yaw) * Math.cos(pitch), Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch)];
  const fwd = scale3(toCam, -1);
  const right = norm(cross(fwd, [0, 0, 1]));
  const up = cross(right, fwd);
  const target: Vec3 = [body.L / 2 + (cam.targetX ?? 0), 0, cam.targetZ];
  const ortho = !Number.isFinite(cam.dist);
  const eye: Vec3 = ortho ? target : [target[0] + toCam[0] * cam.dist, target[1] + toCam[1] * cam.dist, target[2] + toCam[2] * cam.dist];
  return {
    cam,
    body,
    toCam,
    right,
    up,
    project(p) {
      const v = sub(p, target);
      const x = dot(v, right);
      const y = dot(v, up);
      const z = dot(v, fwd);
      const k = ortho ? 1 : cam.dist / (cam.dist + z);
      return [cam.cx + cam.scale * x * k, cam.cy - cam.scale * y * k, z];
    },
    faces(n, p) {
      return dot(n, ortho ? toCam : norm(sub(eye, p)));
    },
  };
}

/* ------------------------------------------------------------------ materials & light */

export type Mat = 'paint' | 'glass' | 'roof' | 'trim' | 'clad' | 'dark' | 'lamp' | 'red' | 'chrome';

export interface Palette {
  paint: string;
  /** How much the paint's highlights lighten (a dark car needs more to read). */
  gloss: number;
}

/** The colour of a face of material `mat` with outward normal n, lit from the camera's upper left and the sky. */
export function faceColor(mat: Mat, n: Vec3, pr: Projector, pal: Palette): string {
  const key = norm([pr.up[0] * 0.9 - pr.right[0] * 0.5 + pr.toCam[0] * 0.6, pr.up[1] * 0.9 - pr.right[1] * 0.5 + pr.toCam[1] * 0.6, 0.9]);
  const diffuse = Math.max(0, dot(n, key));
  const sky = n[2];
  const q = (v: number, steps = 16): number => Math.round(v * steps) / steps;
  switch (mat) {
    case 'paint':
    case 'clad':
    case 'trim': {
      const base = mat === 'paint' ? pal.paint : mat === 'clad' ? '#2a2d31' : '#1d2024';
      const v = q(0.5 * sky + 0.42 * diffuse + 0.1 * dot(n, pr.toCam) - 0.34, 8);
      const gloss = mat === 'paint' ? pal.gloss : 0.35;
      return v >= 0 ? shade(base, Math.min(0.85, v * gloss)) : shade(base, Math.max(-0.5, v * 0.75));
    }
    case 'glass':
    case 'roof': {
      const base = mat === 'glass' ? '#1b232c' : '#14181d';
      const v = q(0.18 + 0.42 * sky + 0.15 * diffuse, 8);
      return mix(base, '#a3b6c8', Math.max(0, v) * (mat === 'glass' ? 0.55 : 0.35));
    }
    case 'chrome':
      return mix('#5c636b', '#e8edf2', q(0.4 + 0.5 * sky));
    case 'lamp':
      return '#f4fbff';
    case 'red':
      return '#c4161c';
    case 'dark':
    default:
      return '#0c0e10';
  }
}

/* ------------------------------------------------------------------ faces */

interface Face {
  pts: Vec3[];
  mat: Mat;
  n: Vec3;
  /** Strip id and index for merging neighbours of the same colour; -1 for a face of its own. */
  strip: number;
  index: number;
}

/** Newell's normal of a polygon, turned to agree with `hint`. */
export function normalOf(pts: Vec3[], hint: Vec3): Vec3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec3;
    const b = pts[(i + 1) % pts.length] as Vec3;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  const n = norm([nx, ny, nz]);
  return dot(n, hint) < 0 ? scale3(n, -1) : n;
}

const centroid = (pts: Vec3[]): Vec3 => {
  const c: Vec3 = [0, 0, 0];
  for (const p of pts) {
    c[0] += p[0] / pts.length;
    c[1] += p[1] / pts.length;
    c[2] += p[2] / pts.length;
  }
  return c;
};

function bandMaterial(body: Body, band: number, x: number, z: number): Mat {
  const { spec, L, H } = body;
  const t = x / L;
  if (band === BAND.rocker) return spec.cladding && x > body.wheelsX[0] && x < body.wheelsX[1] ? 'clad' : 'paint';
  if (band === BAND.glass)
    return body.sideGlass(x) ? 'glass' : t > spec.dlo[0] && t < spec.dlo[1] + (spec.blackFrame ? 0.02 : 0) ? 'trim' : 'paint';
  // Black frames: the strip above the side glass, and the roof's edges from the windscreen to the rear window's foot.
  if (band === BAND.rail) return spec.blackFrame && t > spec.cowl && t < spec.dlo[1] + 0.02 ? 'trim' : 'paint';
  if (band === BAND.roofOuter || band === BAND.roofInner) {
    const inner = band === BAND.roofInner;
    const edge: Mat = spec.glassRoof || spec.blackFrame ? 'trim' : 'paint';
    if (t > spec.cowl && t < spec.roofFront) return inner ? 'glass' : edge;
    if (t >= spec.roofFront && t <= spec.roofRear) return spec.glassRoof ? (inner ? 'roof' : edge) : spec.blackFrame ? 'trim' : 'paint';
    if (t > spec.roofRear && t <= spec.backlightEnd && z >= spec.backlightLow * H) return inner ? 'glass' : edge;
  }
  return 'paint';
}

/** The body's faces: both sides' bands between neighbouring sections, and the end caps. */
function bodyFaces(body: Body): Face[] {
  const faces: Face[] = [];
  const rings = body.stations.map((x) => body.ring(x));
  for (const s of [1, -1] as const) {
    for (let band = 0; band < 7; band++) {
      const strip = band * 2 + (s > 0 ? 0 : 1);
      for (let i = 0; i < body.stations.length - 1; i++) {
        const x0 = body.stations[i] as number;
        const x1 = body.stations[i + 1] as number;
        const r0 = rings[i] as [number, number][];
        const r1 = rings[i + 1] as [number, number][];
        const [ya, za] = r0[band] as [number, number];
        const [yb, zb] = r1[band] as [number, number];
        const [yc, zc] = r1[band + 1] as [number, number];
        const [yd, zd] = r0[band + 1] as [number, number];
        if (Math.abs(za - zd) + Math.abs(ya - yd) < 1 && Math.abs(zb - zc) + Math.abs(yb - yc) < 1) continue;
        const pts: Vec3[] = [
          [x0, s * ya, za],
          [x1, s * yb, zb],
          [x1, s * yc, zc],
          [x0, s * yd, zd],
        ];
        const c = centroid(pts);
        const zMid = (body.bottom(c[0]) + body.top(c[0])) / 2;
        const n = normalOf(pts, [0, c[1], c[2] - zMid]);
        faces.push({ pts, mat: bandMaterial(body, band, c[0], c[2]), n, strip, index: i });
      }
    }
  }
  for (const end of [0, 1] as const) {
    const x = end === 0 ? 0 : body.L;
    const ring = body.ring(x);
    const pts: Vec3[] = [
      ...ring.map(([y, z]): Vec3 => [x, y, z]),
      ...ring
        .slice(0, -1)
        .reverse()
        .map(([y, z]): Vec3 => [x, -y, z]),
    ];
    faces.push({ pts, mat: 'paint', n: [end === 0 ? -1 : 1, 0, 0], strip: -1, index: 0 });
  }
  return faces;
}

/** A box-like door mirror on side s: a few faces in the paint colour, with a dark glass back. */
function mirrorFaces(body: Body, s: 1 | -1): Face[] {
  const x = (body.spec.dlo[0] + 0.025) * body.L;
  const z = body.belt(x) + body.H * 0.01;
  const y0 = sideHalfWidth(body, x, z + 40) - 10;
  const y1 = body.halfWidth(x) + body.W * 0.06;
  const h = body.H * 0.065;
  const lf = 0.035 * body.L;
  const box = (dx: number, dy: number, dz: number): Vec3 => [x + dx, s * dy, z + dz];
  const front = [box(0, y0, 10), box(0, y1, h * 0.25), box(0, y1, h * 0.95), box(0, y0, h)];
  const back = front.map(([px, py, pz]): Vec3 => [px + lf * (Math.abs(py) > y0 + 5 ? 0.55 : 1), py, pz]);
  const quads: [Vec3[], Mat][] = [
    [front, 'paint'],
    [[...back].reverse(), 'trim'],
    [[front[0], front[1], back[1], back[0]] as Vec3[], 'paint'],
    [[front[1], front[2], back[2], back[1]] as Vec3[], 'paint'],
    [[front[2], front[3], back[3], back[2]] as Vec3[], 'paint'],
  ];
  const mid = centroid([...front, ...back]);
  return quads.map(([pts, mat]) => ({ pts, mat, n: normalOf(pts, sub(centroid(pts), mid)), strip: -1, index: 0 }));
}

/* ------------------------------------------------------------------ drawing */

/** Drops the points of a polyline that lie within `tol` px of the line through their neighbours (Douglas-Peucker). */
export function simplify(pts: P2[], tol = 0.45): P2[] {
  if (pts.length < 3) return pts;
  const [a, b] = [pts[0] as P2, pts[pts.length - 1] as P2];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  let worst = -1;
  let at = 0;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] as P2;
    const dist =
      len < 1e-9 ? Math.hypot(p[0] - a[0], p[1] - a[1]) : Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len;
    if (dist > worst) {
      worst = dist;
      at = i;
    }
  }
  if (worst <= tol) return [a, b];
  return [...simplify(pts.slice(0, at + 1), tol).slice(0, -1), ...simplify(pts.slice(at), tol)];
}

const area = (pts: P2[]): number => {
  let sum = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as P2;
    const b = pts[(i + 1) % pts.length] as P2;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(sum) / 2;
};

/**
 * Paths of faces in painter's order: strips (one band of one side) whole, farthest first, each
 * cut into runs of neighbouring faces of one colour drawn as one polygon; consecutive polygons of
 * one colour share a path. Each path carries `color`, the group fills and strokes with it.
 */
function drawFaces(faces: Face[], pr: Projector, pal: Palette): string {
  type Item = { d: number; color: string; pts: P2[]; strip: number; index: number };
  const groups = new Map<number, Item[]>();
  let loose = 1000;
  for (const f of faces) {
    const c = centroid(f.pts);
    // Glass seen almost edge-on adds nothing but a sliver (a windscreen's edge above a side view's pillar).
    if (pr.faces(f.n, c) <= (f.mat === 'glass' ? 0.05 : 0.002)) continue;
    const proj = f.pts.map((p) => pr.project(p));
    const item: Item = {
      d: pr.project(c)[2],
      color: faceColor(f.mat, f.n, pr, pal),
      pts: proj.map(([x, y]): P2 => [x, y]),
      strip: f.strip,
      index: f.index,
    };
    const key = f.strip >= 0 ? f.strip : loose++;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  // The far flank first, then the roof's centre and the ends, then the near flank; by depth within each.
  const near = pr.toCam[1] >= 0 ? 0 : 1;
  const layer = (strip: number): number => {
    if (strip < 0 || Math.abs(pr.toCam[1]) < 0.05 || Math.floor(strip / 2) === BAND.roofInner) return 1;
    return strip % 2 === near ? 2 : 0;
  };
  const ordered = [...groups.entries()]
    .map(([key, list]) => ({
      list: list.sort((a, b) => a.index - b.index),
      layer: layer(key < 1000 ? key : -1),
      d: list.reduce((m, it) => m + it.d, 0) / list.length,
    }))
    .sort((a, b) => a.layer - b.layer || b.d - a.d);
  let out = '';
  let color = '';
  let d = '';
  const add = (c: string, shape: P2[]) => {
    if (area(shape) < 1) return;
    if (c !== color && d) {
      out += `<path color="${color}" d="${d}"/>`;
      d = '';
    }
    color = c;
    d += poly(shape);
  };
  for (const { list } of ordered) {
    let run: Item[] = [];
    const emit = () => {
      const first = run[0];
      if (!first) return;
      if (run.length === 1) add(first.color, first.pts);
      else {
        const bottom = simplify([first.pts[0] as P2, ...run.map((it) => it.pts[1] as P2)], 0.6);
        const top = simplify([first.pts[3] as P2, ...run.map((it) => it.pts[2] as P2)], 0.6);
        add(first.color, [...bottom, ...top.reverse()]);
      }
      run = [];
    };
    for (const it of list) {
      const last = run[run.length - 1];
      if (last && (it.color !== last.color || it.strip < 0 || it.index - last.index !== 1)) emit();
      run.push(it);
    }
    emit();
  }
  if (d) out += `<path color="${color}" d="${d}"/>`;
  return out;
}

/**
 * The body's outline: the edges between a face turned to the camera and one turned away (or
 * the open underside), chained into polylines. Drawn thick and dark under the body, only its
 * outer half shows, so the car has a crisp edge on any background and in any paint; the edges
 * that lie inside the outline are covered by the faces drawn over them.
 */
function outline(faces: Face[], pr: Projector): string {
  const key = (p: Vec3): string => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)},${Math.round(p[2] * 10)}`;
  const edges = new Map<string, { a: Vec3; b: Vec3; facing: number; all: number }>();
  for (const f of faces) {
    const facing = pr.faces(f.n, centroid(f.pts)) > 0.002 ? 1 : 0;
    f.pts.forEach((a, i) => {
      const b = f.pts[(i + 1) % f.pts.length] as Vec3;
      const [ka, kb] = [key(a), key(b)];
      if (ka === kb) return;
      const k = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      const e = edges.get(k) ?? { a, b, facing: 0, all: 0 };
      e.facing += facing;
      e.all += 1;
      edges.set(k, e);
    });
  }
  // Projected segments of the silhouette, in whole pixels, chained end to end.
  const flat2 = (p: Vec3): P2 => {
    const [x, y] = pr.project(p);
    return [Math.round(x), Math.round(y)];
  };
  const segments: [P2, P2][] = [];
  for (const e of edges.values()) {
    if (e.facing !== 1 || e.all > 2) continue;
    const [a, b] = [flat2(e.a), flat2(e.b)];
    if (a[0] !== b[0] || a[1] !== b[1]) segments.push([a, b]);
  }
  const id = (p: P2): string => `${p[0]},${p[1]}`;
  const from = new Map<string, number[]>();
  segments.forEach(([a, b], i) => {
    for (const p of [a, b]) from.set(id(p), [...(from.get(id(p)) ?? []), i]);
  });
  const used = new Set<number>();
  let d = '';
  for (let i = 0; i < segments.length; i++) {
    if (used.has(i)) continue;
    used.add(i);
    const [a, b] = segments[i] as [P2, P2];
    const line: P2[] = [a, b];
    for (const end of [1, 0] as const) {
      for (;;) {
        const tip = end === 1 ? (line[line.length - 1] as P2) : (line[0] as P2);
        const next = (from.get(id(tip)) ?? []).find((j) => !used.has(j));
        if (next === undefined) break;
        used.add(next);
        const [p, q] = segments[next] as [P2, P2];
        const other = id(p) === id(tip) ? q : p;
        if (end === 1) line.push(other);
        else line.unshift(other);
      }
    }
    d += poly(simplify(line, 0.6), false);
  }
  return d;
}

/** A polygon on the car (a lamp, a handle) in a flat colour, if it faces the camera. */
export interface Feature {
  pts: Vec3[];
  fill: string;
  /** Outward direction of the surface it lies on (a line's normal as given). */
  hint: Vec3;
  opacity?: number;
  /** Shaded as this material of the body instead of the flat fill, so it blends with the faces around it. */
  mat?: Mat;
  /** The normal to shade it by (the surface's own, where the polygon's would differ); else the polygon's. */
  n?: Vec3;
  /** An open line of this width (px) in the fill colour, instead of a filled polygon: a crease's highlight. */
  line?: number;
}

function drawFeatures(features: Feature[], pr: Projector, pal: Palette): string {
  let out = '';
  for (const f of features) {
    const n = f.n ?? (f.line ? norm(f.hint) : normalOf(f.pts, f.hint));
    if (pr.faces(n, centroid(f.pts)) <= 0.03) continue;
    const fill = f.mat ? faceColor(f.mat, n, pr, pal) : f.fill;
    const pts = f.pts.map((p) => pr.project(p)).map(([x, y]): P2 => [x, y]);
    const opacity = f.opacity ? ` ${f.line ? 'stroke' : 'fill'}-opacity="${f.opacity}"` : '';
    out += f.line
      ? `<path fill="none" stroke="${fill}" stroke-width="${f.line}" stroke-linecap="round"${opacity} d="${poly(simplify(pts, 0.4), false)}"/>`
      : `<path fill="${fill}"${opacity} d="${poly(pts.length > 6 ? simplify([...pts, pts[0] as P2], 0.5).slice(0, -1) : pts)}"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------ wheels */

const hull = (pts: P2[]): P2[] => {
  const p = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const q of p) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] as P2, lower[lower.length - 1] as P2, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: P2[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2] as P2, upper[upper.length - 1] as P2, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
};

/** A wheel's design: its spokes (twin spokes come in pairs), their width at the hub and at the rim (radians), and the metal. */
export interface WheelStyle {
  spokes: number;
  twin?: boolean;
  hub: number;
  rim: number;
  metal: string;
}

/** The wheel, radius 100, reused through an affine matrix for each wheel: tyre, a bright rim lip, spokes that widen toward the rim. */
export function wheelDef(style: WheelStyle, prefix = ''): string {
  let d = '';
  const p = (a: number, rad: number): string => `${int(Math.cos(a) * rad)} ${int(Math.sin(a) * rad)}`;
  for (let k = 0; k < style.spokes; k++) {
    const base = (k * 2 * Math.PI) / style.spokes - Math.PI / 2;
    for (const a of style.twin ? [base - 0.13, base + 0.13] : [base]) {
      d += `M${p(a - style.hub, 17)}L${p(a - style.rim, 70)} ${p(a + style.rim, 70)} ${p(a + style.hub, 17)}Z`;
    }
  }
  const { metal } = style;
  return (
    `<g id="${prefix}wh"><circle r="100" fill="#1b1d20"/><circle r="74" fill="${shade(metal, 0.35)}"/><circle r="70" fill="#202327"/>` +
    `<path d="${d}" fill="${metal}"/><circle r="21" fill="${shade(metal, -0.12)}"/><circle r="8" fill="${shade(metal, -0.5)}"/></g>`
  );
}

function wheel(pr: Projector, x: number, s: 1 | -1, withFace: boolean, prefix = ''): string {
  const { body } = pr;
  const r = body.r;
  const tw = body.W * 0.125;
  const yOut = s * (body.halfWidth(x) - body.W * 0.02);
  const yIn = yOut - s * tw;
  const ring = (y: number): P2[] =>
    Array.from({ length: 24 }, (_, k) => {
      const a = (k / 24) * 2 * Math.PI;
      const [px, py] = pr.project([x + Math.cos(a) * r, y, r + Math.sin(a) * r]);
      return [px, py];
    });
  let out = `<path fill="#111315" d="${poly(hull([...ring(yOut), ...ring(yIn)]))}"/>`;
  if (withFace && pr.faces([0, s, 0], [x, yOut, r]) > 0.06) {
    const c = pr.project([x, yOut, r]);
    const u = pr.project([x + r, yOut, r]);
    const v = pr.project([x, yOut, 0]);
    const m = [(u[0] - c[0]) / 100, (u[1] - c[1]) / 100, (v[0] - c[0]) / 100, (v[1] - c[1]) / 100].map((k) => Math.round(k * 1000) / 1000);
    out += `<use href="#${prefix}wh" transform="matrix(${m.join(' ')} ${num(c[0])} ${num(c[1])})"/>`;
  }
  return out;
}

/** Points of the wheel-arch opening on side s, on the body's flank, from the sill up and over the wheel. */
function archPoints(pr: Projector, x: number, s: 1 | -1, ra: number): Vec3[] {
  const { body } = pr;
  const r = body.r;
  const zb = body.bottom(x) + 2;
  const lim = Math.asin(Math.max(-1, Math.min(1, (zb - r) / ra)));
  const pts: Vec3[] = [];
  for (let k = 0; k <= 16; k++) {
    const a = lim + ((Math.PI - 2 * lim) * k) / 16;
    const px = x + Math.cos(a) * ra;
    pts.push(sidePoint(body, px, Math.max(zb, body.bottom(px) + 2, r + Math.sin(a) * ra), s, 3));
  }
  return pts;
}

const flat = (pr: Projector, pts: Vec3[]): P2[] => pts.map((p) => pr.project(p)).map(([a, b]): P2 => [a, b]);

/**
 * A near wheel in its arch: the dark opening (with black cladding around it on the SUVs), then
 * the wheel, clipped to the opening and what lies below the body, so the fender covers the tyre's top.
 */
function nearWheel(pr: Projector, x: number, s: 1 | -1, id: string, prefix: string): string {
  const { body } = pr;
  const inner = archPoints(pr, x, s, body.r * 1.1);
  let out = '';
  if (body.spec.cladding) {
    const outer = archPoints(pr, x, s, body.r * 1.26);
    out += `<path fill="#26292d" d="${poly([...flat(pr, outer), ...flat(pr, inner).reverse()])}"/>`;
  }
  const y = (inner[0] as Vec3)[1];
  const zb = body.bottom(x);
  const k = body.r * 1.7;
  const below: Vec3[] = [
    [x - k, y, zb],
    [x - k, y, -2 * body.r],
    [x + k, y, -2 * body.r],
    [x + k, y, zb],
  ];
  const clip = poly([...flat(pr, inner), ...flat(pr, below)]);
  return (
    `${out}<path fill="#0b0c0e" d="${poly(flat(pr, inner))}"/>` +
    `<clipPath id="${id}"><path d="${clip}"/></clipPath><g clip-path="url(#${id})">${wheel(pr, x, s, true, prefix)}</g>`
  );
}

/* ------------------------------------------------------------------ the whole car */

export interface CarDrawing {
  /** The body, wheels and features, in painter's order. */
  svg: string;
}

/**
 * Draws the car: far wheels, far mirror, body, near arches and wheels, near mirror, then
 * the features that face the camera. `fill="currentColor"` lets each face path carry its
 * colour once and be stroked in it too, which hides the hairline seams between faces.
 */
export function drawCar(pr: Projector, pal: Palette, features: Feature[], prefix = ''): CarDrawing {
  const { body } = pr;
  const nearSide: 1 | -1 = pr.toCam[1] >= 0 ? 1 : -1;
  const sideOn = Math.abs(pr.toCam[1]) > 0.3;
  let back = '';
  let front = '';
  body.wheelsX.forEach((x, i) => {
    for (const s of [1, -1] as const) {
      const near = s === nearSide && sideOn;
      if (near) front += nearWheel(pr, x, s, `${prefix}c${i}`, prefix);
      else if (!(Math.abs(pr.toCam[1]) > 0.99)) back += wheel(pr, x, s, false);
    }
  });
  const faces = bodyFaces(body);
  const mirrors = ([1, -1] as const).map((s) => mirrorFaces(body, s));
  // Seen from behind, both mirrors are beyond the cabin: only what sticks out past it shows.
  const behind = pr.toCam[0] > 0.8;
  const [left, right] = mirrors as [Face[], Face[]];
  const farMirror = behind ? drawFaces([...left, ...right], pr, pal) : sideOn ? drawFaces(nearSide > 0 ? right : left, pr, pal) : '';
  const nearMirror = behind ? '' : sideOn ? drawFaces(nearSide > 0 ? left : right, pr, pal) : drawFaces([...left, ...right], pr, pal);
  const group = (inner: string) => `<g fill="currentColor" stroke="currentColor" stroke-width=".8" stroke-linejoin="round">${inner}</g>`;
  const edge = `<path fill="none" stroke="${mix(pal.paint, '#14171b', 0.75)}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" d="${outline(faces, pr)}"/>`;
  return {
    svg: back + group(farMirror) + edge + group(drawFaces(faces, pr, pal)) + front + group(nearMirror) + drawFeatures(features, pr, pal),
  };
}

/** Helpers for the feature builders: points on the side and at the ends. */
export const at = {
  side: (body: Body, x: number, z: number, s: 1 | -1, out = 6): Vec3 => sidePoint(body, x, z, s, out),
  end: (body: Body, end: 0 | 1, y: number, z: number, out = 6): Vec3 => endPoint(body, end, y, z, out),
};
