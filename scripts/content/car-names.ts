/**
 * The catalogue's car names by id, for the relay function: the staff message names the
 * car from this map, never from what the browser sent (issue 13). The function does not
 * read content/ at run time (40 YAML files and their schema on every cold start), so the
 * map is generated from content/cars/ and committed beside the function.
 *
 *   npm run content:car-names    (a test fails when the committed file is out of date)
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getCars } from '../../content/index.js';

export const CAR_NAMES_FILE = join(import.meta.dirname, '..', '..', 'api', '_lib', 'car-names.json');

/** `{ "<id>": "<name>" }` in id order, as committed. */
export function carNamesJson(): string {
  const names = Object.fromEntries([...getCars()].sort((a, b) => a.id - b.id).map((car) => [String(car.id), car.name]));
  return `${JSON.stringify(names, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(CAR_NAMES_FILE, carNamesJson());
  console.log(`Car names written to ${CAR_NAMES_FILE}`);
}
