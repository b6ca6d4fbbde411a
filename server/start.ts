/**
 * `npm start`: serves the built site from dist/ on localhost as the CDN host
 * would (see static-host.ts), with `/api/*` running the functions of api/
 * (server/api-router.ts). PORT sets the port (default 4173).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLocalHost, PROJECT_ROOT } from './local-host.js';

const distDir = resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run "npm run build" first (npm start does it for you).`);
  process.exit(1);
}

// `npm run editor` also serves public/, where the editor puts uploads (server/static-host.ts).
const server = createLocalHost({ distDir, fallbackDir: process.env.SERVE_PUBLIC_TOO === '1' ? join(PROJECT_ROOT, 'public') : undefined });

server.listen(port, host, () => {
  console.log(`Site served at http://localhost:${port} (Russian) and http://localhost:${port}/en (English)`);
});

/**
 * A stop ends the process within 2 s, whatever is open: idle keep-alive connections close at
 * once, a request under way gets 1.5 s to finish, and then every connection is cut (a client
 * that stalls its upload would otherwise hold the process).
 */
const GRACE_MS = 1500;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, GRACE_MS).unref();
  });
}
