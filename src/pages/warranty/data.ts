import { getCompany, getServices, getSiteUrl } from '../../../content/index.js';
import { pageKeywords, siteAddress } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { serviceJsonLd } from '../../lib/structured-data.js';
import { definePage } from '../../app/define-page.js';

export default definePage({
  strings: ['services', 'warranty'],
  data: () => getServices().warranty,
  head: ({ t, lang }) => ({
    title: t('warranty:seo.title'),
    description: t('warranty:seo.description'),
    keywords: pageKeywords(t('warranty:seo.keywords')),
    jsonLd: [
      serviceJsonLd(
        {
          name: t('warranty:hero.title'),
          description: t('warranty:seo.description'),
          type: 'Warranty',
          url: siteAddress(paths.warranty(lang)),
          areaServed: getCompany().address.city[lang],
        },
        getSiteUrl(),
      ),
    ],
  }),
});
