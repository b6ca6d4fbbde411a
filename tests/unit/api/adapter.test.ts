import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VercelApiHandler } from '@vercel/node';
import type { Connect, PreviewServer, ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiRouter } from '../../../server/api-router.js';
import { createHostHandler } from '../../../server/static-host.js';
import { compileHostRules, loadVercelConfig } from '../../../server/vercel-config.js';
import { parseCookies, parseQuery, vercelHandler } from '../../../server/vercel-adapter.js';
import { apiPlugin } from '../../../server/vite-api-plugin.js';
import { contactInput, rawRequest } from './support.js';

const servers: Server[] = [];
const dirs: string[] = [];

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('vercel adapter', () => {
  it('parses the query and the cookies as @vercel/node does', () => {
    expect(parseQuery('/api/x?a=1&b=2&a=3&c')).toEqual({ a: ['1', '3'], b: '2', c: '' });
    expect(parseCookies('a=1; b="two%20words"; a=ignored; broken')).toEqual({ a: '1', b: 'two words' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('gives the function req.query, req.cookies and the res helpers, and leaves req.body to the function', async () => {
    let seen: unknown;
    const fn: VercelApiHandler = (req, res) => {
      seen = { query: req.query, cookies: req.cookies, body: req.body, hasBody: 'body' in req };
      res.status(201).json({ hello: 'мир' });
    };
    const url = await serve(vercelHandler(fn));
    const res = await rawRequest(`${url}/x?q=1`, { headers: { Cookie: 'c=3', 'Content-Type': 'application/json' }, body: '{"a":1}' });
    expect(seen).toEqual({ query: { q: '1' }, cookies: { c: '3' }, body: undefined, hasBody: false });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('{"hello":"мир"}')));
    expect(res.json).toEqual({ hello: 'мир' });
  });

  it('sends text, buffers and objects with res.send, and redirects', async () => {
    const fn: VercelApiHandler = (req, res) => {
      if (req.url === '/text') res.send('<p>hi</p>');
      else if (req.url === '/buffer') res.send(Buffer.from([1, 2, 3]));
      else if (req.url === '/object') res.send({ ok: true });
      else res.redirect('/elsewhere');
    };
    const url = await serve(vercelHandler(fn));
    const text = await rawRequest(`${url}/text`, { method: 'GET' });
    expect([text.status, text.headers['content-type'], text.text]).toEqual([200, 'text/html; charset=utf-8', '<p>hi</p>']);
    const buffer = await rawRequest(`${url}/buffer`, { method: 'GET' });
    expect([buffer.headers['content-type'], buffer.headers['content-length']]).toEqual(['application/octet-stream', '3']);
    expect((await rawRequest(`${url}/object`, { method: 'GET' })).json).toEqual({ ok: true });
    const redirect = await rawRequest(`${url}/go`, { method: 'GET' });
    expect([redirect.status, redirect.headers.location]).toEqual([307, '/elsewhere']);
  });

  it('turns a function that throws into a JSON 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = await serve(
      vercelHandler(() => {
        throw new Error('boom');
      }),
    );
    const res = await rawRequest(`${url}/x`, { method: 'GET' });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ ok: false, code: 'internal' });
  });
});

describe('the API mounted on the local host (npm start)', () => {
  it('runs the deployed function at /api/enquiry: without credentials it writes the outbox', async () => {
    const outbox = join(tempDir('outbox-'), 'box.jsonl');
    vi.stubEnv('TELEGRAM_BOT_TOKEN', '');
    vi.stubEnv('TELEGRAM_CHAT_ID', '');
    vi.stubEnv('VERCEL_ENV', '');
    vi.stubEnv('ENQUIRY_OUTBOX', outbox);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const dist = tempDir('dist-');
    const rules = compileHostRules(loadVercelConfig(join(__dirname, '../../../vercel.json')));
    const url = await serve((req, res) => void createHostHandler({ distDir: dist, rules, api: createApiRouter() })(req, res));
    const res = await rawRequest(`${url}/api/enquiry`, {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.10' },
      body: JSON.stringify(contactInput({ message: 'через npm start' })),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(readFileSync(outbox, 'utf8')).toContain('через npm start');
    expect(info).toHaveBeenCalledOnce();
    const unknown = await rawRequest(`${url}/api/other`, { method: 'GET' });
    expect([unknown.status, unknown.json]).toEqual([404, { ok: false, code: 'not_found', error: 'No such API endpoint' }]);
  });
});

describe('the Vite plugin', () => {
  function mount(hook: 'configureServer' | 'configurePreviewServer') {
    const plugin = apiPlugin();
    let middleware: Connect.NextHandleFunction | undefined;
    const server = {
      middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) },
      // The dev server loads the router through Vite; here vitest's own loader does.
      ssrLoadModule: (file: string) => import(file),
    };
    const run = plugin[hook] as (server: ViteDevServer & PreviewServer) => void;
    run(server as unknown as ViteDevServer & PreviewServer);
    return middleware!;
  }

  it.each(['configureServer', 'configurePreviewServer'] as const)('%s mounts /api/* and passes every other path on', async (hook) => {
    const middleware = mount(hook);
    const url = await serve((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 299;
        res.end('vite');
      }),
    );
    // The first request loads the router and every function through the loader: more than 5 s on two busy cores.
    const api = await rawRequest(`${url}/api/enquiry`, { method: 'GET', timeoutMs: 15_000 });
    expect(api.status).toBe(405);
    expect(api.json).toMatchObject({ ok: false, code: 'method_not_allowed' });
    const page = await rawRequest(`${url}/catalog?api=1`, { method: 'GET' });
    expect([page.status, page.text]).toEqual([299, 'vite']);
    expect((await rawRequest(`${url}/apix`, { method: 'GET' })).status).toBe(299);
  });
});
