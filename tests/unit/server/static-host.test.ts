// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostHandler } from '../../../server/static-host.js';
import { compileHostRules, loadVercelConfig } from '../../../server/vercel-config.js';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'en'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html lang="ru">home</html>');
  writeFileSync(join(dist, 'catalog.html'), '<html lang="ru">catalog</html>');
  writeFileSync(join(dist, 'en.html'), '<html lang="en">home en</html>');
  writeFileSync(join(dist, 'en', 'catalog.html'), '<html lang="en">catalog en</html>');
  writeFileSync(join(dist, '404.html'), '<html>not found</html>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const rules = compileHostRules(loadVercelConfig(join(__dirname, '../../../vercel.json')));
  const handle = createHostHandler({ distDir: dist, rules });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('local host', () => {
  it('serves clean URLs from the .html files', async () => {
    const res = await get('/catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('catalog');
    expect(await (await get('/en')).text()).toContain('home en');
    expect(await (await get('/en/catalog')).text()).toContain('catalog en');
    expect(await (await get('/')).text()).toContain('home');
  });

  it('redirects a trailing slash and a .html path to the canonical form with 308, keeping the query', async () => {
    const slash = await get('/catalog/?q=zeekr');
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toBe('/catalog?q=zeekr');
    const html = await get('/en/catalog.html');
    expect(html.status).toBe(308);
    expect(html.headers.get('location')).toBe('/en/catalog');
    const index = await get('/index.html');
    expect(index.headers.get('location')).toBe('/');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found');
    expect((await get('/en/no-such-page')).status).toBe(404);
  });

  it('applies the redirects and headers of vercel.json', async () => {
    const res = await get('/catalog?lang=en');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/en/catalog?lang=en');
    const page = await get('/catalog');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('compresses text when the client accepts gzip', async () => {
    const res = await fetch(`${base}/catalog`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('catalog');
  });

  it('never serves files outside dist/', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });

  it('refuses other methods on pages and answers /api/* in JSON', async () => {
    const post = await get('/catalog', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/catalog', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
