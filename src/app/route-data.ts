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
import type { createBrowserRouter, RouteObject } from 'react-router-dom';
import { resolveSharedParts } from '../lib/shared-route-data.js';
import { mayReload, noteReload } from '../lib/stale-build.js';

export const ROUTE_DATA_ID = 'route-data';
/** The attribute of the data block that holds the build hash. */
export const BUILD_HASH_ATTRIBUTE = 'data-build';
/** The attribute of the data block that names the page's route data file. */
export const DATA_FILE_ATTRIBUTE = 'data-src';
/** The entry module and the modules it imports, which the page loads after its first paint (scripts/build/deferred-entry.ts). */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** The attribute that lists the shared parts the page's data file refers to (src/lib/shared-route-data.ts), fetched beside it. */
export const SHARED_ATTRIBUTE = 'data-shared';

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
  // The shared parts it names were asked for beside it, by the boot script's preloads.
  const loaderData = await resolveSharedParts((await fetchJson(src, win)) as Record<string, unknown>, (url) => loadSharedPart(url, win));
  win.__staticRouterHydrationData = { loaderData, actionData: null, errors: null };
}

/** A failed answer in the words stale-build.ts knows, so a tab of an old deploy loads the page afresh. */
async function fetchJson(url: string, win: Window): Promise<unknown> {
  const response = await win.fetch(url);
  if (!response.ok) throw new Error(`Failed to fetch ${url}: HTTP ${response.status}`);
  return response.json();
}

const sharedParts = new Map<string, Promise<unknown>>();

/** A shared part of the route data, fetched once per document (and cached by the browser: its name is its content). */
function loadSharedPart(url: string, win: Window = window): Promise<unknown> {
  // A failure stays: the route's error then loads the page afresh (stale-build.ts).
  if (!sharedParts.has(url)) sharedParts.set(url, fetchJson(url, win));
  return sharedParts.get(url)!;
}

/**
 * The router of the browser, whose loaders (vite-react-ssg's, which read the data files of later
 * navigations) give each route its data with the shared parts put back.
 */
export const createRouterWithSharedParts =
  (create: typeof createBrowserRouter): typeof createBrowserRouter =>
  (routes, options) =>
    create(routes.map(withSharedParts), options);

function withSharedParts(route: RouteObject): RouteObject {
  const { loader, children } = route;
  const resolving: RouteObject['loader'] =
    typeof loader === 'function'
      ? async (args) => {
          const value = (await loader(args)) as unknown;
          return (await resolveSharedParts(value, (url) => loadSharedPart(url))) ?? null;
        }
      : loader;
  return { ...route, loader: resolving, ...(children && { children: children.map(withSharedParts) }) } as RouteObject;
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
