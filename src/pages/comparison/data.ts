import { definePage } from '../../app/define-page.js';
import { carSummaries, comparedCars, pageKeywords, toolMoney } from '../../app/build/site-data.js';
import { offerHeadlines, offerPrices } from '../../lib/car-headlines.js';

/** docs/decisions/pages-information.md#comparison: every car as the comparison table needs it, with its side view for the choice grid. */
export default definePage({
  strings: ['comparison', 'car'],
  data: ({ lang }) => {
    const pictures = new Map(carSummaries().map((car) => [car.id, car.picture]));
    const money = toolMoney(lang, { withOffers: true });
    return {
      cars: comparedCars().map((car) => ({
        ...car,
        picture: pictures.get(car.id)!,
        // The price with the discount every buyer gets, from each day on (walk 17: the table showed only the full price).
        offerPrices: offerPrices(offerHeadlines(money.offers, car.priceUSD, money.usdToByn, money.date)),
      })),
      buildDay: money.date,
    };
  },
  head: ({ t }) => ({
    title: t('comparison:seo.title'),
    description: t('comparison:seo.description'),
    keywords: pageKeywords(t('comparison:seo.keywords')),
  }),
});
