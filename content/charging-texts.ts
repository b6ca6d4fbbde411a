/**
 * The charging times a car's own texts state agree with the one charging model (DECISIONS 41): a
 * description or feature that says «с 10 до 80 % за 12 минут» must say the maker's time over the
 * maker's window, or the model's time for another window; a DC time where the car's DC charging is not
 * confirmed is refused. The build refuses a car that disagrees (content/cars.ts), so the staff editor
 * does before a save.
 */
import { dcFacts, dcMinutes } from '../shared/charging-model.js';
import { chargingStatements, statesTime, type ChargingStatement } from '../shared/charging-statements.js';
import type { CarData } from './schema.js';

export interface ChargingTextProblem {
  path: (string | number)[];
  statement: ChargingStatement;
  /** The model's minutes for the stated window; null when the car's DC charging is not confirmed. */
  expected: number | null;
}

/** The model's minutes for a car over a window, on a charger that gives all the car takes; null when not confirmed. */
export function carChargingMinutes(car: Pick<CarData, 'specs'>, from: number, to: number): number | null {
  const facts = dcFacts(car.specs);
  return (facts && dcMinutes(facts, null, from, to)?.minutes) ?? null;
}

/** Each statement of a time in a car's description and features that the model does not give. */
export function chargingTextProblems(car: Pick<CarData, 'specs' | 'description' | 'features'>): ChargingTextProblem[] {
  const texts: { path: (string | number)[]; text: string }[] = (['ru', 'en'] as const).flatMap((lang) => [
    { path: ['description', lang], text: car.description[lang] },
    ...car.features[lang].map((text, index) => ({ path: ['features', lang, index], text })),
  ]);
  return texts.flatMap(({ path, text }) =>
    chargingStatements(text).flatMap((statement) => {
      const expected = carChargingMinutes(car, statement.from, statement.to);
      return expected !== null && statesTime(statement, expected) ? [] : [{ path, statement, expected }];
    }),
  );
}

/** A car as an article names it, with what the model needs. */
export type NamedCar = Pick<CarData, 'name' | 'manufacturer' | 'model' | 'trim' | 'specs'> & { slug: string };

/** The passages of an article a statement is read in with the cars it names: paragraphs, list items, key figures, answers. */
export interface Passage {
  path: (string | number)[];
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`(^|[^\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, 'iu').test(text);

/**
 * The cars a passage is about: those it links or names in full ("Zeekr 7X RWD", "7X RWD"); else every
 * version of a family it names ("Zeekr 7X", "YU7"; a model that is only digits, "Avatr 11", with its maker); else the article's own cars.
 */
export function carsOfPassage(text: string, cars: readonly NamedCar[], articleCars: readonly string[]): NamedCar[] {
  const named = namedIn(text, cars);
  if (named.length > 0) return named;
  const families = familiesIn(text, cars);
  return families.length > 0 ? families : cars.filter((car) => articleCars.includes(car.slug));
}

/** The cars a text links or names in full ("Zeekr 7X RWD", "7X RWD"). */
function namedIn(text: string, cars: readonly NamedCar[]): NamedCar[] {
  const plain = text.replace(/\u00a0/g, ' ');
  return cars.filter(
    (car) => plain.includes(`/cars/${car.slug}`) || mentions(plain, car.name) || mentions(plain, `${car.model} ${car.trim}`),
  );
}

/** Every version of each family a text names ("Zeekr 7X", "YU7"; a model that is only digits, "Avatr 11", with its maker). */
function familiesIn(text: string, cars: readonly NamedCar[]): NamedCar[] {
  const plain = text.replace(/\u00a0/g, ' ');
  return cars.filter(
    (car) => mentions(plain, `${car.manufacturer} ${car.model}`) || (/\p{L}/u.test(car.model) && mentions(plain, car.model)),
  );
}

/**
 * The cars a statement is about: those its sentence names in full; else, of the cars its passage names,
 * the families it names and the article's cars, those whose trim the sentence names with its capital
 * ("the Max", not "air suspension is standard"); else those its passage names; else those families or the article's cars.
 */
export function carsOfStatement(sentence: string, passage: string, cars: readonly NamedCar[], articleCars: readonly string[]): NamedCar[] {
  const inSentence = namedIn(sentence, cars);
  if (inSentence.length > 0) return inSentence;
  const inPassage = namedIn(passage, cars);
  const context = [...inPassage, ...familiesIn(passage, cars), ...cars.filter((car) => articleCars.includes(car.slug))].filter(
    (car, index, list) => list.indexOf(car) === index,
  );
  const plain = sentence.replace(/\u00a0/g, ' ');
  const byTrim = context.filter(
    (car) => /\p{L}/u.test(car.trim) && new RegExp(`(^|[^\\p{L}\\d])${escape(car.trim)}(?![\\p{L}\\d])`, 'u').test(plain),
  );
  if (byTrim.length > 0) return byTrim;
  return inPassage.length > 0 ? inPassage : context;
}

/**
 * Each statement of a DC time in an article's passages that none of the cars it is about has: a single
 * time must be one car's, a span («10–15 минут») must hold the time of every car it is about.
 */
export function articleChargingProblems(
  passages: readonly Passage[],
  cars: readonly NamedCar[],
  articleCars: readonly string[],
): ChargingTextProblem[] {
  return passages.flatMap(({ path, text }) =>
    chargingStatements(text).flatMap((statement) => {
      const about = carsOfStatement(statement.sentence, text, cars, articleCars);
      if (about.length === 0) return [];
      const times = about.map((car) => carChargingMinutes(car, statement.from, statement.to));
      const span = statement.minutes.min !== statement.minutes.max;
      const agrees = span
        ? times.every((minutes) => minutes !== null && statesTime(statement, minutes))
        : times.some((minutes) => minutes !== null && statesTime(statement, minutes));
      return agrees ? [] : [{ path, statement, expected: times.find((minutes) => minutes !== null) ?? null }];
    }),
  );
}
