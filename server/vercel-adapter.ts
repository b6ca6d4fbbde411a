/**
 * Runs a Vercel Node function (`(req: VercelRequest, res: VercelResponse) => …`) behind
 * a plain Node `http` server: the local host, the Vite dev and preview servers and the
 * tests. `vercel dev` cannot run offline (docs/architecture.md).
 *
 * What it adds, as @vercel/node does: `req.query` and `req.cookies` (parsed on first
 * read), and `res.status()`, `res.json()`, `res.send()` and `res.redirect()`.
 *
 * What it does as Vercel's edge does: it overwrites `x-real-ip`, `x-forwarded-for` and
 * `x-vercel-forwarded-for` with the socket's address, so a header the client made up
 * does not reach the function (api/_lib/client-address.ts trusts `x-real-ip`).
 *
 * What it deliberately does not add: `req.body`. On Vercel the platform has already
 * read the whole body and `req.body` parses it on first read; here the stream is left
 * untouched and `req.body` stays undefined, so the function reads the stream itself
 * and can stop at its size limit without buffering more (api/_lib/body.ts handles
 * both: a defined `req.body` is used, otherwise the stream is read). Pre-parsing here
 * would buffer bodies of any size and hide the code path that matters locally.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLATFORM_ADDRESS_HEADERS } from '../api/_lib/client-address.js';
import type { VercelApiHandler, VercelRequest, VercelRequestCookies, VercelRequestQuery, VercelResponse } from '@vercel/node';

/** Defines `name` on `target`, computed on first read and then stored; a write replaces it. */
function lazy<T>(target: object, name: string, compute: () => T) {
  Object.defineProperty(target, name, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, name, { configurable: true, enumerable: true, writable: true, value });
      return value;
    },
    set(value: T) {
      Object.defineProperty(target, name, { configurable: true, enumerable: true, writable: true, value });
    },
  });
}

export function parseQuery(url: string | undefined): VercelRequestQuery {
  const query: VercelRequestQuery = {};
  let params: URLSearchParams;
  try {
    params = new URL(url ?? '/', 'http://localhost').searchParams;
  } catch {
    return query;
  }
  for (const [key, value] of params) {
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

export function parseCookies(header: string | string[] | undefined): VercelRequestCookies {
  const cookies: VercelRequestCookies = {};
  const text = Array.isArray(header) ? header.join(';') : (header ?? '');
  for (const pair of text.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || name in cookies) continue;
    let value = pair.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** Gives `req` and `res` the @vercel/node helpers (in place) and returns them typed. */
export function toVercel(req: IncomingMessage, res: ServerResponse): { req: VercelRequest; res: VercelResponse } {
  const address = req.socket?.remoteAddress ?? '';
  for (const name of PLATFORM_ADDRESS_HEADERS) req.headers[name] = address;
  lazy(req, 'query', () => parseQuery(req.url));
  lazy(req, 'cookies', () => parseCookies(req.headers.cookie));

  const vres = res as VercelResponse;
  vres.status = (code: number) => {
    res.statusCode = code;
    return vres;
  };
  vres.send = (body: unknown) => {
    if (body === null || body === undefined) {
      res.end();
      return vres;
    }
    if (typeof body === 'object' && !Buffer.isBuffer(body)) return vres.json(body);
    let chunk: Buffer;
    if (Buffer.isBuffer(body)) {
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/octet-stream');
      chunk = body;
    } else {
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
      chunk = Buffer.from(String(body), 'utf8');
    }
    res.setHeader('Content-Length', chunk.length);
    if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) res.end();
    else res.end(chunk);
    return vres;
  };
  vres.json = (value: unknown) => {
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return vres.send(JSON.stringify(value));
  };
  vres.redirect = (statusOrUrl: string | number, url?: string) => {
    const [status, location] = typeof statusOrUrl === 'string' ? [307, statusOrUrl] : [statusOrUrl, url];
    if (typeof location !== 'string') throw new TypeError('res.redirect(status, url) needs a URL');
    res.writeHead(status, { Location: location }).end();
    return vres;
  };
  return { req: req as VercelRequest, res: vres };
}

/**
 * A Node `http` handler for a Vercel function. A function that throws or rejects still
 * gets a JSON 500 (if nothing was sent yet), as Vercel would show an error page.
 */
export function vercelHandler(handler: VercelApiHandler): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const adapted = toVercel(req, res);
    try {
      await handler(adapted.req, adapted.res);
    } catch (error) {
      console.error('[api] the function threw', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ ok: false, code: 'internal', error: 'Internal error' }));
      } else {
        res.destroy();
      }
    }
  };
}
