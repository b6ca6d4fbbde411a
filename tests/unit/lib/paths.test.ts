import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '../../../src/features/catalog/lib/catalog-query.js';
import {
  contactFormHref,
  homeAnchor,
  isNavActive,
  localizePath,
  parseLocalizedPath,
  paths,
  savedCarsHref,
  switchLanguagePath,
} from '../../../src/lib/paths.js';

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

describe('savedCarsHref', () => {
  it('opens the catalogue with its saved filter on', () => {
    const href = savedCarsHref('en');
    expect(href.startsWith('/en/catalog?')).toBe(true);
    const facets = { brands: [], bodyTypes: [], price: { min: 0, max: 0 } };
    expect(parseCatalogQuery(new URLSearchParams(href.split('?')[1]), facets).saved).toBe(true);
  });
});
