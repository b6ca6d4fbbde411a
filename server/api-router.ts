/**
 * `/api/*` for every local server: the one dispatcher that server/start.ts, the Vite
 * dev and preview servers (server/vite-api-plugin.ts) and the tests mount, so each of
 * them runs the very function Vercel deploys (docs/decisions/relay.md#11). Unknown paths answer 404
 * in JSON, as on Vercel.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VercelApiHandler } from '@vercel/node';
import enquiry from '../api/enquiry.js';
import { vercelHandler } from './vercel-adapter.js';

/** Path → function, as Vercel maps `api/<name>.ts` to `/api/<name>`. */
export const API_ROUTES: Record<string, VercelApiHandler> = {
  '/api/enquiry': enquiry,
};

export type ApiRouter = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createApiRouter(routes: Record<string, VercelApiHandler> = API_ROUTES): ApiRouter {
  const handlers = new Map(Object.entries(routes).map(([path, handler]) => [path, vercelHandler(handler)]));
  return async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const handler = handlers.get(pathname);
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify({ ok: false, code: 'not_found', error: 'No such API endpoint' }));
  };
}
