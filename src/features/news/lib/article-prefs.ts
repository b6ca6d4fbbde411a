/**
 * What a visitor marks on articles, kept in their browser only (docs/decisions/pages-news.md#article): helpful or
 * not per article, and the saved articles. Parsers accept anything, old or broken data.
 */
export const FEEDBACK_KEY = 'ev-dealer:article-feedback';
export const SAVED_ARTICLES_KEY = 'ev-dealer:saved-articles';

export type Feedback = 'yes' | 'no';
export type FeedbackMap = Readonly<Record<string, Feedback>>;

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function parseFeedback(raw: string | null): FeedbackMap {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Feedback] => entry[1] === 'yes' || entry[1] === 'no'));
}

/** docs/decisions/pages-news.md#article: the feedback cycles among none, yes and no; pressing the active choice clears it. */
export function pressFeedback(map: FeedbackMap, slug: string, pressed: Feedback): FeedbackMap {
  const next = { ...map };
  if (next[slug] === pressed) delete next[slug];
  else next[slug] = pressed;
  return next;
}

export function parseSavedSlugs(raw: string | null): readonly string[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((slug): slug is string => typeof slug === 'string' && slug !== ''))];
}

export function toggleSlug(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs.filter((saved) => saved !== slug) : [...slugs, slug];
}

export const NO_FEEDBACK: FeedbackMap = {};
export const NO_SAVED: readonly string[] = [];
