import { getCompany, getOffers, getRunningCosts, getServices } from '../../../content/index.js';
import { BUILD_DATE, carSummaries, dealerServiceJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { definePage } from '../../app/define-page.js';
import { liveOffers } from '../../lib/calculators/offers.js';
import { financingExample, largestSaving } from '../../features/services/lib/financing.js';

/**
 * The financing page's figures: the loan terms the car page's calculator uses too, the dealer's others,
 * the worked example the leasing calculator gives for the catalogue's median car, and the largest saving
 * of the offers live on the build's day (docs/decisions/pages-services.md#financing).
 */
export default definePage({
  strings: ['services', 'financing'],
  data: ({ lang }) => {
    const { leasing } = getRunningCosts();
    const { financing } = getServices();
    const cars = carSummaries();
    const offers = liveOffers(getOffers(), BUILD_DATE);
    const saving = largestSaving(offers, cars, getCompany().usdToByn);
    return {
      minRatePercent: leasing.minRatePercent,
      maxMonths: leasing.maxMonths,
      preApprovalMinutes: financing.preApprovalMinutes,
      applicationMinutes: financing.applicationMinutes,
      minDownPercent: financing.minDownPercent,
      ratesAsOf: financing.ratesAsOf,
      example: financingExample(cars, financing.example),
      saving: saving && {
        ...saving,
        offers: saving.offers.map(({ id, usd }) => ({ title: offers.find((offer) => offer.id === id)!.title[lang], usd })),
      },
    };
  },
  head: ({ t, lang, data }) => {
    const description = t('financing:seo.description', { months: data.maxMonths });
    return {
      title: t('financing:seo.title'),
      description,
      keywords: pageKeywords(t('financing:seo.keywords')),
      jsonLd: [
        // The dealer arranges the loan or lease; the lender is a partner bank or leasing company (the page says so).
        dealerServiceJsonLd(lang, {
          name: t('financing:hero.title'),
          description,
          type: t('financing:seo.serviceType'),
          path: paths.financing(lang),
        }),
      ],
    };
  },
});
