import { definePage } from '../../app/define-page.js';
import { comparedCars, pageKeywords, toolMoney } from '../../app/build/site-data.js';

/** docs/decisions/pages-information.md#13 calculators page: the car page's three calculators for any car. */
export default definePage({
  strings: ['calculator', 'car'],
  data: ({ lang }) => ({ cars: comparedCars(), money: toolMoney(lang) }),
  head: ({ t }) => ({
    title: t('calculator:seo.title'),
    description: t('calculator:seo.description'),
    keywords: pageKeywords(t('calculator:seo.keywords')),
  }),
});
