/**
 * The route data React Router hydrates from, and the build's hash that names the data files
 * of later navigations, are named by a JSON data block instead of the inline scripts the
 * pre-renderer writes (`window.__staticRouterHydrationData = JSON.parse(…)` and
 * `window.__VITE_REACT_SSG_HASH__ = …`): a data block never runs, so the Content-Security-Policy
 * allows no inline script at all, and the data itself is the page's data file, so the HTML
 * does not carry it twice (issue 26). scripts/build/route-data-block.ts rewrites the pages;
 * the entry puts the two values where the router and vite-react-ssg read them, before either
 * starts.
 */
import { mayReload, noteReload } from '../lib/stale-build.js';

export const ROUTE_DATA_ID = 'route-data';
/** The attribute of the data block that holds the build hash. */
export const BUILD_HASH_ATTRIBUTE = 'data-build';
/** The attribute of the data block that names the page's route data file. */
export const DATA_FILE_ATTRIBUTE = 'data-src';
/** The entry module and the modules it imports, which the page loads after its first paint (scripts/build/deferred-entry.ts). */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRELOAD_ATTRIBUTE = 'data-preload';

type RouterWindow = Window & { __staticRouterHydrationData?: unknown };

/**
 * In the browser, on a pre-rendered page: the build hash from the data block, and the route
 * data from the page's data file (asked for with the modules, after the first paint), where
 * React Router hydrates from them. The dev server's pages have no data block: nothing to do.
 */
export async function loadRouteData(doc: Document = document, win: RouterWindow = window): Promise<void> {
  const block = doc.getElementById(ROUTE_DATA_ID);
  if (!block) return;
  const hash = block.getAttribute(BUILD_HASH_ATTRIBUTE);
  if (hash) win.__VITE_REACT_SSG_HASH__ = hash;
  const src = block.getAttribute(DATA_FILE_ATTRIBUTE);
  if (!src) return;
  const response = await win.fetch(src);
  if (!response.ok) throw new Error(`route data ${src}: HTTP ${response.status}`);
  win.__staticRouterHydrationData = { loaderData: (await response.json()) as unknown, actionData: null, errors: null };
}

/**
 * The data file of a page opened before a redeploy is gone with the old build: a full reload
 * fetches the new page and its data, once per URL. If that fails too, the page stays as it
 * was pre-rendered (readable, its links working), without the enhancements.
 */
export function reloadOnceForRouteData(error: unknown, win: Window = window): void {
  const url = win.location.href;
  if (!mayReload(win.sessionStorage, url)) {
    console.error(error);
    return;
  }
  noteReload(win.sessionStorage, url);
  win.location.reload();
}

let firstRouteData: Promise<void> | undefined;

/**
 * The page's route data, loaded once: vite-react-ssg awaits the matched routes' `lazy` before
 * it creates the router and hydrates, so each page route awaits this first (src/app/routes.tsx),
 * and hydration starts with the data in place. Not in the server build, which has its loaders.
 */
export function routeDataReady(): Promise<void> {
  firstRouteData ??=
    typeof document === 'undefined'
      ? Promise.resolve()
      : loadRouteData().catch((error: unknown) => {
          reloadOnceForRouteData(error);
          throw error;
        });
  return firstRouteData;
}
