import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '../../../src/features/catalog/lib/catalog-query.js';
import {
  catalogHref,
  contactFormHref,
  fillPattern,
  homeAnchor,
  isNavActive,
  localizePath,
  newsFeedPath,
  paramNames,
  parseLocalizedPath,
  paths,
  ROUTES,
  routePaths,
  savedCarsHref,
  switchLanguagePath,
  withQuery,
} from '../../../src/lib/paths.js';
import { matchPattern, matchRoute } from '../../../src/lib/route-match.js';

describe('paths', () => {
  it('puts Russian at the root and English under /en, without trailing slashes', () => {
    expect(paths.home('ru')).toBe('/');
    expect(paths.home('en')).toBe('/en');
    expect(paths.catalog('ru')).toBe('/catalog');
    expect(paths.catalog('en')).toBe('/en/catalog');
    expect(paths.car('en', 'zeekr-001-you')).toBe('/en/cars/zeekr-001-you');
    expect(paths.newsArticle('ru', 'technology', 'solid-state')).toBe('/news/technology/solid-state');
    expect(paths.brand('en', 'lixiang')).toBe('/en/brands/lixiang');
    expect(paths.guide('ru', 'winter-driving')).toBe('/guides/winter-driving');
  });

  it('knows every route of both spec files', () => {
    expect(paths.about('ru')).toBe('/about');
    expect(paths.contact('ru')).toBe('/contact');
    expect(paths.news('ru')).toBe('/news');
    expect(paths.financing('ru')).toBe('/financing');
    expect(paths.warranty('ru')).toBe('/warranty');
    expect(paths.maintenance('ru')).toBe('/maintenance');
    expect(paths.information('ru')).toBe('/information');
    expect(paths.comparison('ru')).toBe('/information/comparison');
    expect(paths.rangeConditions('ru')).toBe('/information/range-conditions');
    expect(paths.chargingGuide('ru')).toBe('/information/charging-guide');
    expect(paths.guides('ru')).toBe('/information/guides');
    expect(paths.calculator('ru')).toBe('/information/calculator');
  });

  it('puts each language’s news feed beside its news pages, where no article route can take it', () => {
    expect(newsFeedPath('ru')).toBe('/news/rss.xml');
    expect(newsFeedPath('en')).toBe('/en/news/rss.xml');
    expect(matchRoute(parseLocalizedPath(newsFeedPath('en')).path)).toBeNull();
  });

  it('builds home anchors', () => {
    expect(homeAnchor('ru', 'contacts')).toBe('/#contacts');
    expect(homeAnchor('en', 'our-vehicles')).toBe('/en#our-vehicles');
  });

  it("leads every call to action to the contact page's form", () => {
    expect(contactFormHref('ru')).toBe('/contact#contacts');
    expect(contactFormHref('en')).toBe('/en/contact#contacts');
  });

  it('parses a pathname into language and neutral path', () => {
    expect(parseLocalizedPath('/')).toEqual({ lang: 'ru', path: '/' });
    expect(parseLocalizedPath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(parseLocalizedPath('/en/catalog')).toEqual({ lang: 'en', path: '/catalog' });
    expect(parseLocalizedPath('/english')).toEqual({ lang: 'ru', path: '/english' });
    expect(localizePath('en', '/')).toBe('/en');
  });

  it('switches to the same page in the other language', () => {
    expect(switchLanguagePath('/cars/zeekr-001-you', 'en')).toBe('/en/cars/zeekr-001-you');
    expect(switchLanguagePath('/en/cars/zeekr-001-you', 'ru')).toBe('/cars/zeekr-001-you');
    expect(switchLanguagePath('/en', 'ru')).toBe('/');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
    expect(switchLanguagePath('/en/catalog', 'en')).toBe('/en/catalog');
  });

  it('marks Catalog active on the catalogue and on car pages', () => {
    expect(isNavActive('/catalog', '/catalog', ['/cars/'])).toBe(true);
    expect(isNavActive('/en/cars/zeekr-001-you', '/en/catalog', ['/cars/'])).toBe(true);
    expect(isNavActive('/about', '/catalog', ['/cars/'])).toBe(false);
    expect(isNavActive('/news/technology/x', '/news')).toBe(true);
    expect(isNavActive('/newsletter', '/news')).toBe(false);
    expect(isNavActive('/', '/about')).toBe(false);
  });
});

describe('route patterns (built on react-router generatePath/matchPath)', () => {
  it('reads parameter names in order', () => {
    expect(paramNames(ROUTES.newsArticle)).toEqual(['category', 'slug']);
    expect(paramNames(ROUTES.car)).toEqual(['slug']);
    expect(paramNames(ROUTES.catalog)).toEqual([]);
  });

  it('encodes parameter values: a slash, a percent sign, Cyrillic and spaces stay inside their segment', () => {
    expect(routePaths.car('a/b')).toBe('/cars/a%2Fb');
    expect(routePaths.car('100%')).toBe('/cars/100%25');
    expect(routePaths.car('зикр 001')).toBe('/cars/%D0%B7%D0%B8%D0%BA%D1%80%20001');
    expect(routePaths.car('a?b#c')).toBe('/cars/a%3Fb%23c');
    expect(paths.newsArticle('en', 'a/b', '..')).toBe('/en/news/a%2Fb/..');
  });

  it('refuses a missing or empty parameter instead of linking the parent page', () => {
    expect(() => fillPattern(ROUTES.car, [])).toThrow('paths: missing :slug for /cars/:slug');
    expect(() => fillPattern(ROUTES.car, [''])).toThrow('paths: missing :slug for /cars/:slug');
    expect(() => fillPattern(ROUTES.newsArticle, ['technology'])).toThrow('missing :slug');
  });

  it('matches a path and decodes its parameters', () => {
    expect(matchPattern(ROUTES.car, '/cars/zeekr-001')).toEqual({ slug: 'zeekr-001' });
    expect(matchPattern(ROUTES.car, '/cars/a%2Fb')).toEqual({ slug: 'a/b' });
    expect(matchPattern(ROUTES.car, '/cars/100%25')).toEqual({ slug: '100%' });
    expect(matchPattern(ROUTES.car, '/cars/%D0%B7%D0%B8%D0%BA%D1%80')).toEqual({ slug: 'зикр' });
    expect(matchPattern(ROUTES.newsArticle, '/news/technology/solid-state')).toEqual({ category: 'technology', slug: 'solid-state' });
    expect(matchPattern(ROUTES.catalog, '/catalog')).toEqual({});
    expect(matchPattern(ROUTES.home, '/')).toEqual({});
  });

  it('does not match a trailing slash, another case, an extra or a missing segment', () => {
    expect(matchPattern(ROUTES.catalog, '/catalog/')).toBeNull();
    expect(matchPattern(ROUTES.car, '/cars/zeekr-001/')).toBeNull();
    expect(matchPattern(ROUTES.home, '//')).toBeNull();
    expect(matchPattern(ROUTES.catalog, '/Catalog')).toBeNull();
    expect(matchPattern(ROUTES.car, '/cars/a/b')).toBeNull();
    expect(matchPattern(ROUTES.car, '/cars')).toBeNull();
    expect(matchPattern(ROUTES.car, '/cars/')).toBeNull();
    expect(matchPattern(ROUTES.catalog, '/catalogue')).toBeNull();
  });

  it('names the route of a path', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/information/comparison')).toEqual({ name: 'comparison', params: {} });
    expect(matchRoute('/news/technology/x')).toEqual({ name: 'newsArticle', params: { category: 'technology', slug: 'x' } });
    expect(matchRoute('/brands/zeekr')).toEqual({ name: 'brand', params: { slug: 'zeekr' } });
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('reads back every value it wrote', () => {
    // The characters that need encoding, mixed with printable ASCII (a full-Unicode arbitrary costs seconds to set up).
    const char = fc.oneof(
      fc.constantFrom('/', '%', '%2F', '?', '#', '&', '+', ' ', '.', '..', 'з', 'Ё', '😀', '\u200d'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    );
    const value = fc.string({ unit: char, minLength: 1 });
    fc.assert(
      fc.property(value, value, (category, slug) => {
        expect(matchPattern(ROUTES.newsArticle, routePaths.newsArticle(category, slug))).toEqual({ category, slug });
        expect(matchRoute(routePaths.car(slug))).toEqual({ name: 'car', params: { slug } });
      }),
      { numRuns: 300 },
    );
  });
});

describe('savedCarsHref', () => {
  it('opens the catalogue with its saved filter on', () => {
    const href = savedCarsHref('en');
    expect(href.startsWith('/en/catalog?')).toBe(true);
    const facets = { brands: [], bodyTypes: [], seats: [], drives: [], ranges: [], price: { min: 0, max: 0 } };
    expect(parseCatalogQuery(new URLSearchParams(href.split('?')[1]), facets).saved).toBe(true);
  });
});

describe('withQuery and catalogHref', () => {
  it('adds a query in the order given, each value encoded', () => {
    expect(withQuery('/catalog', { seats: '6', q: 'li auto & co' })).toBe('/catalog?seats=6&q=li+auto+%26+co');
    expect(catalogHref('en', { max: '60000' })).toBe('/en/catalog?max=60000');
    expect(catalogHref('ru', { sort: 'range' })).toBe('/catalog?sort=range');
  });

  it('leaves the path as it is without a query', () => {
    expect(withQuery('/en/catalog', {})).toBe('/en/catalog');
    expect(catalogHref('ru')).toBe('/catalog');
  });
});
