/**
 * The local host as one piece: the built site served like the CDN (static-host.ts,
 * rules from vercel.json) with api/ mounted. `npm start` and the benchmarks use it.
 */
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiRouter } from './api-router.js';
import { createHostHandler } from './static-host.js';
import { compileHostRules, loadVercelConfig, withLocalEditorOrigins } from './vercel-config.js';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function createLocalHost({
  distDir = join(PROJECT_ROOT, 'dist'),
  fallbackDir,
}: { distDir?: string; fallbackDir?: string } = {}): Server {
  const rules = withLocalEditorOrigins(compileHostRules(loadVercelConfig(join(PROJECT_ROOT, 'vercel.json'))));
  const handle = createHostHandler({ distDir, rules, api: createApiRouter(), fallbackDir });
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}
