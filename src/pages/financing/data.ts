import { getCompany, getRunningCosts, getServices, getSiteUrl } from '../../../content/index.js';
import { pageKeywords, siteAddress } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { serviceJsonLd } from '../../lib/structured-data.js';
import { definePage } from '../../app/define-page.js';
import { formatPercent } from '../../lib/format.js';

/** The financing page's figures: the loan terms the car page's calculator uses too, and the dealer's others. */
export default definePage({
  strings: ['services', 'financing'],
  data: () => {
    const { leasing } = getRunningCosts();
    const { financing } = getServices();
    return { minRatePercent: leasing.minRatePercent, maxMonths: leasing.maxMonths, ...financing };
  },
  head: ({ t, lang, data }) => ({
    title: t('financing:seo.title', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
    description: t('financing:seo.description', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
    keywords: pageKeywords(t('financing:seo.keywords')),
    jsonLd: [
      serviceJsonLd(
        {
          name: t('financing:hero.title'),
          description: t('financing:seo.description', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
          type: 'FinancialService',
          url: siteAddress(paths.financing(lang)),
          areaServed: getCompany().address.city[lang],
        },
        getSiteUrl(),
      ),
    ],
  }),
});
