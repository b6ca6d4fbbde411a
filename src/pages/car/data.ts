import { getCars, getCompany, getServices, getSiteUrl } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { BUILD_YEAR, carBySlug, carSummaries, comparedCars, pageKeywords, toolMoney } from '../../app/build/site-data.js';
import { carCard, headImage } from '../../app/build/social-cards.js';
import { headlineMessages, priceOfferMessages } from '../../lib/car-headline-text.js';
import { carHeadlines } from '../../lib/car-headlines.js';
import { toCarDetail } from '../../lib/car-model.js';
import { formatByn, formatUsd } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';
import { carJsonLd } from '../../lib/structured-data.js';
import { suggestedCars } from '../../lib/suggestions.js';

export default definePage({
  strings: ['car'],
  staticParams: () => getCars().map((car) => ({ slug: car.slug })),
  data: ({ lang, params }) => {
    const car = carBySlug(params.slug!);
    const { usdToByn } = getCompany();
    const detail = toCarDetail(car, lang, usdToByn);
    const compared = comparedCars();
    const money = toolMoney(lang, { withOffers: true });
    const headlines = carHeadlines({ car: detail, compared, money, currentYear: BUILD_YEAR });
    return {
      car: detail,
      // This car as the comparison reads it; the others load with the comparison (virtual:compared-cars).
      comparedCar: compared.find((other) => other.id === car.id)!,
      // Ranked on the full cars (their size), sent as the cards' summaries.
      suggestions: suggestedCars(car, getCars()).map((other) => carSummaries().find((summary) => summary.id === other.id)!),
      money,
      // What each closed panel says, worked out here so the browser does not.
      headlines: headlineMessages(headlines, lang),
      // The final price under the headline one while a discount every buyer gets is live.
      priceOffers: priceOfferMessages(headlines.offers, lang),
      // The dealer's warranty terms the page's warranty and service block states (the warranty page has them all).
      warranty: { battery: getServices().warranty.battery, vehicle: getServices().warranty.vehicle },
    };
  },
  head: ({ t, lang, data: { car } }) => {
    const image = headImage(carCard(carBySlug(car.slug), lang));
    return {
      title: t('car:seo.title', { name: car.name, price: formatByn(car.priceBYN, lang) }),
      description: t('car:seo.description', {
        name: car.name,
        year: car.year,
        priceByn: formatByn(car.priceBYN, lang),
        priceUsd: formatUsd(car.priceUSD, lang),
      }),
      image,
      keywords: pageKeywords(
        t('car:seo.keywords'),
        car.name,
        `${car.manufacturer} ${car.model}`,
        car.manufacturer,
        t(`common:car.bodyType.${car.bodyType}`),
        t(`common:car.powertrain.${car.specs.type}`),
      ),
      jsonLd: [carJsonLd(car, absoluteUrl(getSiteUrl(), paths.car(lang, car.slug)), getSiteUrl(), absoluteUrl(getSiteUrl(), image.src))],
    };
  },
});
