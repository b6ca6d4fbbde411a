/**
 * The news feeds: RSS 2.0, one per language (`/news/rss.xml`, `/en/news/rss.xml`), from the
 * articles the news pages list. `newsFeedXml` writes a feed from plain data; `newsFeeds`
 * gathers that data from the content and the strings, and finish-html.ts writes the files.
 */
import { getArticlesIn, getSiteUrl } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { LANGS, type Lang } from '../../shared/lang.js';
import { catalogueWords, newsFeedLink } from '../../src/app/build/site-data.js';
import { createI18n } from '../../src/i18n/index.js';
import { MINSK_UTC_OFFSET_HOURS } from '../../src/lib/minsk-date.js';
import { newestFirst } from '../../src/lib/news.js';
import { newsFeedPath, paths } from '../../src/lib/paths.js';
import { absoluteUrl } from '../../src/lib/shell.js';
import { escapeXml } from './xml.js';

export interface NewsFeedItem {
  slug: string;
  title: string;
  /** Absolute URL of the article's page; also its guid. */
  link: string;
  /** The article's summary. */
  description: string;
  /** The category's name in the feed's language. */
  category: string;
  /** YYYY-MM-DD, the day it was published in Minsk. */
  date: string;
}

export interface NewsFeed {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute URL of the news page of the feed's language. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  items: readonly NewsFeedItem[];
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An article's day as RSS writes dates (RFC 822, four-digit year): the start of that day in Minsk,
 * `2026-05-20` → `Wed, 20 May 2026 00:00:00 +0300`. Articles carry a day, not a time.
 */
export function rfc822Date(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`news feed: "${date}" is not a YYYY-MM-DD date`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  // The weekday of the calendar day itself, whatever the machine's time zone.
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  const offset = `+${String(MINSK_UTC_OFFSET_HOURS).padStart(2, '0')}00`;
  return `${DAYS[weekday]}, ${day} ${MONTHS[Number(month) - 1]} ${year} 00:00:00 ${offset}`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * The feed's XML: the channel, then its items newest first. The channel's date is its newest
 * item's, not the build's, so a feed whose articles did not change is byte for byte the same.
 */
export function newsFeedXml(feed: NewsFeed): string {
  const items = newestFirst(feed.items);
  const newest = items[0] && rfc822Date(items[0].date);
  const channel = [
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', feed.lang),
    ...(newest ? [element('pubDate', newest), element('lastBuildDate', newest)] : []),
    `<atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
  ];
  const itemLines = items.flatMap((item) => [
    '<item>',
    ...[
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822Date(item.date)),
      element('description', item.description),
      element('category', item.category),
    ].map((line) => `  ${line}`),
    '</item>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...[...channel, ...itemLines].map((line) => `    ${line}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed of one language, from the articles and strings the news pages use. */
export function newsFeed(lang: Lang): NewsFeed {
  const siteUrl = getSiteUrl();
  const { t } = createI18n(lang, loadStrings(lang, ['common', 'news']), catalogueWords(lang));
  const { title, path } = newsFeedLink(lang, t);
  return {
    lang,
    title,
    description: t('news:seo.description'),
    link: absoluteUrl(siteUrl, paths.news(lang)),
    selfUrl: absoluteUrl(siteUrl, path),
    items: getArticlesIn(lang).map((article) => ({
      slug: article.slug,
      title: article.title,
      link: absoluteUrl(siteUrl, paths.newsArticle(lang, article.category, article.slug)),
      description: article.description,
      category: t(`common:news.categories.${article.category}`),
      date: article.date,
    })),
  };
}

/** Each language's feed: the site path to write it at and its text. */
export function newsFeeds(): { path: string; xml: string }[] {
  return LANGS.map((lang) => ({ path: newsFeedPath(lang), xml: newsFeedXml(newsFeed(lang)) }));
}
