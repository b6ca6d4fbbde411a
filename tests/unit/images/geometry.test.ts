import { describe, expect, it } from 'vitest';
import { drawCarExterior } from '../../../scripts/images/exterior.js';
import { carGeometry, dimensionsOf, monotone, rowsOf, SIDE_SCALE } from '../../../scripts/images/geometry.js';
import { bodyBounds, L7, L9, parseSvg, SAMPLES, SU7, Z007, ZX } from './samples.js';

const dims = (car: (typeof SAMPLES)[number]) => dimensionsOf(car);

describe('carGeometry: proportions from the dimensions, at one scale for every car', () => {
  it('uses the same mm-to-pixel scale for every car', () => {
    for (const car of SAMPLES) expect(carGeometry(car).scale).toBe(SIDE_SCALE);
  });

  it('draws length, height and width at that scale', () => {
    for (const car of SAMPLES) {
      const g = carGeometry(car);
      const d = dims(car);
      expect(g.length).toBeCloseTo(d.length * SIDE_SCALE, 6);
      expect(g.frontX - g.rearX).toBeCloseTo(d.length * SIDE_SCALE, 6);
      expect(g.groundY - g.roofY).toBeCloseTo(d.height * SIDE_SCALE, 6);
      expect(g.width).toBeCloseTo(d.width * SIDE_SCALE, 6);
    }
  });

  it('puts the wheel centres a wheelbase apart, at the same scale', () => {
    for (const car of SAMPLES) {
      const g = carGeometry(car);
      expect((g.wheels.front.x - g.wheels.rear.x) / dims(car).wheelbase).toBeCloseTo(SIDE_SCALE, 6);
    }
  });

  it('gives the overhangs the length minus the wheelbase', () => {
    for (const car of SAMPLES) {
      const g = carGeometry(car);
      const d = dims(car);
      const overhangs = g.frontX - g.wheels.front.x + (g.wheels.rear.x - g.rearX);
      expect(overhangs).toBeCloseTo((d.length - d.wheelbase) * SIDE_SCALE, 6);
      expect(g.frontX - g.wheels.front.x).toBeGreaterThan(0);
      expect(g.wheels.rear.x - g.rearX).toBeGreaterThan(0);
    }
  });

  it('draws a longer car longer and a taller car taller', () => {
    expect(carGeometry(ZX).length).toBeLessThan(carGeometry(Z007).length);
    expect(carGeometry(Z007).length).toBeLessThan(carGeometry(L9).length);
    expect(carGeometry(L9).roofY).toBeLessThan(carGeometry(ZX).roofY);
    expect(carGeometry(ZX).roofY).toBeLessThan(carGeometry(Z007).roofY);
    expect(carGeometry(L9).height / carGeometry(Z007).height).toBeCloseTo(1800 / 1450, 6);
  });

  it('fits the longest car (5,218 mm) on the 1200 px canvas with margins', () => {
    const g = carGeometry(L9);
    expect(g.rearX).toBeGreaterThan(60);
    expect(g.frontX).toBeLessThan(1140);
    expect(g.roofY).toBeGreaterThan(60);
  });

  it('keeps the wheels on the ground', () => {
    for (const car of SAMPLES) {
      const g = carGeometry(car);
      expect(g.wheels.front.y + g.wheels.r).toBeCloseTo(g.groundY, 6);
      expect(g.wheels.rear.y).toBeCloseTo(g.wheels.front.y, 6);
    }
  });
});

describe('the side view draws what carGeometry says', () => {
  it.each(SAMPLES.map((car) => [car.name, car] as const))('%s: body and wheels where the geometry puts them', (_, car) => {
    const g = carGeometry(car);
    const doc = parseSvg(drawCarExterior(car, 1));
    const b = bodyBounds(doc);
    expect(b.x0).toBeCloseTo(g.rearX, -0.5);
    expect(b.x1).toBeCloseTo(g.frontX, -0.5);
    expect(b.y0).toBeCloseTo(g.roofY, -0.5);
    const wheels = Array.from(doc.getElementsByTagName('use'))
      .map(
        (u) =>
          (u.getAttribute('transform') ?? '')
            .match(/matrix\(([^)]*)\)/)?.[1]
            ?.split(' ')
            .map(Number) ?? [],
      )
      .map((m) => ({ x: m[4] ?? NaN, y: m[5] ?? NaN, r: Math.hypot(m[0] ?? 0, m[1] ?? 0) * 100 }))
      .sort((a, c) => a.x - c.x);
    expect(wheels).toHaveLength(2);
    const [rear, front] = wheels as [(typeof wheels)[number], (typeof wheels)[number]];
    expect(rear.x).toBeCloseTo(g.wheels.rear.x, 0);
    expect(front.x).toBeCloseTo(g.wheels.front.x, 0);
    expect(front.y).toBeCloseTo(g.wheels.front.y, 0);
    expect(front.r).toBeCloseTo(g.wheels.r, 0);
  });

  it('shows the size difference between two cars drawn side by side', () => {
    const long = bodyBounds(parseSvg(drawCarExterior(L9, 1)));
    const short = bodyBounds(parseSvg(drawCarExterior(ZX, 1)));
    const low = bodyBounds(parseSvg(drawCarExterior(Z007, 1)));
    expect((long.x1 - long.x0) / (short.x1 - short.x0)).toBeCloseTo(5218 / 4450, 1);
    expect(long.y0).toBeLessThan(low.y0);
    expect(low.y0 - long.y0).toBeCloseTo((1800 - 1450) * SIDE_SCALE, -0.5);
  });
});

describe('rows and fallbacks', () => {
  it('counts two rows up to 5 seats and three from 6', () => {
    expect(rowsOf(L7)).toBe(2);
    expect(rowsOf(L9)).toBe(3);
    expect(rowsOf(ZX)).toBe(2);
    expect(rowsOf({ specs: { seats: 7 } })).toBe(3);
  });

  it("falls back to the silhouette's typical figures when a car has no dimensions", () => {
    const bare = { ...SU7, specs: {} };
    expect(dimensionsOf(bare).length).toBeGreaterThan(4000);
    expect(carGeometry(bare).length).toBeCloseTo(dimensionsOf(bare).length * SIDE_SCALE, 6);
  });
});

describe('monotone', () => {
  it('passes through its points and never overshoots them', () => {
    const f = monotone([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
    expect(f(0)).toBe(0);
    expect(f(1)).toBeCloseTo(1, 9);
    expect(f(3)).toBe(0);
    for (let x = 0; x <= 3; x += 0.05) {
      expect(f(x)).toBeLessThanOrEqual(1 + 1e-9);
      expect(f(x)).toBeGreaterThanOrEqual(-1e-9);
    }
  });
});
