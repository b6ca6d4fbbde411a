/**
 * The Mozilla HTTP Observatory's score (algorithm version 4, as in @mdn/mdn-http-observatory
 * 1.4.8: src/analyzer/tests/*.js and src/grader/charts.js) applied to the response headers
 * the host sends with a page. The scanner itself needs the live site over HTTPS and a
 * database; the header rules are what this project controls, so they are ported here with
 * the same results and modifiers. Three of its ten tests read what the host, not vercel.json,
 * decides, and are given as facts of the site: Vercel redirects HTTP to HTTPS (redirection
 * 0), the pages load scripts from their own origin only (SRI 0), and they set no cookies
 * (cookies 0). The HSTS preload list needs the network, so "preloaded" (+5) is never counted.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's outcome and its modifier, e.g. "content-security-policy: csp-implemented-with-unsafe-inline (-20)". */
  tests: Array<{ test: string; result: string; modifier: number }>;
}

/** Scores from 90 up earn the bonuses (MINIMUM_SCORE_FOR_EXTRA_CREDIT). */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15552000;
const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;

type Headers = Readonly<Record<string, string>>;
const header = (headers: Headers, name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** A policy as directive → sources, lower-cased; a repeated directive makes it invalid (null). */
export function parseCsp(policy: string): Map<string, Set<string>> | null {
  const csp = new Map<string, Set<string>>();
  for (const entry of policy.split(';')) {
    const [directive, ...sources] = entry.trim().split(/\s+/);
    if (!directive) continue;
    const name = directive.toLowerCase();
    if (csp.has(name)) return null;
    csp.set(name, new Set(sources.length ? sources.map((source) => source.toLowerCase()) : ["'none'"]));
  }
  return csp;
}

function cspTest(headers: Headers): { result: string; modifier: number; frameAncestors: boolean } {
  const policy = header(headers, 'content-security-policy');
  if (!policy) return { result: 'csp-not-implemented', modifier: -25, frameAncestors: false };
  const csp = parseCsp(policy);
  if (!csp) return { result: 'csp-header-invalid', modifier: -25, frameAncestors: false };
  const frameAncestors = csp.has('frame-ancestors');
  const get = (...names: string[]) => new Set(names.map((name) => csp.get(name)).find(Boolean) ?? ['*']);
  const scriptSrc = get('script-src', 'default-src');
  const styleSrc = get('style-src', 'default-src');
  const objectSrc = get('object-src', 'default-src');
  // A nonce or hash makes browsers ignore 'unsafe-inline' in the same list.
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'") && ![...scriptSrc].some((source) => NONCE_OR_HASH.test(source))) {
    return { result: 'csp-header-invalid', modifier: -25, frameAncestors };
  }
  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20, frameAncestors };
  }
  const activeSources = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, list]) => [...list]);
  if ([...activeSources, ...scriptSrc].some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return { result: 'csp-implemented-with-insecure-scheme', modifier: -20, frameAncestors };
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10, frameAncestors };
  const passiveSources = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  if (passiveSources.some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10, frameAncestors };
  }
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0, frameAncestors };
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10, frameAncestors };
  return { result: 'csp-implemented-with-no-unsafe', modifier: 5, frameAncestors };
}

function hstsTest(headers: Headers) {
  const value = header(headers, 'strict-transport-security');
  if (!value) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) < SIX_MONTHS
    ? { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
    : { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function xContentTypeOptionsTest(headers: Headers) {
  const value = header(headers, 'x-content-type-options');
  if (!value) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptionsTest(headers: Headers, viaCsp: boolean) {
  if (viaCsp) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase();
  if (!value) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function referrerPolicyTest(headers: Headers) {
  const value = header(headers, 'referrer-policy');
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => good.includes(part) || bad.includes(part))
    .at(-1);
  if (policy && good.includes(policy)) return { result: 'referrer-policy-private', modifier: 5 };
  if (policy) return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-header-invalid', modifier: -5 };
}

function crossOriginResourcePolicyTest(headers: Headers) {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return { result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin') return { result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site') return { result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin') return { result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { result: 'corp-header-invalid', modifier: -5 };
}

function corsTest(headers: Headers) {
  return header(headers, 'access-control-allow-origin')?.trim() === '*'
    ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
    : { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
}

function cookiesTest(headers: Headers) {
  // Any cookie would need its flags checked; the site sets none, and a new one fails here until it is.
  return header(headers, 'set-cookie') ? { result: 'cookies-not-checked', modifier: -40 } : { result: 'cookies-not-found', modifier: 0 };
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** The score of one HTML response's headers, as the Observatory would give it on the deployed site. */
export function observatoryScore(headers: Headers): ObservatoryResult {
  const csp = cspTest(headers);
  const tests = [
    { test: 'content-security-policy', result: csp.result, modifier: csp.modifier },
    { test: 'cookies', ...cookiesTest(headers) },
    { test: 'cross-origin-resource-sharing', ...corsTest(headers) },
    { test: 'redirection', result: 'redirection-to-https (Vercel)', modifier: 0 },
    { test: 'referrer-policy', ...referrerPolicyTest(headers) },
    { test: 'strict-transport-security', ...hstsTest(headers) },
    { test: 'subresource-integrity', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
    { test: 'x-content-type-options', ...xContentTypeOptionsTest(headers) },
    { test: 'x-frame-options', ...xFrameOptionsTest(headers, csp.frameAncestors) },
    { test: 'cross-origin-resource-policy', ...crossOriginResourcePolicyTest(headers) },
  ];
  const withBonuses = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const withoutBonuses = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const score = Math.max(0, withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses);
  const grade = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)![1];
  return { score, grade, tests };
}
