import { definePage } from '../../app/define-page.js';
import { pageKeywords } from '../../app/build/site-data.js';

/** The information hub: links to the tools and guides, all in its strings. */
export default definePage({
  strings: ['information'],
  data: () => ({}),
  head: ({ t }) => ({
    title: t('information:seo.title'),
    description: t('information:seo.description'),
    keywords: pageKeywords(t('information:seo.keywords')),
  }),
});
