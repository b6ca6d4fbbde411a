import { getArticlesIn } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { articleSummary, newsFeedLink, pageKeywords } from '../../app/build/site-data.js';
import { newestFirst } from '../../lib/news.js';

export default definePage({
  strings: ['news'],
  data: ({ lang }) => ({ articles: newestFirst(getArticlesIn(lang)).map(articleSummary) }),
  head: ({ lang, t }) => ({
    title: t('news:seo.title'),
    description: t('news:seo.description'),
    keywords: pageKeywords(t('news:seo.keywords')),
    pageType: 'CollectionPage',
    feeds: [newsFeedLink(lang, t)],
  }),
});
