/**
 * sitemap.xml and robots.txt from the page table: every page in both languages, each
 * with its Russian, English and default alternates, so search engines find both.
 */
import { getSiteUrl } from '../../content/index.js';
import { sitePages } from '../../src/app/page-table.js';
import { LANGS } from '../../shared/lang.js';
import { parseLocalizedPath, localizePath } from '../../src/lib/paths.js';
import { absoluteUrl } from '../../src/lib/shell.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(): string {
  const siteUrl = getSiteUrl();
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const entries = sitePages().map(({ path }) => {
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
