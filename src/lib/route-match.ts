/**
 * Which route a path is, for the link check and the browser tests. Apart from paths.ts so
 * that what imports the href builders (the relay function among them) does not load
 * react-router, and React with it.
 */
import { matchPath } from 'react-router';
import { ROUTES, type RouteName } from './paths.js';

/**
 * The parameters of a language-neutral path if it fits the pattern, e.g. `{ slug: 'zeekr-001' }`,
 * by react-router's `matchPath`. Stricter than the router on two points, as the host is:
 * a trailing slash is not the page (vercel.json `trailingSlash: false`), and case matters
 * (files are served case-sensitively). matchPath leaves values encoded (the router
 * decodes the whole pathname first), so they are decoded here.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (path.length > 1 && path.endsWith('/')) return null;
  const match = matchPath({ path: pattern, caseSensitive: true, end: true }, path);
  if (!match) return null;
  return Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decodeURIComponent(value ?? '')]));
}

/** The named route a language-neutral path belongs to, with its parameters. */
export function matchRoute(path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const params = matchPattern(ROUTES[name], path);
    if (params) return { name, params };
  }
  return null;
}
