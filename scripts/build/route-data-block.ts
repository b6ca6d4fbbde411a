/**
 * No inline script on any page, so the Content-Security-Policy can allow none (issue 26):
 * - the two the pre-renderer writes become one empty JSON data block (src/app/route-data.ts)
 *   that names the build hash and the page's route data file: the pre-renderer writes that
 *   file anyway, for client navigation, and it holds the same data, so the HTML does not
 *   carry it a second time (a car page's HTML was 150 KB, half of it this data);
 * - any other (the not-found document's head script, which must run before the first paint)
 *   moves to a file under assets/ named by its content, loaded by the same element in the same
 *   place, so it still runs when the inline one did.
 */
import { createHash } from 'node:crypto';
import { BUILD_HASH_ATTRIBUTE, DATA_FILE_ATTRIBUTE, ROUTE_DATA_ID, SHARED_ATTRIBUTE } from '../../src/app/route-data.js';

const ROUTER_DATA_RE = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;
const HASH_RE = /<script>window\.__VITE_REACT_SSG_HASH__ = '([\w-]+)'<\/script>/;
/** A script element that runs, with its code: no src, and no type or a JavaScript one. */
const INLINE_SCRIPT_RE = /<script((?![^>]*\ssrc=)(?![^>]*\stype="(?!module"|text\/javascript")[^"]*")[^>]*)>([\s\S]*?)<\/script>/g;

/** The page's route data file: its URL, its text as the pre-renderer wrote it, and the shared parts it now refers to. */
export interface RouteDataFile {
  url: string;
  text: string;
  shared?: readonly string[];
}

/**
 * `dataFile(hash)`: the page's route data file, found by the build hash; the build fails if it
 * is missing or holds other data than the page was rendered with.
 */
export function routeDataBlock(html: string, dataFile: (hash: string) => RouteDataFile | undefined, file = 'page'): string {
  const data = ROUTER_DATA_RE.exec(html);
  const hash = HASH_RE.exec(html);
  if (!data || !hash) throw new Error(`route-data-block: ${file} has no route data or build hash from the pre-renderer`);
  const value = JSON.parse(JSON.parse(data[1]!) as string) as { loaderData: unknown; actionData: unknown; errors: unknown };
  const found = dataFile(hash[1]!);
  if (!found) throw new Error(`route-data-block: ${file} has no route data file`);
  if (value.actionData !== null || value.errors !== null || JSON.stringify(value.loaderData) !== JSON.stringify(JSON.parse(found.text))) {
    throw new Error(`route-data-block: the route data file of ${file} (${found.url}) differs from the data the page was rendered with`);
  }
  const shared = found.shared?.length ? ` ${SHARED_ATTRIBUTE}="${found.shared.join(' ')}"` : '';
  const block = `<script type="application/json" id="${ROUTE_DATA_ID}" ${BUILD_HASH_ATTRIBUTE}="${hash[1]}" ${DATA_FILE_ATTRIBUTE}="${found.url}"${shared}></script>`;
  return html.replace(hash[0], '').replace(data[0], () => block);
}

/**
 * Every remaining inline script as a file: `write(name, code)` stores it under assets/, and
 * the element loads it from there. The same code gets the same name on every page.
 */
export function externalizeInlineScripts(html: string, write: (name: string, code: string) => void): string {
  return html.replace(INLINE_SCRIPT_RE, (_, attributes: string, code: string) => {
    const name = `inline-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
    write(name, code);
    return `<script${attributes} src="/assets/${name}"></script>`;
  });
}
