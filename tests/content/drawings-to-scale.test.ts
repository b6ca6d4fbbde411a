/**
 * Every car's side view is drawn to scale from its own file's dimensions: the picture is
 * measured as a browser would show it (the painted body's outline and the wheels' centres and
 * radii in the SVG), never read back from the renderer's own numbers. The figures come from the
 * car files, so a car added or resized in the editor is held to the same rule.
 */
import { describe, expect, it } from 'vitest';
import { CARS_DIR, readCars } from '../../content/cars.js';
import { drawCarImage } from '../../scripts/images/generate.js';
import { FAMILY_SHAPES, familyKey } from '../../scripts/images/families.js';
import { bodyBounds, parseSvg } from '../unit/images/samples.js';

/** Within 5 % of the car's own figure, as issue 40 asks of every drawing. */
const within5 = (drawn: number, real: number) => Math.abs(drawn / real - 1);

const measured = readCars(CARS_DIR)
  .filter((car) => car.specs.dimensions)
  .map((car) => {
    const doc = parseSvg(drawCarImage(car, 0)); // exterior-1: the side view
    const body = bodyBounds(doc);
    const wheels = Array.from(doc.getElementsByTagName('use'))
      .map((use) => (/matrix\(([^)]*)\)/.exec(use.getAttribute('transform') ?? '')?.[1] ?? '').split(' ').map(Number))
      .map((m) => ({ x: m[4]!, y: m[5]!, r: Math.hypot(m[0]!, m[1]!) * 100 }))
      .sort((a, b) => a.x - b.x);
    const ground = Math.max(...wheels.map((wheel) => wheel.y + wheel.r));
    return { car, dims: car.specs.dimensions!, body, wheels, length: body.x1 - body.x0, height: ground - body.y0 };
  });

describe('every side view, to scale from its car file', () => {
  it('covers every car that has dimensions', () => {
    expect(measured.length).toBeGreaterThan(0);
    expect(measured.length).toBe(readCars(CARS_DIR).filter((car) => car.specs.dimensions).length);
  });

  it.each(measured.map((entry) => [entry.car.slug, entry] as const))('%s: length to height within 5 %%', (_, entry) => {
    const { dims, length, height } = entry;
    expect(within5(length / height, dims.length / dims.height)).toBeLessThan(0.05);
  });

  it.each(measured.map((entry) => [entry.car.slug, entry] as const))('%s: two wheels, a wheelbase apart within 5 %%', (_, entry) => {
    const { dims, wheels, length } = entry;
    expect(wheels).toHaveLength(2);
    expect(within5((wheels[1]!.x - wheels[0]!.x) / length, dims.wheelbase / dims.length)).toBeLessThan(0.05);
  });

  it.each(measured.filter(({ car }) => FAMILY_SHAPES[familyKey(car)]?.shape.wheel).map((entry) => [entry.car.slug, entry] as const))(
    "%s: the wheel's share of the height within 5 % of its family's tyre",
    (_, entry) => {
      const tyre = FAMILY_SHAPES[familyKey(entry.car)]!.shape.wheel!;
      expect(within5((2 * entry.wheels[0]!.r) / entry.height, tyre / entry.dims.height)).toBeLessThan(0.05);
    },
  );

  it('draws every car at one scale, so a long car beside a short one looks as it would on the street', () => {
    const scales = measured.map(({ length, dims }) => length / dims.length);
    expect(Math.max(...scales) / Math.min(...scales) - 1).toBeLessThan(0.02);
    const longest = measured.reduce((a, b) => (b.dims.length > a.dims.length ? b : a));
    const shortest = measured.reduce((a, b) => (b.dims.length < a.dims.length ? b : a));
    expect(within5(longest.length / shortest.length, longest.dims.length / shortest.dims.length)).toBeLessThan(0.02);
  });
});
