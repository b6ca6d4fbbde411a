import { definePage } from '../../app/define-page.js';
import { comparedCars, pageKeywords, toolMoney } from '../../app/build/site-data.js';

/** docs/decisions/pages-information.md#charging-guide: the cars to choose from and the tariffs the costs use. */
export default definePage({
  strings: ['charging-guide', 'car'],
  data: ({ lang }) => ({ cars: comparedCars(), money: toolMoney(lang) }),
  head: ({ t }) => ({
    title: t('charging-guide:seo.title'),
    description: t('charging-guide:seo.description'),
    keywords: pageKeywords(t('charging-guide:seo.keywords')),
  }),
});
