import { getCompany, getServices } from '../../../content/index.js';
import { dealerServiceJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { definePage } from '../../app/define-page.js';
import { warrantyFigures } from '../../features/services/lib/figures.js';

/** The dealer's warranty terms (content/services.yaml); the description and the structured data state the same terms as the page. */
export default definePage({
  strings: ['services', 'warranty'],
  /** The terms, and what the roadside assistance includes (content/company.yaml `roadside`), in the page's language. */
  data: ({ lang }) => ({ ...getServices().warranty, roadsideTerms: getCompany().roadside.terms[lang] }),
  head: ({ t, lang, data }) => {
    const figures = warrantyFigures(data, lang, {
      years: (count) => t('services:years', { count }),
      km: (value) => t('services:km', { value }),
    });
    const description = t('warranty:seo.description', figures);
    return {
      title: t('warranty:seo.title'),
      description,
      keywords: pageKeywords(t('warranty:seo.keywords')),
      jsonLd: [
        dealerServiceJsonLd(lang, {
          name: t('warranty:hero.title'),
          description,
          type: t('warranty:seo.serviceType'),
          path: paths.warranty(lang),
        }),
      ],
    };
  },
});
