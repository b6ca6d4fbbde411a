/**
 * What a not-found path was meant to show, from the path alone: its language and the kind
 * of thing that is missing. Pure, apart from the inline script it writes for the head of
 * the not-found document.
 *
 * The host serves that one document (dist/404.html) at every unknown path, so the page
 * cannot know the path while pre-rendering: it holds both languages and every kind, and
 * the inline script, run in <head> before anything paints, marks <html> with the path's
 * language (`lang`) and kind (`data-missing`); the page's CSS shows only that part, and
 * once React has taken over it renders only that part (docs/decisions/pages-shell.md#not-found).
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../../../../shared/lang.js';
import type { Resources } from '../../../i18n/resources.gen.js';
import { NEWS_CATEGORIES } from '../../../lib/news.js';
import { parseLocalizedPath, paths } from '../../../lib/paths.js';

/**
 * A path under /cars/ that was not pre-rendered is a car that is not (or no longer) in the
 * catalogue, one under /news/<category>/ an article that is not, one under /brands/ a brand;
 * any other path is a page that does not exist.
 */
export const MISSING_PATHS = {
  car: /^\/(?:en\/)?cars\/([^/]+)\/?$/,
  article: new RegExp(`^/(?:en/)?news/(?:${NEWS_CATEGORIES.join('|')})/([^/]+)/?$`),
  brand: /^\/(?:en\/)?brands\/([^/]+)\/?$/,
} as const;
export type MissingThing = keyof typeof MISSING_PATHS;
/** `page`: an address of no kind the site knows. */
export type MissingKind = MissingThing | 'page';
export const MISSING_KINDS = [...(Object.keys(MISSING_PATHS) as MissingThing[]), 'page'] as const satisfies readonly MissingKind[];

/** The attribute on <html> naming the missing kind (absent for a plain missing page). */
export const MISSING_ATTRIBUTE = 'data-missing';

/** An English path, as `parseLocalizedPath` reads it (the unit tests hold the two together). */
const ENGLISH_PATH = /^\/en(?:\/|$)/;

export interface MissingPlace {
  lang: Lang;
  kind: MissingKind;
  /** The unknown car's, article's or brand's address word (`zeekr-001-yuo`), decoded; null for a page. */
  slug: string | null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The language, kind and slug of a path nothing was built for. */
export function missingPlace(pathname: string): MissingPlace {
  const lang = parseLocalizedPath(pathname).lang;
  for (const kind of Object.keys(MISSING_PATHS) as MissingThing[]) {
    const found = MISSING_PATHS[kind].exec(pathname);
    if (found) return { lang, kind, slug: decoded(found[1]!) };
  }
  return { lang, kind: 'page', slug: null };
}

/** Where each kind's "view all" button leads. */
export const ALL_OF: Record<MissingKind, (lang: Lang) => string> = {
  car: paths.catalog,
  article: paths.news,
  brand: paths.catalog,
  page: paths.catalog,
};

/** The not-found strings of one language. */
export type NotFoundTexts = Resources['not-found'];

/** Which strings of the not-found namespace each kind reads (`page`: the top level). */
export const TEXTS_OF = { car: 'vehicle', article: 'article', brand: 'brand' } as const satisfies Record<MissingThing, keyof NotFoundTexts>;

/** The document's title for a kind, in the language of `texts`: what is missing, then the site's name, as every page's title ends. */
export function missingTitle(texts: NotFoundTexts, kind: MissingKind): string {
  return kind === 'page' ? texts.seoTitle : texts[TEXTS_OF[kind]].seoTitle;
}

/** The page's heading for a kind, in the language of `texts`. */
export function missingHeading(texts: NotFoundTexts, kind: MissingKind): string {
  return kind === 'page' ? texts.title : texts[TEXTS_OF[kind]].title;
}

/** The document's title for each language and kind. */
export type MissingTitles = Record<Lang, Record<MissingKind, string>>;

export function missingTitles(texts: Record<Lang, NotFoundTexts>): MissingTitles {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(MISSING_KINDS.map((kind) => [kind, missingTitle(texts[lang], kind)]))]),
  ) as MissingTitles;
}

/**
 * The inline script of the document's head: before the body is parsed, it gives <html> the
 * path's language and kind, and the document the title that goes with them, so neither
 * the wrong language nor the wrong message ever paints. Kept to what must happen before
 * the first paint; everything else waits for React.
 */
export function markMissingScript(titles: MissingTitles): string {
  const kindOf = (Object.keys(MISSING_PATHS) as MissingThing[]).map((kind) => `${MISSING_PATHS[kind]}.test(p)?'${kind}':`).join('');
  // JSON inside a <script>: no `<` may end the element early.
  const titleJson = JSON.stringify(titles).replace(/</g, '\\u003c');
  return (
    `(function(){var p=location.pathname,d=document.documentElement,` +
    `l=${ENGLISH_PATH}.test(p)?'en':'${DEFAULT_LANG}',k=${kindOf}'page';` +
    `d.setAttribute('lang',l);if(k!=='page')d.setAttribute('${MISSING_ATTRIBUTE}',k);` +
    `document.title=${titleJson}[l][k];})();`
  );
}
