import { definePage } from '../../app/define-page.js';
import { comparedCars, pageKeywords } from '../../app/build/site-data.js';

/** docs/decisions/pages-information.md#range-conditions: the cars to choose from; the figures are worked out in the browser, as on the car page. */
export default definePage({
  strings: ['range-conditions', 'car'],
  data: () => ({ cars: comparedCars() }),
  head: ({ t }) => ({
    title: t('range-conditions:seo.title'),
    description: t('range-conditions:seo.description'),
    keywords: pageKeywords(t('range-conditions:seo.keywords')),
  }),
});
