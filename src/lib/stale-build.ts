/**
 * After a redeploy, a tab opened on the old deploy asks, on its next client navigation, for files
 * the new deploy no longer has (vite-react-ssg upstream issue 93): both are named by hash.
 *
 * - The next page's or a feature's code (`/assets/*.js`): the dynamic import fails, in each
 *   browser's words, or Vite's preload of its CSS does.
 * - The route data (`/static-loader-data-manifest-<hash>.json`, `/static-loader-data/…`):
 *   vite-react-ssg parses the host's answer as JSON, and a 404 page (or an empty body) is not
 *   JSON; or the request itself fails.
 *
 * A full load of the page asked for fetches the new deploy's document, which names the new files.
 * Pure: no React, no `window`.
 */

/** A failed fetch or dynamic import, in Chromium's, Firefox's and Safari's words; Vite's preload of a chunk's CSS. */
const FAILED_LOAD =
  /Failed to fetch|dynamically imported module|Importing a module script failed|Unable to preload CSS|NetworkError when attempting|^Load failed$/i;

/** True when a route's error is what a tab of an old deploy meets: a file of its build that is gone. */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // JSON.parse's words: "… is not valid JSON", "Unexpected end of JSON input" (Chromium),
  // "JSON.parse: unexpected character …" (Firefox), "JSON Parse error: …" (Safari).
  if (error instanceof SyntaxError && /JSON/.test(message)) return true;
  return FAILED_LOAD.test(message);
}

/** The session's record of the address last reloaded for a stale build. */
export interface ReloadLedger {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const RELOADED_KEY = 'route-error-reloaded';

/**
 * Whether `url` may be loaded afresh: once per address, so a file missing from the new deploy as
 * well (an outage, not a redeploy) leaves the error screen up instead of a reload loop.
 */
export const mayReload = (ledger: ReloadLedger, url: string): boolean => ledger.getItem(RELOADED_KEY) !== url;

/** Records a reload of `url`, just before it happens. */
export const noteReload = (ledger: ReloadLedger, url: string): void => ledger.setItem(RELOADED_KEY, url);
