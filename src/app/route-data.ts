/**
 * The route data React Router hydrates from, and the build's hash that names the data files
 * of later navigations, travel in the page as a JSON data block instead of the inline
 * scripts the pre-renderer writes (`window.__staticRouterHydrationData = JSON.parse(…)` and
 * `window.__VITE_REACT_SSG_HASH__ = …`): a data block never runs, so the Content-Security-Policy
 * allows no inline script at all (issue 26). scripts/build/route-data-block.ts rewrites the
 * pages; the entry puts the two values back where the router and vite-react-ssg read them,
 * before either starts.
 */
export const ROUTE_DATA_ID = 'route-data';
/** The attribute of the data block that holds the build hash. */
export const BUILD_HASH_ATTRIBUTE = 'data-build';
/** The entry module and the modules it imports, which the page loads after its first paint (scripts/build/deferred-entry.ts). */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** In the browser, on a pre-rendered page: the globals from the data block (nothing in the dev server, which has none). */
export function installRouteData(doc: Document = document, win: Window & { __staticRouterHydrationData?: unknown } = window): void {
  const block = doc.getElementById(ROUTE_DATA_ID);
  if (!block) return;
  win.__staticRouterHydrationData = JSON.parse(block.textContent ?? 'null') as unknown;
  const hash = block.getAttribute(BUILD_HASH_ATTRIBUTE);
  if (hash) win.__VITE_REACT_SSG_HASH__ = hash;
}
