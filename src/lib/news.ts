/**
 * News (docs/decisions/pages-news.md, issue 10): categories, reading time, related articles, the
 * category filter and the share links. Pure: build time and the browser agree.
 */
import { NEWS_CATEGORIES, type NewsCategory } from '../../content/schema.values.js';

export { NEWS_CATEGORIES, type NewsCategory };

/** docs/decisions/constants.md#news: reading time is the word count / 200, rounded up. */
export const WORDS_PER_MINUTE = 200;

/** docs/decisions/pages-news.md#article: Read Also shows two related articles. */
export const RELATED_COUNT = 2;

/** Home page section 5: the two newest articles. */
export const HOME_TEASER_COUNT = 2;

/** What a list, a card or Read Also shows of an article. */
export interface ArticleSummary {
  slug: string;
  category: NewsCategory;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  image: ArticleImage;
}

export interface ArticleImage {
  src: string;
  /** Photos only: the widths the build wrote. */
  srcSet?: string;
  alt: string;
  /** A drawing standing in for a photo: the card says so. */
  drawing: boolean;
}

/** Minutes to read `words` words: at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/** Newest first; the same day by slug, so the order never depends on the file system. */
export function newestFirst<T extends { date: string; slug: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
}

/** docs/decisions/pages-news.md#article: up to `count` of the same category, topped up from the others; newest first; never the article itself. */
export function relatedArticles<T extends { date: string; slug: string; category: NewsCategory }>(
  articles: readonly T[],
  current: { slug: string; category: NewsCategory },
  count: number = RELATED_COUNT,
): T[] {
  const others = newestFirst(articles.filter((article) => article.slug !== current.slug));
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, count);
}

/** The list's filter: `null` is all categories (the default). */
export function filterByCategory<T extends { category: NewsCategory }>(articles: readonly T[], category: NewsCategory | null): T[] {
  return category === null ? [...articles] : articles.filter((article) => article.category === category);
}

/** The query parameter that holds the chosen category, e.g. `/news?category=technology`. */
export const CATEGORY_PARAM = 'category';

/** The category a list URL's query asks for; anything else is all categories. */
export function categoryFromQuery(search: string): NewsCategory | null {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return isNewsCategory(value) ? value : null;
}

/** The query string for a category, `''` for all. */
export function categoryQuery(category: NewsCategory | null): string {
  return category === null ? '' : `?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

export const SHARE_NETWORKS = ['telegram', 'vk', 'whatsapp', 'viber'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** docs/decisions/pages-news.md#article: each network's share address for an article's public URL and title, every value encoded. */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const encode = encodeURIComponent;
  return {
    telegram: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}`,
    vk: `https://vk.com/share.php?url=${encode(url)}&title=${encode(title)}`,
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
    viber: `viber://forward?text=${encode(`${title} ${url}`)}`,
  };
}
