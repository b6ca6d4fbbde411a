/**
 * Mounts `/api/*` (server/api-router.ts) on the Vite dev server and on `vite preview`,
 * ahead of Vite's own middleware, so `npm run dev` posts enquiries to the same function
 * as production (docs/decisions/relay.md#11).
 *
 * The router is loaded on the first API request, through Vite itself, not imported
 * here: the config file then stays free of the function's code (Vite bundles the
 * config and everything it imports at every start), and in dev an edit of api/ is
 * picked up without a restart.
 */
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runnerImport, type Plugin } from 'vite';
import type * as RouterModuleNamespace from './api-router.js';
import type { ApiRouter } from './api-router.js';

type RouterModule = typeof RouterModuleNamespace;
type Next = (error?: unknown) => void;

const ROUTER_FILE = fileURLToPath(new URL('./api-router.ts', import.meta.url));

export function isApiPath(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A middleware that serves `/api/*` with the router `load` gives, and passes anything else on. */
function apiMiddleware(load: () => Promise<ApiRouter>) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!isApiPath(req.url)) return next();
    load()
      .then((router) => router(req, res))
      .catch(next);
  };
}

export function apiPlugin(): Plugin {
  return {
    name: 'ev-dealer:api',
    configureServer(server) {
      // One router per loaded module: a new one after an edit (new rate-limit memory too).
      let current: { module: RouterModule; router: ApiRouter } | undefined;
      server.middlewares.use(
        apiMiddleware(async () => {
          const module = (await server.ssrLoadModule(ROUTER_FILE)) as RouterModule;
          if (current?.module !== module) current = { module, router: module.createApiRouter() };
          return current.router;
        }),
      );
    },
    configurePreviewServer(server) {
      let router: Promise<ApiRouter> | undefined;
      server.middlewares.use(
        apiMiddleware(() => {
          router ??= runnerImport<RouterModule>(ROUTER_FILE, { configFile: false, logLevel: 'error' }).then(({ module }) =>
            module.createApiRouter(),
          );
          return router;
        }),
      );
    },
  };
}
