/**
 * Route data that many pages carry alike, as cached files of their own (issue 26: shared
 * constants load once). A car page's data file was 52 KB, and 45 KB of it was the same on every
 * car page of its language: the language's shell and strings, the car page's strings, the
 * offers and tariffs. The build (scripts/build/shared-route-data.ts) moves each such part to a
 * file named by its content under assets/ and leaves a reference in its place; the browser
 * fetches each part once and puts it back before React Router reads the data
 * (src/app/route-data.ts). Pure: no React, no DOM, no file system.
 *
 * A part with `$shared` as its only key cannot come from content: no content field starts with `$`.
 */

/** What stands in a data file where a shared part was: the part's URL. */
export interface SharedRef {
  $shared: string;
}

/** A part smaller than this stays where it is: its own request would cost more than its bytes. */
export const MIN_SHARED_BYTES = 1024;
/**
 * Nor does a part fewer pages carry: a visitor seldom meets it twice, and on a new page its own
 * request would come after the data file's (a car family's suggestions, shared by three cars).
 */
export const MIN_SHARED_PAGES = 8;

export const isSharedRef = (value: unknown): value is SharedRef => typeof (value as Partial<SharedRef> | null)?.$shared === 'string';

type Json = Record<string, unknown>;
/** A plain object, as JSON gives: not an array, nor a Response (the dev server's loaders answer with one). */
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The places in one data file (route id → the route's data) where a shared part may be: each
 * route's whole data (a language's shell and strings), its `strings`, and each field of its
 * `data` (the offers and tariffs of every car page, the cars of every tool). Largest first, so
 * a part already shared whole is not split further.
 */
export function candidatePaths(loaderData: Json): string[][] {
  const paths: string[][] = [];
  for (const [routeId, route] of Object.entries(loaderData)) {
    if (!isObject(route)) continue;
    paths.push([routeId]);
    if ('strings' in route) paths.push([routeId, 'strings']);
    if (isObject(route.data)) for (const key of Object.keys(route.data)) paths.push([routeId, 'data', key]);
  }
  return paths;
}

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** A copy of `value` with the part at `path` replaced. */
function replaced(value: unknown, path: readonly string[], part: unknown): unknown {
  if (path.length === 0) return part;
  const [key, ...rest] = path;
  const node = value as Json;
  return { ...node, [key!]: replaced(node[key!], rest, part) };
}

/**
 * Splits every data file: a part (at one of its candidate paths) that is the same text in at
 * least `minPages` files and at least `minBytes` long moves out, named by `nameOf(text)`. Returns each
 * file's new data and the parts it refers to, and every part's text by URL.
 */
export function splitSharedParts(
  files: ReadonlyMap<string, Json>,
  nameOf: (text: string) => string,
  { minBytes = MIN_SHARED_BYTES, minPages = MIN_SHARED_PAGES }: { minBytes?: number; minPages?: number } = {},
): { files: Map<string, { data: Json; parts: string[] }>; parts: Map<string, string> } {
  const seen = new Map<string, number>();
  for (const data of files.values()) {
    for (const text of new Set(candidatePaths(data).map((path) => JSON.stringify(at(data, path))))) {
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
  }
  const parts = new Map<string, string>();
  const out = new Map<string, { data: Json; parts: string[] }>();
  for (const [file, data] of files) {
    let next: unknown = data;
    const used: string[] = [];
    for (const path of candidatePaths(data)) {
      // Inside a part already moved: nothing left to share there.
      if (isSharedRef(at(next, path.slice(0, -1))) || isSharedRef(at(next, path.slice(0, 1)))) continue;
      const text = JSON.stringify(at(data, path));
      if (text === undefined || text.length < minBytes || (seen.get(text) ?? 0) < minPages) continue;
      const url = nameOf(text);
      parts.set(url, text);
      if (!used.includes(url)) used.push(url);
      next = replaced(next, path, { $shared: url } satisfies SharedRef);
    }
    out.set(file, { data: next as Json, parts: used });
  }
  return { files: out, parts };
}

/**
 * `value` with every shared reference replaced by its part, which `load` fetches (all at once).
 * Kept small, as it ships on every page: a walk of the data's objects (references never stand in
 * an array), not of the candidate paths.
 */
export async function resolveSharedParts<T>(value: T, load: (url: string) => Promise<unknown>): Promise<T> {
  if (isSharedRef(value)) return (await load(value.$shared)) as T;
  if (!isObject(value)) return value;
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolveSharedParts(item, load)]));
  return Object.fromEntries(entries) as T;
}
