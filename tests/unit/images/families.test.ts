import { describe, expect, it } from 'vitest';
import { readCarEntries } from '../../../content/cars.js';
import { FAMILY_SHAPES, familyKey } from '../../../scripts/images/families.js';
import { modelFamilies } from '../../../scripts/images/generate.js';
import { buildBody, profileDistance, sideProfile } from '../../../scripts/images/geometry.js';

/**
 * Each model family is drawn as its own shape, not as its body type at another length: the
 * reviewer found the YU7 drawn like the SU7, the Avatr 11 and 07 like a saloon and an estate,
 * the Zeekr 7X like the X and every Li Auto as one box. The families come from the catalogue.
 */
const cars = readCarEntries();
const families = modelFamilies(cars);
const name = familyKey;
/** The least difference between two families' side profiles: 2.5 % of the height somewhere along the roof, window line or underside. */
const APART = 0.025;

/** The roof's fall over the rear, in shares of the height: from its highest point to its height at 90 % of the length. */
function rearFall(car: (typeof families)[number]): number {
  const { roof } = sideProfile(car);
  return Math.max(...roof) - (roof[36] as number);
}

describe('model families', () => {
  it('draws every family of the catalogue with a side view of its own, whatever its size', () => {
    for (const [i, a] of families.entries()) {
      for (const b of families.slice(i + 1)) {
        expect(profileDistance(sideProfile(a), sideProfile(b)), `${name(a)} and ${name(b)}`).toBeGreaterThanOrEqual(APART);
      }
    }
  });

  it("holds each family's own shape apart from its body type's generic one, so a new family never copies an existing one", () => {
    for (const car of families.filter((family) => FAMILY_SHAPES[name(family)])) {
      const generic = { silhouette: car.silhouette, specs: car.specs };
      expect(profileDistance(sideProfile(car), sideProfile(generic)), name(car)).toBeGreaterThanOrEqual(APART);
    }
  });

  it('refines the body type its cars name, so no family shape is silently left unused', () => {
    for (const [family, shape] of Object.entries(FAMILY_SHAPES)) {
      const own = cars.filter((car) => name(car) === family);
      expect(own.length, `${family} has cars in the catalogue`).toBeGreaterThan(0);
      for (const car of own) expect(car.silhouette, car.slug).toBe(shape.silhouette);
    }
  });

  it('gives the coupe-SUVs a roof that falls further over the rear than any other SUV, on a higher body than the saloons', () => {
    const of = (silhouettes: string[]) => families.filter((car) => silhouettes.includes(car.silhouette));
    const coupes = of(['coupe-suv']);
    const suvs = of(['mid-suv', 'large-suv', 'compact-crossover']);
    const saloons = of(['sedan', 'fastback-sedan']);
    expect(coupes.length * suvs.length * saloons.length).toBeGreaterThan(0);
    const beltHeight = (car: (typeof families)[number]) => {
      const body = buildBody(car);
      return body.belt(body.L / 2);
    };
    for (const coupe of coupes) {
      for (const suv of suvs) expect(rearFall(coupe), `${name(coupe)} against ${name(suv)}`).toBeGreaterThan(rearFall(suv));
      for (const saloon of saloons) expect(beltHeight(coupe), `${name(coupe)} against ${name(saloon)}`).toBeGreaterThan(beltHeight(saloon));
    }
  });

  it('keeps the roofs of the six- and seven-seat large SUVs flatter over the rear than the five-seat ones', () => {
    const large = families.filter((car) => car.silhouette === 'large-suv');
    const threeRows = large.filter((car) => (car.specs.seats ?? 5) >= 6);
    const twoRows = large.filter((car) => (car.specs.seats ?? 5) < 6);
    expect(threeRows.length * twoRows.length).toBeGreaterThan(0);
    for (const tall of threeRows) {
      for (const five of twoRows) expect(rearFall(tall), `${name(tall)} against ${name(five)}`).toBeLessThan(rearFall(five));
    }
  });
});
