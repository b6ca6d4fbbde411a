/**
 * The catalogue's car names by id, for the staff message: the relay names a car from the car
 * files, never from what the browser sent (issue 13). Read from content/cars/ when the first
 * enquiry about a car arrives (vercel.json ships the files with the function), so a car staff
 * add in the editor is named with no step in between. Only each file's `id` and `name` are read:
 * the build has checked the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../../content/files.js';

export const CARS_DIR = join(CONTENT_DIR, 'cars');

let names: ReadonlyMap<number, string> | undefined;

/** id → name of every car file in `dir`. */
export function readCarNames(dir: string = CARS_DIR): ReadonlyMap<number, string> {
  const map = new Map<number, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    const { id, name } = (parse(readFileSync(join(dir, file), 'utf8')) ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id === 'number' && typeof name === 'string') map.set(id, name);
  }
  return map;
}

/** The catalogue's name of a car id, or undefined for an unknown id; the files are read once per instance. */
export function catalogueCarName(carId: number): string | undefined {
  names ??= readCarNames();
  return names.get(carId);
}
