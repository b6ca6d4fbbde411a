/**
 * No inline script on any page, so the Content-Security-Policy can allow none (issue 26):
 * - the two the pre-renderer writes become one JSON data block (src/app/route-data.ts);
 * - any other (the not-found document's head script, which must run before the first paint)
 *   moves to a file under assets/ named by its content, loaded by the same element in the same
 *   place, so it still runs when the inline one did.
 */
import { createHash } from 'node:crypto';
import { BUILD_HASH_ATTRIBUTE, ROUTE_DATA_ID } from '../../src/app/route-data.js';

const ROUTER_DATA_RE = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;
const HASH_RE = /<script>window\.__VITE_REACT_SSG_HASH__ = '([\w-]+)'<\/script>/;
/** A script element that runs, with its code: no src, and no type or a JavaScript one. */
const INLINE_SCRIPT_RE = /<script((?![^>]*\ssrc=)(?![^>]*\stype="(?!module"|text\/javascript")[^"]*")[^>]*)>([\s\S]*?)<\/script>/g;

/** JSON safe inside a script element: no `</script>` or `<!--` can be spelled with `<` escaped. */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function routeDataBlock(html: string, file = 'page'): string {
  const data = ROUTER_DATA_RE.exec(html);
  const hash = HASH_RE.exec(html);
  if (!data || !hash) throw new Error(`route-data-block: ${file} has no route data or build hash from the pre-renderer`);
  const value = JSON.parse(JSON.parse(data[1]!) as string) as unknown;
  const block = `<script type="application/json" id="${ROUTE_DATA_ID}" ${BUILD_HASH_ATTRIBUTE}="${hash[1]}">${jsonForHtml(value)}</script>`;
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
