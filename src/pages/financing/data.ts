import { getRunningCosts, getServices } from '../../../content/index.js';
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
  }),
});
