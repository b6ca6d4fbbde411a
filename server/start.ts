/**
 * `npm start`: serves the built site from dist/ on localhost as the CDN host
 * would (see static-host.ts), with `/api/*` running the functions of api/
 * (server/api-router.ts). PORT sets the port (default 4173).
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { compileHostRules, loadVercelConfig } from './vercel-config';
import { createHostHandler } from './static-host';
import { createApiRouter } from './api-router';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(projectRoot, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run "npm run build" first (npm start does it for you).`);
  process.exit(1);
}

const rules = compileHostRules(loadVercelConfig(join(projectRoot, 'vercel.json')));
const handle = createHostHandler({ distDir, rules, api: createApiRouter() });

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

server.listen(port, host, () => {
  console.log(`Site served at http://localhost:${port} (Russian) and http://localhost:${port}/en (English)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
