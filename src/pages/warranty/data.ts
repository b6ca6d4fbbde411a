import { getServices } from '../../../content/index.js';
import { dealerServiceJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { definePage } from '../../app/define-page.js';

export default definePage({
  strings: ['services', 'warranty'],
  data: () => getServices().warranty,
  head: ({ t, lang }) => ({
    title: t('warranty:seo.title'),
    description: t('warranty:seo.description'),
    keywords: pageKeywords(t('warranty:seo.keywords')),
    jsonLd: [
      dealerServiceJsonLd(lang, {
        name: t('warranty:hero.title'),
        description: t('warranty:seo.description'),
        type: 'Warranty',
        path: paths.warranty(lang),
      }),
    ],
  }),
});
