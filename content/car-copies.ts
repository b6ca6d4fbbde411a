/**
 * Copy-paste guards on the cars: what a car copied from another keeps by mistake. «Дублировать»
 * in the editor and a copied file both start a new car as another's copy, and the commonest data
 * errors follow: a description of the other car, a block of figures left on the other car's
 * sources (the Avatr 07 REEV once carried the 11 REEV's battery and ranges word for word), an
 * acceleration that no longer fits the power. Real cars do share blocks (the Li Auto L7 and L8
 * share a powertrain), so a shared or suspiciously near block must be vouched for by the sources.
 * The build refuses each (content/cars.ts), so the editor does before a save, and the newer car of
 * the two (the higher number, the copy) is the one named.
 */
import type { CarData } from './schema.js';

type CopiedCar = Pick<CarData, 'id' | 'name' | 'manufacturer' | 'model' | 'description' | 'specs' | 'sources'>;

/** What one car kept of another: the field at fault and the other car. */
export interface CarCopy<C extends CopiedCar = CopiedCar> {
  kind: 'description' | 'energy' | 'dimensions' | 'acceleration';
  car: C;
  other: C;
  path: (string | number)[];
}

const family = (car: CopiedCar) => `${car.manufacturer} ${car.model}`;
/** One document: AutoHome's spec pages of two trims are one table when the figures were read from the same dataset file. */
const documentOf = (source: CopiedCar['sources'][number]) => source.dataset ?? source.url;
const sourcesOf = (car: CopiedCar, figures: readonly string[]) =>
  new Set(car.sources.filter((source) => source.figures.some((figure) => figures.includes(figure))).map(documentOf));
/** Each pair once, the older car first (the lower number), so the copy is the second. */
const pairsOf = <C extends CopiedCar>(list: readonly C[]) => {
  const sorted = [...list].sort((a, b) => a.id - b.id);
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b) => [a, b] as const));
};

const BLOCKS = {
  energy: {
    figures: ['battery', 'range', 'electricRange'],
    path: ['specs', 'battery'],
    value: (car: CopiedCar) => [car.specs.battery, car.specs.range, car.specs.electricRange ?? 'none'],
  },
  dimensions: { figures: ['dimensions'], path: ['specs', 'dimensions'], value: (car: CopiedCar) => [car.specs.dimensions] },
} as const;

/** Two cars with the same description, word for word, in either language. */
function copiedDescriptions<C extends CopiedCar>(list: readonly C[]): CarCopy<C>[] {
  return pairsOf(list).flatMap(([other, car]) =>
    (['ru', 'en'] as const)
      .filter((lang) => car.description[lang].trim() === other.description[lang].trim())
      .slice(0, 1)
      .map((lang) => ({ kind: 'description' as const, car, other, path: ['description', lang] })),
  );
}

/** Two model families sharing a whole block without each car's own source confirming it. */
function sharedBlocks<C extends CopiedCar>(list: readonly C[]): CarCopy<C>[] {
  return (Object.keys(BLOCKS) as (keyof typeof BLOCKS)[]).flatMap((kind) => {
    const block = BLOCKS[kind];
    return pairsOf(list)
      .filter(([a, b]) => family(a) !== family(b))
      .filter(([a, b]) => !block.value(a).includes(undefined) && JSON.stringify(block.value(a)) === JSON.stringify(block.value(b)))
      .filter(([a, b]) => {
        const [sa, sb] = [sourcesOf(a, block.figures), sourcesOf(b, block.figures)];
        const own = (mine: Set<string>, theirs: Set<string>) => [...mine].some((url) => !theirs.has(url));
        return !(own(sa, sb) && own(sb, sa));
      })
      .map(([other, car]) => ({ kind, car, other, path: [...block.path] }));
  });
}

/** Trims with the same power, motors and weight whose 0-100 times differ by over 0.5 s without one source listing both. */
function nearCopies<C extends CopiedCar>(list: readonly C[]): CarCopy<C>[] {
  const key = (car: CopiedCar) => JSON.stringify([car.specs.power, car.specs.electricMotors, car.specs.weight]);
  return pairsOf(list)
    .filter(([a, b]) => a.specs.power !== undefined && a.specs.weight !== undefined && key(a) === key(b))
    .filter(
      ([a, b]) =>
        a.specs.acceleration !== undefined &&
        b.specs.acceleration !== undefined &&
        Math.abs(a.specs.acceleration - b.specs.acceleration) > 0.5,
    )
    .filter(([a, b]) => ![...sourcesOf(a, ['acceleration'])].some((url) => sourcesOf(b, ['acceleration']).has(url)))
    .map(([other, car]) => ({ kind: 'acceleration' as const, car, other, path: ['specs', 'acceleration'] }));
}

/** Everything one car kept of another, the description first. */
export function carCopies<C extends CopiedCar>(list: readonly C[]): CarCopy<C>[] {
  return [...copiedDescriptions(list), ...sharedBlocks(list), ...nearCopies(list)];
}
