import { getArticlesIn, getBrandPages, getBrandSearchTerms } from '../../../content/index.js';
import { loadStrings } from '../../../locales/index.js';
import { carSummaries, shell } from '../../app/build/site-data.js';
import { headImage, siteCard } from '../../app/build/social-cards.js';
import type { NotFoundData } from '../../features/not-found/lib/not-found-data.js';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/lang.js';
import { SHELL_NAMESPACES } from '../../i18n/namespaces.js';
import { newestFirst } from '../../lib/news.js';
import { paths } from '../../lib/paths.js';

export type { NotFoundData } from '../../features/not-found/lib/not-found-data.js';

/**
 * The not-found document stands outside both language trees: the host serves its one file,
 * dist/404.html, at every unknown path (with status 404), so it holds both languages, each
 * with the shell every page has, and hydrates wherever it is served (main.tsx).
 */
export const NOT_FOUND_PATH = '/404';

/** How many of the newest articles an unknown article's page offers. */
export const RECENT_ARTICLES_COUNT = 3;

const byLang = <T>(make: (lang: Lang) => T) => Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;

export default function notFoundData(): NotFoundData {
  return {
    languages: byLang((lang) => ({ shell: shell(lang), strings: loadStrings(lang, [...SHELL_NAMESPACES, 'not-found']) })),
    // What the nearest cars are chosen from (a car's name, maker and model) and shown with: picture and price.
    cars: carSummaries().map(({ slug, name, manufacturer, model, priceUSD, priceBYN, picture }) => ({
      slug,
      name,
      manufacturer,
      model,
      priceUSD,
      priceBYN,
      picture,
    })),
    makerSpellings: Object.fromEntries(Object.entries(getBrandSearchTerms()).map(([maker, terms]) => [maker, [...terms.ru, ...terms.en]])),
    articles: byLang((lang) =>
      newestFirst(getArticlesIn(lang))
        .slice(0, RECENT_ARTICLES_COUNT)
        .map((article) => ({
          href: paths.newsArticle(lang, article.category, article.slug),
          title: article.title,
          text: article.description,
        })),
    ),
    brands: byLang((lang) =>
      getBrandPages().map((brand) => ({ href: paths.brand(lang, brand.slug), title: brand.name[lang], text: brand.specialty[lang] })),
    ),
    image: headImage(siteCard(DEFAULT_LANG)),
  };
}
