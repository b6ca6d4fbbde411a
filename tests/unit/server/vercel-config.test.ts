import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHostRules, loadVercelConfig, safeLocation, withLocalEditorOrigins } from '../../../server/vercel-config.js';
import { MAP_EMBED_ORIGIN } from '../../../src/features/contact/lib/maps.js';
import { LANGS } from '../../../shared/lang.js';
import { newsFeedPath } from '../../../src/lib/paths.js';

const rules = compileHostRules(loadVercelConfig(join(__dirname, '../../../vercel.json')));
const query = (search: string) => new URLSearchParams(search);

describe('vercel.json rules as the local host applies them', () => {
  it('uses clean URLs without trailing slashes', () => {
    expect(rules.cleanUrls).toBe(true);
    expect(rules.trailingSlash).toBe(false);
  });

  it('redirects ?lang=en permanently to the /en path, keeping the query like Vercel (docs/decisions/urls-and-languages.md#3)', () => {
    expect(rules.redirectFor('/catalog', query('lang=en'), {})).toEqual({ status: 308, location: '/en/catalog?lang=en' });
    expect(rules.redirectFor('/', query('lang=en'), {})).toEqual({ status: 308, location: '/en?lang=en' });
    expect(rules.redirectFor('/cars/zeekr-001-you', query('lang=en&x=1'), {})).toEqual({
      status: 308,
      location: '/en/cars/zeekr-001-you?lang=en&x=1',
    });
  });

  it('redirects ?lang=ru on English paths to the Russian path', () => {
    expect(rules.redirectFor('/en/catalog', query('lang=ru'), {})).toEqual({ status: 308, location: '/catalog?lang=ru' });
    expect(rules.redirectFor('/en', query('lang=ru'), {})).toEqual({ status: 308, location: '/?lang=ru' });
  });

  it('never loops: the redirected URL matches no rule', () => {
    expect(rules.redirectFor('/en/catalog', query('lang=en'), {})).toBeNull();
    expect(rules.redirectFor('/en', query('lang=en'), {})).toBeNull();
    expect(rules.redirectFor('/catalog', query('lang=ru'), {})).toBeNull();
  });

  it('does not treat a path that merely starts with "en" as English', () => {
    expect(rules.redirectFor('/energy', query('lang=en'), {})).toEqual({ status: 308, location: '/en/energy?lang=en' });
  });

  it('leaves requests without a lang parameter alone', () => {
    expect(rules.redirectFor('/catalog', query(''), {})).toBeNull();
  });

  it('sets security headers everywhere and long caching on hashed assets only', () => {
    const page = rules.headersFor('/catalog');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['Cache-Control']).toBeUndefined();
    expect(rules.headersFor('/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('names the news feeds of both languages RSS, and nothing else', () => {
    for (const lang of LANGS) expect(rules.headersFor(newsFeedPath(lang))['Content-Type']).toBe('application/rss+xml; charset=utf-8');
    for (const path of ['/sitemap.xml', '/news', '/en/news', '/news/rss.xml/x', '/fr/news/rss.xml', '/news/articles/rss.xml'])
      expect(rules.headersFor(path)['Content-Type'], path).toBeUndefined();
  });

  it('lets other sites show the social images (a messenger’s preview), and nothing else of the site', () => {
    expect(rules.headersFor('/og/cars/zeekr-001-you.ru.jpg')['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(rules.headersFor('/og/site.en.jpg')['X-Content-Type-Options']).toBe('nosniff');
    for (const path of ['/catalog', '/images/cars/zeekr-001-you/exterior-2.svg', '/assets/index-abc.js'])
      expect(rules.headersFor(path)['Cross-Origin-Resource-Policy'], path).toBe('same-origin');
  });

  it("names no local origin in production's policy for /admin; the local host adds them for the local Git host (issue 41, L4)", () => {
    const production = rules.headersFor('/admin/')['Content-Security-Policy'] ?? '';
    expect(production).toContain('https://api.github.com');
    expect(production).not.toMatch(/localhost|127\.0\.0\.1/);
    const local = withLocalEditorOrigins(rules);
    expect(/connect-src ([^;]+)/.exec(local.headersFor('/admin/')['Content-Security-Policy'] ?? '')?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(['https://api.github.com', 'http://127.0.0.1:*', 'http://localhost:*']),
    );
    // The public pages stay as production serves them.
    expect(local.headersFor('/catalog')).toEqual(rules.headersFor('/catalog'));
  });

  it('lets only the video player and the contact page’s map into a frame', () => {
    const frameSrc = /frame-src ([^;]+)/.exec(rules.headersFor('/contact')['Content-Security-Policy'] ?? '')?.[1];
    expect(frameSrc?.split(' ')).toEqual(['https://www.youtube-nocookie.com', MAP_EMBED_ORIGIN]);
  });

  it('keeps the raw path of a redirect encoded and on this site', () => {
    expect(rules.redirectFor('/en/%2F%2Fevil.com', query('lang=ru'), {})).toEqual({ status: 308, location: '/%2F%2Fevil.com?lang=ru' });
    expect(rules.redirectFor('/en/%5Cevil.com', query('lang=ru'), {})).toEqual({ status: 308, location: '/%5Cevil.com?lang=ru' });
    expect(rules.redirectFor('/en//evil.com', query('lang=ru'), {})).toEqual({ status: 308, location: '/evil.com?lang=ru' });
    expect(rules.redirectFor('/en/\\evil.com', query('lang=ru'), {})).toEqual({ status: 308, location: '/evil.com?lang=ru' });
  });
});

describe('safeLocation', () => {
  it('collapses leading slashes and backslashes, which would name another host, to one slash', () => {
    expect(safeLocation('//evil.com')).toBe('/evil.com');
    expect(safeLocation('/\\evil.com/x?q=1')).toBe('/evil.com/x?q=1');
    expect(safeLocation('\\\\evil.com')).toBe('/evil.com');
    expect(safeLocation('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('percent-encodes everything but printable ASCII, so the value is a valid header that browsers read as written', () => {
    expect(safeLocation('/\r\nSet-Cookie: x')).toBe('/%0D%0ASet-Cookie:%20x');
    expect(safeLocation('/\t/evil.com')).toBe('/%09/evil.com');
    expect(safeLocation('/caf\u00e9\u202e\u0000')).toBe('/caf%C3%A9%E2%80%AE%00');
  });

  it('leaves ordinary paths and absolute URLs alone', () => {
    expect(safeLocation('/en/catalog?lang=en&x=1')).toBe('/en/catalog?lang=en&x=1');
    expect(safeLocation('/')).toBe('/');
    expect(safeLocation('https://example.com/a')).toBe('https://example.com/a');
  });
});
