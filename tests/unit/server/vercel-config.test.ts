// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHostRules, loadVercelConfig } from '../../../server/vercel-config.js';
import { MAP_EMBED_ORIGIN } from '../../../src/features/contact/lib/maps.js';

const rules = compileHostRules(loadVercelConfig(join(__dirname, '../../../vercel.json')));
const query = (search: string) => new URLSearchParams(search);

describe('vercel.json rules as the local host applies them', () => {
  it('uses clean URLs without trailing slashes', () => {
    expect(rules.cleanUrls).toBe(true);
    expect(rules.trailingSlash).toBe(false);
  });

  it('redirects ?lang=en permanently to the /en path, keeping the query like Vercel (DECISIONS 3)', () => {
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

  it('lets only the video player and the contact page’s map into a frame', () => {
    const frameSrc = /frame-src ([^;]+)/.exec(rules.headersFor('/contact')['Content-Security-Policy'] ?? '')?.[1];
    expect(frameSrc?.split(' ')).toEqual(['https://www.youtube-nocookie.com', MAP_EMBED_ORIGIN]);
  });
});
