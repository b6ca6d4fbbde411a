/**
 * One production origin: `siteUrl` of content/company.yaml (or SITE_URL, which overrides it at
 * build time). Every absolute URL in dist/'s HTML, XML, JSON and text files either is on that
 * origin or on a third party the site links to on purpose; no localhost, no 127.0.0.1, no
 * second spelling of the site's host (`http://`, `www.` …). The third parties come from the
 * content (sources, videos, social accounts, messengers) and from the code that builds links
 * to them (maps, share buttons, the video player), so a source staff add is allowed with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { EDITOR_DIR } from '../../scripts/build/editor.js';
import { join } from 'node:path';
import {
  getAbout,
  getArticles,
  getBrandPages,
  getCars,
  getCompany,
  getGuides,
  getLegalPage,
  getNeeds,
  getOffers,
  getRunningCosts,
  getServices,
  getSiteUrl,
} from '../../content/index.js';
import { LEGAL_PAGES } from '../../content/legal.js';
import { LANGS } from '../../shared/lang.js';
import { mapDirectionsHref, mapEmbedSrc, mapSearchHref } from '../../src/features/contact/lib/maps.js';
import { mapHref } from '../../src/lib/contact-links.js';
import { shareLinks } from '../../src/lib/news.js';
import { carVideo } from '../../src/lib/video.js';
import { expect, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');
const siteUrl = getSiteUrl();
const siteHost = new URL(siteUrl).hostname;

/** An absolute URL in any text: with a scheme of the web, or protocol-relative (not the `//` of `viber://`). */
const ABSOLUTE_URL = /(?<![\w+.:-])(?:https?:)?\/\/[^\s"'<>\\`)\]]+/gi;
const urlsIn = (text: string) => [...text.matchAll(ABSOLUTE_URL)].map((match) => match[0]);
const hostOf = (url: string) => new URL(url.startsWith('//') ? `https:${url}` : url).hostname.toLowerCase();

/** Names, not links: the JSON-LD vocabulary and the XML namespaces of the sitemap, the feeds and the SVG drawings. */
const VOCABULARIES = ['schema.org', 'www.w3.org', 'www.sitemaps.org'];

/** Every URL the content gives: sources (and the datasets they were read from), videos, accounts, links in articles and legal pages. */
function contentUrls(): string[] {
  const content = [getCars(), getArticles(), getBrandPages(), getGuides(), getRunningCosts(), getServices(), getCompany(), getAbout()];
  const legal = LEGAL_PAGES.flatMap((name) => LANGS.map((lang) => getLegalPage(name, lang)));
  return urlsIn(JSON.stringify([...content, getNeeds(), getOffers(), legal]));
}

/** The links the code builds to other sites, for a sample place and page. */
function codeUrls(): string[] {
  const point = { lat: 53.9, lng: 27.56 };
  return LANGS.flatMap((lang) => [
    mapHref(point, lang),
    mapSearchHref('Minsk', lang),
    mapDirectionsHref(point, lang),
    mapEmbedSrc(point, lang),
    ...Object.values(shareLinks(`${siteUrl}/news`, 'title')),
    ...Object.values(carVideo('https://www.youtube.com/watch?v=aaaaaaaaaaa') ?? {}),
  ]);
}

/** The site's own host in any spelling: never a third party, whatever the content says. */
const isSiteHost = (host: string) => host.replace(/^www\./, '') === siteHost.replace(/^www\./, '');
const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/;

const thirdParties = new Set(
  [...VOCABULARIES, ...[...contentUrls(), ...codeUrls()].filter((url) => /^(https?:)?\/\//.test(url)).map(hostOf)].filter(
    (host) => !isSiteHost(host) && !LOCAL_HOSTS.test(host),
  ),
);

/**
 * What a visitor or a crawler reads: pages, route data, the sitemap, feeds, robots.txt, drawings;
 * not the staff editor's bundle in admin/ (noindex; its licence file names its libraries' sites).
 */
const TEXT_FILES = /\.(html|xml|json|txt|svg|webmanifest)$/;
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => TEXT_FILES.test(file) && !file.startsWith(`${EDITOR_DIR}/`))
  .sort();

test('the allow-list of third parties is derived, and holds neither the site nor a local host', () => {
  expect(thirdParties.size).toBeGreaterThan(VOCABULARIES.length);
  for (const host of thirdParties) {
    expect(isSiteHost(host), host).toBe(false);
    expect(host, host).not.toMatch(LOCAL_HOSTS);
  }
});

test('every absolute URL in dist/ is on the site’s origin or a third party it links to on purpose', () => {
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(1);
  expect(files).toEqual(expect.arrayContaining(['sitemap.xml', 'robots.txt', 'news/rss.xml', 'en/news/rss.xml']));
  const strays: string[] = [];
  let onSite = 0;
  for (const file of files) {
    for (const url of new Set(urlsIn(readFileSync(join(dist, file), 'utf8')))) {
      if (url === siteUrl || url.startsWith(`${siteUrl}/`)) onSite++;
      else {
        let host: string;
        try {
          host = hostOf(url);
        } catch {
          strays.push(`${file}: ${url} (not a URL)`);
          continue;
        }
        if (!thirdParties.has(host)) strays.push(`${file}: ${url}`);
      }
    }
  }
  expect(strays, `URLs off ${siteUrl} and its third parties`).toEqual([]);
  // Canonicals, alternates, og:url, the sitemap, robots.txt, the feeds and the structured data all name the site.
  expect(onSite).toBeGreaterThan(files.length);
});

test('no file in dist/ names a local host or another spelling of the site’s host', () => {
  const otherSpelling = new RegExp(`(?<![\\w.-])(?:https?:)?//(?:www\\.)?${siteHost.replace(/^www\./, '').replace(/\./g, '\\.')}\\b`, 'gi');
  const local = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b/gi;
  const found = files.flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    const spellings = [...text.matchAll(otherSpelling)].map((match) => match[0]).filter((origin) => origin !== siteUrl);
    return [...new Set([...spellings, ...[...text.matchAll(local)].map((match) => match[0])])].map((what) => `${file}: ${what}`);
  });
  expect(found).toEqual([]);
});
