/** A brand page counts model families and versions apart (src/features/brands/lib/lineup-count.ts). */
import { describe, expect, it } from 'vitest';
import { getCars } from '../../../content/index.js';
import { countLineup } from '../../../src/features/brands/lib/lineup-count.js';

describe('countLineup', () => {
  it('counts each model family once and every car as a version', () => {
    const cars = ['001', '001', '007', '007 GT', '007 GT', '7X', 'X'].map((model) => ({ model }));
    expect(countLineup(cars)).toEqual({ families: 5, versions: 7 });
  });

  it('gives nothing for a brand with no cars', () => {
    expect(countLineup([])).toEqual({ families: 0, versions: 0 });
  });

  it('never counts more families than versions, for every maker in the catalogue', () => {
    const cars = getCars();
    for (const maker of new Set(cars.map((car) => car.manufacturer))) {
      const { families, versions } = countLineup(cars.filter((car) => car.manufacturer === maker));
      expect(families, maker).toBeGreaterThan(0);
      expect(families, maker).toBeLessThanOrEqual(versions);
    }
  });
});
