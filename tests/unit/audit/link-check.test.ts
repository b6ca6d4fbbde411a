import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLinks, linksOf } from '../../../scripts/audit/link-check.js';

const ORIGIN = 'https://site.example';
let dist: string;
const put = (file: string, body: string) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), body);
};
const page = (links: string) => `<html><body><main id="main">${links}</main></body></html>`;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'links-'));
  put('assets/app.js', '');
  put('images/cars/x/exterior-1.svg', '');
  put('catalog.html', page('<h2 id="filters">Filters</h2>'));
  put('en/cars/zeekr-001.html', page(''));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the link check', () => {
  it('reads hrefs, srcs and srcset candidates', () => {
    expect(
      linksOf('<a href="/a?x=1&amp;y=2">a</a><img src="/i.svg" srcset="/i-1.webp 1x, /i-2.webp 2x"><script src="/s.js"></script>'),
    ).toEqual(['/a?x=1&y=2', '/i.svg', '/i-1.webp', '/i-2.webp', '/s.js']);
  });

  it('passes built pages, files, anchors that exist, absolute site URLs and external links', () => {
    put(
      'index.html',
      page(
        '<a href="/catalog">c</a><a href="/catalog#filters">f</a><a href="/en/cars/zeekr-001?x=1">z</a><img src="/images/cars/x/exterior-1.svg">' +
          `<link rel="canonical" href="${ORIGIN}/"><script src="/assets/app.js"></script><a href="#main">skip</a>` +
          '<a href="tel:+375">t</a><a href="https://t.me/x">tg</a><a href="mailto:a@b.c">m</a>',
      ),
    );
    expect(checkLinks(dist, ORIGIN)).toMatchObject({ pages: 3, links: 7, broken: [] });
  });

  it('is strict: a link to a page route with no built page fails, as no route is planned any more', () => {
    put('index.html', page('<a href="/information/calculator">a</a>'));
    put('en.html', page('<a href="/en/information/comparison?cars=a,b">b</a>'));
    expect(checkLinks(dist, ORIGIN).broken).toEqual([
      { page: '/en', href: '/en/information/comparison?cars=a,b', reason: 'no page was built for /en/information/comparison' },
      { page: '/', href: '/information/calculator', reason: 'no page was built for /information/calculator' },
    ]);
  });

  it('fails a link to a built route whose page does not exist, a missing file and a missing anchor, naming the page', () => {
    put(
      'en.html',
      page('<a href="/en/cars/no-such-car">x</a><img src="/images/missing.svg"><a href="/catalog#nowhere">y</a><a href="/nowhere">z</a>'),
    );
    expect(checkLinks(dist, ORIGIN).broken).toEqual([
      { page: '/en', href: '/en/cars/no-such-car', reason: 'no page was built for /en/cars/no-such-car' },
      { page: '/en', href: '/images/missing.svg', reason: 'nothing is served at /images/missing.svg' },
      { page: '/en', href: '/catalog#nowhere', reason: 'no element #nowhere on /catalog' },
      { page: '/en', href: '/nowhere', reason: 'nothing is served at /nowhere' },
    ]);
  });
});
