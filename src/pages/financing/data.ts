import { getRunningCosts, getServices } from '../../../content/index.js';
import { dealerServiceJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
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
  head: ({ t, lang, data }) => {
    const description = t('financing:seo.description', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths });
    return {
      title: t('financing:seo.title', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
      description,
      keywords: pageKeywords(t('financing:seo.keywords')),
      jsonLd: [
        dealerServiceJsonLd(lang, { name: t('financing:hero.title'), description, type: 'FinancialService', path: paths.financing(lang) }),
      ],
    };
  },
});
