import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostHandler, type ApiHandler } from '../../../server/static-host.js';
import { compileHostRules, loadVercelConfig } from '../../../server/vercel-config.js';
import { LANGS } from '../../../shared/lang.js';
import { newsFeedPath } from '../../../src/lib/paths.js';

const rules = compileHostRules(loadVercelConfig(join(__dirname, '../../../vercel.json')));
let dist: string;
let server: Server;
let base: string;
let apiServer: Server;
let apiBase: string;

/** A server as local-host.ts makes it: a failed request answers 500 instead of hanging. */
async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<[Server, string]> {
  const created = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return [created, `http://127.0.0.1:${(created.address() as AddressInfo).port}`];
}

/** A tiny API in the manner of a Vercel function: JSON, one header of its own, 404 for unknown paths. */
const tinyApi: ApiHandler = (req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.statusCode = req.url === '/api/enquiry' ? 200 : 404;
  res.end(JSON.stringify({ ok: res.statusCode === 200 }));
};

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
  for (const lang of LANGS) {
    mkdirSync(join(dist, dirname(newsFeedPath(lang))), { recursive: true });
    writeFileSync(
      join(dist, newsFeedPath(lang)),
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><language>${lang}</language></channel></rss>`,
    );
  }
  writeFileSync(join(dist, 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?><urlset/>');
  [server, base] = await listen(createHostHandler({ distDir: dist, rules }));
  [apiServer, apiBase] = await listen(createHostHandler({ distDir: dist, rules, api: tinyApi }));
});

afterAll(() => {
  server.close();
  apiServer.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

/** Sends a request line byte for byte (no client-side encoding) and returns the status code, 0 if none. */
function rawStatus(target: Buffer | string): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        Buffer.concat([Buffer.from('GET '), Buffer.from(target), Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]),
      );
    });
    let head = '';
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });
}

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

  it('gives the home page one address: /index redirects to / (issue 25)', async () => {
    const index = await get('/index?from=old');
    expect(index.status).toBe(308);
    expect(index.headers.get('location')).toBe('/?from=old');
    expect((await get('/en/index')).headers.get('location')).toBe('/en');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found');
    expect((await get('/en/no-such-page')).status).toBe(404);
  });

  it('answers the not-found page at its own address with 404, not 200 (issue 25)', async () => {
    const res = await get('/404');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found');
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

  it('serves the news feeds as RSS (vercel.json names the type), compressed; other XML as XML; a missing feed as the HTML 404 page', async () => {
    for (const lang of LANGS) {
      const feed = await fetch(`${base}${newsFeedPath(lang)}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(feed.headers.get('content-encoding')).toBe('gzip');
      expect(await feed.text()).toContain(`<language>${lang}</language>`);
    }
    expect((await get('/sitemap.xml')).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const missing = await get('/en/news/no-such-feed/rss.xml');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
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

  it.each([
    ['/%2Fevil.com/', '/%2Fevil.com'],
    ['/%5Cevil.com/', '/%5Cevil.com'],
    ['//evil.com/', '/evil.com'],
    ['/\\evil.com/', '/evil.com'],
    ['///evil.com/?q=1', '/evil.com?q=1'],
    ['/%2F%2Fevil.com/x.html', '/%2F%2Fevil.com/x'],
    ['//evil.com/index.html', '/evil.com'],
    ['/%5C%5Cevil.com/index.html?q=1', '/%5C%5Cevil.com?q=1'],
    ['/en/%2Fevil.com?lang=ru', '/%2Fevil.com?lang=ru'],
    ['/en//evil.com?lang=ru', '/evil.com?lang=ru'],
    ['/%2Fevil.com?lang=en', '/en/%2Fevil.com?lang=en'],
  ])('never redirects %s to another site', async (path, location) => {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      // node:http sends the path as written (fetch would normalize `//` and `\`).
      httpGet({ host: '127.0.0.1', port, path }, resolve).on('error', reject);
    });
    res.resume();
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(location);
    expect(new URL(res.headers.location!, base).origin).toBe(base);
  });

  it.each([
    ['non-ASCII bytes', Buffer.from('/caf\xc3\xa9', 'latin1')],
    ['non-ASCII bytes and a trailing slash', Buffer.from('/caf\xc3\xa9/', 'latin1')],
    ['an encoded CRLF', '/%0d%0aSet-Cookie:x'],
    ['an encoded right-to-left override', '/%E2%80%AE'],
    ['an encoded NUL', '/%00'],
    ['a malformed percent sequence', '/%E0%A4%A'],
    ['a malformed percent sequence and a trailing slash', '/%E0%A4%A/'],
    ['10 KB of characters', `/${'a'.repeat(10_000)}`],
  ])('answers a path with %s with 400 or 404, never 500, and keeps serving', async (_, target) => {
    expect([400, 404]).toContain(await rawStatus(target));
    expect((await get('/catalog')).status).toBe(200);
  });

  it.each([
    ['an encoded CRLF and a trailing slash', '/%0d%0aSet-Cookie:x/', '/%0d%0aSet-Cookie:x'],
    ['an encoded CRLF and .html', '/%0d%0aSet-Cookie:x.html', '/%0d%0aSet-Cookie:x'],
    ['an encoded right-to-left override and a trailing slash', '/%E2%80%AE/', '/%E2%80%AE'],
    ['an encoded NUL and .html', '/%00.html', '/%00'],
    ['10 KB of characters and a trailing slash', `/${'a'.repeat(10_000)}/`, `/${'a'.repeat(10_000)}`],
  ])('redirects a path with %s to its canonical form, still encoded, injecting no header', async (_, path, location) => {
    const res = await get(path);
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sets the headers of vercel.json on /api/* answers, letting the function override them', async () => {
    const csp = rules.headersFor('/')['Content-Security-Policy'];
    const enquiry = await fetch(`${apiBase}/api/enquiry`);
    expect(enquiry.status).toBe(200);
    expect(await enquiry.json()).toEqual({ ok: true });
    expect(enquiry.headers.get('content-security-policy')).toBe(csp);
    expect(enquiry.headers.get('x-frame-options')).toBe('DENY');
    expect(enquiry.headers.get('referrer-policy')).toBe('no-referrer');
    for (const res of [await fetch(`${apiBase}/api/nope`), await get('/api/nope')]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(csp);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('a fallback folder (npm run editor serves public/ behind dist/)', () => {
  it('serves a file dist/ lacks from the fallback, prefers dist/, and never leaves either folder', async () => {
    const fallback = mkdtempSync(join(tmpdir(), 'public-'));
    mkdirSync(join(fallback, 'images', 'uploads'), { recursive: true });
    writeFileSync(join(fallback, 'images', 'uploads', 'new-photo.jpg'), 'a photo uploaded since the build');
    writeFileSync(join(fallback, 'catalog.html'), 'an older catalogue');
    const [host, url] = await listen(createHostHandler({ distDir: dist, rules, fallbackDir: fallback }));
    try {
      const photo = await fetch(`${url}/images/uploads/new-photo.jpg`);
      expect([photo.status, await photo.text()]).toEqual([200, 'a photo uploaded since the build']);
      expect(await (await fetch(`${url}/catalog`)).text()).toContain('catalog');
      expect((await fetch(`${url}/images/uploads/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
      // Without the option, the host serves dist/ alone.
      expect((await fetch(`${base}/images/uploads/new-photo.jpg`)).status).toBe(404);
    } finally {
      host.close();
      rmSync(fallback, { recursive: true, force: true });
    }
  });
});
