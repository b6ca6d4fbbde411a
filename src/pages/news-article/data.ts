import { getArticlesIn, getSiteUrl, type Article } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { articleSummary, carBySlug, newsFeedLink, pageKeywords } from '../../app/build/site-data.js';
import { articleCard, headImage } from '../../app/build/social-cards.js';
import { readingMinutes, relatedArticles } from '../../lib/news.js';
import { paths } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';
import { articleJsonLd } from '../../lib/structured-data.js';

/**
 * What an article's page shows, among the articles of its language. Its optional sections come as
 * they are, empty when the article has none (a short news item), and the page leaves those out.
 */
export function articlePageData(article: Article, articles: readonly Article[]) {
  const { keySpecs, belarus, faq, conclusion, sources, html } = article;
  return {
    article: {
      ...articleSummary(article),
      html,
      keySpecs,
      belarus,
      faq,
      conclusion,
      sources,
      minutes: readingMinutes(article.words),
      cars: article.cars.map((carSlug) => {
        const car = carBySlug(carSlug);
        return { slug: car.slug, name: car.name };
      }),
    },
    related: relatedArticles(articles, article).map(articleSummary),
  };
}

export default definePage({
  strings: ['news'],
  // One entry per article: its category and slug are the same in both languages (content/news.ts checks).
  staticParams: () => getArticlesIn('ru').map(({ category, slug }) => ({ category, slug })),
  data: ({ lang, params: { category, slug } }) => {
    const articles = getArticlesIn(lang);
    const article = articles.find((candidate) => candidate.slug === slug && candidate.category === category);
    if (!article) throw new Error(`page data: no ${lang} article ${category}/${slug}`);
    return articlePageData(article, articles);
  },
  head: ({ t, lang, data: { article } }) => {
    const { title, description, date } = article;
    const url = absoluteUrl(getSiteUrl(), paths.newsArticle(lang, article.category, article.slug));
    const source = getArticlesIn(lang).find((candidate) => candidate.slug === article.slug)!;
    const image = headImage(articleCard(source, lang));
    // Search engines show a raster picture: the article's social image, not its drawing (SVG).
    const imageUrl = absoluteUrl(getSiteUrl(), image.src);
    return {
      title,
      description,
      image,
      article: { publishedTime: date },
      keywords: pageKeywords(
        t('news:seo.articleKeywords'),
        t(`common:news.categories.${article.category}`),
        ...article.cars.map((car) => car.name),
      ),
      jsonLd: [articleJsonLd({ title, description, date, url, lang, imageUrl }, getSiteUrl(), 'NewsArticle')],
      feeds: [newsFeedLink(lang, t)],
    };
  },
});
