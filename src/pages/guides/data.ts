import { getGuides } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { guideSummary, pageKeywords } from '../../app/build/site-data.js';

/** The guides index (docs/decisions/pages-information.md#13): every guide. */
export default definePage({
  strings: ['guides'],
  data: ({ lang }) => ({ guides: getGuides().map((guide) => guideSummary(guide, lang)) }),
  head: ({ t }) => ({
    title: t('guides:index.seoTitle'),
    description: t('guides:index.seoDescription'),
    keywords: pageKeywords(t('guides:index.seoKeywords')),
    pageType: 'CollectionPage',
  }),
});
