/**
 * The parts of vercel.json that the local host applies, read from the file itself
 * so that local and production behaviour cannot drift: redirects (with `has`
 * conditions on the query or headers), headers, cleanUrls and trailingSlash.
 * Patterns use path-to-regexp 6, the syntax Vercel documents for `source`.
 */
import { readFileSync } from 'node:fs';
import { pathToRegexp, type Key } from 'path-to-regexp';

interface HasCondition {
  type: 'query' | 'header';
  key: string;
  value?: string;
}

interface RawRedirect {
  source: string;
  destination: string;
  permanent?: boolean;
  statusCode?: number;
  has?: HasCondition[];
}

interface RawHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface VercelConfig {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: RawRedirect[];
  headers?: RawHeaderRule[];
}

interface CompiledPattern {
  regexp: RegExp;
  keys: Key[];
}

function compile(source: string): CompiledPattern {
  const keys: Key[] = [];
  return { regexp: pathToRegexp(source, keys), keys };
}

function match(pattern: CompiledPattern, pathname: string): Record<string, string> | null {
  const found = pattern.regexp.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  pattern.keys.forEach((key, index) => {
    params[String(key.name)] = found[index + 1] ?? '';
  });
  return params;
}

function hasMatches(
  conditions: HasCondition[] | undefined,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  return (conditions ?? []).every((condition) => {
    const actual = condition.type === 'query' ? query.get(condition.key) : headers[condition.key.toLowerCase()];
    const value = Array.isArray(actual) ? actual[0] : actual;
    if (value === null || value === undefined) return false;
    return condition.value === undefined || new RegExp(`^(?:${condition.value})$`).test(value);
  });
}

/** Fills `:name`, `:name*` and `:name+` in a destination with the matched values. */
function fillDestination(destination: string, params: Record<string, string>): string {
  const filled = destination.replace(/:([A-Za-z0-9_]+)[*+?]?/g, (_, name: string) => params[name] ?? '');
  return filled.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/**
 * A Location header value that cannot leave the site or break the header: anything but
 * printable ASCII is percent-encoded (browsers drop tabs and newlines from a URL, so
 * `/\t/evil.com` would read as `//evil.com`), and the leading slashes and backslashes
 * of a path collapse to one (`//evil.com` and `/\evil.com` are protocol-relative URLs
 * of another host). Absolute destinations (`https://…`) are left as they are.
 */
export function safeLocation(location: string): string {
  const printable = location.replace(/[^\x21-\x7e]/gu, (char) =>
    Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return printable.replace(/^[/\\]+/, '/');
}

export interface HostRules {
  cleanUrls: boolean;
  trailingSlash: boolean;
  /**
   * The redirect for this request, if a rule matches: status and Location (see safeLocation).
   * Give it the raw, still percent-encoded path: the matched parts go into the Location as they are.
   */
  redirectFor(
    pathname: string,
    query: URLSearchParams,
    headers: Record<string, string | string[] | undefined>,
  ): { status: number; location: string } | null;
  /** Headers from every matching rule, later rules winning. */
  headersFor(pathname: string): Record<string, string>;
}

export function loadVercelConfig(file: string): VercelConfig {
  return JSON.parse(readFileSync(file, 'utf8')) as VercelConfig;
}

export function compileHostRules(config: VercelConfig): HostRules {
  const redirects = (config.redirects ?? []).map((rule) => ({ rule, pattern: compile(rule.source) }));
  const headerRules = (config.headers ?? []).map((rule) => ({ rule, pattern: compile(rule.source) }));
  return {
    cleanUrls: config.cleanUrls === true,
    trailingSlash: config.trailingSlash === true,
    redirectFor(pathname, query, headers) {
      for (const { rule, pattern } of redirects) {
        const params = match(pattern, pathname);
        if (!params || !hasMatches(rule.has, query, headers)) continue;
        const status = rule.statusCode ?? (rule.permanent === false ? 307 : 308);
        // Like Vercel, the request's query string is passed on to the destination.
        const search = query.toString();
        const location = fillDestination(rule.destination, params);
        return { status, location: safeLocation(search ? `${location}${location.includes('?') ? '&' : '?'}${search}` : location) };
      }
      return null;
    },
    headersFor(pathname) {
      const result: Record<string, string> = {};
      for (const { rule, pattern } of headerRules) {
        if (!match(pattern, pathname)) continue;
        for (const { key, value } of rule.headers) result[key] = value;
      }
      return result;
    },
  };
}

/**
 * The rules as this machine serves them: the editor at /admin may also talk to the local Git host on
 * 127.0.0.1 (`npm run editor`). Only here: production's policy names no local origin (issue 41, L4).
 */
export function withLocalEditorOrigins(rules: HostRules): HostRules {
  return {
    ...rules,
    headersFor(pathname) {
      const headers = rules.headersFor(pathname);
      const csp = headers['Content-Security-Policy'];
      if (!csp || !/^\/admin(\/|$)/.test(pathname)) return headers;
      return {
        ...headers,
        'Content-Security-Policy': csp.replace(/connect-src ([^;]*)/, 'connect-src $1 http://localhost:* http://127.0.0.1:*'),
      };
    },
  };
}
