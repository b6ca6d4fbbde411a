import { getArticlesIn, getCars, getNeeds, getRunningCosts, getServices } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { articleSummary, carSummaries, dealerJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { pickFeatured } from '../../lib/car-model.js';
import { offeredNeeds } from '../../lib/needs.js';
import { HOME_TEASER_COUNT, newestFirst } from '../../lib/news.js';
import { heroCars } from '../../lib/pictures.js';
import { catalogueChargingSpan } from '../../lib/ev/charging.js';

/** docs/decisions/constants.md#home: 8 featured cars on the home page. */
export const FEATURED_COUNT = 8;

export default definePage({
  strings: ['home'],
  data: ({ lang }) => ({
    /** docs/decisions/pages-home-about-contact.md#needs: the needs the catalogue has cars for. */
    needs: offeredNeeds(getNeeds(), getCars()),
    /** Section 5: the newest articles. */
    news: newestFirst(getArticlesIn(lang)).slice(0, HOME_TEASER_COUNT).map(articleSummary),
    featured: pickFeatured(carSummaries(), FEATURED_COUNT),
    /** The families the hero picture shows, named as the catalogue names them, for its alt text. */
    heroModels: heroCars(carSummaries()).map((car) => `${car.manufacturer} ${car.model}`),
    /** The charging times the questions state, from the same model as the car pages (DECISIONS 41). */
    charging: catalogueChargingSpan(getCars().map((car) => car.specs)),
    /** The loan and warranty terms the text states, from the content the financing and warranty pages read. */
    terms: {
      minRatePercent: getRunningCosts().leasing.minRatePercent,
      maxMonths: getRunningCosts().leasing.maxMonths,
      battery: getServices().warranty.battery,
      vehicle: getServices().warranty.vehicle,
    },
  }),
  head: ({ t, lang }) => ({
    title: t('home:seo.title'),
    description: t('home:seo.description', { count: carSummaries().length }),
    keywords: pageKeywords(t('home:seo.keywords'), ...new Set(carSummaries().map((car) => car.manufacturer))),
    jsonLd: [dealerJsonLd(lang)],
  }),
});
