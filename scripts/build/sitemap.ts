/**
 * sitemap.xml and robots.txt: every page the build wrote, in both languages, each with its
 * Russian, English and default alternates, so search engines find both. Read from the built
 * files rather than the page table: this runs inside the build's own config, which was
 * loaded before the page index was brought up to date (a page added since is built, so it
 * is listed).
 */
import { getSiteUrl } from '../../content/index.js';
import { htmlFiles, urlOfHtmlFile } from './html-files.js';
import { LANGS } from '../../shared/lang.js';
import { parseLocalizedPath, localizePath } from '../../src/lib/paths.js';
import { absoluteUrl } from '../../src/lib/shell.js';
import { escapeXml } from './xml.js';

/** The not-found document is served for unknown paths; it is not a page to index. */
const NOT_A_PAGE = new Set(['404.html']);

export function sitemapXml(distDir: string): string {
  const siteUrl = getSiteUrl();
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const built = htmlFiles(distDir).filter((file) => !NOT_A_PAGE.has(file));
  const paths = LANGS.flatMap((lang) => built.map(urlOfHtmlFile).filter((path) => parseLocalizedPath(path).lang === lang));
  const entries = paths.map((path) => {
    const neutral = parseLocalizedPath(path).path;
    const alternates = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(localizePath(lang, neutral))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath('ru', neutral))}"/>`,
    ];
    return `<url><loc>${url(path)}</loc>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(getSiteUrl(), '/sitemap.xml')}\n`;
}
