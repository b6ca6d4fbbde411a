/**
 * Serves the built site the way the CDN host does: clean URLs without `.html`,
 * no trailing slash (308 to the canonical form), 404.html with status 404, and
 * the redirects and headers of vercel.json. `/api/*` goes to the API handler.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { safeLocation, type HostRules } from './vercel-config.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest|[\w.-]+\+xml)|image\/svg)/;

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface HostOptions {
  distDir: string;
  rules: HostRules;
  /** Handles `/api/*`; without it those paths answer 404 in JSON. */
  api?: ApiHandler;
  /**
   * A second folder for files dist/ lacks: `npm run editor` passes public/, so that a photo staff
   * have just uploaded shows in the editor before the next build. The host never does otherwise.
   */
  fallbackDir?: string;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function createHostHandler({ distDir, rules, api, fallbackDir }: HostOptions) {
  const roots = [normalize(distDir), ...(fallbackDir ? [normalize(fallbackDir)] : [])];
  const root = roots[0]!;
  const notFoundPage = join(root, '404.html');

  /** The file for a clean URL path, or null. Never leaves dist/. */
  function resolveFile(pathname: string): string | null {
    const relative = pathname === '/' ? '/index.html' : pathname;
    const candidates = [relative];
    if (rules.cleanUrls && !extname(relative)) candidates.push(`${relative}.html`, `${relative}/index.html`);
    for (const base of roots) {
      for (const candidate of candidates) {
        const file = normalize(join(base, candidate));
        if (!file.startsWith(base + sep) && file !== base) continue;
        if (isFile(file)) return file;
      }
    }
    return null;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>) {
    // A Content-Type in vercel.json wins over the extension's, as on Vercel (the news feeds are RSS, not just XML);
    // it describes the file at that path, not the not-found page served in its place.
    const isContentType = (key: string) => key.toLowerCase() === 'content-type';
    const configured = status < 400 ? Object.entries(headers).find(([key]) => isContentType(key))?.[1] : undefined;
    const type = configured ?? CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    res.statusCode = status;
    for (const [key, value] of Object.entries(headers)) if (!isContentType(key)) res.setHeader(key, value);
    res.setHeader('Content-Type', type);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    else res.setHeader('Content-Length', statSync(file).size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  }

  function redirect(res: ServerResponse, status: number, target: string, headers: Record<string, string>) {
    // Whatever built the target, the Location stays on this site and is a valid header value.
    const location = safeLocation(target);
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    res.statusCode = status;
    res.setHeader('Location', location);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`Redirecting to ${location} (${status})`);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    /** The path as sent, still percent-encoded (WHATWG-normalized: dot segments resolved, `\` read as `/`). */
    let rawPath: string;
    /** The decoded path, only for finding the file and the header rules: never put into a header. */
    let pathname: string;
    try {
      const target = req.url ?? '/';
      // An origin-form target is always a path: `//evil.com/x` must not be read as a host.
      url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
      rawPath = url.pathname;
      pathname = decodeURIComponent(rawPath);
    } catch {
      res.statusCode = 400;
      res.end('Bad Request');
      return;
    }

    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // Vercel applies the vercel.json `headers` to function responses too, but a header
      // the function sets itself overrides the one configured for the same route: "if you
      // return headers in a Vercel Function, it will override the headers defined for the
      // same route in vercel.json" (https://vercel.com/docs/concepts/functions/serverless-functions/edge-caching,
      // likewise https://vercel.com/docs/recipes/set-cache-control-headers). So the config
      // headers are set first and the function may replace them.
      for (const [key, value] of Object.entries(rules.headersFor(pathname))) res.setHeader(key, value);
      if (api) return api(req, res);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ ok: false, code: 'not_found', error: 'No such API endpoint' }));
      return;
    }

    const headers = rules.headersFor(pathname);
    const search = url.search;

    // Redirects are built from the raw path: decoding first would turn `/%2Fevil.com/`
    // into the Location `//evil.com` (another site) and `%0d%0a` into a header break.
    const ruleRedirect = rules.redirectFor(rawPath, url.searchParams, req.headers);
    if (ruleRedirect) return redirect(res, ruleRedirect.status, ruleRedirect.location, headers);

    if (!rules.trailingSlash && rawPath.length > 1 && rawPath.endsWith('/')) {
      return redirect(res, 308, `${rawPath.replace(/\/+$/, '') || '/'}${search}`, headers);
    }
    if (rules.cleanUrls && rawPath.endsWith('.html')) {
      const clean = rawPath.replace(/(\/index)?\.html$/, '') || '/';
      return redirect(res, 308, `${clean}${search}`, headers);
    }
    // A folder's index has one address, the folder's: `/index` is not a second home page.
    if (rules.cleanUrls && /(^|\/)index$/.test(rawPath)) {
      return redirect(res, 308, `${rawPath.replace(/\/index$/, '') || '/'}${search}`, headers);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end('Method Not Allowed');
      return;
    }

    const file = resolveFile(pathname);
    // The not-found page is not a page: `/404` answers 404 too.
    if (file) return send(req, res, file, file === notFoundPage ? 404 : 200, headers);
    if (existsSync(notFoundPage)) return send(req, res, notFoundPage, 404, headers);
    res.statusCode = 404;
    res.end('Not Found');
  };
}
